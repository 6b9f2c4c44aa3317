import { describe, expect, it } from '@jest/globals';
import { createFlashStore, FLASH_TTL_MS, MAX_FLASHES } from '../../../demo/http/flash-store';

const flash = (message: string) => ({ outcome: 'item removed', message });

describe('flash store', () => {
  it('gives a session its flash once, for the page it names only', () => {
    const flashes = createFlashStore();
    flashes.set('a', '/cart', flash('Removed it.'));
    expect(flashes.take('b', '/cart')).toBeNull();
    expect(flashes.take('a', '/')).toBeNull();
    expect(flashes.take('a', '/cart')).toEqual(flash('Removed it.'));
    expect(flashes.take('a', '/cart')).toBeNull();
  });

  it('keeps one per session, the newest', () => {
    const flashes = createFlashStore();
    flashes.set('a', '/cart', flash('first'));
    flashes.set('a', '/account/favorites.tmpl', flash('second'));
    expect(flashes.take('a', '/cart')).toBeNull();
    expect(flashes.take('a', '/account/favorites.tmpl')).toEqual(flash('second'));
  });

  it('forgets a flash older than its time to live', () => {
    let now = 1_000;
    const flashes = createFlashStore(() => now);
    flashes.set('a', '/cart', flash('late'));
    flashes.set('b', '/cart', flash('in time'));
    now += FLASH_TTL_MS + 1;
    expect(flashes.take('a', '/cart')).toBeNull();
    now -= 2;
    expect(flashes.take('b', '/cart')).toEqual(flash('in time'));
  });

  it(`holds at most ${MAX_FLASHES} sessions' flashes, dropping the oldest`, () => {
    const flashes = createFlashStore();
    for (let i = 0; i <= MAX_FLASHES; i += 1) flashes.set(`s${i}`, '/cart', flash(`n${i}`));
    expect(flashes.take('s0', '/cart')).toBeNull();
    expect(flashes.take('s1', '/cart')).toEqual(flash('n1'));
    expect(flashes.take(`s${MAX_FLASHES}`, '/cart')).toEqual(flash(`n${MAX_FLASHES}`));
  });
});
