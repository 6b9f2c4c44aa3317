// Fullscreen (docs/requirements.md §4.4): element fullscreen toggled, Escape leaves; a full-window mode on iOS.
import { createFullscreen, isIos } from '../../../src/video/core/fullscreen';

const nav = (userAgent: string, platform = '', maxTouchPoints = 0) => ({ userAgent, platform, maxTouchPoints });

describe('isIos', () => {
  it('knows iPhone, iPad and an iPad that says it is a Mac', () => {
    expect(isIos(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(true);
    expect(isIos(nav('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)'))).toBe(true);
    expect(isIos(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5))).toBe(true);
    expect(isIos(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0))).toBe(false);
    expect(isIos(nav('Mozilla/5.0 (X11; Linux x86_64)', 'Linux x86_64'))).toBe(false);
  });
});

describe('createFullscreen', () => {
  let target: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="stage"></div>';
    target = document.getElementById('stage')!;
  });

  /** A window whose navigator says what the test wants, with the real document. */
  const fakeWindow = (userAgent: string) => ({ document, navigator: nav(userAgent, 'iPhone', 5) }) as unknown as Window;

  it('uses a full-window mode on iOS, left by a second toggle or Escape', () => {
    target.requestFullscreen = jest.fn();
    const onChange = jest.fn();
    const control = createFullscreen(target, fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'), onChange);
    control.toggle();
    expect(target.requestFullscreen).not.toHaveBeenCalled();
    expect(control).toMatchObject({ active: true, fullWindow: true });
    control.toggle();
    expect(control).toMatchObject({ active: false, fullWindow: false });
    control.toggle();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(control.fullWindow).toBe(true);
    // With nothing focused, a key goes to <body>.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(control.fullWindow).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(4);
    control.destroy();
  });

  it('filling the window is a modal view: the page under it inert but for what the page made inert itself, and the page given back as it was', () => {
    document.body.innerHTML = `
      <header><a id="home" href="/">Home</a></header>
      <main><p id="before">Text</p><div id="host"><div id="player" tabindex="-1"><button id="first">Play</button><button id="last">Full screen</button></div><p id="under">Error line</p></div></main>
      <aside id="own" inert><a href="/a">A</a></aside><nav id="hidden" aria-hidden="true"><a href="/b">B</a></nav><footer id="footer"></footer>`;
    const player = document.getElementById('player')!;
    const ios = fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const control = createFullscreen(player, ios, () => {});
    const inert = () => [...document.querySelectorAll('[inert]')].map((el) => el.id || el.localName);
    const page = () => document.body.innerHTML;
    const before = page();
    document.getElementById('home')!.focus();
    control.toggle();
    expect(inert().sort()).toEqual(['before', 'footer', 'hidden', 'own', 'under', 'header'].sort());
    expect(document.activeElement).toBe(player); // asked for from outside: the focus comes in
    player.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(control.fullWindow).toBe(false);
    expect(page()).toBe(before);
    control.toggle();
    expect(inert()).toHaveLength(6);
    control.toggle();
    expect(page()).toBe(before);
    control.toggle();
    control.destroy();
    expect(page()).toBe(before);
  });

  it('makes what a page script adds beside the player meanwhile inert too, not an island opened over it, and gives back only what it made inert', async () => {
    document.body.innerHTML = `<header><a href="/">Home</a></header><main><div id="player" tabindex="-1"><button>Play</button></div></main>`;
    const player = document.getElementById('player')!;
    const control = createFullscreen(player, fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'), () => {});
    const inert = () => [...document.querySelectorAll('[inert]')].map((el) => el.id || el.localName).sort();
    const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));
    control.toggle();
    expect(inert()).toEqual(['header']);
    // Added to <body> while the film fills the window: a chat widget, a cookie banner the page made inert itself, a
    // note beside the player, the quick view's host (the runtime's open()), and text.
    document.body.insertAdjacentHTML('beforeend', '<div id="chat"><button>Chat</button></div><div id="banner" inert><button>OK</button></div><div id="quick" class="sfi-on-demand"><dialog open></dialog></div>');
    player.insertAdjacentHTML('afterend', '<p id="note"><a href="/n">Note</a></p>');
    document.body.append('text');
    await mutationsSeen();
    expect(inert()).toEqual(['banner', 'chat', 'header', 'note']);
    control.toggle();
    // Left: the page's own inert banner stays inert; what the mode made inert is given back.
    expect(inert()).toEqual(['banner']);
    // Out of the mode, nothing added is made inert.
    document.body.insertAdjacentHTML('beforeend', '<div id="later"></div>');
    await mutationsSeen();
    expect(inert()).toEqual(['banner']);
    control.toggle();
    document.getElementById('chat')!.remove();
    document.body.insertAdjacentHTML('afterbegin', '<div id="first"></div>');
    await mutationsSeen();
    // Entered again: the page beside the player inert, the island over it (still open) not.
    expect(inert()).toEqual(['banner', 'first', 'header', 'later', 'note']);
    control.destroy();
    expect(inert()).toEqual(['banner']);
  });

  it('leaves Escape pressed in a layer over the player (a dialog it opened) to that layer, and the player filling the window', () => {
    const ios = fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const control = createFullscreen(target, ios, () => {});
    control.toggle();
    // The quick view the product panel opens: a dialog on a host the runtime adds to <body> after the page went inert.
    document.body.insertAdjacentHTML('beforeend', '<div class="sfi-on-demand"><dialog open><button id="close">Close</button></dialog></div>');
    document.getElementById('close')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(control.fullWindow).toBe(true);
    document.querySelector('dialog')!.parentElement!.remove();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(control.fullWindow).toBe(false);
    control.destroy();
  });

  it('falls back to full-window where element fullscreen is missing', () => {
    const control = createFullscreen(target, window, () => {});
    Object.defineProperty(target, 'requestFullscreen', { configurable: true, value: undefined });
    const bare = createFullscreen(target, window, () => {});
    bare.toggle();
    expect(bare.fullWindow).toBe(true);
    bare.destroy();
    expect(bare.fullWindow).toBe(false);
    control.destroy();
  });

  it('asks for element fullscreen elsewhere and tells when the document says it changed', async () => {
    const onChange = jest.fn();
    target.requestFullscreen = jest.fn(() => Promise.reject(new Error('not allowed')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const control = createFullscreen(target, window, onChange);
    control.toggle();
    await Promise.resolve();
    await Promise.resolve();
    expect(target.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[storefront-islands] video: fullscreen refused', new Error('not allowed'));
    expect(control.active).toBe(false);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(onChange).toHaveBeenCalledTimes(1);
    control.destroy();
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(onChange).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
