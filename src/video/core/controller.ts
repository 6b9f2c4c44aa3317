// The player core (docs/requirements.md §1.3, §4.4, §5.4, §8): picks an engine for the options' sources,
// keeps the state the views render, gates play and seeking on the buffer, runs chapters and cue points,
// subtitles, metric tags, volume and fullscreen. No framework: the views subscribe to its state and call its
// methods. `destroy()` leaves nothing behind: no listener, timer, fetch or media element.
import { RPC_TIMEOUT_MS } from '../../config/constants';
import { VIDEO_TICK_MS, VIDEO_VOLUME_DEFAULT } from '../../config/video';
import { withDeadline } from '../../rpc/http';
import { bufferedPercent, inBuffered, playAllowed, snapToBuffered } from './buffer-gate';
import type { EngineEvent, EngineHost, MediaEngine } from './engines/engine';
import { createDeferredEngine } from './engines/deferred';
import { flashVersion, versionAtLeast } from './engines/flash-detect';
import { createFlvEngine, hasMse, type FlvLibrary } from './engines/flv';
import { createNativeEngine } from './engines/native';
import { engineOrder, planSources, type EngineKind, type SourcePlan } from './formats';
import { createFullscreen, type FullscreenControl } from './fullscreen';
import { consoleLog, type VideoLog } from './log';
import { sendMetric, type MetricEvent } from './metrics';
import type { Chapter, VideoAction, VideoOptions } from './options';
import { createCueDriver, createScheduler, type CueDriver, type ScheduleEvent, type TimeUpdateKind } from './scheduler';
import { cueAt, decodeSubtitles, parseSrt, type SubtitleCue } from './srt';
import { clampVolume } from './volume';

export type { VideoLog };

export interface VideoState {
  engine: 'native' | 'flash' | 'flv' | 'none';
  playing: boolean;
  muted: boolean;
  /** 0–10 (the level; `muted` says whether it is heard). */
  volume: number;
  currentTime: number;
  /** A seek asked for before the buffer limit was passed, made once it is and its time buffered (the seek bar shows it meanwhile); else null. */
  seekTarget: number | null;
  /** 0 while unknown. */
  duration: number;
  bufferedPercent: number;
  buffered: Array<[number, number]>;
  /** The buffer gate is open: play is allowed. */
  canPlay: boolean;
  /** Show the spinner: a play waits for the buffer, or the media stalled. */
  waiting: boolean;
  /** A play waits for the buffer gate (the play toggle reads pressed meanwhile; pressing it again cancels). */
  playPending: boolean;
  /** Played since it was attached or last ended (the poster is hidden). */
  started: boolean;
  /** Reached the end: show the poster with the end element. */
  ended: boolean;
  fullscreen: boolean;
  /** The full-window mode used instead of element fullscreen (iOS). */
  fullWindow: boolean;
  /** The current chapter, -1 for none. */
  chapterIndex: number;
  subtitles: Array<{ srclang: string; label: string }>;
  subtitleLang: string | null;
  /** The cue showing now, as plain text. */
  subtitleText: string;
  /** The line shown when no format can be played (docs/requirements.md §8). */
  error: string | null;
}

export interface VideoEvents {
  ready: { time: number; duration: number };
  play: { time: number };
  pause: { time: number };
  ended: { duration: number };
  chapterenter: { index: number; chapter: Chapter };
  chapterexit: { index: number; chapter: Chapter };
  cue: { time: number; key: string; action: VideoAction | null };
  error: { message: string; url: string | null };
}

export interface VideoDeps {
  /** Fetches a subtitle file's text; rejects when it cannot. Default: fetch, same-origin credentials. */
  fetchText?: (url: string, signal: AbortSignal) => Promise<string>;
  log?: VideoLog;
  /** Timers, navigator, the tagging function and global actions come from here. Default: window. */
  win?: Window;
  /** The page config's `metricsFunction`. Default: `cmCreateElementTag`. */
  metricsFunction?: string;
  /** Loads mpegts.js for an `.flv` without Flash. Default: its lazy chunk. */
  loadFlv?: () => Promise<FlvLibrary>;
}

