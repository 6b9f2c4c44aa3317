import { DEFAULT_FLAGS, resolveFlags } from '../../src/config/flags';

describe('resolveFlags', () => {
  it('has the §9 defaults (docs/requirements.md): seven features on, three off, endeca search', () => {
    expect(resolveFlags(undefined)).toEqual({
      checkoutSamples: true,
      offerEntryField: true,
      anonymousCheckout: true,
      giftCards: true,
      waitlistNotification: true,
      favorites: true,
      loyalty: true,
      autoReplenishment: false,
      optInPreCheck: false,
      legalCheckbox: false,
      searchType: 'endeca',
    });
  });

  it('applies boolean overrides of known flags', () => {
    expect(resolveFlags({ favorites: false, autoReplenishment: true })).toEqual({
      ...DEFAULT_FLAGS,
      favorites: false,
      autoReplenishment: true,
    });
  });

  it('ignores unknown flags, non-boolean values and a searchType override', () => {
    const flags = resolveFlags({ favorites: 'false', loyalty: 0, giftCards: null, madeUp: true, searchType: 'solr' });
    expect(flags).toEqual(DEFAULT_FLAGS);
    expect(flags).not.toHaveProperty('madeUp');
  });

  it('gives the defaults for overrides that are not an object', () => {
    for (const raw of [null, 'loyalty', 3, true]) expect(resolveFlags(raw)).toEqual(DEFAULT_FLAGS);
  });

  it('returns a fresh object, leaving the defaults untouched', () => {
    const flags = resolveFlags({ loyalty: false });
    flags.favorites = false;
    expect(DEFAULT_FLAGS.loyalty).toBe(true);
    expect(DEFAULT_FLAGS.favorites).toBe(true);
  });

  it('keeps only its own flags: names inherited from Object.prototype are not flags', () => {
    const flags = resolveFlags({ toString: true, hasOwnProperty: false });
    expect(flags).toEqual(DEFAULT_FLAGS);
    expect(Object.keys(flags)).toEqual(Object.keys(DEFAULT_FLAGS));
    expect(Object.prototype.hasOwnProperty.call(flags, 'toString')).toBe(false);
  });
});
