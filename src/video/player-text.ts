// Texts the player's controls give assistive technology (docs/requirements.md §3.7; APG slider `aria-valuetext`).
import { VIDEO_VOLUME_MAX } from '../config/video';
import { formatClock } from './core/time-keys';

/** "1:05 of 3:20". */
export function progressText(currentTime: number, duration: number): string {
  return `${formatClock(currentTime)} of ${formatClock(duration)}`;
}

/** "volume 5 of 10"; a muted player reads "muted". */
export function volumeText(volume: number, muted: boolean): string {
  return muted || volume === 0 ? 'muted' : `volume ${volume} of ${VIDEO_VOLUME_MAX}`;
}

/** Where a time sits on the progress bar, in percent (0 while the duration is unknown). */
export function percentOf(seconds: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(duration)) return 0;
  return Math.min(100, Math.max(0, (seconds / duration) * 100));
}
