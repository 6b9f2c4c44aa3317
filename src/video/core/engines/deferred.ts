// An engine whose code loads lazily (the Flash engine): until it is there the media reads as empty and
// paused, so the buffer gate stays shut and a play waits; volume and mute set meanwhile are passed on.
import type { MediaEngine } from './engine';

export function createDeferredEngine(
  kind: MediaEngine['kind'],
  load: () => Promise<MediaEngine>,
  onFailure: (error: unknown) => void,
): MediaEngine {
  let real: MediaEngine | null = null;
  let destroyed = false;
  let volume: number | null = null;
  let muted: boolean | null = null;
  load().then(
    (engine) => {
      if (destroyed) return engine.destroy();
      real = engine;
      if (volume !== null) engine.setVolume(volume);
      if (muted !== null) engine.setMuted(muted);
    },
    (error: unknown) => {
      if (!destroyed) onFailure(error);
    },
  );
  return {
    kind,
    get currentTime() {
      return real?.currentTime ?? 0;
    },
    get duration() {
      return real?.duration ?? NaN;
    },
    get buffered() {
      return real?.buffered ?? [];
    },
    get paused() {
      return real?.paused ?? true;
    },
    get ended() {
      return real?.ended ?? false;
    },
    get playbackRate() {
      return real?.playbackRate ?? 1;
    },
    get loadedEnough() {
      return real?.loadedEnough ?? false;
    },
    play: () => real?.play(),
    pause: () => real?.pause(),
    seek: (seconds) => real?.seek(seconds),
    setVolume(next) {
      volume = next;
      real?.setVolume(next);
    },
    setMuted(next) {
      muted = next;
      real?.setMuted(next);
    },
    requestFrame: null,
    destroy() {
      destroyed = true;
      real?.destroy();
      real = null;
    },
  };
}