export interface VideoController {
  /** Puts the player's `<video>` (or Flash `<object>`) into `container`; `fullscreenTarget` is what goes fullscreen. */
  attach(container: HTMLElement, fullscreenTarget: HTMLElement): void;
  getState(): VideoState;
  /** Called after each change (batched, never synchronously); returns the unsubscribe. */
  subscribe(fn: (state: VideoState) => void): () => void;
  /** Plays now (true), or once the buffer gate opens (false; `waiting` meanwhile). */
  play(): boolean;
  pause(): void;
  toggle(): void;
  /**
   * True when done now. False when not: the target is outside the buffered part (refused, nothing happens), or the
   * buffer limit is not passed yet (the target is remembered, the last one asked for, and reached once it is passed
   * and the target buffered; a play asked for meanwhile starts there) (docs/requirements.md §5.4).
   */
  seek(seconds: number): boolean;
  /**
   * Seeks `seconds` on (back when negative) from where the media is now, not from the last refreshed state, or from
   * the seek waiting for the buffer limit (`seekTarget`), where the seek bar shows the film. Ended, from the end, where
   * the bar shows it (the film has gone back to its start): back steps back from there, on does nothing, as on the bar.
   */
  seekBy(seconds: number): boolean;
  setVolume(level: number): void;
  /** The volume `steps` on (down when negative). Muted, the level is kept: up unmutes that many above it, down does nothing. */
  stepVolume(steps: number): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  selectSubtitles(srclang: string | null): void;
  on<E extends keyof VideoEvents>(event: E, fn: (detail: VideoEvents[E]) => void): () => void;
  destroy(): void;
}

/** The §8 line when every format is missing. */
export const missingVideoText = (url: string | null): string =>
  `An error occurred: the requested video file could not be found.${url ? ` ${url}` : ''}`;

