// The Flash engine (docs/requirements.md §1.3, §9.2; docs/wire-formats.md "Flash embedding"): when the page
// has a Flash plug-in of 10.0.0 or later, the player SWF is embedded the way `swfobject.embedSWF` did it, from
// the options `flashplayer`, `flashvars`, `flashparams` and `flashattr`. The SWF's script interface is our
// reading (docs/decisions.md, "Video player"): the chromeless-player calls playVideo, pauseVideo,
// seekTo, setVolume (0–100), mute, unMute, getCurrentTime, getDuration, getVideoLoadedFraction and
// getPlayerState (0 ended, 1 playing, 2 paused, 3 buffering). The time is asked at most every 500 ms and
// extrapolated between; an unknown duration counts as 180 s; a player that has not answered after 10 s is
// taken as ready. Every failing call into Flash is logged as 'Video Flash Error'. No current browser has the
// plug-in, so this module loads lazily, only when flash-detect.ts finds one.
import { FLASH_FALLBACK_DURATION_S, FLASH_FORCE_READY_MS, FLASH_TIME_POLL_MS } from '../../../config/video';
import type { FormatSource } from '../formats';
import type { EngineEvent, EngineHost, MediaEngine } from './engine';

/** The SWF's script interface as we call it. */
interface FlashPlayerApi {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setVolume(percent: number): void;
  mute(): void;
  unMute(): void;
  getCurrentTime(): number;
  getDuration(): number;
  getVideoLoadedFraction(): number;
  getPlayerState(): number;
}

export interface FlashEmbedOptions {
  swf: string;
  /** The element id the `<object>` takes (unless `flashattr.id` names one). */
  id: string;
  width: number | null;
  height: number | null;
  flashvars: Record<string, string>;
  flashparams: Record<string, string>;
  flashattr: Record<string, string>;
  autoplay: boolean;
  /** 0–1. */
  volume: number;
  muted: boolean;
}

