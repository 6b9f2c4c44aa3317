import { describe, expect, it } from '@jest/globals';
import { readBirthday } from '../../../demo/loyalty/birthday';

const TODAY = new Date('2025-06-15T12:00:00Z');

describe('readBirthday: what it takes', () => {
  it.each([
    ['03/14/1990', '1990-03-14'],
    [' 12/31/1999 ', '1999-12-31'],
    ['1990-03-14', '1990-03-14'],
    ['02/29/2000', '2000-02-29'],
    ['06/15/2025', '2025-06-15'],
    ['01/01/1900', '1900-01-01'],
    // The shopper's today east of UTC is the server's tomorrow.
    ['06/16/2025', '2025-06-16'],
  ])('reads %j as %j', (typed, expected) => {
    expect(readBirthday(typed, TODAY)).toEqual({ iso: expected });
  });

  it.each(['02/29/2001', '13/01/1990', '00/10/1990', '3/14/1990', '03/14/90', '1990/03/14', '06/17/2025', '12/31/1899', 'March 14', ''])(
    'refuses %j',
    (typed) => {
      expect(readBirthday(typed, TODAY)).toHaveProperty('problem');
    },
  );
});

describe('readBirthday', () => {
  it.each([
    ['14.03.1990', 'format'],
    ['13/01/1990', 'format'],
    ['02/30/1990', 'no-such-date'],
    ['02/29/2001', 'no-such-date'],
    ['06/17/2025', 'out-of-range'],
    ['12/31/1899', 'out-of-range'],
  ])('says what is wrong with %j: %s', (typed, problem) => {
    expect(readBirthday(typed, TODAY)).toEqual({ problem });
  });
});
