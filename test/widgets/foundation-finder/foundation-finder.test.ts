// The foundation finder island (docs/requirements.md §1, §2; docs/widgets.md "foundation-finder"): questions that
// offer only what still matches, down to one product and shade, whose dashboard (the option template) is fetched,
// sanitised and shown with its add-to-bag island on that shade; Back, Start over, failures, bad props.
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { rawProduct, rawSku } from '../../helpers/product-fixtures';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const QUESTIONS = [
  { id: 'tone', prompt: 'Which best describes your skin tone?', help: 'In daylight, without makeup.', options: ['Fair', 'Light', 'Deep'] },
  { id: 'finish', prompt: 'Which finish do you prefer?', help: '', options: ['Matte', 'Natural', 'Radiant'] },
];
// [skuId, productId, shades, tone, finish]
const MATCHES = [[11, 1, 3, 0, 0], [12, 1, 1, 0, 2], [31, 3, 2, 2, 1]];
const catalog = [rawProduct(1, { skus: [rawSku(11, { SHADENAME: 'Porcelain Cool' }), rawSku(12, { SHADENAME: 'Ivory Warm' })] })];
const dashboard = (sku: string) =>
  `<section class="finder-option"><img src="/media/sku/${sku}.svg" alt=""><h4>Velvet Foundation</h4><p class="finder-option__shade">Shade: ${sku}</p>` +
  `<div class="finder-option__buy" data-widget="add-to-bag" data-props='{"productId":"PROD1","categoryId":"CAT2","skuId":"${sku}"}' onclick="x()"><p>$40.00</p></div></section>`;

const realFetch = globalThis.fetch;
let requests: string[];
function serve(answer: (url: URL) => Response) {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.url);
    return answer(new URL(request.url));
  }) as unknown as typeof fetch;
}
beforeEach(() => serve((url) => new Response(dashboard(url.searchParams.get('sku')!), { status: 200 })));
afterEach(() => (globalThis.fetch = realFetch));

