// The legacy script API (docs/requirements.md §3.7 `objectName`): a mounted player with an `objectName` is reachable
// as `window[objectName]`, as the old player object was. It lives in the player's chunk and is set when the player
// mounts, so boot carries none of it (docs/decisions.md "Video player (island and demo)").
import type { VideoController, VideoState } from './core/controller';

export interface LegacyVideoPlayer {
  play(): boolean;
  pause(): void;
  toggle(): void;
  /** Seconds; false when not done now: refused, or remembered until the buffer limit is passed (docs/requirements.md §5.4). */
  seek(seconds: number): boolean;
  /** Sets the volume (0–10, 0 mutes) when given one; answers the volume. */
  volume(value?: number): number;
  toggleMute(): void;
  toggleFullscreen(): void;
  getState(): VideoState;
  on: VideoController['on'];
  /** The element the player is mounted on. */
  readonly element: HTMLElement;
}

/** A legacy name: an identifier. */
const IDENTIFIER = /^[A-Za-z_$][\w$]{0,63}$/;

/**
 * Whether `window[name]` may become the player: nothing there yet, or only an element the browser names after
 * its id (the player's own `id` often is its objectName). `location`, `alert` or a page global are never replaced.
 */
function isFree(win: Record<string, unknown>, name: string): boolean {
  return !(name in win) || win[name] instanceof Element;
}

/**
 * Puts the player on `window[objectName]`; returns what takes it off again (only if it is still ours). A name that
 * is not an identifier, or one the window already holds, is refused with a warning.
 */
export function exposePlayer(objectName: string, controller: VideoController, element: HTMLElement): () => void {
  const win = window as unknown as Record<string, unknown>;
  if (!IDENTIFIER.test(objectName) || !isFree(win, objectName)) {
    console.warn(`[storefront-islands] video-player: objectName "${objectName}" is not free on window; the player is not exposed.`);
    return () => {};
  }
  const player: LegacyVideoPlayer = Object.freeze({
    play: () => controller.play(),
    pause: () => controller.pause(),
    toggle: () => controller.toggle(),
    seek: (seconds: number) => controller.seek(Number(seconds)),
    volume(value?: number) {
      if (value !== undefined) controller.setVolume(Number(value));
      return controller.getState().volume;
    },
    toggleMute: () => controller.toggleMute(),
    toggleFullscreen: () => controller.toggleFullscreen(),
    getState: () => controller.getState(),
    on: controller.on.bind(controller),
    element,
  });
  win[objectName] = player;
  return () => {
    if (win[objectName] === player) delete win[objectName];
  };
}
