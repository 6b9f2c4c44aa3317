// The keyboard handler delay (docs/requirements.md §9, docs/decisions.md "Geolocation, keyboard delay and
// flags"): for 550 ms a repeated keydown inside the container is cancelled before any handler sees it.
import { ignoreKeyRepeats } from '../../src/ui/key-repeats';

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div id="dialog"><button id="inside">Inside</button></div><button id="outside">Outside</button>';
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const el = (id: string) => document.getElementById(id)!;

/** Dispatches a keydown on `target`; returns whether a handler on the target saw it and whether it was cancelled. */
function keydown(target: Element, init: KeyboardEventInit): { seen: boolean; prevented: boolean } {
  let seen = false;
  const listener = () => (seen = true);
  target.addEventListener('keydown', listener);
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  target.removeEventListener('keydown', listener);
  return { seen, prevented: event.defaultPrevented };
}

describe('ignoreKeyRepeats', () => {
  it('cancels a repeated keydown inside the container: no handler sees it, its default action is prevented', () => {
    ignoreKeyRepeats(el('dialog'));
    expect(keydown(el('inside'), { key: 'Enter', repeat: true })).toEqual({ seen: false, prevented: true });
    expect(keydown(el('dialog'), { key: 'Escape', repeat: true })).toEqual({ seen: false, prevented: true });
  });

  it('lets fresh presses through at once', () => {
    ignoreKeyRepeats(el('dialog'));
    expect(keydown(el('inside'), { key: 'Enter' })).toEqual({ seen: true, prevented: false });
    expect(keydown(el('inside'), { key: 'Tab' })).toEqual({ seen: true, prevented: false });
  });

  it('leaves keys outside the container alone', () => {
    ignoreKeyRepeats(el('dialog'));
    expect(keydown(el('outside'), { key: 'Enter', repeat: true })).toEqual({ seen: true, prevented: false });
  });

  it('ignores repeats for 550 ms (KEYBOARD_HANDLER_DELAY_MS), then lets them through', () => {
    ignoreKeyRepeats(el('dialog'));
    jest.advanceTimersByTime(549);
    expect(keydown(el('inside'), { key: 'Enter', repeat: true })).toEqual({ seen: false, prevented: true });
    jest.advanceTimersByTime(1);
    expect(keydown(el('inside'), { key: 'Enter', repeat: true })).toEqual({ seen: true, prevented: false });
  });

  it('takes another delay when given one', () => {
    ignoreKeyRepeats(el('dialog'), 100);
    jest.advanceTimersByTime(99);
    expect(keydown(el('inside'), { key: 'ArrowDown', repeat: true }).seen).toBe(false);
    jest.advanceTimersByTime(1);
    expect(keydown(el('inside'), { key: 'ArrowDown', repeat: true }).seen).toBe(true);
  });

  it('stops early when told (the dialog closed), leaving no timer behind', () => {
    const stop = ignoreKeyRepeats(el('dialog'));
    expect(jest.getTimerCount()).toBe(1);
    stop();
    expect(jest.getTimerCount()).toBe(0);
    expect(keydown(el('inside'), { key: 'Enter', repeat: true })).toEqual({ seen: true, prevented: false });
  });
});
