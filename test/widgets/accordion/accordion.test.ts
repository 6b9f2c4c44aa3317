// The accordion island (WAI-ARIA APG accordion) over server-rendered headings and panels.
import island from '../../../src/widgets/accordion/island';
import { splitSections } from '../../../src/widgets/accordion/sections';
import { click, mountPage, problemsHeard, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const PANELS = `
  <p class="intro">About this product</p>
  <h3 id="details" class="pdp-h">Details</h3>
  <div class="panel"><p>A <b>velvet</b> lipstick.</p></div>
  <h3>How to <em>use</em></h3>
  <p>Apply from the centre.</p>
  <p>Blot.</p>
  <h3>Ingredients</h3>
  <ul><li>Castor oil</li></ul>`;
const host = (props = '') => `<div id="acc" data-widget="accordion"${props}>${PANELS}</div>`;

const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('#acc .sfi-accordion__button')];
const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const expanded = () => buttons().map((b) => b.getAttribute('aria-expanded'));
const visible = () => buttons().map((b) => !panelOf(b).hidden);
function key(el: Element, k: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
}

describe('accordion', () => {
  it('puts a button in each heading and labels each panel by it; the first panel is open', async () => {
    await mountPage(host());
    const acc = document.getElementById('acc')!;
    expect(acc.getAttribute('data-widget-state')).toBe('mounted');
    const intro = acc.querySelector('.sfi-accordion .intro')!;
    expect(intro.textContent).toBe('About this product');
    expect(intro.compareDocumentPosition(acc.querySelector('h3')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const headings = [...acc.querySelectorAll('h3')];
    expect(headings.map((h) => h.textContent)).toEqual(['Details', 'How to use', 'Ingredients']);
    expect(headings[0]!.id).toBe('details');
    expect(headings[0]!.className).toBe('sfi-accordion__heading pdp-h');
    expect(buttons().map((b) => [b.parentElement!.tagName, b.type])).toEqual([['H3', 'button'], ['H3', 'button'], ['H3', 'button']]);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(visible()).toEqual([true, false, false]);
    // A closed panel is no landmark: a screen reader's list of regions offered the closed ones as empty.
    expect(buttons().map((button) => panelOf(button).getAttribute('role'))).toEqual(['region', null, null]);
    // Only a region is named by its button: ARIA gives a plain box (a closed panel) no name.
    expect(buttons().map((button) => panelOf(button).getAttribute('aria-labelledby'))).toEqual([buttons()[0]!.id, null, null]);
    // The server's panel content, as it was (markup kept).
    expect(panelOf(buttons()[0]!).innerHTML.trim()).toBe('<div class="panel"><p>A <b>velvet</b> lipstick.</p></div>');
    expect([...panelOf(buttons()[1]!).querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Apply from the centre.', 'Blot.']);
    expect(panelOf(buttons()[2]!).querySelector('li')?.textContent).toBe('Castor oil');
  });

  it('a click opens a panel and closes the open one; a click on the open one closes it', async () => {
    await mountPage(host());
    click(buttons()[1]!);
    await waitFor(() => expect(expanded()).toEqual(['false', 'true', 'false']));
    expect(visible()).toEqual([false, true, false]);
    click(buttons()[1]!);
    await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'false']));
    expect(visible()).toEqual([false, false, false]);
  });

  it('with allowMultiple, panels open side by side; open names the panels open at first', async () => {
    await mountPage(host(` data-props='{"allowMultiple": true, "open": [2, 3]}'`));
    expect(expanded()).toEqual(['false', 'true', 'true']);
    click(buttons()[0]!);
    await waitFor(() => expect(expanded()).toEqual(['true', 'true', 'true']));
    click(buttons()[2]!);
    await waitFor(() => expect(expanded()).toEqual(['true', 'true', 'false']));
  });

  it('opens a closed panel the browser reveals (beforematch: find in page, a link into it) through its own state', async () => {
    await mountPage(host());
    const reveal = (el: Element) => el.dispatchEvent(new Event('beforematch', { bubbles: true }));
    reveal(panelOf(buttons()[2]!));
    await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'true']));
    expect(visible()).toEqual([false, false, true]);
    // A click on the revealed panel's header closes it again.
    click(buttons()[2]!);
    await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'false']));
    expect(visible()).toEqual([false, false, false]);
  });

  it('with allowMultiple a revealed panel opens beside the open one; an event from deeper in a panel (an accordion inside it) is not its own', async () => {
    await mountPage(host(` data-props='{"allowMultiple": true}'`));
    const reveal = (el: Element) => el.dispatchEvent(new Event('beforematch', { bubbles: true }));
    reveal(panelOf(buttons()[2]!).querySelector('li')!);
    reveal(panelOf(buttons()[1]!));
    await waitFor(() => expect(expanded()).toEqual(['true', 'true', 'false']));
    expect(visible()).toEqual([true, true, false]);
  });

  it('opens none at first with open []', async () => {
    await mountPage(host(` data-props='{"open": []}'`));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('Down, Up, Home and End move focus among the headers (wrapping); Enter and Space are the buttons\' own', async () => {
    await mountPage(host());
    const [first, second, third] = buttons();
    first!.focus();
    expect(key(first!, 'ArrowDown').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(second);
    key(second!, 'ArrowDown');
    key(third!, 'ArrowDown');
    expect(document.activeElement).toBe(first);
    key(first!, 'ArrowUp');
    expect(document.activeElement).toBe(third);
    key(third!, 'Home');
    expect(document.activeElement).toBe(first);
    key(first!, 'End');
    expect(document.activeElement).toBe(third);
    expect(key(third!, 'Enter').defaultPrevented).toBe(false);
    expect(key(third!, 'ArrowDown', { altKey: true }).defaultPrevented).toBe(false);
    expect(expanded()).toEqual(['true', 'false', 'false']);
  });

  it('makes no landmark regions when more than six panels would each be one', async () => {
    const many = Array.from({ length: 7 }, (_, i) => `<h2>Q${i + 1}</h2><p>A${i + 1}</p>`).join('');
    await mountPage(`<div id="acc" data-widget="accordion">${many}</div>`);
    expect(buttons()).toHaveLength(7);
    expect(buttons().map((b) => panelOf(b).getAttribute('role'))).toEqual([null, null, null, null, null, null, null]);
    expect(buttons().map((b) => panelOf(b).getAttribute('aria-labelledby'))).toEqual([null, null, null, null, null, null, null]);
    expect(document.querySelectorAll('#acc h2')).toHaveLength(7);
  });

  it('leaves a host without headings as it was, with one warning in plain words (a markup mistake, not a crash: no stack)', async () => {
    const heard = problemsHeard();
    await mountPage('<div id="acc" data-widget="accordion"><p>Just text</p></div>');
    const acc = document.getElementById('acc')!;
    expect(acc.getAttribute('data-widget-state')).toBe('error');
    expect(acc.innerHTML).toBe('<p>Just text</p>');
    // The warning names the headings the island takes: any level, h1 included (the next test).
    const words = 'the host holds no heading (h1–h6) to make a section of; the host was left as it was.';
    expect((console.warn as jest.Mock).mock.calls).toEqual([[`[storefront-islands] <div#acc data-widget="accordion">: ${words}`]]);
    expect(heard).toEqual([{ widget: 'accordion', problems: [{ message: words }], mounted: false }]);
  });

  it('takes h1 headings as well', async () => {
    await mountPage('<div id="acc" data-widget="accordion"><h1>One</h1><p>1</p><h1>Two</h1><p>2</p></div>');
    expect(document.getElementById('acc')!.getAttribute('data-widget-state')).toBe('mounted');
    expect([...document.querySelectorAll('#acc h1')].map((h) => h.textContent)).toEqual(['One', 'Two']);
    expect(expanded()).toEqual(['true', 'false']);
  });

  it('mounts an island host inside a panel from the server content', async () => {
    await mountPage(`<div id="acc" data-widget="accordion"><h3>Bag</h3><p>In your bag: <span id="count" data-widget="cart-count"><span class="sfi-cart-count">0</span></span></p></div>`, {
      userCookie: 'item_count:3',
    });
    const count = document.getElementById('count')!;
    expect(count.closest('.sfi-accordion__panel')).not.toBeNull();
    expect(count.getAttribute('data-widget-state')).toBe('mounted');
    expect(count.querySelector('.sfi-cart-count')?.textContent).toBe('3 items');
  });

  it('puts the server content back when unmounted', async () => {
    const { runtime } = await mountPage(host());
    const acc = document.getElementById('acc')!;
    runtime.unmount(acc);
    expect(acc.innerHTML).toBe(PANELS);
  });
});

describe('accordion over <details> sections (closed panels said without a script)', () => {
  it('makes the same accordion of them: no <details> left, each panel labelled by its header, the first open', async () => {
    await mountPage(`<div id="acc" data-widget="accordion">
      <details name="info" open><summary><h3>Details</h3></summary><p>A velvet lipstick.</p></details>
      <details name="info"><summary><h3>How to use</h3></summary><p>Apply from the centre.</p></details>
    </div>`);
    expect(document.querySelectorAll('#acc details, #acc summary')).toHaveLength(0);
    expect(buttons().map((b) => b.textContent)).toEqual(['Details', 'How to use']);
    expect(expanded()).toEqual(['true', 'false']);
    expect(visible()).toEqual([true, false]);
    expect(panelOf(buttons()[1]!).innerHTML.trim()).toBe('<p>Apply from the centre.</p>');
  });
});

describe('accordion props', () => {
  const parse = island.parseProps!;

  it('defaults to one panel at a time, the first open', () => {
    expect(parse({})).toEqual({ allowMultiple: false, open: [1] });
  });

  it('reads open as a number, a list or a comma-separated string', () => {
    expect(parse({ open: 2 })).toEqual({ allowMultiple: false, open: [2] });
    expect(parse({ open: '1, 3', allowMultiple: 'true' })).toEqual({ allowMultiple: true, open: [1, 3] });
    expect(parse({ open: [] })).toEqual({ allowMultiple: false, open: [] });
    expect(parse({ open: '' })).toEqual({ allowMultiple: false, open: [] });
  });

  it.each(['first', [1, 'x']])('refuses open %j', (open) => {
    expect(() => parse({ open })).toThrow('prop "open" lists panels counted from 1');
  });

  it.each([0, -1, 1.5])('opens the first panel for open %j, reporting it', (open) => {
    const report = jest.fn();
    expect(parse({ open }, report)).toEqual({ allowMultiple: false, open: [1] });
    expect(report.mock.calls).toEqual([[
      `prop "open" must be a whole number or a list, got ${open}; it is left out; the island mounted without them`,
      [{ prop: 'open', message: `prop "open" must be a whole number or a list, got ${open}; it is left out` }],
    ]]);
  });

  it('refuses several open panels unless allowMultiple is true', () => {
    expect(() => parse({ open: [1, 2] })).toThrow('prop "open" names 2 panels, but only one may be open unless "allowMultiple" is true');
  });
});

describe('splitSections', () => {
  const fragment = (html: string) => document.createRange().createContextualFragment(html);

  it('cuts at headings of the first heading\'s level; deeper headings stay in their panel', () => {
    const { level, before, sections } = splitSections(fragment('<p>intro</p><h2>A</h2><h3>A.1</h3><p>a</p><h2> B\n  two </h2><p>b</p>'));
    expect(level).toBe(2);
    expect(before.map((n) => n.textContent)).toEqual(['intro']);
    expect(sections.map((s) => [s.title, s.panel.map((n) => n.textContent)])).toEqual([
      ['A', ['A.1', 'a']],
      ['B two', ['b']],
    ]);
  });

  it('reads a section written as <details> as its summary\'s heading and the rest, open or closed alike', () => {
    const { level, before, sections } = splitSections(fragment('<p>intro</p><details open><summary><h2 id="a">A</h2></summary><p>a</p></details><details><summary><h2>B</h2></summary>b<ul><li>b.1</li></ul></details>'));
    expect(level).toBe(2);
    expect(before.map((n) => n.textContent)).toEqual(['intro']);
    expect(sections.map((s) => [s.title, s.id, s.panel.map((n) => n.textContent)])).toEqual([
      ['A', 'a', ['a']],
      ['B', '', ['b', 'b.1']],
    ]);
  });

  it('finds no sections without a heading', () => {
    expect(splitSections(fragment('<p>x</p>')).sections).toEqual([]);
  });
});
