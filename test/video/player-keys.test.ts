import { playerCommand, SEEK_STEP_S } from '../../src/video/player-keys';

const key = (k: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...mods });
const DIV = { tagName: 'div' };
const BUTTON = { tagName: 'BUTTON' };
const SLIDER = { tagName: 'INPUT', type: 'range' };

describe('playerCommand', () => {
  it('maps the player keys anywhere in the player', () => {
    expect(['k', 'K', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'm', 'M', 'f', 'F', 'Escape'].map((k) => playerCommand(key(k), DIV)))
      .toEqual(['toggle', 'toggle', 'toggle', 'back', 'forward', 'louder', 'quieter', 'mute', 'mute', 'fullscreen', 'fullscreen', 'exit-fullscreen']);
    expect(SEEK_STEP_S).toBe(5);
  });

  it('leaves space to a focused button, and the arrows to a focused slider', () => {
    expect(playerCommand(key(' '), BUTTON)).toBeNull();
    expect(playerCommand(key('k'), BUTTON)).toBe('toggle');
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map((k) => playerCommand(key(k), SLIDER))).toEqual([null, null, null, null]);
    expect(playerCommand(key(' '), SLIDER)).toBe('toggle');
    expect(playerCommand(key('m'), SLIDER)).toBe('mute');
  });

  it('has no volume keys where the browser ignores a script\'s volume: ↑ and ↓ are left to the page, m still mutes', () => {
    expect(['ArrowUp', 'ArrowDown', 'm', 'ArrowLeft', 'k'].map((k) => playerCommand(key(k), DIV, true))).toEqual([null, null, 'mute', 'back', 'toggle']);
    expect(['ArrowUp', 'ArrowDown'].map((k) => playerCommand(key(k), BUTTON, true))).toEqual([null, null]);
    expect(['ArrowUp', 'ArrowDown'].map((k) => playerCommand(key(k), BUTTON, false))).toEqual(['louder', 'quieter']);
  });

  it('leaves every key to a select, a text field and a text area, and ignores modified keys', () => {
    for (const target of [{ tagName: 'SELECT' }, { tagName: 'INPUT', type: 'text' }, { tagName: 'TEXTAREA' }]) {
      expect(['k', ' ', 'm', 'f', 'ArrowLeft'].map((k) => playerCommand(key(k), target))).toEqual([null, null, null, null, null]);
    }
    expect(playerCommand(key('f', { ctrlKey: true }), DIV)).toBeNull();
    expect(playerCommand(key('k', { metaKey: true }), DIV)).toBeNull();
    expect(playerCommand(key('m', { altKey: true }), DIV)).toBeNull();
    expect(playerCommand(key('Enter'), DIV)).toBeNull();
  });
});
