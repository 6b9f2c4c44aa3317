// The Flash engine (docs/requirements.md §9.2, docs/wire-formats.md "Flash embedding") against a fake plug-in:
// version detection, the embedding, polling, the fallback duration, forced readiness and 'Video Flash Error'.
import { FLASH_MIN_VERSION } from '../../../../src/config/video';
import type { EngineEvent, EngineHost } from '../../../../src/video/core/engines/engine';
import { createFlashEngine, embedFlash, type FlashClock } from '../../../../src/video/core/engines/flash';
import { flashVersion, versionAtLeast } from '../../../../src/video/core/engines/flash-detect';

describe('Flash version detection', () => {
  it('reads the plug-in description from navigator.plugins or navigator.mimeTypes', () => {
    expect(flashVersion({ plugins: { 'Shockwave Flash': { description: 'Shockwave Flash 32.0 r0' } } })).toEqual([32, 0, 0]);
    expect(flashVersion({ plugins: { 'Shockwave Flash': { description: 'Shockwave Flash 10.1 r102' } } })).toEqual([10, 1, 102]);
    expect(
      flashVersion({ plugins: {}, mimeTypes: { 'application/x-shockwave-flash': { enabledPlugin: { description: 'Shockwave Flash 9.0 d55' } } } }),
    ).toEqual([9, 0, 55]);
    expect(flashVersion({ plugins: {}, mimeTypes: {} })).toBeNull();
    expect(flashVersion({})).toBeNull();
    expect(flashVersion({ plugins: { 'Shockwave Flash': { description: 'no digits' } } })).toBeNull();
  });

  it('needs 10.0.0 or later', () => {
    expect(FLASH_MIN_VERSION).toEqual([10, 0, 0]);
    expect(versionAtLeast([10, 0, 0])).toBe(true);
    expect(versionAtLeast([10, 0, 1])).toBe(true);
    expect(versionAtLeast([11, 0, 0])).toBe(true);
    expect(versionAtLeast([9, 9, 999])).toBe(false);
    expect(versionAtLeast(null)).toBe(false);
    expect(versionAtLeast([10, 2, 0], [10, 3, 0])).toBe(false);
  });
});

const source = { format: 'flash' as const, url: '/media/film.flv', type: 'video/x-flv' };
const embed = {
  swf: '/player.swf',
  id: 'film-flash',
  width: 640,
  height: 360,
  flashvars: { skin: 'dark' },
  flashparams: { wmode: 'opaque' },
  flashattr: { class: 'film' },
  autoplay: false,
  volume: 0.5,
  muted: false,
};

describe('embedFlash', () => {
  it('builds the <object> the way embedSWF did: data, size, attributes, params and flashvars', () => {
    const object = embedFlash(document, source, embed);
    expect(object.outerHTML).toBe(
      '<object type="application/x-shockwave-flash" data="/player.swf" id="film-flash" width="640" height="360" class="film">' +
        '<param name="movie" value="/player.swf">' +
        '<param name="allowscriptaccess" value="sameDomain">' +
        '<param name="wmode" value="opaque">' +
        '<param name="flashvars" value="src=%2Fmedia%2Ffilm.flv&amp;autoplay=false&amp;skin=dark">' +
        '</object>',
    );
  });
});

/** A plug-in's script interface, as the fake puts it on the <object>. */
function fakePlugin(object: HTMLElement) {
  const calls: string[] = [];
  const plugin = { time: 0, duration: 0, fraction: 0, state: -1 };
  Object.assign(object, {
    playVideo: () => calls.push('playVideo'),
    pauseVideo: () => calls.push('pauseVideo'),
    seekTo: (s: number, ahead: boolean) => calls.push(`seekTo ${s} ${ahead}`),
    setVolume: (v: number) => calls.push(`setVolume ${v}`),
    mute: () => calls.push('mute'),
    unMute: () => calls.push('unMute'),
    getCurrentTime: () => {
      calls.push('getCurrentTime');
      return plugin.time;
    },
    getDuration: () => plugin.duration,
    getVideoLoadedFraction: () => plugin.fraction,
    getPlayerState: () => plugin.state,
  });
  return { calls, plugin };
}

