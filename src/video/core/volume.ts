// The player's volume scale, 0 to 10 with 0 muted (docs/requirements.md §5.4), and the media element's 0–1.
import { VIDEO_VOLUME_MAX } from '../../config/video';

/** A level on the 0–10 scale (rounded to a whole step, clamped); anything not a number → null. */
export function clampVolume(level: number): number | null {
  if (!Number.isFinite(level)) return null;
  return Math.min(VIDEO_VOLUME_MAX, Math.max(0, Math.round(level)));
}

/** 0–10 → the media element's volume 0–1. */
export const toMediaVolume = (level: number): number => (clampVolume(level) ?? 0) / VIDEO_VOLUME_MAX;

/** The media element's volume 0–1 → 0–10. */
export const fromMediaVolume = (volume: number): number => clampVolume(volume * VIDEO_VOLUME_MAX) ?? 0;

/** Level 0 means muted. */
export const isMutedLevel = (level: number): boolean => clampVolume(level) === 0;
