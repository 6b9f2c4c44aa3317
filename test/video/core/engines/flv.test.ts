// `.flv` without Flash through mpegts.js (beyond the legacy player; docs/decisions.md "Engine choice"), with a fake
// library.
import type { EngineEvent, EngineHost } from '../../../../src/video/core/engines/engine';
import { createFlvEngine, hasMse, type FlvLibrary, type FlvPlayer } from '../../../../src/video/core/engines/flv';
import { installFakeMedia, type FakeMedia } from '../../../helpers/fake-media';

const source = { format: 'flash' as const, url: '/media/film.flv', type: 'video/x-flv' };
const options = { loop: false, muted: false, volume: 0.5 };

function fakeLibrary(supported = true) {
  const calls: string[] = [];
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const player: FlvPlayer = {
    attachMediaElement: (element) => calls.push(`attach ${element.tagName}`),
    load: () => calls.push('load'),
    on: (event, fn) => listeners.set(event, fn),
    off: (event) => listeners.delete(event),
    destroy: () => calls.push('destroy'),
  };
  const library: FlvLibrary = {
    isSupported: () => supported,
    createPlayer: (config) => {
      calls.push(`create ${JSON.stringify(config)}`);
      return player;
    },
    Events: { ERROR: 'error' },
    ErrorTypes: { NETWORK_ERROR: 'NetworkError' },
    LoggingControl: { applyConfig: (config) => calls.push(`logging ${JSON.stringify(config)}`) },
  };
  return { library, calls, listeners };
}

describe('flv engine', () => {
  let media: FakeMedia;
  let host: EngineHost & { missing: jest.Mock; fail: jest.Mock; log: { warn: jest.Mock; error: jest.Mock; debug: jest.Mock } };
  let events: EngineEvent[];
  let container: HTMLElement;

  beforeEach(() => {
    media = installFakeMedia();
    events = [];
    host = { emit: (e) => events.push(e), missing: jest.fn(), fail: jest.fn(), log: { warn: jest.fn(), error: jest.fn(), debug: jest.fn() } };
    document.body.innerHTML = '<div id="box"></div>';
    container = document.getElementById('box')!;
  });
  afterEach(() => media.restore());

  it('loads the library lazily and plays the .flv into a <video> through it', async () => {
    const { library, calls, listeners } = fakeLibrary();
    const engine = createFlvEngine(container, source, options, host, () => Promise.resolve(library));
    expect(engine.kind).toBe('flv');
    expect(container.querySelector('video')).not.toBeNull();
    expect(calls).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual([
      'logging {"enableVerbose":false,"enableDebug":false,"enableInfo":false}',
      'create {"type":"flv","url":"/media/film.flv","isLive":false}',
      'attach VIDEO',
      'load',
    ]);
    media.last().setDuration(30);
    expect(events).toEqual(['loadedmetadata', 'durationchange']);
    expect(engine.duration).toBe(30);
    engine.destroy();
    expect(calls[calls.length - 1]).toBe('destroy');
    expect(listeners.size).toBe(0);
    expect(container.childElementCount).toBe(0);
  });

  it('a network error is a missing file: logged, and nothing is left', async () => {
    const { library, listeners } = fakeLibrary();
    createFlvEngine(container, source, options, host, () => Promise.resolve(library));
    await Promise.resolve();
    await Promise.resolve();
    listeners.get('error')!('NetworkError', 'HttpStatusCodeInvalid');
    expect(host.missing).toHaveBeenCalledWith('flv', '/media/film.flv', true);
    expect(host.fail).toHaveBeenCalledTimes(1);
    listeners.get('error')!('MediaError', 'MediaMSEError');
    expect(host.fail).toHaveBeenCalledTimes(1);
    expect(host.log.error).toHaveBeenLastCalledWith('flv playback error', 'MediaError', 'MediaMSEError');
    // Once the video has begun, a network error is logged only.
    media.last().setReadyState(2);
    listeners.get('error')!('NetworkError', 'Exception');
    expect(host.fail).toHaveBeenCalledTimes(1);
    expect(host.missing).toHaveBeenCalledTimes(1);
  });

  it('a <video> error before the metadata (a file that is no video) is a missing file too, once; later ones are logged only', async () => {
    const { library, listeners } = fakeLibrary();
    const engine = createFlvEngine(container, source, options, host, () => Promise.resolve(library));
    await Promise.resolve();
    await Promise.resolve();
    const video = media.last();
    video.element.dispatchEvent(new Event('error'));
    expect(host.missing).toHaveBeenCalledWith('flv', '/media/film.flv', true);
    expect(host.fail).toHaveBeenCalledTimes(1);
    video.element.dispatchEvent(new Event('error'));
    listeners.get('error')!('NetworkError', 'Exception');
    expect(host.missing).toHaveBeenCalledTimes(1);
    expect(host.fail).toHaveBeenCalledTimes(1);
    engine.destroy();
    expect(media.liveListeners().filter((l) => l.target === video.element)).toEqual([]);

    const later = createFlvEngine(container, source, options, host, () => Promise.resolve(fakeLibrary().library));
    await Promise.resolve();
    await Promise.resolve();
    media.last().setReadyState(1);
    media.last().element.dispatchEvent(new Event('error'));
    expect(host.fail).toHaveBeenCalledTimes(1);
    later.destroy();
  });

  it('fails when the library cannot load or the browser lacks MSE, and not after destroy', async () => {
    createFlvEngine(container, source, options, host, () => Promise.reject(new Error('chunk failed')));
    await Promise.resolve();
    await Promise.resolve();
    expect(host.fail).toHaveBeenCalledTimes(1);
    expect(host.log.error).toHaveBeenCalledWith('the flv player could not be loaded', new Error('chunk failed'));
    createFlvEngine(container, source, options, host, () => Promise.resolve(fakeLibrary(false).library));
    await Promise.resolve();
    await Promise.resolve();
    expect(host.fail).toHaveBeenCalledTimes(2);
    const late = fakeLibrary();
    createFlvEngine(container, source, options, host, () => Promise.resolve(late.library)).destroy();
    await Promise.resolve();
    await Promise.resolve();
    expect(late.calls).toEqual([]);
  });

  it('knows whether the browser has Media Source Extensions', () => {
    expect(hasMse({} as Window)).toBe(false);
    expect(hasMse({ MediaSource: class {} } as unknown as Window)).toBe(true);
    expect(hasMse({ ManagedMediaSource: class {} } as unknown as Window)).toBe(true);
  });
});
