// Texts the player's controls give assistive technology (docs/requirements.md §3.7; APG slider `aria-valuetext`).
import { VIDEO_VOLUME_MAX } from '../config/video';

/**
 * A time as words, the way the APG seek slider reads one ("1 minute 5 seconds", not "1:05", which screen readers
 * say as digits and a colon).
 */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const parts: Array<[number, string]> = [
    [Math.floor(whole / 3600), 'hour'],
    [Math.floor(whole / 60) % 60, 'minute'],
    [whole % 60, 'second'],
  ];
  const said = parts.filter(([count]) => count > 0);
  return (said.length ? said : parts.slice(2)).map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`).join(' ');
}

/**
 * "1 minute 5 seconds of 3 minutes 20 seconds", and what the place is if anything: the chapter's name there if it has
 * a marker ("…, Lips"), "ended" at the end ("30 seconds of 30 seconds, ended").
 */
export function progressText(currentTime: number, duration: number, place = ''): string {
  return `${spokenTime(currentTime)} of ${spokenTime(duration)}${place && `, ${place}`}`;
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

/** A track's srclang as a `lang` attribute when it is a language tag ("en", "pt-BR"); none for "track1" or "English". */
export function languageTag(srclang: string): string | undefined {
  return /^[a-z]{2,3}(?:-[a-z\d]{1,8})*$/i.test(srclang) ? srclang : undefined;
}