/** The file's text; a server that stops sending gives up at the storefront's timeout, so the track can be chosen again. */
function fetchSubtitleText(url: string, outer: AbortSignal): Promise<string> {
  return withDeadline(RPC_TIMEOUT_MS, outer, async (signal) => {
    const response = await fetch(url, { signal, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    // Not response.text(), which reads every answer as UTF-8: a French file saved as Windows-1252 or UTF-16 is common.
    return decodeSubtitles(await response.arrayBuffer(), response.headers.get('content-type'));
  });
}

const isFirefox = (win: Window): boolean => /Firefox\//.test(win.navigator.userAgent);

export function createVideoController(options: VideoOptions, deps: VideoDeps = {}): VideoController {
  const win = deps.win ?? window;
  const log = deps.log ?? consoleLog(options.debug);
  const fetchText = deps.fetchText ?? fetchSubtitleText;
  const tracks = options.subtitleTracks;
  const scheduler = createScheduler(options.chapters, options.cuepoints);
  const handlers = new Map<keyof VideoEvents, Set<(detail: never) => void>>();
  const subscribers = new Set<(state: VideoState) => void>();
  const subtitleCues = new Map<string, SubtitleCue[]>();
  const fetches = new Set<AbortController>();
  /** Languages whose file is being fetched. */
  const loading = new Set<string>();

  let state: VideoState = {
    engine: 'none',
    playing: false,
    muted: options.volume === 0,
    volume: options.volume,
    currentTime: 0,
    seekTarget: null,
    duration: 0,
    bufferedPercent: 0,
    buffered: [],
    canPlay: false,
    waiting: false,
    playPending: false,
    started: false,
    ended: false,
    fullscreen: false,
    fullWindow: false,
    chapterIndex: -1,
    subtitles: tracks.map(({ srclang, label }) => ({ srclang, label })),
    subtitleLang: null,
    subtitleText: '',
    error: null,
  };
  let engine: MediaEngine | null = null;
  let plan: SourcePlan | null = null;
  let fullscreen: FullscreenControl | null = null;
  let driver: CueDriver | null = null;
  let tick: number | null = null;
  let notifyQueued = false;
  let pendingPlay = false;
  let readySent = false;
  let destroyed = false;
  /** The level toggleMute returns to. */
  let audible = options.volume > 0 ? options.volume : VIDEO_VOLUME_DEFAULT;

  // --- state and events ---------------------------------------------------------------------------------

  function update(patch: Partial<VideoState>): void {
    const changed = (Object.keys(patch) as Array<keyof VideoState>).some((key) => patch[key] !== state[key]);
    if (!changed || destroyed) return;
    state = { ...state, ...patch };
    if (notifyQueued) return;
    notifyQueued = true;
    queueMicrotask(() => {
      notifyQueued = false;
      if (destroyed) return;
      for (const fn of [...subscribers]) fn(state);
    });
  }

  function emit<E extends keyof VideoEvents>(event: E, detail: VideoEvents[E]): void {
    for (const fn of [...(handlers.get(event) ?? [])]) {
      try {
        (fn as (detail: VideoEvents[E]) => void)(detail);
      } catch (error) {
        log.error(`a ${event} listener failed`, error);
      }
    }
  }

  /**
   * A chapter's or cue's action: a function, or a global function looked up by name when it runs. A name reaches
   * only the page's own functions: a browser built-in (`document.body.remove`, `location.reload`) is refused, since
   * a host's props (or a page the modal loader shows) could otherwise call one on the page with no click.
   */
  function runAction(action: VideoAction | null, detail: unknown): void {
    if (!action) return;
    try {
      if (typeof action === 'function') return action(detail);
      const path = action.split('.');
      let owner: unknown = win;
      let target: unknown = win;
      for (const part of path) {
        owner = target;
        target = target == null ? undefined : (target as Record<string, unknown>)[part];
      }
      if (typeof target === 'function' && !/\[native code\]\s*\}$/.test(Function.prototype.toString.call(target))) (target as (detail: unknown) => void).call(owner, detail);
      else log.warn(`the action "${action}" names no function of the page's (built-ins are not run)`);
    } catch (error) {
      log.error(`the action ${typeof action === 'string' ? `"${action}" ` : ''}failed`, error);
    }
  }

  function metric(event: MetricEvent): void {
    if (!engine) return;
    sendMetric(
      {
        tags: options.metricTags,
        elementId: options.elementId,
        category: options.elementCategory,
        functionName: deps.metricsFunction ?? 'cmCreateElementTag',
        win,
        onError: (error) => log.error('the metric tag failed', error),
      },
      event,
      engine.currentTime,
      knownDuration(),
    );
  }

  // --- reading the engine ---------------------------------------------------------------------------------

  const knownDuration = (): number => {
    const duration = engine?.duration ?? NaN;
    return Number.isFinite(duration) && duration > 0 ? duration : 0;
  };

  function gate(): { percent: number; buffered: Array<[number, number]>; open: boolean } {
    const buffered = engine?.buffered ?? [];
    const percent = bufferedPercent(buffered, knownDuration());
    return { percent, buffered, open: !!engine && (playAllowed(percent, options.bufferLimit) || engine.loadedEnough) };
  }

  function subtitleAt(time: number): string {
    const cues = state.subtitleLang ? subtitleCues.get(state.subtitleLang) : undefined;
    return cues ? (cueAt(cues, time)?.text ?? '') : '';
  }

  /** The next start or end of a subtitle cue after `time`: the cue driver shows the text from the frame there. */
  function nextSubtitleEdge(time: number): number | null {
    let next: number | null = null;
    for (const { start, end } of (state.subtitleLang && subtitleCues.get(state.subtitleLang)) || []) {
      for (const edge of [start, end]) if (edge > time && (next === null || edge < next)) next = edge;
    }
    return next;
  }

  /** Time, buffer and subtitle as the engine has them now. */
  function refresh(extra: Partial<VideoState> = {}): void {
    if (!engine) return;
    const { percent, buffered, open } = gate();
    const time = engine.currentTime;
    const sameRanges =
      buffered.length === state.buffered.length && buffered.every(([s, e], i) => s === state.buffered[i]![0] && e === state.buffered[i]![1]);
    update({
      currentTime: Number.isFinite(time) ? time : 0,
      duration: knownDuration(),
      bufferedPercent: percent,
      buffered: sameRanges ? state.buffered : buffered,
      canPlay: open,
      subtitleText: subtitleAt(time),
      ...extra,
    });
    if (open) reachWantedTime();
    if (pendingPlay && open && state.seekTarget === null) startPlayback();
  }

  // --- chapters and cue points ----------------------------------------------------------------------------

  function schedule(time: number, kind: TimeUpdateKind): void {
    const events: ScheduleEvent[] = scheduler.update(time, kind);
    for (const event of events) {
      if (event.type === 'cue') {
        const cue = options.cuepoints[event.index]!;
        const detail = { time: cue.time, key: cue.key, action: cue.action };
        runAction(cue.action, detail);
        emit('cue', detail);
        continue;
      }
      const chapter = options.chapters[event.index]!;
      const detail = { index: event.index, chapter };
      if (event.type === 'chapterenter') update({ chapterIndex: event.index });
      else if (state.chapterIndex === event.index) update({ chapterIndex: -1 });
      runAction(event.type === 'chapterenter' ? chapter.onenter : chapter.onexit, detail);
      emit(event.type, detail);
    }
  }

  // --- playback -------------------------------------------------------------------------------------------

  function seekTo(target: number): void {
    // The jump is known now: a timeupdate the browser queued before its `seeking` must not count as playing
    // over the cues in between.
    schedule(target, 'seek');
    engine!.seek(target);
    // The time is the target from now on, not from the browser's `seeking`: a render before it would put the seek bar
    // back, and a key pressed on the bar again at once would step from the old time (four quick PageUps went 9 s, in
    // React 3 s, rather than 12). Moved away from the end: no longer ended (the next play plays from here).
    update({ currentTime: target, ...(state.ended && target < knownDuration() ? { ended: false } : {}) });
  }

  /**
   * With the gate open: goes to the time a seek asked for before it opened once that time is buffered. When the browser
   * stops loading short of it, the seek is refused after all, as any seek outside the buffered part is.
   */
  function reachWantedTime(): void {
    const wanted = state.seekTarget;
    if (wanted === null || !engine) return;
    const { buffered } = gate();
    const target = snapToBuffered(Math.min(wanted, knownDuration() || wanted), buffered);
    if (inBuffered(target, buffered)) {
      update({ seekTarget: null });
      seekTo(target);
    } else if (engine.loadedEnough) update({ seekTarget: null });
  }

  function startPlayback(): void {
    pendingPlay = false;
    // The wait for the buffer is over: the spinner goes now, not at the `play` that a play the browser refuses (its
    // autoplay policy) never sends. A stall after this sends `waiting` of its own.
    update({ playPending: false, waiting: false });
    engine?.play();
  }

  function startTick(): void {
    if (tick === null) tick = win.setInterval(() => refresh(), VIDEO_TICK_MS);
  }
  function stopTick(): void {
    if (tick !== null) win.clearInterval(tick);
    tick = null;
  }

  function onPlay(): void {
    if (!engine || state.playing || engine.failed) return;
    const time = engine.currentTime;
    const first = !readySent;
    readySent = true;
    refresh({ playing: true, started: true, ended: false, waiting: false });
    startTick();
    schedule(time, 'play');
    driver?.arm();
    if (first) {
      metric('ready');
      emit('ready', { time, duration: knownDuration() });
    } else metric('play');
    emit('play', { time });
  }

  function onPause(): void {
    if (!engine || !state.playing) return;
    stopTick();
    driver?.stop();
    // What was played up to the pause counts (its own timeupdate came with the video already paused).
    schedule(engine.currentTime, 'tick');
    refresh({ playing: false, waiting: false });
    // The pause that comes with the end is the end's, and one with a media error the error's (§8: logged only), not
    // the shopper's.
    if (engine.ended || engine.failed) return;
    metric('pause');
    emit('pause', { time: engine.currentTime });
  }

  /** docs/requirements.md §4.4: pause, back to 0 (not for native playback in Firefox), poster and end element, the event. */
  function onEnded(): void {
    if (!engine) return;
    const duration = knownDuration();
    stopTick();
    driver?.stop();
    schedule(duration, 'tick');
    metric('end');
    engine.pause();
    if (!(engine.kind === 'native' && isFirefox(win))) {
      schedule(0, 'seek');
      engine.seek(0);
    }
    readySent = false;
    refresh({ playing: false, started: false, ended: true, waiting: false });
    emit('ended', { duration });
  }

  function onEngineEvent(event: EngineEvent): void {
    if (destroyed || !engine) return;
    switch (event) {
      case 'play':
        return onPlay();
      case 'playing':
        update({ waiting: false });
        return driver?.arm();
      case 'pause':
        return onPause();
      case 'ended':
        // A looping Flash player starts again; a native loop never ends.
        if (options.loop && engine.kind === 'flash') {
          engine.seek(0);
          return engine.play();
        }
        return onEnded();
      case 'waiting':
        return update({ waiting: true });
      case 'seeking':
        schedule(engine.currentTime, 'seek');
        return refresh();
      case 'seeked':
      case 'ratechange':
        refresh();
        return driver?.arm();
      case 'timeupdate':
        // Only playing moves the time on: a paused video's timeupdate follows a seek (the end's rewind, the seek
        // bar), which `seeking` has told the scheduler, and must not fire a cue at the landing point.
        if (!engine.paused) schedule(engine.currentTime, 'tick');
        update({ subtitleText: subtitleAt(engine.currentTime) });
        return driver?.arm();
      case 'volumechange':
        return;
      default:
        // Metadata, duration, progress, canplay: the buffer gate may open.
        return refresh();
    }
  }

  function fail(): void {
    const url = options.src ?? plan?.native[0]?.url ?? plan?.flash?.url ?? null;
    const message = missingVideoText(url);
    pendingPlay = false;
    update({ error: message, waiting: false, canPlay: false, playPending: false });
    emit('error', { message, url });
  }

  // --- subtitles ------------------------------------------------------------------------------------------

  function loadSubtitles(srclang: string): void {
    const track = tracks.find((candidate) => candidate.srclang === srclang);
    if (!track || subtitleCues.has(srclang) || loading.has(srclang)) return;
    const abort = new AbortController();
    fetches.add(abort);
    loading.add(srclang);
    fetchText(track.src, abort.signal)
      .then((text) => {
        if (destroyed) return;
        const cues = parseSrt(text);
        // An answer with no cue in it (an HTML page, an empty file) is no subtitle file: failed, not kept.
        if (!cues.length) throw new Error('no subtitles in the answer');
        subtitleCues.set(srclang, cues);
        update({ subtitleText: subtitleAt(engine?.currentTime ?? 0) });
        driver?.arm();
      })
      .catch((error: unknown) => {
        // docs/requirements.md §8: logged as an error only; the video plays on. The choice goes back to off, so the
        // menu says what shows, and choosing the language again tries the file again.
        if (abort.signal.aborted) return;
        log.error(`the subtitles ${track.src} could not be loaded`, error);
        if (state.subtitleLang === srclang) update({ subtitleLang: null });
      })
      .finally(() => {
        fetches.delete(abort);
        loading.delete(srclang);
      });
  }

  // --- the controller ---------------------------------------------------------------------------------------

  const controller: VideoController = {
    attach(container, fullscreenTarget) {
      if (engine || destroyed) return;
      const probe = container.ownerDocument.createElement('video');
      const sources = (plan = planSources(options, (type) => probe.canPlayType(type)));
      for (const source of sources.unplayable) log.debug(`skipping ${source.format}: this browser cannot play it`, source.url);
      const flash = !!options.flashplayer && versionAtLeast(flashVersion(win.navigator));
      // docs/requirements.md §8: when an engine runs out of files, the next one in the order is tried.
      const order = engineOrder(sources, { flash, mse: hasMse(win) });
      const host: EngineHost = {
        emit: onEngineEvent,
        missing: (format, url, last) =>
          log.warn(`the ${format} video file is missing${last && !order.length ? '' : ', trying the next format'}: ${url}`),
        fail: () => {
          if (destroyed) return;
          if (!order.length) return fail();
          engine?.destroy();
          start();
        },
        log,
      };
      log.debug(`engines ${order.join(', ')}`, sources);
      const create = (kind: EngineKind): MediaEngine => {
        // As the shopper has them now: a later engine takes over after they may have muted or changed the volume.
        const media = { loop: options.loop, muted: state.muted, volume: state.volume / 10 };
        if (kind === 'native') return createNativeEngine(container, sources.native, media, host);
        if (kind === 'flv') return createFlvEngine(container, sources.flash!, media, host, deps.loadFlv);
        const source = sources.flash!;
        const embed = {
          swf: options.flashplayer!,
          id: options.flashattr.id ?? `${options.id ?? 'sfi-video'}-flash`,
          width: options.width,
          height: options.height,
          flashvars: options.flashvars,
          flashparams: options.flashparams,
          flashattr: options.flashattr,
          autoplay: false,
          ...media,
        };
        const clock = {
          setInterval: (fn: () => void, ms: number) => win.setInterval(fn, ms),
          clearInterval: (id: unknown) => win.clearInterval(id as number),
          setTimeout: (fn: () => void, ms: number) => win.setTimeout(fn, ms),
          clearTimeout: (id: unknown) => win.clearTimeout(id as number),
          now: () => win.performance.now(),
        };
        // The Flash engine loads only for a page with the plug-in (none today), in a chunk of its own.
        return createDeferredEngine(
          'flash',
          () => import('./engines/flash').then(({ createFlashEngine }) => createFlashEngine(container, source, embed, host, clock)),
          (error) => {
            log.error('Video Flash Error', error);
            host.fail();
          },
        );
      };
      /** The next engine in the order, with its own cue driver. */
      const start = (): void => {
        driver?.stop();
        const kind = order.shift()!;
        update({ engine: kind });
        const active = (engine = create(kind));
        driver = createCueDriver({
          // Chapter edges, cue points and subtitle cues, each on the frame that reaches it.
          scheduler: {
            nextBoundary(time) {
              const [a, b] = [scheduler.nextBoundary(time), nextSubtitleEdge(time)];
              return a === null ? b : b === null ? a : Math.min(a, b);
            },
          },
          read: () => ({ time: active.currentTime, rate: active.playbackRate, playing: !active.paused }),
          reach: (time) => {
            schedule(time, 'tick');
            update({ subtitleText: subtitleAt(time) });
          },
          clock: { setTimeout: (fn, ms) => win.setTimeout(fn, ms), clearTimeout: (id) => win.clearTimeout(id as number) },
          requestFrame: active.requestFrame,
        });
      };
      if (!order.length) return fail();
      fullscreen = createFullscreen(fullscreenTarget, win, () => {
        if (fullscreen) update({ fullscreen: fullscreen.active, fullWindow: fullscreen.fullWindow });
      });
      start();
      schedule(0, 'seek');
      if (tracks[0]) controller.selectSubtitles(tracks[0].srclang);
      if (options.autoplay) controller.play();
    },
    getState: () => state,
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    play() {
      if (!engine || destroyed || state.error || engine.failed) return false;
      const { open } = gate();
      if (open) reachWantedTime();
      if (open && state.seekTarget === null) {
        startPlayback();
        return true;
      }
      pendingPlay = true;
      update({ waiting: true, playPending: true });
      return false;
    },
    pause() {
      if (pendingPlay) {
        pendingPlay = false;
        update({ waiting: false, playPending: false });
      }
      engine?.pause();
    },
    toggle() {
      // What was asked last, not what the browser has said so far: its play and pause events come a task later, and
      // a second toggle before them (k twice, a double click) undoes the first.
      if (pendingPlay || (engine ? !engine.paused : state.playing)) controller.pause();
      else controller.play();
    },
    seek(seconds) {
      if (!engine || !Number.isFinite(seconds)) return false;
      // docs/requirements.md §5.4: only past the buffer limit, and only into the buffered part.
      const { open, buffered } = gate();
      if (!open) {
        // Before the limit: remembered, as a browser keeps a time set before the metadata (video.js its initTime).
        update({ seekTarget: Math.max(0, seconds) });
        return false;
      }
      update({ seekTarget: null });
      const target = snapToBuffered(Math.min(Math.max(0, seconds), knownDuration() || Math.max(0, seconds)), buffered);
      if (!inBuffered(target, buffered)) return false;
      seekTo(target);
      return true;
    },
    seekBy: (seconds) => !!engine && !(state.ended && seconds > 0) && controller.seek((state.seekTarget ?? (state.ended ? knownDuration() : engine.currentTime)) + seconds),
    setVolume(level) {
      const volume = clampVolume(level);
      if (volume === null) return;
      if (volume > 0) audible = volume;
      engine?.setVolume(volume / 10);
      engine?.setMuted(volume === 0);
      update({ volume, muted: volume === 0 });
    },
    stepVolume(steps) {
      if (steps > 0 || !state.muted) controller.setVolume(state.volume + steps); // clamped to 0–10
    },
    toggleMute() {
      if (!state.muted) {
        engine?.setMuted(true);
        return update({ muted: true });
      }
      controller.setVolume(state.volume > 0 ? state.volume : audible);
    },
    toggleFullscreen() {
      fullscreen?.toggle();
    },
    selectSubtitles(srclang) {
      if (srclang !== null && !tracks.some((track) => track.srclang === srclang)) return;
      update({ subtitleLang: srclang });
      if (srclang !== null) loadSubtitles(srclang);
      update({ subtitleText: subtitleAt(engine?.currentTime ?? 0) });
      driver?.arm();
    },
    on(event, fn) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(fn as (detail: never) => void);
      return () => set.delete(fn as (detail: never) => void);
    },
    destroy() {
      if (destroyed) return;
      stopTick();
      driver?.stop();
      fullscreen?.destroy();
      engine?.destroy();
      for (const abort of fetches) abort.abort();
      destroyed = true;
      fetches.clear();
      handlers.clear();
      subscribers.clear();
      engine = null;
      driver = null;
      fullscreen = null;
    },
  };
  return controller;
}
