// What the controller asks of a playback engine (native `<video>`, the Flash plug-in, or `.flv` through
// Media Source Extensions), and what an engine tells it.
import type { VideoLog } from '../log';

/** The media events an engine reports, named as HTMLMediaElement names them. */
export type EngineEvent =
  | 'loadedmetadata'
  | 'durationchange'
  | 'progress'
  | 'canplay'
  | 'canplaythrough'
  | 'suspend'
  | 'play'
  | 'playing'
  | 'pause'
  | 'waiting'
  | 'seeking'
  | 'seeked'
  | 'timeupdate'
  | 'ratechange'
  | 'volumechange'
  | 'ended';

export interface EngineHost {
  emit(event: EngineEvent): void;
  /** A format's file is missing: logged, marked absent (the engine goes on with the next; `last`: it has none left). */
  missing(format: string, url: string, last: boolean): void;
  /** Nothing is left to play (docs/requirements.md §8). */
  fail(): void;
  log: VideoLog;
}

export interface MediaEngine {
  readonly kind: 'native' | 'flash' | 'flv';
  readonly currentTime: number;
  readonly duration: number;
  readonly buffered: Array<[number, number]>;
  readonly paused: boolean;
  /** Playback reached the end (the `ended` that follows is the end, not a pause). */
  readonly ended: boolean;
  readonly playbackRate: number;
  /** The media element has a media error (a decode error mid-play): it plays nothing more. */
  readonly failed?: boolean;
  /**
   * The browser has stopped preloading with enough to play to the end without stopping: the buffer gate then opens
   * under its limit too, or play could never start. Not while it is still downloading (Chromium says it could play
   * through long before the limit is buffered).
   */
  readonly loadedEnough: boolean;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** 0–1. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** requestVideoFrameCallback where there is one: calls back with the presented frame's media time. */
  readonly requestFrame: ((callback: (mediaTime: number) => void) => () => void) | null;
  destroy(): void;
}
