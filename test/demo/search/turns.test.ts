import { describe, expect, it } from '@jest/globals';
import { createTurnTaker } from '../../../demo/search/turns';

describe('turns of the event loop', () => {
  it('lets one waiter go per turn, first come first served', async () => {
    const nextTurn = createTurnTaker();
    // Counts turns: an immediate that queues itself again runs once per turn of the event loop.
    let turn = 0;
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const released: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => nextTurn().then(() => released.push(`${name} in turn ${turn}`))));
    counting = false;
    expect(released).toEqual(['a in turn 1', 'b in turn 2', 'c in turn 3']);
  });
});
