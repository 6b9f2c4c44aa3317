// Pure logic behind product cards: blurb, price range, rating rounding, shades and sizes, SKU state → button.
import { formatPriceRange } from '../../src/ui/format-price';
import {
  SKU_ACTION_LABELS, categoryOf, defaultSku, priceBounds, productBlurb, productChoices, skuAction, skuFor, swatchColours, visibleSkus,
} from '../../src/ui/product-info';
import { roundRating } from '../../src/ui/rating';
import type { Sku } from '../../src/rpc/types';
import { product, sizedProduct } from './product-fixtures';

describe('productBlurb (spec §9: 120 characters)', () => {
  it('keeps a short description as it is, whitespace collapsed', () => {
    expect(productBlurb('  Soft   matte\nfinish. ')).toBe('Soft matte finish.');
  });

  it('cuts a long one at a word boundary to at most 120 characters, ending in an ellipsis', () => {
    const long = 'A long-wearing lipstick with a soft matte finish that stays comfortable from morning coffee to late dinner, with shea butter.';
    expect(long.length).toBeGreaterThan(120);
    const blurb = productBlurb(long);
    expect(blurb.length).toBeLessThanOrEqual(120);
    expect(blurb.endsWith('…')).toBe(true);
    expect(long.startsWith(blurb.slice(0, -1))).toBe(true);
    expect(blurb).toBe('A long-wearing lipstick with a soft matte finish that stays comfortable from morning coffee to late dinner, with shea…');
  });

  it('cuts a word without spaces hard, and takes another length', () => {
    expect(productBlurb('x'.repeat(200))).toBe(`${'x'.repeat(119)}…`);
    expect(productBlurb('one two three four', 10)).toBe('one two…');
  });

  it('drops markup and gives "" for nothing', () => {
    expect(productBlurb('<b>Bold</b> claim')).toBe('Bold claim');
    expect(productBlurb(undefined)).toBe('');
  });
});

describe('price or price range across SKUs', () => {
  it('spans the visible SKUs (inactive ones left out) and formats for the locale', () => {
    const skus = visibleSkus(product(1));
    expect(skus.map((s) => s.SHADENAME)).toEqual(['Ruby', 'Sunset Duo', 'Nude']);
    const bounds = priceBounds(skus)!;
    expect(bounds).toEqual({ min: 24, max: 30 });
    expect(formatPriceRange(bounds.min, bounds.max, 'en_US')).toBe('$24.00 – $30.00');
    expect(formatPriceRange(bounds.min, bounds.max, 'en_GB', 'GBP')).toBe('£24.00 – £30.00');
  });

  it('is one price when every SKU costs the same, and nothing without prices', () => {
    expect(formatPriceRange(24, 24, 'en_US')).toBe('$24.00');
    expect(priceBounds([])).toBeNull();
    expect(priceBounds([{ PRICE: 0 } as Sku])).toBeNull();
  });
});

describe('rating rounding (spec §9: 1 decimal)', () => {
  it.each([
    [4.26, 4.3],
    [4.24, 4.2],
    [3, 3],
    [5.4, 5],
    [-1, 0],
  ])('%p → %p', (raw, rounded) => expect(roundRating(raw)).toBe(rounded));
});

describe('shades and sizes', () => {
  it('lists one swatch per shade, several colours for a multi-colour HEX_VALUE_STRING', () => {
    const { shades, sizes } = productChoices(product(1));
    expect(shades.map((s) => [s.name, s.colours])).toEqual([
      ['Ruby', ['#9b1b30']],
      ['Sunset Duo', ['#f28c28', '#c2185b']],
      ['Nude', ['#d8a48f']],
    ]);
    expect(sizes).toEqual([]);
  });

  it('drops values that are not hex colours', () => {
    expect(swatchColours({ HEX_VALUE_STRING: '#fff, red, url(x), #12345g,#A0B1C2' } as Sku)).toEqual(['#fff', '#A0B1C2']);
  });

  it('lists sizes only when there is more than one, and no swatches for an unshaded product', () => {
    const { shades, sizes } = productChoices(sizedProduct(2));
    expect(shades).toEqual([]);
    expect(sizes).toEqual(['30 ml', '50 ml', '75 ml']);
  });

  it('finds the SKU for a shade and size, else the one with the value just chosen', () => {
    const skus = visibleSkus(sizedProduct(2));
    expect(skuFor(skus, undefined, '50 ml', 'size')?.SKU_ID).toBe('SKU22');
    const shaded = visibleSkus(product(1));
    expect(skuFor(shaded, 'Sunset Duo', '', 'shade')?.SKU_ID).toBe('SKU12');
    expect(skuFor(shaded, 'Ruby', 'no such size', 'shade')?.SKU_ID).toBe('SKU11');
  });

  it('starts on the first SKU that can be bought', () => {
    const p = product(1, { skus: [{ SKU_ID: 'SKU1', INVENTORY_STATUS: 7, DISPLAY_ORDER: 1 }, { SKU_ID: 'SKU2', isOrderable: 1, DISPLAY_ORDER: 2 }] });
    expect(defaultSku(p)?.SKU_ID).toBe('SKU2');
  });

  it('adds from the page\'s category, else the product\'s own', () => {
    expect(categoryOf(product(1), 'CAT9')).toBe('CAT9');
    expect(categoryOf(product(1))).toBe('CAT1');
  });
});

describe('SKU state → button', () => {
  const sku = (fields: Partial<Sku>) => ({ isOrderable: 0, isPreOrder: 0, isComingSoon: 0, INVENTORY_STATUS: 1, ...fields }) as Sku;
  it.each<[string, Partial<Sku>, string, string]>([
    ['orderable', { isOrderable: 1 }, 'add', 'Add to bag'],
    ['orderable pre-order', { isOrderable: 1, isPreOrder: 1, INVENTORY_STATUS: 3 }, 'preorder', 'Pre-order'],
    ['coming soon', { isComingSoon: 1, INVENTORY_STATUS: 3 }, 'coming-soon', 'Coming soon'],
    ['sold out (7)', { INVENTORY_STATUS: 7 }, 'sold-out', 'Sold out'],
    ['temporarily sold out (2)', { INVENTORY_STATUS: 2, isShoppable: 1 }, 'sold-out', 'Sold out'],
    ['discontinued', { INVENTORY_STATUS: 1 }, 'unavailable', 'No longer available'],
  ])('%s', (_name, fields, action, label) => {
    const result = skuAction(sku(fields));
    expect(result).toBe(action);
    expect(SKU_ACTION_LABELS[result]).toBe(label);
  });

  it('is unavailable without a SKU', () => expect(skuAction(undefined)).toBe('unavailable'));
});