const host = (props: object) => `<div id="finder" data-widget="foundation-finder" data-props='${JSON.stringify(props)}'><p>The finder is loading.</p></div>`;
const PROPS = { questions: QUESTIONS, matches: MATCHES, optionUrl: 'http://localhost/foundation_finder/option.tmpl' };
const finder = () => document.getElementById('finder')!;
const radios = () => [...finder().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const options = () => [...finder().querySelectorAll('.sfi-steps__option')].map((l) => l.textContent);
const button = (name: string) => [...finder().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);
async function choose(index: number): Promise<void> {
  click(radios()[index]!);
  await jest.advanceTimersByTimeAsync(50);
}
const next = async (name = 'Next') => {
  click(button(name)!);
  await jest.advanceTimersByTimeAsync(50);
};

describe('foundation-finder', () => {
  it('offers only the options some shade still matches, with how many shades each leaves', async () => {
    await mountPage(host(PROPS), { catalog });
    expect(finder().querySelector('legend')!.textContent).toBe('Which best describes your skin tone?');
    expect(finder().querySelector('.sfi-steps__help')!.textContent).toBe('In daylight, without makeup.');
    expect(finder().querySelector('fieldset')!.getAttribute('aria-describedby')).toBe(finder().querySelector('.sfi-steps__help')!.id);
    expect(options()).toEqual(['Fair4 shades', 'Deep2 shades']);
    await choose(0);
    await next();
    expect(finder().querySelector('legend')!.textContent).toBe('Which finish do you prefer?');
    expect(options()).toEqual(['Matte3 shades', 'Radiant1 shade']);
    expect(document.activeElement).toBe(radios()[0]);
    expect(button('Find my shade')!.type).toBe('submit');
  });

  it('ends in one product and shade: its dashboard fetched, sanitised, its add-to-bag island on that shade', async () => {
    await mountPage(host(PROPS), { catalog });
    await choose(0);
    await next();
    await choose(1);
    await next('Find my shade');
    const heading = finder().querySelector('h3')!;
    expect([heading.textContent, document.activeElement]).toEqual(['Your foundation match', heading]);
    expect(finder().querySelector('.sfi-finder--result')!.getAttribute('data-sku')).toBe('SKU12');
    await waitFor(() => expect(finder().querySelector('.finder-option__shade')?.textContent).toBe('Shade: SKU12'));
    expect(requests).toEqual(['http://localhost/foundation_finder/option.tmpl?sku=SKU12']);
    const buy = finder().querySelector<HTMLElement>('[data-widget="add-to-bag"]')!;
    expect(buy.hasAttribute('onclick')).toBe(false);
    await waitFor(() => expect(buy.getAttribute('data-widget-state')).toBe('mounted'));
    await waitFor(() => expect(buy.querySelector<HTMLInputElement>('.sfi-swatch__input:checked')?.value).toBe('Ivory Warm'));
  });

  it('says "Finding your shade…" in a status region that was on the page before it, and empties it when the match is in', async () => {
    let answer: (response: Response) => void = () => {};
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    await mountPage(host(PROPS), { catalog });
    const region = finder().querySelector('[role="status"]');
    expect(region?.textContent).toBe('');
    await choose(0);
    await next();
    await choose(1);
    await next('Find my shade');
    await jest.advanceTimersByTimeAsync(50);
    const regions = [...finder().querySelectorAll('[role="status"]')];
    expect([regions.length, regions[0] === region]).toEqual([1, true]);
    expect(region!.textContent).toBe('Finding your shade…');
    answer(new Response(dashboard('SKU12'), { status: 200 }));
    await waitFor(() => expect(finder().querySelector('.finder-option__shade')?.textContent).toBe('Shade: SKU12'));
    await waitFor(() => expect([region!.isConnected, region!.textContent]).toEqual([true, '']));
  });

  it('Back returns to the last question with its answer; Start over to the first with none', async () => {
    await mountPage(host(PROPS), { catalog });
    await choose(1);
    await next();
    await choose(0);
    await next('Find my shade');
    expect(finder().querySelector('.sfi-finder--result')!.getAttribute('data-sku')).toBe('SKU31');
    click(button('Back')!);
    await jest.advanceTimersByTimeAsync(50);
    expect([options(), radios().map((r) => r.checked), document.activeElement === radios()[0]]).toEqual([['Natural2 shades'], [true], true]);
    click(button('Start over')!);
    await jest.advanceTimersByTimeAsync(50);
    expect([finder().querySelector('legend')!.textContent, radios().map((r) => r.checked)]).toEqual(['Which best describes your skin tone?', [false, false]]);
    expect(document.activeElement).toBe(radios()[0]);
  });

  it('a dashboard that cannot be loaded says so and can be tried again', async () => {
    let fail = true;
    serve((url) => (fail ? new Response('nope', { status: 500 }) : new Response(dashboard(url.searchParams.get('sku')!), { status: 200 })));
    await mountPage(host(PROPS), { catalog });
    await choose(0);
    await next();
    await choose(0);
    await next('Find my shade');
    await waitFor(() => expect(finder().querySelector('[role="alert"]')?.textContent).toBe('Sorry, your match could not be shown. Try again'));
    fail = false;
    button('Try again')!.focus();
    click(button('Try again')!);
    await waitFor(() => expect(finder().querySelector('.finder-option__shade')?.textContent).toBe('Shade: SKU11'));
    // The button went while the dashboard loaded again: focus is on the result's heading, not lost to <body>.
    expect(document.activeElement).toBe(finder().querySelector('h3'));
    expect(finder().querySelector('.sfi-finder__error')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('with no shade to match says so', async () => {
    await mountPage(host({ ...PROPS, matches: [] }), { catalog });
    expect(finder().textContent).toBe('Sorry, no foundation can be matched right now.');
  });

  it.each<[string, object, string]>([
    ['no questions', { matches: [] }, 'prop "questions" is required'],
    ['empty questions', { questions: [], matches: [] }, 'prop "questions" must be a non-empty list'],
    ['a question without options', { questions: [{ prompt: 'Tone?', options: [] }], matches: [] }, 'questions[0].options must be a non-empty list of labels'],
    ['a row too short', { questions: QUESTIONS, matches: [[11, 1, 3, 0]] }, 'matches[0] must be [skuId, productId, shades, then an option index for each of the 2 questions]'],
    ['an option index out of range', { questions: QUESTIONS, matches: [[11, 1, 3, 0, 3]] }, 'matches[0] must be [skuId, productId, shades, then an option index for each of the 2 questions]'],
    ['an option page on another site', { ...PROPS, optionUrl: 'https://elsewhere.example/option' }, 'prop "optionUrl" must be on this site (got "https://elsewhere.example/option")'],
  ])('refuses %s, saying what is wrong; the server content stays', async (_what, props, problem) => {
    await mountPage(host(props), { catalog });
    expect(finder().getAttribute('data-widget-state')).toBe('error');
    expect(finder().textContent).toBe('The finder is loading.');
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      `[storefront-islands] <div#finder data-widget="foundation-finder">: bad props: ${problem}; the host was left as it was.`,
    ]);
  });
});
