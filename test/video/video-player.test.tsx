// The video player island over the real core and a scripted <video> (test/helpers/fake-media.ts), mounted by the
// real runtime: poster, control bar (names, pressed states, value texts), keyboard, chapters changing the product
// panel, the quick view, the end, the red line, window[objectName], and the §9.2 styles (the panel's fade, the subtitle
// bar, the markers' fade-in) as they reach the elements (docs/requirements.md §2.4, §3.7, §4.4, §8, §9.2).
import { VIDEO_PRODUCT_PANEL_FADE_MS } from '../../src/config/video';
import { islands } from '../../src/widgets/registry';
import { installFakeMedia, type FakeMedia, type FakeVideoControls } from '../helpers/fake-media';
import { click, mountPage, setUpIslandPage, problemsHeard } from '../helpers/island-page';
import { waitFor } from '../helpers/wait-for';

setUpIslandPage();

const PRODUCTS: Record<string, Record<string, string>> = {
  PROD7: { name: 'Velvet Lip', description: 'Long-wear colour.', image: '/media/product/PROD7.svg', category_id: 'CAT1', product_id: 'PROD7', cue_subtitle: 'All day' },
  PROD11: { name: 'Lash Lift', description: 'Length.', image: '/media/product/PROD11.svg', category_id: 'CAT3', product_id: 'PROD11', cue_subtitle: '' },
  PROD12: { name: 'Soft Blush', description: 'Colour.', image: '/media/product/PROD12.svg', category_id: 'CAT5', product_id: 'PROD12', cue_subtitle: '' },
  PROD9: { name: 'Glow Serum', description: '', image: 'javascript:alert(1)', category_id: 'CAT8', product_id: 'PROD9', cue_subtitle: 'Drinks it in' },
};
const SRT = '1\n00:00:05,000 --> 00:00:09,000\n<img src=x onerror="alert(1)">Lips <b>now</b>\n';

let media: FakeMedia;
let asked: string[];

