import { formatPrice, formatPriceRange } from '../../src/ui/format-price';

describe('formatPrice', () => {
  it('formats in the page locale, in US dollars unless told otherwise', () => {
    expect(formatPrice(24, 'en_US')).toBe('$24.00');
    expect(formatPrice(1234.5, 'en_US')).toBe('$1,234.50');
    expect(formatPrice(24, 'en_GB', 'GBP')).toBe('£24.00');
  });
});

describe('formatPriceRange', () => {
  it('is a range across the SKUs\' prices, formatted for the locale', () => {
    expect(formatPriceRange(24, 30, 'en_US')).toBe('$24.00 – $30.00');
    expect(formatPriceRange(24, 30, 'en_GB', 'GBP')).toBe('£24.00 – £30.00');
  });

  it('is one price when every SKU costs the same', () => {
    expect(formatPriceRange(24, 24, 'en_US')).toBe('$24.00');
  });
});
