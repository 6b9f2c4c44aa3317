// `.flv` without Flash (beyond the legacy player; docs/decisions.md "Engine choice"): no current browser has the
// Flash plug-in, so an `.flv` source plays through mpegts.js, which remuxes it for Media Source Extensions into a
// `<video>`. mpegts.js is loaded only here, with a dynamic import, so it sits in a lazy chunk of its own.
import type { FormatSource } from '../formats';
import type { EngineHost, MediaEngine } from './engine';
import { wireVideo, type VideoElementOptions } from './native';

/** The part of mpegts.js the engine uses. */
export interface FlvLibrary {
  isSupported(): boolean;
  createPlayer(source: { type: string; url: string; isLive?: boolean }): FlvPlayer;
  Events: { ERROR: string };
  ErrorTypes: { NETWORK_ERROR: string };
  LoggingControl?: { applyConfig(config: Record<string, boolean>): void };
}

export interface FlvPlayer {
  attachMediaElement(element: HTMLMediaElement): void;
  load(): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  destroy(): void;
}

const loadMpegts = async (): Promise<FlvLibrary> =>
  (await import('mpegts.js')).default as unknown as FlvLibrary;

/** Whether the browser has Media Source Extensions (what mpegts.js needs). */
export function hasMse(win: Window): boolean {
  const w = win as Window & { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return typeof w.MediaSource === 'function' || typeof w.ManagedMediaSource === 'function';
}

export function createFlvEngine(
  container: HTMLElement,
  source: FormatSource,
  options: VideoElementOptions,
  host: EngineHost,
  load: () => Promise<FlvLibrary> = loadMpegts,
): MediaEngine {
  let player: FlvPlayer | null = null;
  let destroyed = false;
  let missing = false;
  /** The file is missing (§8): nothing is left to play. Once. */
  const fileMissing = (): void => {
    if (missing || destroyed) return;
    missing = true;
    host.missing('flv', source.url, true);
    host.fail();
  };
  const onPlayerError = (type: unknown, detail: unknown): void => {
    host.log.error('flv playback error', type, detail);
    // A network error before the video has begun is a missing file; later ones are logged only (§8).
    if (player && type === library?.ErrorTypes.NETWORK_ERROR && video.readyState === 0) fileMissing();
  };
  // A file that answers but is no video (an HTML page served as the .flv) fails the <video> before its metadata,
  // without an error from the library: missing too, as a native <source> that cannot be opened is
  // (docs/decisions.md "What counts as a missing file").
  const onMediaError = (): void => {
    if (video.readyState === 0) fileMissing();
  };
  let library: FlvLibrary | null = null;
  const { video, engine } = wireVideo(container, options, host, 'flv', () => {
    destroyed = true;
    video.removeEventListener('error', onMediaError);
    if (player && library) player.off(library.Events.ERROR, onPlayerError);
    player?.destroy();
    player = null;
  });
  video.addEventListener('error', onMediaError);
  container.append(video);
  load().then(
    (loaded) => {
      if (destroyed) return;
      library = loaded;
      if (!loaded.isSupported()) {
        host.log.error('flv playback needs Media Source Extensions');
        host.fail();
        return;
      }
      // The library narrates every step on the console; its warnings and errors are enough.
      loaded.LoggingControl?.applyConfig({ enableVerbose: false, enableDebug: false, enableInfo: false });
      player = loaded.createPlayer({ type: 'flv', url: source.url, isLive: false });
      player.on(loaded.Events.ERROR, onPlayerError);
      player.attachMediaElement(video);
      player.load();
    },
    (error: unknown) => {
      if (destroyed) return;
      host.log.error('the flv player could not be loaded', error);
      host.fail();
    },
  );
  return engine;
}
