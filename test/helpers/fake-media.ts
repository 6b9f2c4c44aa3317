// Test helper: jsdom has no media playback, so the player's `<video>` gets a scripted stand-in. Each
// `<video>` created while installed is a real jsdom element whose media properties (time, duration, buffered
// ranges, paused, ended, readyState, networkState, rate) and methods (play, pause, load, canPlayType) the test drives; it
// fires the media events a browser would, synchronously. Listeners added to any EventTarget are counted, so a
// test can see that destroy() removed them all.

/** A `TimeRanges` over pairs. */
export function timeRanges(pairs: ReadonlyArray<readonly [number, number]>): TimeRanges {
  return {
    length: pairs.length,
    start: (i: number) => {
      const pair = pairs[i];
      if (!pair) throw new DOMException('index out of range', 'IndexSizeError');
      return pair[0];
    },
    end: (i: number) => {
      const pair = pairs[i];
      if (!pair) throw new DOMException('index out of range', 'IndexSizeError');
      return pair[1];
    },
  };
}

export interface FakeVideoControls {
  element: HTMLVideoElement;
  /** Sets the duration (firing loadedmetadata and durationchange). */
  setDuration(seconds: number): void;
  /** Sets the buffered ranges (firing progress). */
  setBuffered(pairs: ReadonlyArray<readonly [number, number]>): void;
  setReadyState(state: number): void;
  /** Sets networkState (2 downloading, the start; 1 idle, firing suspend: the browser stopped preloading). */
  setNetworkState(state: number): void;
  /** Moves the playback time on (firing timeupdate), as playing does. */
  advance(seconds: number): void;
  /** Plays to the end the way a browser ends: timeupdate, pause, ended. */
  end(): void;
  /** Fires error on the `<source>` of this URL (a missing file). */
  failSource(url: string): void;
  /** Fires the held events of a seek (with deferSeekEvents). */
  finishSeek(): void;
  /** Runs pending requestVideoFrameCallback callbacks with this media time. */
  presentFrame(mediaTime: number): void;
  readonly frameCallbacks: number;
  readonly playCalls: number;
  readonly seeks: number[];
}

export interface FakeMediaOptions {
  /** What canPlayType answers per MIME type (default: 'maybe' for every type). */
  canPlay?: Record<string, '' | 'maybe' | 'probably'>;
  /** Give the elements requestVideoFrameCallback. */
  frameCallbacks?: boolean;
  /** Hold a seek's events (seeking, timeupdate, seeked) until finishSeek(), as a browser queues them. */
  deferSeekEvents?: boolean;
  /** play() rejects with NotAllowedError and the video stays paused, as under a browser's autoplay policy. */
  refusePlay?: boolean;
  /** play() and pause() change `paused` at once and fire their events in a later task, as a browser does. */
  queuePlayEvents?: boolean;
}

interface Listening {
  target: EventTarget;
  type: string;
  listener: unknown;
}

export interface FakeMedia {
  /** Every `<video>` made since install, in order (the controller's probe for canPlayType included). */
  videos: FakeVideoControls[];
  /** The last `<video>` put into the document's tree or a container. */
  last(): FakeVideoControls;
  /** Listeners added since install and not removed, on any target. */
  liveListeners(): Listening[];
  restore(): void;
}

export function installFakeMedia(options: FakeMediaOptions = {}): FakeMedia {
  const videos: FakeVideoControls[] = [];
  const live: Listening[] = [];
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  proto.addEventListener = function (this: EventTarget, type: string, listener: unknown, opts?: unknown) {
    if (listener && !live.some((l) => l.target === this && l.type === type && l.listener === listener)) {
      live.push({ target: this, type, listener });
    }
    return add.call(this, type, listener as EventListener, opts as AddEventListenerOptions);
  };
  proto.removeEventListener = function (this: EventTarget, type: string, listener: unknown, opts?: unknown) {
    const at = live.findIndex((l) => l.target === this && l.type === type && l.listener === listener);
    if (at >= 0) live.splice(at, 1);
    return remove.call(this, type, listener as EventListener, opts as EventListenerOptions);
  };

  const create = Document.prototype.createElement;
  Document.prototype.createElement = function (this: Document, tag: string, opts?: ElementCreationOptions) {
    const element = create.call(this, tag, opts);
    if (tag.toLowerCase() === 'video') videos.push(fake(element as HTMLVideoElement, options));
    return element;
  } as typeof Document.prototype.createElement;

  return {
    videos,
    last() {
      const attached = videos.filter((v) => v.element.isConnected || v.element.parentNode);
      const video = attached[attached.length - 1] ?? videos[videos.length - 1];
      if (!video) throw new Error('no <video> was created');
      return video;
    },
    liveListeners: () => [...live],
    restore() {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
      Document.prototype.createElement = create;
    },
  };
}

