import { DEFAULT_LOCALE, FALLBACK_LOCALE, resolveLocale, toBcp47 } from '../../src/config/locale';

describe('resolveLocale', () => {
  it('gives en_US when nothing names a locale', () => {
    expect(DEFAULT_LOCALE).toBe('en_US');
    expect(resolveLocale()).toBe('en_US');
    expect(resolveLocale(null, undefined, '')).toBe('en_US');
  });

  it('gives the en_GB fallback for a locale it cannot read', () => {
    expect(FALLBACK_LOCALE).toBe('en_GB');
    for (const bad of ['english', 'e', 'en_', 'en_GBR', '12_34', 'en__GB']) expect(resolveLocale(bad)).toBe('en_GB');
  });

  it.each([
    ['en_US', 'en_US'],
    ['en-gb', 'en_GB'],
    ['en_gb', 'en_GB'],
    ['fr-FR', 'fr_FR'],
    [' de_de ', 'de_DE'],
    ['fil_PH', 'fil_PH'],
  ])('normalises %p to %p', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });

  it('takes the first readable candidate, skipping absent and unreadable ones', () => {
    expect(resolveLocale(null, 'fr_FR', 'de_DE')).toBe('fr_FR');
    expect(resolveLocale('???', 'de-de')).toBe('de_DE');
    expect(resolveLocale('???', null)).toBe('en_GB');
  });
});

describe('toBcp47', () => {
  it('turns ll_CC into ll-CC for Intl', () => {
    expect(toBcp47('en_GB')).toBe('en-GB');
  });
});
