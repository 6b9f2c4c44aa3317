import { describe, expect, it } from '@jest/globals';
import { createSearchStore } from '../../../demo/search/search-store';
import { useTestApp } from '../helpers/test-app';
import { searchableCounts } from '../helpers/test-catalog';

const t = useTestApp();
const store = () => createSearchStore(t.app.storefront.db);

describe('search store', () => {
  it('hands an FTS5 match over as space-separated ids, with one bm25 score per id when ranked', () => {
    const expected = t.app.storefront.db.prepare("SELECT rowid FROM product_search WHERE product_search MATCH '\"lipstick\"' ORDER BY rowid")
      .pluck().all() as number[];
    expect(expected).toHaveLength(12);
    const plain = store().match('"lipstick"', false);
    expect(plain.ids.split(' ').map(Number).sort((a, b) => a - b)).toEqual(expected);
    expect(plain.scores).toBe('');
    const ranked = store().match('"lipstick"', true);
    expect(ranked.ids.split(' ').map(Number).sort((a, b) => a - b)).toEqual(expected);
    expect(ranked.scores.split(' ').map(Number).every((score) => score < 0)).toBe(true);
    expect(ranked.scores.split(' ')).toHaveLength(12);
    expect(store().match('"zzqqxx"', true)).toEqual({ ids: '', scores: '' });
  });

  it('loads the searchable products and SKUs, and the vocabulary, for the snapshot', () => {
    const counts = searchableCounts(t.app.storefront.db);
    expect(counts).toEqual({ products: 47, skus: 170 });
    expect(store().products()).toHaveLength(47);
    expect(store().products().reduce((sum, row) => sum + row[13], 0)).toBe(170);
    expect([...store().skus()]).toHaveLength(170);
    expect(new Map([...store().vocabulary()]).get('lipstick')).toBe(12);
    expect(store().dimensionValues().slice(0, 3)).toEqual([[1001, 'Lipstick'], [1002, 'Foundation'], [1003, 'Mascara']]);
  });
});
