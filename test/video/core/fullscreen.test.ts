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

  it('leaves Escape pressed in a layer over the player (a dialog it opened) to that layer, and the player filling the window', () => {
    const ios = fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const control = createFullscreen(target, ios, () => {});
    control.toggle();
    // The quick view the product panel opens: a dialog on a host added to <body> after the page went inert.
    document.body.insertAdjacentHTML('beforeend', '<div><dialog open><button id="close">Close</button></dialog></div>');
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
