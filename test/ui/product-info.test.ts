// What a product card shows, worked out from the product: blurb, price range, shades and sizes, the SKU a
// choice lands on, and SKU state → button.
import {
  SKU_ACTION_LABELS, categoryOf, defaultSku, priceBounds, productBlurb, productChoices, productSummary, skuAction, skuFor, skuName, visibleSkus,
} from '../../src/ui/product-info';
import { modelSku, product, sizedProduct } from '../helpers/product-fixtures';

describe('productBlurb (docs/requirements.md §9: 120 characters)', () => {
  it('keeps a short description as it is, whitespace collapsed', () => {
    expect(productBlurb('  Soft   matte\nfinish. ')).toBe('Soft matte finish.');
  });

  it('cuts a long one at a word boundary to at most 120 characters, ending in an ellipsis', () => {
    const long = 'A long-wearing lipstick with a soft matte finish that stays comfortable from morning coffee to late dinner, with shea butter.';
    expect(long.length).toBe(125);
    const blurb = productBlurb(long);
    expect(blurb).toBe('A long-wearing lipstick with a soft matte finish that stays comfortable from morning coffee to late dinner, with shea…');
    expect(blurb.length).toBe(118);
  });

  it('cuts a word without spaces hard, and takes another length', () => {
    expect(productBlurb('x'.repeat(200))).toBe(`${'x'.repeat(119)}…`);
    expect(productBlurb('one two three four', 10)).toBe('one two…');
  });

  it('drops markup and gives "" for nothing', () => {
    expect(productBlurb('<b>Bold</b> claim')).toBe('Bold claim');
    expect(productBlurb('')).toBe('');
  });
});

describe('productSummary', () => {
  it('is the short description, else the long one', () => {
    expect(productSummary(product(1, { SHORT_DESC: 'Short.', DESCRIPTION: 'Long.' }))).toBe('Short.');
    expect(productSummary(product(1, { SHORT_DESC: '', DESCRIPTION: 'Long.' }))).toBe('Long.');
    expect(productSummary(product(1, { SHORT_DESC: undefined, DESCRIPTION: undefined }))).toBe('');
  });
});

describe('visibleSkus and priceBounds', () => {
  it('leaves inactive SKUs out, in display order, and spans their prices', () => {
    const skus = visibleSkus(product(1));
    expect(skus.map((s) => s.shadeName)).toEqual(['Ruby', 'Sunset Duo', 'Nude']);
    expect(priceBounds(skus)).toEqual({ min: 24, max: 30 });
  });

  it('shows every SKU of a product whose SKUs are all inactive', () => {
    const gone = product(1, { skus: [{ SKU_ID: 'SKU1', INVENTORY_STATUS: 5, DISPLAY_ORDER: 1 }, { SKU_ID: 'SKU2', INVENTORY_STATUS: 5, DISPLAY_ORDER: 2 }] });
    expect(visibleSkus(gone).map((s) => s.id)).toEqual(['SKU1', 'SKU2']);
  });

  it('has no bounds without a priced SKU; SKUs priced 0 do not count', () => {
    expect(priceBounds([])).toBeNull();
    expect(priceBounds([modelSku({ price: 0 })])).toBeNull();
    expect(priceBounds([modelSku({ price: 0 }), modelSku({ price: 12 })])).toEqual({ min: 12, max: 12 });
  });
});

