// window[objectName] (docs/requirements.md §3.7): the legacy script API of a mounted player.
import type { VideoController, VideoState } from '../../src/video/core/controller';
import { exposePlayer } from '../../src/video/legacy-global';

function fakeController() {
  const calls: Array<[string, ...unknown[]]> = [];
  let volume = 5;
  const record = (name: string) => (...args: unknown[]) => void calls.push([name, ...args]);
  const controller = {
    play: () => (calls.push(['play']), true),
    pause: record('pause'),
    toggle: record('toggle'),
    seek: (s: number) => (calls.push(['seek', s]), s < 20),
    setVolume: (v: number) => {
      calls.push(['setVolume', v]);
      volume = v;
    },
    toggleMute: record('toggleMute'),
    toggleFullscreen: record('toggleFullscreen'),
    getState: () => ({ volume }) as VideoState,
    on: jest.fn(() => () => {}),
  } as unknown as VideoController;
  return { controller, calls };
}

const win = window as unknown as Record<string, any>;

describe('exposePlayer', () => {
  it('puts the player on window[objectName] with play, pause, seek and volume, and takes it off again', () => {
    const { controller, calls } = fakeController();
    const element = document.createElement('div');
    const remove = exposePlayer('myFilm', controller, element);
    const player = win.myFilm;
    expect(player.play()).toBe(true);
    player.pause();
    player.toggle();
    expect(player.seek('12')).toBe(true);
    expect(player.seek(25)).toBe(false);
    expect(player.volume()).toBe(5);
    expect(player.volume(8)).toBe(8);
    player.toggleMute();
    player.toggleFullscreen();
    expect(player.element).toBe(element);
    expect(Object.isFrozen(player)).toBe(true);
    expect(calls).toEqual([['play'], ['pause'], ['toggle'], ['seek', 12], ['seek', 25], ['setVolume', 8], ['toggleMute'], ['toggleFullscreen']]);
    const listener = () => {};
    player.on('ended', listener);
    expect(controller.on).toHaveBeenCalledWith('ended', listener);
    remove();
    expect('myFilm' in win).toBe(false);
  });

  it('refuses a name the window already holds or that is not an identifier, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller } = fakeController();
    const before = window.location;
    exposePlayer('location', controller, document.body)();
    exposePlayer('a-b', controller, document.body);
    exposePlayer('x; alert(1)', controller, document.body);
    expect(window.location).toBe(before);
    expect('a-b' in win).toBe(false);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[storefront-islands] video-player: objectName "location" is not free on window; the player is not exposed.',
      '[storefront-islands] video-player: objectName "a-b" is not free on window; the player is not exposed.',
      '[storefront-islands] video-player: objectName "x; alert(1)" is not free on window; the player is not exposed.',
    ]);
    warn.mockRestore();
  });

  it('takes the name over from an element the browser names after its id', () => {
    const element = document.createElement('div');
    element.id = 'namedFilm';
    document.body.append(element);
    expect(win.namedFilm).toBe(element);
    const remove = exposePlayer('namedFilm', fakeController().controller, element);
    expect(win.namedFilm.element).toBe(element);
    remove();
    expect(win.namedFilm?.play).toBeUndefined(); // the player has gone (a browser names the element again)
    element.remove();
  });

  it('leaves a later player of the same name in place when the first one goes', () => {
    const first = exposePlayer('sharedFilm', fakeController().controller, document.body);
    first();
    const second = exposePlayer('sharedFilm', fakeController().controller, document.body);
    const player = win.sharedFilm;
    first();
    expect(win.sharedFilm).toBe(player);
    second();
    expect('sharedFilm' in win).toBe(false);
  });
});
