import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';
import { orderableSkuIds } from '../helpers/test-catalog';

const t = useTestApp();
const store = () => t.app.storefront.finder;

describe('finder store', () => {
  it('reads the questions and their options in order', () => {
    expect(store().questions().map((q) => [q.id, q.name, q.prompt, q.options.map((o) => o.value)])).toEqual([
      ['tone', 'Skin tone', 'Which best describes your skin tone?', ['fair', 'light', 'medium', 'deep']],
      ['undertone', 'Undertone', 'What is your undertone?', ['cool', 'neutral', 'warm']],
      ['finish', 'Finish', 'Which finish do you prefer?', ['matte', 'natural', 'satin', 'radiant']],
      ['coverage', 'Coverage', 'How much coverage do you like?', ['sheer', 'light', 'medium', 'buildable', 'full']],
    ]);
    expect(store().questions()[1]!.help).toBe('Veins that look blue or purple suggest cool; green suggests warm; a mix, neutral.');
  });

  it('gives one match per combination with an orderable shade: the most-reviewed product\'s first shade, and how many share it', () => {
    expect(store().matches()).toEqual([
      { tone: 'deep', undertone: 'cool', finish: 'radiant', coverage: 'light', skuId: 11, productId: 2, shades: 1 },
      { tone: 'deep', undertone: 'warm', finish: 'matte', coverage: 'buildable', skuId: 160, productId: 41, shades: 2 },
      { tone: 'deep', undertone: 'warm', finish: 'radiant', coverage: 'light', skuId: 10, productId: 2, shades: 1 },
      { tone: 'fair', undertone: 'neutral', finish: 'matte', coverage: 'buildable', skuId: 154, productId: 41, shades: 1 },
      { tone: 'fair', undertone: 'warm', finish: 'matte', coverage: 'buildable', skuId: 155, productId: 41, shades: 1 },
      { tone: 'fair', undertone: 'warm', finish: 'radiant', coverage: 'light', skuId: 4, productId: 2, shades: 2 },
      { tone: 'light', undertone: 'cool', finish: 'matte', coverage: 'buildable', skuId: 156, productId: 41, shades: 1 },
      { tone: 'light', undertone: 'neutral', finish: 'radiant', coverage: 'light', skuId: 6, productId: 2, shades: 1 },
      { tone: 'light', undertone: 'warm', finish: 'matte', coverage: 'buildable', skuId: 157, productId: 41, shades: 1 },
      { tone: 'light', undertone: 'warm', finish: 'radiant', coverage: 'light', skuId: 7, productId: 2, shades: 1 },
      { tone: 'medium', undertone: 'cool', finish: 'matte', coverage: 'buildable', skuId: 158, productId: 41, shades: 1 },
      { tone: 'medium', undertone: 'neutral', finish: 'radiant', coverage: 'light', skuId: 9, productId: 2, shades: 1 },
      { tone: 'medium', undertone: 'warm', finish: 'matte', coverage: 'buildable', skuId: 159, productId: 41, shades: 1 },
    ]);
    // Every shade the finder may add can go in the bag, and the counts cover exactly the orderable finder shades.
    const db = t.app.storefront.db;
    const orderable = orderableSkuIds(db, 's.id IN (SELECT sku_id FROM finder_shades)');
    expect(store().matches().filter((m) => !orderable.includes(m.skuId))).toEqual([]);
    expect(store().matches().reduce((sum, m) => sum + m.shades, 0)).toBe(orderable.length);
    expect(orderable.length).toBe(15);
  });

  it('reads one shade for its dashboard; nothing for a SKU that is not a finder shade', () => {
    expect(store().option(154)).toEqual({
      skuId: 154,
      productId: 41,
      categoryId: 2,
      productName: 'Soft Focus Soft Matte Foundation',
      subheading: '24-hour wear, natural finish',
      shadeName: '1N2 Porcelain Neutral',
      priceCents: 3950,
      answers: [
        { question: 'Skin tone', label: 'Fair' },
        { question: 'Undertone', label: 'Neutral' },
        { question: 'Finish', label: 'Matte' },
        { question: 'Coverage', label: 'Buildable' },
      ],
    });
    expect(store().option(1)).toBeNull();
    expect(store().option(999999)).toBeNull();
  });
});