function fake(element: HTMLVideoElement, options: FakeMediaOptions): FakeVideoControls {
  let currentTime = 0;
  let duration = NaN;
  let buffered: ReadonlyArray<readonly [number, number]> = [];
  let paused = true;
  let ended = false;
  let readyState = 0;
  let networkState = 2;
  let playbackRate = 1;
  let volume = 1;
  let muted = false;
  let playCalls = 0;
  const seeks: number[] = [];
  let heldSeek = false;
  let frames = new Map<number, (now: number, metadata: { mediaTime: number }) => void>();
  let nextHandle = 1;
  const fire = (...types: string[]): void => types.forEach((type) => element.dispatchEvent(new Event(type)));
  const told = (...types: string[]): unknown => (options.queuePlayEvents ? setTimeout(() => fire(...types)) : fire(...types));
  const define = (name: string, get: () => unknown, set?: (value: never) => void): void => {
    Object.defineProperty(element, name, { configurable: true, get, set });
  };
  define('currentTime', () => currentTime, (value: number) => {
    currentTime = value;
    ended = false;
    seeks.push(value);
    if (options.deferSeekEvents) heldSeek = true;
    else fire('seeking', 'timeupdate', 'seeked');
  });
  define('duration', () => duration);
  // A missing <source> leaves the element's own error empty.
  define('error', () => null);
  define('buffered', () => timeRanges(buffered));
  define('paused', () => paused);
  define('ended', () => ended);
  define('readyState', () => readyState);
  define('networkState', () => networkState);
  define('playbackRate', () => playbackRate, (value: number) => {
    playbackRate = value;
    fire('ratechange');
  });
  define('volume', () => volume, (value: number) => {
    volume = value;
    fire('volumechange');
  });
  define('muted', () => muted, (value: boolean) => {
    muted = value;
    fire('volumechange');
  });
  Object.assign(element, {
    play() {
      playCalls += 1;
      if (options.refusePlay) return Promise.reject(new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'));
      if (paused) {
        if (ended) {
          // A browser starts an ended video again from the beginning.
          (element as { currentTime: number }).currentTime = 0;
        }
        paused = false;
        told('play', 'playing');
      }
      return Promise.resolve();
    },
    pause() {
      if (!paused) {
        paused = true;
        told('pause');
      }
    },
    load() {},
    canPlayType: (type: string) => options.canPlay?.[type] ?? 'maybe',
  });
  if (options.frameCallbacks) {
    Object.assign(element, {
      requestVideoFrameCallback(callback: (now: number, metadata: { mediaTime: number }) => void) {
        frames.set(nextHandle, callback);
        return nextHandle++;
      },
      cancelVideoFrameCallback(handle: number) {
        frames.delete(handle);
      },
    });
  }
  return {
    element,
    setDuration(seconds) {
      duration = seconds;
      fire('loadedmetadata', 'durationchange');
    },
    setBuffered(pairs) {
      buffered = pairs;
      fire('progress');
    },
    setReadyState(state) {
      readyState = state;
      if (state >= 4) fire('canplaythrough');
    },
    setNetworkState(state) {
      networkState = state;
      if (state === 1) fire('suspend');
    },
    advance(seconds) {
      currentTime = Math.min(duration, currentTime + seconds);
      fire('timeupdate');
    },
    end() {
      currentTime = duration;
      paused = true;
      ended = true;
      fire('timeupdate', 'pause', 'ended');
    },
    failSource(url) {
      const source = [...element.querySelectorAll('source')].find((s) => s.getAttribute('src') === url);
      if (!source) throw new Error(`no <source> for ${url}`);
      source.dispatchEvent(new Event('error'));
    },
    finishSeek() {
      if (!heldSeek) throw new Error('no seek is pending');
      heldSeek = false;
      fire('seeking', 'timeupdate', 'seeked');
    },
    presentFrame(mediaTime) {
      const pending = [...frames.values()];
      frames = new Map();
      pending.forEach((callback) => callback(0, { mediaTime }));
    },
    get frameCallbacks() {
      return frames.size;
    },
    get playCalls() {
      return playCalls;
    },
    seeks,
  };
}