beforeEach(() => {
  media = installFakeMedia();
  asked = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    asked.push(url.pathname);
    const product = /^\/demo_video_content\/product\/(\w+)$/.exec(url.pathname);
    if (product && PRODUCTS[product[1]!]) return new Response(JSON.stringify(PRODUCTS[product[1]!]), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/film.en.srt') return new Response(SRT);
    return new Response('missing', { status: 404 });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  media.restore();
  delete (window as { cmCreateElementTag?: unknown }).cmCreateElementTag;
});

const OPTIONS = {
  id: 'film-player',
  objectName: 'testFilm',
  src: '/film.mp4',
  poster_image: '/poster.jpg',
  subtitle_tracks: [{ src: '/film.en.srt', srclang: 'en', label: 'English' }],
  controls: {
    chapters: [
      { timein: 0, timeout: 5, name: 'Opening', hidden: true },
      { timein: 5, timeout: 10, name: 'Lips', product: { product_id: 'PROD7', category_id: 'CAT1' } },
      { timein: 10, timeout: 20, name: 'Care', product: 'PROD9' },
    ],
  },
};

let pageRuntime: Awaited<ReturnType<typeof mountPage>>['runtime'] | undefined;

async function mountPlayer(options: Record<string, unknown> = OPTIONS): Promise<{ host: HTMLElement; video: FakeVideoControls }> {
  ({ runtime: pageRuntime } = await mountPage(`<div id="host" data-widget="video-player"><script type="application/json">${JSON.stringify(options)}</script></div>`));
  const host = document.getElementById('host')!;
  await waitFor(() => host.querySelector('.sfi-video__media video') !== null);
  return { host, video: media.last() };
}

/** A 20 s video, all of it buffered. */
function loaded(video: FakeVideoControls): void {
  video.setDuration(20);
  video.setBuffered([[0, 20]]);
}

/**
 * The island's own styles (its definition's `css`, what the runtime adopts) on the page for the rest of the test:
 * jsdom has no adopted stylesheets, so they go in as a <style>, which its computed styles read. Answers the
 * `@keyframes` rules by name, as `from`/`to` texts.
 */
async function withIslandStyles(): Promise<Map<string, string>> {
  const style = document.createElement('style');
  style.textContent = (await islands['video-player']!('')).default.css ?? '';
  document.head.append(style);
  const keyframes = [...style.sheet!.cssRules].filter((rule): rule is CSSKeyframesRule => 'name' in rule && 'cssRules' in rule);
  return new Map(keyframes.map((rule) => [rule.name, [...rule.cssRules].map((frame) => frame.cssText.replace(/\s+/g, ' ').trim()).join(' ')]));
}

afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

const button = (host: HTMLElement, name: string) => {
  const found = [...host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
const slider = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`input[type="range"][aria-label="${name}"]`)!;
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const player = () => (window as unknown as { testFilm: { getState(): { playing: boolean; currentTime: number; volume: number; muted: boolean } } }).testFilm;

/** As on iOS while `run` runs: a media element keeps the device's volume, whatever a script sets (it reads back 1). */
async function whereVolumeIgnored(run: () => Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'volume')!;
  Object.defineProperty(HTMLMediaElement.prototype, 'volume', { ...own, set() {} });
  try {
    await run();
  } finally {
    Object.defineProperty(HTMLMediaElement.prototype, 'volume', own);
  }
}

describe('video-player', () => {
  it('shows the poster and an APG control bar, and puts the player on window[objectName] until it unmounts', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    expect(host.querySelector('.sfi-video__poster-image')!.getAttribute('src')).toBe('/poster.jpg');
    expect(button(host, 'Play video')).toBeTruthy();
    const root = host.querySelector('[role="group"][aria-label="Video player"]')!;
    expect(root.id).toBe('film-player');
    await waitFor(() => expect(slider(host, 'Seek').getAttribute('aria-valuetext')).toBe('0 seconds of 20 seconds'));
    expect([...host.querySelectorAll('.sfi-video-controls button')].map((b) => [b.querySelector('.sfi-visually-hidden')!.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Play', 'false'], ['Mute', 'false'], ['Subtitles', 'true'], ['Full screen', 'false'],
    ]);
    expect(slider(host, 'Volume').getAttribute('aria-valuetext')).toBe('volume 5 of 10');
    expect(slider(host, 'Volume').max).toBe('10');
    // Markers: the hidden opening gets none.
    expect([...host.querySelectorAll<HTMLElement>('.sfi-video-progress__marker')].map((m) => m.style.left)).toEqual(['25%', '50%']);
    expect(player().getState().volume).toBe(5);
    pageRuntime!.unmount(host);
    await waitFor(() => expect('testFilm' in window).toBe(false));
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays from the poster (the focus moving to the play toggle), and answers the keys', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    button(host, 'Play video').focus();
    click(button(host, 'Play video'));
    await waitFor(() => expect(button(host, 'Play').getAttribute('aria-pressed')).toBe('true'));
    expect(document.activeElement).toBe(button(host, 'Play'));
    expect(host.querySelector('.sfi-video__poster')).toBeNull();
    const toggle = button(host, 'Play');
    key(toggle, 'k');
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    key(toggle, 'ArrowRight');
    await waitFor(() => expect(player().getState().currentTime).toBe(5));
    key(toggle, 'ArrowLeft');
    await waitFor(() => expect(player().getState().currentTime).toBe(0));
    key(toggle, 'ArrowUp');
    await waitFor(() => expect(slider(host, 'Volume').getAttribute('aria-valuetext')).toBe('volume 6 of 10'));
    key(toggle, 'm');
    await waitFor(() => expect(button(host, 'Mute').getAttribute('aria-pressed')).toBe('true'));
    expect(slider(host, 'Volume').getAttribute('aria-valuetext')).toBe('muted');
    expect(slider(host, 'Volume').value).toBe('0');
    // Space on a focused button is the button's own.
    expect(key(toggle, ' ')).toBe(true);
    expect(key(host.querySelector('.sfi-video__media')!, ' ')).toBe(false);
  });

  it('while a play waits for the file (a stall), the spinner shows and the play toggle reads pressed; pressing it ends the wait', async () => {
    const { host } = await mountPlayer();
    click(button(host, 'Play video'));
    await waitFor(() => expect(host.querySelector('.sfi-video__spinner')).not.toBeNull());
    const toggle = button(host, 'Play');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    click(toggle);
    await waitFor(() => expect(host.querySelector('.sfi-video__spinner')).toBeNull());
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(player().getState().playing).toBe(false);
  });

  /** The player's status region now (null for none), and every text a status region in the player has held from now on, with when (Date.now()). */
  const watchStatus = (host: HTMLElement) => {
    const status = () => host.querySelector<HTMLElement>('.sfi-video [role="status"]');
    const texts: Array<[string, number]> = [];
    let last = status()?.textContent ?? '';
    new MutationObserver(() => {
      const text = status()?.textContent ?? '';
      if (text !== last) texts.push([(last = text), Date.now()]);
    }).observe(host, { childList: true, characterData: true, subtree: true });
    return { region: status(), texts };
  };

  /** Clicks "Play video" on a film not loaded yet (the buffer gate holds the play back) and waits until the view shows the wait; answers when it did. */
  async function waitShown(host: HTMLElement): Promise<number> {
    click(button(host, 'Play video'));
    await waitFor(() => expect(button(host, 'Play').getAttribute('aria-pressed')).toBe('true'));
    expect(player().getState()).toMatchObject({ waiting: true });
    return Date.now();
  }

  it('says "Loading" in a status region there, empty, from the start, once a wait has lasted half a second, and takes it away as the wait ends', async () => {
    const { host, video } = await mountPlayer();
    const { region, texts } = watchStatus(host);
    expect(region?.textContent).toBe('');
    const since = await waitShown(host);
    expect([region!.textContent, host.querySelector('.sfi-video__spinner')]).toEqual(['', null]);
    await waitFor(() => expect(region!.textContent).toBe('Loading'));
    expect(texts[0]![1] - since).toBeGreaterThanOrEqual(450);
    expect(host.querySelector('.sfi-video__spinner')).not.toBeNull();
    loaded(video); // the buffer gate opens: the film plays
    await waitFor(() => expect(region!.textContent).toBe(''));
    expect(host.querySelector('.sfi-video__spinner')).toBeNull();
    expect(host.querySelector('.sfi-video [role="status"]')).toBe(region);
    expect(texts.map(([text]) => text)).toEqual(['Loading', '']);
  });

  it('says nothing of a wait shorter than half a second, and shows no ring for it', async () => {
    const { host, video } = await mountPlayer();
    const { region, texts } = watchStatus(host);
    const since = await waitShown(host);
    loaded(video);
    await waitFor(() => expect(player().getState()).toMatchObject({ waiting: false, playing: true }));
    const ended = Date.now();
    // Past the half second the words would have come after, had the wait gone on.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ended - since).toBeLessThan(400);
    expect([texts, region?.textContent, host.querySelector('.sfi-video__spinner')]).toEqual([[], '', null]);
  });

  it('leaves the poster picture out when it fails to load, keeping the play button', async () => {
    const { host } = await mountPlayer();
    host.querySelector('.sfi-video__poster-image')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(host.querySelector('.sfi-video__poster-image')).toBeNull());
    expect(button(host, 'Play video')).toBeTruthy();
  });

  it('fetches every chapter\'s product up front and fades the panel to the current one; a click opens its quick view', async () => {
    const keyframes = await withIslandStyles();
    // Products no earlier test asked for (answers are kept for the page's life, here the test file's).
    const chapters = [{ timein: 2, name: 'Eyes', product: 'PROD11' }, { timein: 4, name: 'Cheeks', product: 'PROD12' }];
    const first = await mountPlayer({ objectName: 'otherFilm', src: '/other.mp4', controls: { chapters } });
    await waitFor(() => expect(document.querySelector('#videoProductContainer .sfi-video-panel__name')!.textContent).toBe('Lash Lift'));
    expect(asked.filter((path) => path.includes('_video_content')).sort()).toEqual(['/demo_video_content/product/PROD11', '/demo_video_content/product/PROD12']);
    expect(first.host.querySelector('.sfi-video-panel__image')!.getAttribute('src')).toBe('/media/product/PROD11.svg');

    const { host, video } = await mountPlayer();
    loaded(video);
    await waitFor(() => expect(document.querySelector('#videoProductContainer .sfi-video-panel__name')!.textContent).toBe('Velvet Lip'));
    const panel = document.getElementById('videoProductContainer')!;
    const fade = `sfi-video-fade ${VIDEO_PRODUCT_PANEL_FADE_MS}ms ease-in-out`;
    const shown = panel.querySelector('.sfi-video-panel__product')!;
    expect(getComputedStyle(shown).animation).toBe(fade);
    click(button(host, 'Play video'));
    video.advance(10.5);
    await waitFor(() => expect(panel.querySelector('.sfi-video-panel__name')!.textContent).toBe('Glow Serum'));
    // The next product is a new element, so its fade runs again: from transparent to opaque over 1000 ms.
    const next = panel.querySelector('.sfi-video-panel__product')!;
    expect(next).not.toBe(shown);
    expect(shown.isConnected).toBe(false);
    expect(getComputedStyle(next).animation).toBe(fade);
    expect(VIDEO_PRODUCT_PANEL_FADE_MS).toBe(1000);
    expect(keyframes.get('sfi-video-fade')).toBe('from {opacity: 0;} to {opacity: 1;}');
    expect(panel.querySelector('.sfi-video-panel__description')!.textContent).toBe('Drinks it in'); // the cue subtitle stands in
    expect(panel.querySelector('img')).toBeNull(); // a javascript: image is dropped
    expect(host.querySelector('[aria-live="polite"]')!.textContent).toBe('Chapter: Care');
    click(panel.querySelector('.sfi-video-panel__name')!);
    await waitFor(() => expect(document.querySelector('[data-widget="quick-view"]')).not.toBeNull());
    expect(JSON.parse(document.querySelector('[data-widget="quick-view"]')!.getAttribute('data-props')!)).toEqual({ productId: 'PROD9', categoryId: 'CAT8' });
    await waitFor(() => expect(player().getState().playing).toBe(false));
  });

  it('shows the time counting up, or with the countdown option what is left, read as words', async () => {
    const time = (host: HTMLElement) => host.querySelector('.sfi-video-controls__time')!;
    const up = await mountPlayer();
    loaded(up.video);
    click(button(up.host, 'Play video'));
    up.video.advance(5);
    await waitFor(() => expect(time(up.host).textContent).toBe('0:05 / 0:20'));
    pageRuntime!.unmount(up.host);

    const { host, video } = await mountPlayer({ ...OPTIONS, controls: { ...OPTIONS.controls, countdown: true } });
    loaded(video);
    await waitFor(() => expect(time(host).querySelector('[aria-hidden="true"]')!.textContent).toBe('−0:20 / 0:20'));
    click(button(host, 'Play video'));
    video.advance(5);
    await waitFor(() => expect(time(host).querySelector('[aria-hidden="true"]')!.textContent).toBe('−0:15 / 0:20'));
    expect(time(host).querySelector('.sfi-visually-hidden')!.textContent).toBe('15 seconds left of 20 seconds');
  });

  it('asks again every second for a chapter product that failed, while its chapter lasts, until it answers', async () => {
    const answerAfter = 3; // two failures, then the product
    let tries = 0;
    const usual = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname !== '/demo_video_content/product/PROD21') return usual(input);
      tries += 1;
      if (tries < answerAfter) return new Response('busy', { status: 503 });
      return new Response(JSON.stringify({ ...PRODUCTS.PROD7, name: 'Night Cream', product_id: 'PROD21' }), { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const chapters = [{ timein: 0, timeout: 60, name: 'Night', product: 'PROD21' }];
    const { video } = await mountPlayer({ objectName: 'retryFilm', src: '/retry.mp4', controls: { chapters } });
    video.setDuration(60);
    video.setBuffered([[0, 60]]);
    const started = Date.now();
    await waitFor(() => expect(document.querySelector('#videoProductContainer .sfi-video-panel__name')?.textContent).toBe('Night Cream'), 5000);
    expect(tries).toBe(answerAfter);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 1000 - 50); // two waits of VIDEO_CHAPTER_RETRY_MS
  });

  it('shows subtitles as text, never markup', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    click(button(host, 'Play video'));
    video.advance(6);
    await waitFor(() => expect(host.querySelector('.sfi-video__subtitles')).not.toBeNull());
    const bar = host.querySelector('.sfi-video__subtitles')!;
    expect(bar.children).toHaveLength(0);
    expect(bar.textContent).not.toContain('<b>');
    expect(bar.textContent).toContain('Lips');
  });

  it('names a subtitle track with no language "Subtitles N" in the menu, with no lang attribute; a language tag is its lang', async () => {
    const { host } = await mountPlayer({
      ...OPTIONS,
      subtitle_tracks: [{ src: '/film.en.srt', srclang: 'en', label: 'English' }, { src: '/film.x.srt' }],
    });
    const options = [...host.querySelectorAll<HTMLOptionElement>('select option')];
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['Subtitles off', null],
      ['English', 'en'],
      ['Subtitles 2', null],
    ]);
  });

  it('styles the subtitle bar as its default: 90 % wide and centred, 16 px bold white text, 40 px above the bottom', async () => {
    await withIslandStyles();
    const { host, video } = await mountPlayer();
    loaded(video);
    click(button(host, 'Play video'));
    video.advance(6);
    await waitFor(() => expect(host.querySelector('.sfi-video__subtitles')).not.toBeNull());
    const style = getComputedStyle(host.querySelector('.sfi-video__subtitles')!);
    expect({ position: style.position, width: style.width, left: style.left, bottom: style.bottom, textAlign: style.textAlign, fontSize: style.fontSize, fontWeight: style.fontWeight, color: style.color }).toEqual({
      position: 'absolute',
      width: '90%',
      left: '5%',
      bottom: '40px',
      textAlign: 'center',
      fontSize: '16px',
      fontWeight: 'bold',
      color: 'rgb(255, 255, 255)',
    });
  });

  it('draws the seek thumb itself, 16 px in every engine: the width the tip takes off the bar (8 px at each end)', async () => {
    await withIslandStyles();
    const rules = [...document.head.querySelector('style')!.sheet!.cssRules].filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
    const thumb = (pseudo: string) => rules.filter((rule) => rule.selectorText === `.sfi-video-progress__input::${pseudo}`).map((rule) => [rule.style.width, rule.style.height]);
    expect(thumb('-webkit-slider-thumb')).toEqual([['16px', '16px']]);
    expect(thumb('-moz-range-thumb')).toEqual([['16px', '16px']]);
  });

  it('fades the chapter markers in slowly: over two seconds, from transparent', async () => {
    const keyframes = await withIslandStyles();
    const { host, video } = await mountPlayer();
    loaded(video);
    await waitFor(() => expect(host.querySelectorAll('.sfi-video-progress__marker')).toHaveLength(2));
    const markers = [...host.querySelectorAll('.sfi-video-progress__marker')];
    expect(markers.map((marker) => getComputedStyle(marker).animation)).toEqual(['sfi-video-fade 2000ms ease-in', 'sfi-video-fade 2000ms ease-in']);
    expect(keyframes.get('sfi-video-fade')).toBe('from {opacity: 0;} to {opacity: 1;}');
  });

  it('at the end: the poster with "Watch again" and sfi:video:ended', async () => {
    const ended: unknown[] = [];
    const listener = (event: Event) => ended.push((event as CustomEvent).detail);
    document.addEventListener('sfi:video:ended', listener);
    const { host, video } = await mountPlayer();
    loaded(video);
    click(button(host, 'Play video'));
    video.end();
    await waitFor(() => expect(button(host, 'Watch again')).toBeTruthy());
    expect(ended).toEqual([{ id: 'film-player', objectName: 'testFilm', duration: 20 }]);
    document.removeEventListener('sfi:video:ended', listener);
  });

  it('at the end the seek bar stays at the end, read "…, ended", though the film went back to its start; a play or a seek takes it from there', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    const seek = slider(host, 'Seek');
    const time = host.querySelector('.sfi-video-controls__time')!;
    click(button(host, 'Play video'));
    video.end();
    await waitFor(() => expect(button(host, 'Watch again')).toBeTruthy());
    expect(player().getState().currentTime).toBe(0);
    expect([seek.value, seek.getAttribute('aria-valuetext'), time.textContent]).toEqual(['20', '20 seconds of 20 seconds, ended', '0:20 / 0:20']);
    expect(host.querySelector<HTMLElement>('.sfi-video-progress__played')!.style.width).toBe('100%');
    // ← on the bar: a second back from where it shows the film.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(seek, '19');
    seek.dispatchEvent(new Event('input', { bubbles: true }));
    seek.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(seek.getAttribute('aria-valuetext')).toBe('19 seconds of 20 seconds, Care'));
    expect(video.seeks.at(-1)).toBe(19);
    expect(button(host, 'Play video').isConnected).toBe(true); // no longer ended
    // Ended again, "Watch again" plays from the start, and the bar follows.
    click(button(host, 'Play video'));
    video.end();
    await waitFor(() => expect(seek.getAttribute('aria-valuetext')).toBe('20 seconds of 20 seconds, ended'));
    click(button(host, 'Watch again'));
    await waitFor(() => expect([seek.value, seek.getAttribute('aria-valuetext'), time.textContent]).toEqual(['0', '0 seconds of 20 seconds', '0:00 / 0:20']));
  });

  it('moves the poster_div element into the poster while ended, and puts it back as it was', async () => {
    const { host, video } = await mountPlayer({ ...OPTIONS, poster_div: 'end-card' });
    document.body.insertAdjacentHTML('beforeend', '<aside id="end-card" hidden>Shop the collection</aside><p id="after"></p>');
    const card = document.getElementById('end-card')!;
    loaded(video);
    click(button(host, 'Play video'));
    video.end();
    await waitFor(() => expect(host.querySelector('.sfi-video__end #end-card')).toBe(card));
    expect(card.hidden).toBe(false);
    click(button(host, 'Watch again'));
    await waitFor(() => expect(card.nextElementSibling!.id).toBe('after'));
    expect(card.parentElement).toBe(document.body);
    expect(card.hidden).toBe(true);
  });

  it('the end element going (a seek away from the end, a play) hands a focus on its link to the play toggle, not to the page or the link\'s own place', async () => {
    const { host, video } = await mountPlayer({ ...OPTIONS, poster_div: 'end-card' });
    // Shown in its place on the page: a focus lost in the commit could otherwise be put back on the link there.
    document.body.insertAdjacentHTML('beforeend', '<aside id="end-card"><a href="/shop">Shop the collection</a></aside><p id="after"></p>');
    const card = document.getElementById('end-card')!;
    loaded(video);
    click(button(host, 'Play video'));
    for (const k of ['ArrowLeft', 'k']) {
      video.end();
      await waitFor(() => expect(host.querySelector('.sfi-video__end #end-card')).toBe(card));
      card.querySelector('a')!.focus();
      key(document.activeElement!, k);
      await waitFor(() => expect(card.nextElementSibling!.id).toBe('after'));
      expect(document.activeElement).toBe(button(host, 'Play'));
      if (k === 'ArrowLeft') {
        expect(video.seeks.at(-1)).toBe(15); // back from the end the bar shows, not from the start the film went back to
        expect(button(host, 'Play video')).toBeTruthy();
        click(button(host, 'Play'));
      }
      await waitFor(() => expect(player().getState().playing).toBe(true));
    }
  });

  it('k on the poster\'s button ("Play video", "Watch again") plays and hands the focus to the play toggle, so the next k pauses', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    for (const name of ['Play video', 'Watch again']) {
      button(host, name).focus();
      key(document.activeElement!, 'k');
      await waitFor(() => expect(host.querySelector('.sfi-video__poster')).toBeNull());
      expect(document.activeElement).toBe(button(host, 'Play'));
      key(document.activeElement!, 'k');
      await waitFor(() => expect(player().getState().playing).toBe(false));
      click(button(host, 'Play'));
      video.end();
      await waitFor(() => expect(button(host, 'Watch again')).toBeTruthy());
    }
  });

  it('shows the red line after the player when every format is missing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { host, video } = await mountPlayer({ objectName: 'missingFilm', src: '/none.mp4', subtitle_tracks: [{ src: '/en.srt', srclang: 'en' }, { src: '/fr.srt', srclang: 'fr' }] });
    const controls = () => [...host.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>('.sfi-video-controls :is(button, input, select)')];
    expect(controls().filter((control) => control.disabled).map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual(['Seek']);
    button(host, 'Mute').focus();
    for (const url of ['/none.mp4', '/none.webm', '/none.ogv']) video.failSource(url);
    await waitFor(() => expect(host.querySelector('.sfi-video-error')!.textContent).toBe('An error occurred: the requested video file could not be found. /none.mp4'));
    expect(host.querySelector('.sfi-video-error')!.previousElementSibling!.getAttribute('aria-label')).toBe('Video player');
    expect(host.querySelector('.sfi-video__big-play')).toBeNull(); // nothing to play
    expect(document.getElementById('videoProductContainer')).toBeNull(); // no chapter products, no panel
    // Play, seek, sound, volume, the language menu and full screen: all off, and the focus on the player itself.
    expect(controls().map((control) => [control.tagName, control.disabled])).toEqual([
      ['BUTTON', true], ['INPUT', true], ['BUTTON', true], ['INPUT', true], ['SELECT', true], ['BUTTON', true],
    ]);
    expect(document.activeElement).toBe(host.querySelector('.sfi-video'));
  });

  it('leaves nothing behind: mounted and unmounted 100 times, no listener, element or global grows', async () => {
    const { host } = await mountPlayer();
    const runtime = pageRuntime!;
    const cycle = async () => {
      runtime.unmount(host);
      await waitFor(() => expect('testFilm' in window).toBe(false));
      runtime.scan(document, true);
      await waitFor(() => expect(host.querySelector('.sfi-video__media video')).not.toBeNull());
    };
    // Listeners on what is still reachable: window, document, and elements in the page (a removed element's own
    // listeners go with it).
    const liveListeners = () => media.liveListeners().filter(({ target }) => !(target instanceof Node) || target === document || target.isConnected).length;
    await cycle();
    const listeners = liveListeners();
    const globals = Object.keys(window).length;
    const elements = document.getElementsByTagName('*').length;
    for (let i = 0; i < 100; i += 1) await cycle();
    expect(liveListeners()).toBe(listeners);
    expect(Object.keys(window).length).toBe(globals);
    expect(document.getElementsByTagName('*').length).toBe(elements);
    expect(document.querySelectorAll('video')).toHaveLength(1);
  }, 30_000);

  it('takes a source on a host the page config names (linkHosts)', async () => {
    await mountPage('<div id="host" data-widget="video-player" data-props=\'{"src": "https://cdn.example.com/film.webm", "objectName": "cdnFilm"}\'></div>', { config: { linkHosts: ['cdn.example.com'] } });
    const host = document.getElementById('host')!;
    expect(host.getAttribute('data-widget-state')).toBe('mounted');
    await waitFor(() => expect(host.querySelector('video source')!.getAttribute('src')).toBe('https://cdn.example.com/film.webm'));
  });

  it('reports the options it could not take as any host\'s problems: one warning naming the host, one sfi:problem event', async () => {
    const events = problemsHeard();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountPage('<div id="host" data-widget="video-player" data-props=\'{"src": "https://evil.example/film.mp4", "src_webm": "/film.webm", "volume": 99, "cuepoints": {"00:00:01": "doThis()"}}\'></div>');
    const host = document.getElementById('host')!;
    expect(host.getAttribute('data-widget-state')).toBe('mounted');
    const problems = [
      { prop: 'src', message: 'src: "https://evil.example/film.mp4" is not an http(s) URL on this site or a host the page config names; using none' },
      // The prop is the option's first name, not the text before a colon (a cue point's time has two).
      { prop: 'cuepoints', message: 'cuepoints["00:00:01"]: "doThis()" is not a function or the name of a global function (code is never evaluated); using no action' },
      { prop: 'volume', message: 'volume: 99 is not a number from 0 to 10; using 5' },
    ];
    await waitFor(() => expect(events).toEqual([{ widget: 'video-player', problems, mounted: true }]));
    expect(warn.mock.calls.map((call) => call[0])).toEqual([`[storefront-islands] <div#host data-widget="video-player">: ${problems.map((p) => p.message).join('; ')}`]);
    warn.mockRestore();
  });

  it('refuses a host whose only source it may not play (off-site), keeping its server content, and says why', async () => {
    const events = problemsHeard();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountPage('<div id="host" data-widget="video-player" data-props=\'{"src": "https://evil.example/film.mp4"}\'><p>server</p></div>');
    const host = document.getElementById('host')!;
    await waitFor(() => expect(host.getAttribute('data-widget-state')).toBe('error'));
    expect(host.innerHTML).toBe('<p>server</p>');
    expect(document.querySelector('video')).toBeNull();
    expect(events).toEqual([{ widget: 'video-player', mounted: false, problems: [{ message: expect.stringContaining('src: "https://evil.example/film.mp4" is not an http(s) URL on this site') }] }]);
    warn.mockRestore();
  });

  it('refuses a host without any source', async () => {
    await mountPage('<div id="host" data-widget="video-player" data-props=\'{"poster_image": "/p.jpg"}\'><p>server</p></div>');
    const host = document.getElementById('host')!;
    expect(host.getAttribute('data-widget-state')).toBe('error');
    expect(host.innerHTML).toBe('<p>server</p>');
  });
});

