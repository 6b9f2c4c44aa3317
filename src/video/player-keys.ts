// The player's keyboard (docs/requirements.md §4.4; docs/decisions.md "Video player (island and demo)"): space or
// k plays and pauses, left and right arrows seek, up and down arrows change the volume, m mutes, f toggles
// fullscreen, Escape leaves it. A key a focused control handles itself (space on a button, arrows on a slider,
// anything in a select) is left to that control. Where the browser ignores a script's volume (iOS) the up and down
// arrows are not the player's: they would change a level nobody hears (docs/decisions.md "Video player: volume keys
// where the volume is not ours, the thumb's size, late page elements").

export type PlayerCommand = 'toggle' | 'back' | 'forward' | 'louder' | 'quieter' | 'mute' | 'fullscreen' | 'exit-fullscreen';

/** How far the arrow keys seek, in seconds. */
export const SEEK_STEP_S = 5;

interface KeyTarget {
  tagName: string;
  type?: string;
}

/**
 * What a key pressed on `target` inside the player asks of it; null: not the player's key. With `volumeIgnored` (the
 * browser keeps the device's volume whatever a script sets) there are no volume keys: ↑ and ↓ are left to the page.
 */
export function playerCommand(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }, target: KeyTarget, volumeIgnored?: boolean): PlayerCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const tag = target.tagName.toUpperCase();
  if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && target.type !== 'range')) return null;
  const onSlider = tag === 'INPUT';
  const onButton = tag === 'BUTTON' || tag === 'A';
  switch (event.key) {
    case ' ':
      return onButton ? null : 'toggle';
    case 'k':
    case 'K':
      return 'toggle';
    case 'ArrowLeft':
      return onSlider ? null : 'back';
    case 'ArrowRight':
      return onSlider ? null : 'forward';
    case 'ArrowUp':
      return onSlider || volumeIgnored ? null : 'louder';
    case 'ArrowDown':
      return onSlider || volumeIgnored ? null : 'quieter';
    case 'm':
    case 'M':
      return 'mute';
    case 'f':
    case 'F':
      return 'fullscreen';
    case 'Escape':
      return 'exit-fullscreen';
    default:
      return null;
  }
}