describe('Flash engine', () => {
  let events: EngineEvent[];
  let host: EngineHost & { log: { warn: jest.Mock; error: jest.Mock; debug: jest.Mock } };
  let clock: FlashClock;
  let container: HTMLElement;

  beforeEach(() => {
    jest.useFakeTimers();
    events = [];
    host = { emit: (e) => events.push(e), missing: jest.fn(), fail: jest.fn(), log: { warn: jest.fn(), error: jest.fn(), debug: jest.fn() } };
    clock = {
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
    };
    document.body.innerHTML = '<div id="box"></div>';
    container = document.getElementById('box')!;
  });
  afterEach(() => jest.useRealTimers());

  it('polls the plug-in every 500 ms once it answers, and passes play, pause, seek and volume on', () => {
    const engine = createFlashEngine(container, source, embed, host, clock);
    const { calls, plugin } = fakePlugin(container.querySelector('object')!);
    expect(engine.duration).toBeNaN();
    plugin.duration = 30;
    plugin.fraction = 0.5;
    jest.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['setVolume 50', 'unMute', 'getCurrentTime']);
    expect(events).toEqual(['loadedmetadata', 'durationchange', 'progress', 'canplay', 'durationchange', 'progress', 'timeupdate']);
    expect(engine.duration).toBe(30);
    expect(engine.buffered).toEqual([[0, 15]]);
    engine.play();
    plugin.state = 1;
    plugin.time = 2;
    jest.advanceTimersByTime(500);
    expect(engine.paused).toBe(false);
    expect(events.slice(-3)).toEqual(['timeupdate', 'play', 'playing']);
    // Between polls the time runs on from the last answer, without asking Flash.
    jest.advanceTimersByTime(250);
    expect(engine.currentTime).toBeCloseTo(2.25, 6);
    expect(calls.filter((c) => c === 'getCurrentTime')).toHaveLength(2);
    engine.pause();
    engine.seek(12);
    engine.setVolume(0.8);
    engine.setMuted(true);
    expect(calls).toEqual([
      'setVolume 50',
      'unMute',
      'getCurrentTime',
      'playVideo',
      'getCurrentTime',
      'pauseVideo',
      'seekTo 12 true',
      'setVolume 80',
      'mute',
    ]);
    expect(engine.currentTime).toBe(12);
    engine.destroy();
    expect(container.childElementCount).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reports the end when the plug-in says so', () => {
    const engine = createFlashEngine(container, source, embed, host, clock);
    const { plugin } = fakePlugin(container.querySelector('object')!);
    plugin.duration = 30;
    plugin.state = 1;
    jest.advanceTimersByTime(500);
    plugin.state = 0;
    plugin.time = 30;
    jest.advanceTimersByTime(500);
    expect(events.slice(-2)).toEqual(['pause', 'ended']);
    expect(engine.ended).toBe(true);
    engine.destroy();
  });

  it('assumes 180 s and a full buffer when a player has said nothing after 10 s', () => {
    const engine = createFlashEngine(container, source, embed, host, clock);
    jest.advanceTimersByTime(9999);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['loadedmetadata', 'durationchange', 'progress', 'canplay']);
    expect(engine.duration).toBe(180);
    expect(engine.buffered).toEqual([[0, 180]]);
    expect(engine.loadedEnough).toBe(true);
    // The calls it made into the missing interface were logged, not thrown.
    expect(host.log.error).toHaveBeenCalledWith('Video Flash Error', 'setVolume', new Error('the Flash player has no setVolume()'));
    engine.destroy();
  });

  it("logs a call that throws as 'Video Flash Error' and carries on", () => {
    const engine = createFlashEngine(container, source, embed, host, clock);
    const object = container.querySelector('object')!;
    const { plugin } = fakePlugin(object);
    plugin.duration = 30;
    const boom = new Error('Error calling method on NPObject');
    Object.assign(object, {
      playVideo: () => {
        throw boom;
      },
    });
    jest.advanceTimersByTime(500);
    expect(() => engine.play()).not.toThrow();
    expect(host.log.error).toHaveBeenCalledWith('Video Flash Error', 'playVideo', boom);
    engine.destroy();
  });
});