describe('video-player: focus, seeking and sound', () => {
  it('keeps the focus on the panel\'s "Quick view" button as the chapter changes; it names the new product and the keys still work', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    click(button(host, 'Play video'));
    video.advance(5.5);
    const panel = () => document.getElementById('videoProductContainer')!;
    await waitFor(() => expect(panel().querySelector('.sfi-video-panel__name')!.textContent).toBe('Velvet Lip'));
    const quickView = panel().querySelector<HTMLButtonElement>('.sfi-video-panel__open')!;
    quickView.focus();
    video.advance(5);
    await waitFor(() => expect(panel().querySelector('.sfi-video-panel__name')!.textContent).toBe('Glow Serum'));
    expect(document.activeElement).toBe(quickView);
    expect(quickView.isConnected).toBe(true);
    expect(quickView.getAttribute('aria-label')).toBe('Quick view: Glow Serum');
    key(quickView, 'k');
    await waitFor(() => expect(player().getState().playing).toBe(false));
  });

  it('puts the seek bar back where the player is when a seek is refused (outside the buffered part)', async () => {
    const { host, video } = await mountPlayer();
    video.setDuration(20);
    video.setBuffered([[0, 8]]);
    const seek = slider(host, 'Seek');
    await waitFor(() => expect(seek.disabled).toBe(false));
    const moveTo = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(seek, value);
      seek.dispatchEvent(new Event('input', { bubbles: true }));
      seek.dispatchEvent(new Event('change', { bubbles: true }));
    };
    moveTo('15');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(video.seeks).toEqual([]);
    expect(seek.value).toBe('0');
    expect(seek.getAttribute('aria-valuetext')).toBe('0 seconds of 20 seconds');
    moveTo('6');
    await waitFor(() => expect(seek.getAttribute('aria-valuetext')).toBe('6 seconds of 20 seconds, Lips'));
    expect(seek.value).toBe('6');
  });

  it('keeps the seek bar where it was put while that seek waits for the buffer limit, the time and its text saying so', async () => {
    const { host, video } = await mountPlayer();
    video.setDuration(20);
    video.setBuffered([[0, 1]]); // 5 %: short of the limit (10 %)
    const seek = slider(host, 'Seek');
    await waitFor(() => expect(seek.disabled).toBe(false));
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(seek, '15');
    seek.dispatchEvent(new Event('input', { bubbles: true }));
    seek.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(seek.getAttribute('aria-valuetext')).toBe('15 seconds of 20 seconds, Care'));
    expect(seek.value).toBe('15');
    expect(host.querySelector('.sfi-video-controls__time')!.textContent).toBe('0:15 / 0:20');
    expect([video.seeks, player().getState().currentTime]).toEqual([[], 0]);
    video.setBuffered([[0, 20]]);
    await waitFor(() => expect(video.seeks).toEqual([15]));
    expect(seek.value).toBe('15');
  });

  it('names the chapter of a marker where the thumb is, and where a pointer hovers over the bar', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    const seek = slider(host, 'Seek');
    await waitFor(() => expect(seek.disabled).toBe(false));
    // The hidden opening (0–5 s) has no marker, so no name.
    expect(seek.getAttribute('aria-valuetext')).toBe('0 seconds of 20 seconds');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(seek, '12');
    seek.dispatchEvent(new Event('input', { bubbles: true }));
    seek.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(seek.getAttribute('aria-valuetext')).toBe('12 seconds of 20 seconds, Care'));

    const bar = host.querySelector<HTMLElement>('.sfi-video-progress')!;
    bar.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 40, right: 300, bottom: 40, x: 100, y: 0, toJSON() {} });
    const tip = () => host.querySelector<HTMLElement>('.sfi-video-progress__tip');
    const point = (type: string, clientX: number) => bar.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX }));
    expect(tip()).toBeNull();
    point('pointermove', 160); // 30 % of 20 s: 6 s, in "Lips"
    await waitFor(() => expect(tip()?.textContent).toBe('Lips · 0:06'));
    expect(tip()!.getAttribute('aria-hidden')).toBe('true');
    expect([tip()!.style.left, tip()!.style.transform]).toEqual(['30%', 'translateX(-30%)']);
    // The thumb's centre travels 8 px (its radius) short of each end, 108–292 px, and its value is the nearest whole
    // second: the tip names the time the thumb would take under the pointer.
    point('pointermove', 120); // 12 of 184 px: 1.3 s, the hidden opening: the time alone
    await waitFor(() => expect(tip()?.textContent).toBe('0:01'));
    point('pointermove', 110); // the thumb at 0, not 1 s (10 px of 200)
    await waitFor(() => expect(tip()?.textContent).toBe('0:00'));
    point('pointermove', 290); // 19.8 s: the thumb at 20, not 19 (190 px of 200)
    await waitFor(() => expect(tip()?.textContent).toBe('0:20'));
    point('pointermove', 289); // 19.7 s: the thumb at 20
    await waitFor(() => expect(tip()?.textContent).toBe('0:20'));
    point('pointermove', 280); // 18.7 s: the thumb at 19, in "Care"
    await waitFor(() => expect(tip()?.textContent).toBe('Care · 0:19'));
    point('pointermove', 400); // past the bar's end: its end
    await waitFor(() => expect(tip()?.textContent).toBe('0:20'));
    // Leaving, as a browser says it: pointerout (React builds its leave from it), then pointerleave.
    bar.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    bar.dispatchEvent(new MouseEvent('pointerleave', { relatedTarget: document.body }));
    await waitFor(() => expect(tip()).toBeNull());
  });

  it('keeps the seek thumb where a pointer holds it while the film plays on, pressed or moved; released, seeks there once', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    click(button(host, 'Play'));
    await waitFor(() => expect(player().getState().playing).toBe(true));
    const seek = slider(host, 'Seek');
    const time = () => host.querySelector('.sfi-video-controls__time')!.textContent;
    const press = async (type: string) => {
      seek.dispatchEvent(new MouseEvent(type, { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const moveTo = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(seek, value);
      seek.dispatchEvent(new Event('input', { bubbles: true }));
      seek.dispatchEvent(new Event('change', { bubbles: true }));
    };
    video.advance(2.4);
    await waitFor(() => expect(seek.value).toBe('2'));
    // Pressed on the thumb, not moved: it stays at 2 while the film goes on to 4.6 s.
    await press('pointerdown');
    video.advance(2.2);
    await waitFor(() => expect(player().getState().currentTime).toBeCloseTo(4.6));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([seek.value, seek.getAttribute('aria-valuetext'), time()]).toEqual(['2', '2 seconds of 20 seconds', '0:02 / 0:20']);
    // Drawn to 12 s: the film seeks there as the thumb goes, plays on, and the thumb stays.
    moveTo('12');
    await waitFor(() => expect(video.seeks).toEqual([12]));
    video.advance(1.5);
    await waitFor(() => expect(player().getState().currentTime).toBeCloseTo(13.5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([seek.value, seek.getAttribute('aria-valuetext'), time()]).toEqual(['12', '12 seconds of 20 seconds, Care', '0:12 / 0:20']);
    // Released: the film goes back to the thumb, which follows it again.
    await press('pointerup');
    expect(video.seeks).toEqual([12, 12]);
    video.advance(1.5);
    await waitFor(() => expect(seek.value).toBe('13'));
    // A tap: pressed, the thumb put at 6, released within that second: one seek, not two.
    await press('pointerdown');
    moveTo('6');
    await new Promise((resolve) => setTimeout(resolve, 20)); // the lift is an event of its own, after the move's render
    await press('pointerup');
    expect(video.seeks).toEqual([12, 12, 6]);
    // Keys alone never hold the thumb: it follows the film after an arrow's seek.
    moveTo('8');
    video.advance(1.2);
    await waitFor(() => expect(seek.value).toBe('9'));
  });

  it('leaves the volume bar out where the browser ignores a script\'s volume (iOS), keeping Mute', () =>
    whereVolumeIgnored(async () => {
      const { host, video } = await mountPlayer();
      loaded(video);
      await waitFor(() => expect(slider(host, 'Seek').disabled).toBe(false));
      expect(slider(host, 'Volume')).toBeNull();
      click(button(host, 'Mute'));
      await waitFor(() => expect(button(host, 'Mute').getAttribute('aria-pressed')).toBe('true'));
      expect(video.element.muted).toBe(true);
    }));

  it('has no volume keys where the browser ignores a script\'s volume: ↑ and ↓ change no level and go to the page, m still mutes', () =>
    whereVolumeIgnored(async () => {
      const { host, video } = await mountPlayer();
      loaded(video);
      const toggle = button(host, 'Play');
      const mute = button(host, 'Mute');
      const heard = () => [player().getState().volume, player().getState().muted, mute.getAttribute('aria-pressed'), video.element.muted];
      await waitFor(() => expect(slider(host, 'Seek').disabled).toBe(false));
      const before = video.element.volume;
      // Five steps down from 5 would reach 0, which is muted.
      for (let i = 0; i < 5; i += 1) expect(key(toggle, 'ArrowDown')).toBe(true);
      expect(key(host.querySelector('.sfi-video')!, 'ArrowUp')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard()).toEqual([5, false, 'false', false]);
      expect(video.element.volume).toBe(before);
      expect(key(toggle, 'm')).toBe(false);
      await waitFor(() => expect(heard()).toEqual([5, true, 'true', true]));
      // Muted, ↑ does not unmute a step above the level either.
      expect(key(toggle, 'ArrowUp')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard()).toEqual([5, true, 'true', true]);
      key(toggle, 'm');
      await waitFor(() => expect(heard()).toEqual([5, false, 'false', false]));
    }));

  it('gives the panel id only to the first player of the page, and names each player distinctly', async () => {
    const host = (id: string, options: Record<string, unknown>) => `<div id="${id}" data-widget="video-player"><script type="application/json">${JSON.stringify(options)}</script></div>`;
    const chapters = [{ timein: 0, name: 'Lips', product: 'PROD7' }];
    await mountPage(host('one', { src: '/one.mp4', controls: { chapters } }) + host('two', { src: '/two.mp4', controls: { chapters } }));
    await waitFor(() => expect(document.querySelectorAll('.sfi-video-panel__name')).toHaveLength(2));
    expect([...document.querySelectorAll('[id="videoProductContainer"]')].map((panel) => panel.closest('[data-widget]')!.id)).toEqual(['one']);
    expect([...document.querySelectorAll('.sfi-video[role="group"]')].map((root) => root.getAttribute('aria-label'))).toEqual(['Video player', 'Video player 2']);
  });

  it('gives the panel id to the first panel when the first player has none, and a new player the first free name', async () => {
    const host = (id: string, options: Record<string, unknown>) => `<div id="${id}" data-widget="video-player"><script type="application/json">${JSON.stringify(options)}</script></div>`;
    const chapters = [{ timein: 0, name: 'Lips', product: 'PROD7' }];
    await mountPage(host('one', { src: '/one.mp4' }) + host('two', { src: '/two.mp4', controls: { chapters } }) + host('three', { src: '/three.mp4' }));
    await waitFor(() => expect(document.querySelectorAll('.sfi-video-panel__name')).toHaveLength(1));
    expect([...document.querySelectorAll('[id="videoProductContainer"]')].map((panel) => panel.closest('[data-widget]')!.id)).toEqual(['two']);
    const names = () => [...document.querySelectorAll('[data-widget]')].map((h) => h.querySelector('.sfi-video[role="group"]')?.getAttribute('aria-label'));
    expect(names()).toEqual(['Video player', 'Video player 2', 'Video player 3']);
    document.getElementById('two')!.remove();
    const fourth = document.createElement('div');
    fourth.id = 'four';
    fourth.setAttribute('data-widget', 'video-player');
    fourth.setAttribute('data-props', JSON.stringify({ src: '/four.mp4' }));
    document.body.append(fourth);
    await waitFor(() => expect(fourth.querySelector('.sfi-video[role="group"]')?.getAttribute('aria-label')).toBe('Video player 2'));
  });

  it('seeks 5 s with ←/→ from where the film is now, not from the time last shown (refreshed every 500 ms)', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    click(button(host, 'Play video'));
    await waitFor(() => expect(player().getState().playing).toBe(true));
    video.advance(3);
    key(button(host, 'Play'), 'ArrowRight');
    expect(video.seeks.at(-1)).toBe(8);
    video.advance(1.5);
    key(button(host, 'Play'), 'ArrowLeft');
    expect(video.seeks.at(-1)).toBe(4.5);
  });

  it('after the end, ← elsewhere in the player steps back from the end the seek bar shows and → does nothing, as on the bar', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    click(button(host, 'Play video'));
    video.end();
    await waitFor(() => expect(button(host, 'Watch again')).toBeTruthy());
    const seeks = video.seeks.length; // the end's rewind to 0
    key(button(host, 'Watch again'), 'ArrowRight');
    key(button(host, 'Play'), 'ArrowRight');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(video.seeks.length).toBe(seeks);
    expect(slider(host, 'Seek').getAttribute('aria-valuetext')).toBe('20 seconds of 20 seconds, ended');
    key(button(host, 'Play'), 'ArrowLeft');
    expect(video.seeks.at(-1)).toBe(15);
    await waitFor(() => expect(slider(host, 'Seek').getAttribute('aria-valuetext')).toBe('15 seconds of 20 seconds, Care'));
    expect(button(host, 'Play video')).toBeTruthy(); // no longer ended
  });

  it('muted at 5, ↑ unmutes at 6 (the level is kept while the bar shows 0); ↓ while muted stays muted', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    const toggle = button(host, 'Play');
    key(toggle, 'm');
    await waitFor(() => expect(slider(host, 'Volume').getAttribute('aria-valuetext')).toBe('muted'));
    expect(slider(host, 'Volume').value).toBe('0');
    key(toggle, 'ArrowDown');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(player().getState()).toMatchObject({ muted: true, volume: 5 });
    key(toggle, 'ArrowUp');
    await waitFor(() => expect(slider(host, 'Volume').getAttribute('aria-valuetext')).toBe('volume 6 of 10'));
    expect(player().getState()).toMatchObject({ muted: false, volume: 6 });
    expect(video.element.volume).toBe(0.6);
  });

  it('muted at 5, ↑ or → on the volume bar itself unmutes at 6, not at the bar\'s step from 0', async () => {
    const { host, video } = await mountPlayer();
    loaded(video);
    const volume = slider(host, 'Volume');
    for (const [k, level] of [['ArrowUp', 6], ['ArrowRight', 7], ['PageUp', 8]] as const) {
      key(volume, 'm');
      await waitFor(() => expect(volume.getAttribute('aria-valuetext')).toBe('muted'));
      expect(key(volume, k)).toBe(false); // the bar's own step is not taken
      await waitFor(() => expect(volume.getAttribute('aria-valuetext')).toBe(`volume ${level} of 10`));
      expect(player().getState()).toMatchObject({ muted: false, volume: level });
    }
  });
});