export interface FlashClock {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

/** The `<object>` embedding the SWF, as embedSWF builds it. */
export function embedFlash(doc: Document, source: FormatSource, options: FlashEmbedOptions): HTMLObjectElement {
  const object = doc.createElement('object');
  object.type = 'application/x-shockwave-flash';
  object.data = options.swf;
  object.id = options.id;
  if (options.width) object.width = String(options.width);
  if (options.height) object.height = String(options.height);
  for (const [name, value] of Object.entries(options.flashattr)) object.setAttribute(name, value);
  // The SWF learns which file to play from the flashvars, unless the page named it there itself.
  const flashvars = new URLSearchParams({ src: source.url, autoplay: String(options.autoplay), ...options.flashvars });
  const params: Record<string, string> = { movie: options.swf, allowscriptaccess: 'sameDomain', ...options.flashparams };
  params.flashvars = flashvars.toString();
  for (const [name, value] of Object.entries(params)) {
    const param = doc.createElement('param');
    param.name = name;
    param.value = value;
    object.append(param);
  }
  return object;
}

export function createFlashEngine(
  container: HTMLElement,
  source: FormatSource,
  options: FlashEmbedOptions,
  host: EngineHost,
  clock: FlashClock,
): MediaEngine {
  const object = embedFlash(container.ownerDocument, source, options);
  container.append(object);
  const api = object as unknown as Partial<FlashPlayerApi>;

  let time = 0;
  let timeAt = clock.now();
  let duration = NaN;
  let loaded = NaN;
  let state = -1;
  let paused = !options.autoplay;
  let ready = false;
  let forced = false;
  let volume = options.volume;
  let muted = options.muted;

  /** One call into Flash; a missing method or a throw is logged, never thrown. */
  function call<K extends keyof FlashPlayerApi>(name: K, ...args: Parameters<FlashPlayerApi[K]>): ReturnType<FlashPlayerApi[K]> | undefined {
    try {
      const method = api[name] as ((...a: unknown[]) => ReturnType<FlashPlayerApi[K]>) | undefined;
      if (typeof method !== 'function') throw new Error(`the Flash player has no ${name}()`);
      return method.apply(object, args);
    } catch (error) {
      host.log.error('Video Flash Error', name, error);
      return undefined;
    }
  }
  const emit = (...events: EngineEvent[]): void => events.forEach((event) => host.emit(event));
  const knownDuration = (): number => (Number.isFinite(duration) && duration > 0 ? duration : FLASH_FALLBACK_DURATION_S);

  function becomeReady(byForce: boolean): void {
    if (ready) return;
    ready = true;
    forced = byForce;
    clock.clearTimeout(forceTimer);
    call('setVolume', Math.round(volume * 100));
    call(muted ? 'mute' : 'unMute');
    emit('loadedmetadata', 'durationchange', 'progress', 'canplay');
    if (!paused) call('playVideo');
  }

  function poll(): void {
    // Until the plug-in has put its interface on the element, there is nothing to ask.
    if (typeof api.getCurrentTime !== 'function') return;
    if (!ready) becomeReady(false);
    const now = call('getCurrentTime');
    const d = call('getDuration');
    const fraction = call('getVideoLoadedFraction');
    const next = call('getPlayerState');
    if (typeof now === 'number' && Number.isFinite(now)) {
      time = now;
      timeAt = clock.now();
    }
    if (typeof d === 'number' && d > 0 && d !== duration) {
      duration = d;
      emit('durationchange');
    }
    if (typeof fraction === 'number' && fraction !== loaded) {
      loaded = fraction;
      emit('progress');
    }
    emit('timeupdate');
    if (typeof next === 'number' && next !== state) {
      state = next;
      if (state === 1) {
        paused = false;
        emit('play', 'playing');
      } else if (state === 2) {
        paused = true;
        emit('pause');
      } else if (state === 3) emit('waiting');
      else if (state === 0) {
        paused = true;
        emit('pause', 'ended');
      }
    }
  }

  const pollTimer = clock.setInterval(poll, FLASH_TIME_POLL_MS);
  const forceTimer = clock.setTimeout(() => becomeReady(true), FLASH_FORCE_READY_MS);

  return {
    kind: 'flash',
    get currentTime() {
      const elapsed = paused ? 0 : (clock.now() - timeAt) / 1000;
      return Math.min(time + elapsed, knownDuration());
    },
    get duration() {
      return ready ? knownDuration() : NaN;
    },
    get buffered(): Array<[number, number]> {
      if (!ready) return [];
      // A player taken as ready by force that cannot say how much it has counts as fully loaded.
      const share = Number.isFinite(loaded) ? Math.min(1, Math.max(0, loaded)) : forced ? 1 : 0;
      return share > 0 ? [[0, share * knownDuration()]] : [];
    },
    get paused() {
      return paused;
    },
    get ended() {
      return state === 0;
    },
    playbackRate: 1,
    get loadedEnough() {
      return ready && (loaded >= 1 || (forced && !Number.isFinite(loaded)));
    },
    play() {
      if (state === 0) state = -1;
      paused = false;
      timeAt = clock.now();
      if (ready) call('playVideo');
      emit('play');
    },
    pause() {
      time = this.currentTime;
      paused = true;
      if (ready) call('pauseVideo');
      emit('pause');
    },
    seek(seconds) {
      emit('seeking');
      time = seconds;
      timeAt = clock.now();
      call('seekTo', seconds, true);
      emit('timeupdate', 'seeked');
    },
    setVolume(next) {
      volume = next;
      if (ready) call('setVolume', Math.round(next * 100));
      emit('volumechange');
    },
    setMuted(next) {
      muted = next;
      if (ready) call(next ? 'mute' : 'unMute');
      emit('volumechange');
    },
    requestFrame: null,
    destroy() {
      clock.clearInterval(pollTimer);
      clock.clearTimeout(forceTimer);
      object.remove();
    },
  };
}
