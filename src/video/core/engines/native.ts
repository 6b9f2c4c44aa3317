// The native engine: a `<video>` with one `<source>` per format in fallback order (docs/requirements.md §4.4,
// §5.4). A missing file (a 404, or any load failure of its `<source>`; `video.error` stays null then) fires
// `error` on that `<source>`: the format is logged as missing and marked absent, and the browser goes on to
// the next. When the last one fails, the engine reports that nothing is left. Other media errors are logged only.
import { rangesOf } from '../buffer-gate';
import type { FormatSource } from '../formats';
import type { EngineEvent, EngineHost, MediaEngine } from './engine';

const MEDIA_EVENTS: readonly EngineEvent[] = [
  'loadedmetadata',
  'durationchange',
  'progress',
  'canplay',
  'canplaythrough',
  'suspend',
  'play',
  'playing',
  'pause',
  'waiting',
  'seeking',
  'seeked',
  'timeupdate',
  'ratechange',
  'volumechange',
  'ended',
];

/** HTMLMediaElement.NETWORK_LOADING: the browser is downloading the media. */
const NETWORK_LOADING = 2;

export interface VideoElementOptions {
  loop: boolean;
  muted: boolean;
  /** 0–1. */
  volume: number;
}

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, metadata: { mediaTime: number }) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/**
 * A `<video>` in `container` wired to `host`: its media events forwarded, its own errors logged. Shared by
 * the native and the `.flv` engine. `destroy()` unwires it, runs `cleanup` and releases the element.
 */
export function wireVideo(
  container: HTMLElement,
  options: VideoElementOptions,
  host: EngineHost,
  kind: 'native' | 'flv',
  cleanup: () => void,
): { video: HTMLVideoElement; engine: MediaEngine } {
  const doc = container.ownerDocument;
  const video = doc.createElement('video') as FrameVideo;
  video.preload = 'auto';
  video.setAttribute('playsinline', '');
  video.loop = options.loop;
  video.muted = options.muted;
  video.volume = options.volume;
  const forward = MEDIA_EVENTS.map((event) => [event, () => host.emit(event)] as const);
  for (const [event, listener] of forward) video.addEventListener(event, listener);
  const onError = (): void => {
    const error = video.error;
    if (!error) return;
    host.log.error(`media error ${error.code}${error.message ? `: ${error.message}` : ''}`);
    // A failed element plays no more, whether or not the browser says it paused.
    host.emit('pause');
  };
  video.addEventListener('error', onError);
  const engine: MediaEngine = {
    kind,
    get currentTime() {
      return video.currentTime;
    },
    get duration() {
      return video.duration;
    },
    get buffered() {
      return rangesOf(video.buffered);
    },
    get paused() {
      return video.paused;
    },
    get ended() {
      return video.ended;
    },
    get playbackRate() {
      return video.playbackRate;
    },
    get failed() {
      return video.error !== null;
    },
    get loadedEnough() {
      return video.readyState >= 4 && video.networkState !== NETWORK_LOADING;
    },
    play() {
      try {
        // A refused play (autoplay policy) leaves the video paused; its pause state tells the controller.
        void Promise.resolve(video.play()).catch((error: unknown) => host.log.warn('play refused', error));
      } catch (error) {
        host.log.warn('play refused', error);
      }
    },
    pause: () => video.pause(),
    seek(seconds) {
      video.currentTime = seconds;
    },
    setVolume(volume) {
      video.volume = volume;
    },
    setMuted(muted) {
      video.muted = muted;
    },
    requestFrame:
      typeof video.requestVideoFrameCallback === 'function'
        ? (callback) => {
            const handle = video.requestVideoFrameCallback!((_now, metadata) => callback(metadata.mediaTime));
            return () => video.cancelVideoFrameCallback?.(handle);
          }
        : null,
    destroy() {
      for (const [event, listener] of forward) video.removeEventListener(event, listener);
      video.removeEventListener('error', onError);
      cleanup();
      releaseVideo(video);
    },
  };
  return { video, engine };
}

/** Stops a video for good: no more playback, no more downloading, out of the page. */
function releaseVideo(video: HTMLVideoElement): void {
  video.pause();
  video.removeAttribute('src');
  video.replaceChildren();
  video.load();
  video.remove();
}

export function createNativeEngine(
  container: HTMLElement,
  sources: readonly FormatSource[],
  options: VideoElementOptions,
  host: EngineHost,
): MediaEngine {
  const sourceListeners: Array<[HTMLSourceElement, () => void]> = [];
  const { video, engine } = wireVideo(container, options, host, 'native', () => {
    for (const [element, listener] of sourceListeners) element.removeEventListener('error', listener);
  });
  let left = sources.length;
  for (const { format, url, type } of sources) {
    const element = video.ownerDocument.createElement('source');
    element.src = url;
    element.type = type;
    const onMissing = (): void => {
      element.removeEventListener('error', onMissing);
      host.missing(format, url, left === 1);
      left -= 1;
      if (left === 0) host.fail();
    };
    element.addEventListener('error', onMissing);
    sourceListeners.push([element, onMissing]);
    video.append(element);
  }
  container.append(video);
  if (!sources.length) host.fail();
  return engine;
}