describe('shades and sizes', () => {
  it('lists one swatch per shade, several colours for a multi-colour shade', () => {
    const { shades, sizes } = productChoices(product(1));
    expect(shades.map((s) => [s.name, s.colours, s.sku.id])).toEqual([
      ['Ruby', ['#9b1b30'], 'SKU11'],
      ['Sunset Duo', ['#f28c28', '#c2185b'], 'SKU12'],
      ['Nude', ['#d8a48f'], 'SKU13'],
    ]);
    expect(sizes).toEqual([]);
  });

  it('lists sizes only when there is more than one, and no swatches for an unshaded product', () => {
    const { shades, sizes } = productChoices(sizedProduct(2));
    expect(shades).toEqual([]);
    expect(sizes).toEqual(['30 ml', '50 ml', '75 ml']);
    expect(productChoices(product(3, { skus: [{ SKU_ID: 'SKU31', PRODUCT_SIZE: '30 ml' }] })).sizes).toEqual([]);
  });

  it('finds the SKU for a shade and size, else the one with the value just chosen', () => {
    const skus = visibleSkus(sizedProduct(2));
    expect(skuFor(skus, undefined, '50 ml', 'size')?.id).toBe('SKU22');
    const shaded = visibleSkus(product(1));
    expect(skuFor(shaded, 'Sunset Duo', '', 'shade')?.id).toBe('SKU12');
    expect(skuFor(shaded, 'Ruby', 'no such size', 'shade')?.id).toBe('SKU11');
    expect(skuFor(shaded, 'No such shade', undefined, 'shade')).toBeUndefined();
  });

  it('starts on the SKU asked for, else the first that can be bought, else the first shown', () => {
    const p = product(1, { skus: [{ SKU_ID: 'SKU1', INVENTORY_STATUS: 7, DISPLAY_ORDER: 1 }, { SKU_ID: 'SKU2', isOrderable: 1, DISPLAY_ORDER: 2 }] });
    expect(defaultSku(p)?.id).toBe('SKU2');
    expect(defaultSku(p, visibleSkus(p), 'SKU1')?.id).toBe('SKU1');
    expect(defaultSku(p, visibleSkus(p), 'SKU404')?.id).toBe('SKU2');
    const none = product(1, { skus: [{ SKU_ID: 'SKU1', INVENTORY_STATUS: 7, DISPLAY_ORDER: 1 }] });
    expect(defaultSku(none)?.id).toBe('SKU1');
  });

  it('names a SKU by its product, and its shade only when the product is shaded (a mascara\'s one "Black" is no choice)', () => {
    const shaded = product(1);
    expect(skuName(shaded, visibleSkus(shaded)[0])).toBe('Velvet Lipstick 1, Ruby');
    const mascara = product(2, { shaded: 0, skus: [{ SKU_ID: 'SKU21', SHADENAME: 'Black' }] });
    expect(skuName(mascara, visibleSkus(mascara)[0])).toBe('Velvet Lipstick 2');
    expect(skuName(shaded, undefined)).toBe('Velvet Lipstick 1');
  });

  it('adds from the page\'s category, else the product\'s own', () => {
    expect(categoryOf(product(1), 'CAT9')).toBe('CAT9');
    expect(categoryOf(product(1))).toBe('CAT1');
    expect(categoryOf(product(1, { PARENT_CAT_ID: undefined }))).toBeUndefined();
  });
});

describe('SKU state → button (docs/decisions.md "Button states")', () => {
  it.each<[string, Parameters<typeof modelSku>[0], string, string]>([
    ['orderable', { orderable: true }, 'add', 'Add to bag'],
    ['orderable pre-order', { orderable: true, preOrder: true, inventoryStatus: 3 }, 'preorder', 'Pre-order'],
    ['coming soon', { orderable: false, comingSoon: true }, 'coming-soon', 'Coming soon'],
    ['coming soon by inventory status 3', { orderable: false, inventoryStatus: 3 }, 'coming-soon', 'Coming soon'],
    ['sold out (7)', { orderable: false, inventoryStatus: 7 }, 'sold-out', 'Sold out'],
    ['temporarily sold out (2)', { orderable: false, inventoryStatus: 2 }, 'sold-out', 'Sold out'],
    ['discontinued', { orderable: false, inventoryStatus: 1 }, 'unavailable', 'No longer available'],
  ])('%s', (_name, fields, action, label) => {
    const result = skuAction(modelSku(fields));
    expect(result).toBe(action);
    expect(SKU_ACTION_LABELS[result]).toBe(label);
  });

  it('is unavailable without a SKU', () => expect(skuAction(undefined)).toBe('unavailable'));
});
