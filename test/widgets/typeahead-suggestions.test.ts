import type { Dimension } from '../../src/rpc/search-types';
import { panelContent, searchPageUrl } from '../../src/widgets/typeahead/suggestions';
import { searchProduct, searchResults } from '../rpc/endeca-fixtures';

const dimension = (name: string, values: string[], more = false): Dimension => ({
  name,
  values: [
    ...values.map((value, i) => ({ id: String(4001 + i), name: value, link: `N=${4001 + i}`, count: 3, isMore: false })),
    ...(more ? [{ id: '4000', name: 'More...', link: 'Ne=4000', count: null, isMore: true }] : []),
  ],
});

const products = (count: number) => Array.from({ length: count }, (_, i) => searchProduct(i + 1));

describe('panelContent', () => {
  it('lists at most 5 products, in result order, and the total for see-all', () => {
    const content = panelContent(searchResults({ products: products(8), totalProducts: 37 }), 'lip');
    expect(content.products.map((p) => p.productId)).toEqual(['PROD1', 'PROD2', 'PROD3', 'PROD4', 'PROD5']);
    expect(content.total).toBe(37);
  });

  it('lists fewer products when fewer were found', () => {
    expect(panelContent(searchResults({ products: products(2) }), 'lip').products).toHaveLength(2);
    expect(panelContent(searchResults(), 'lip').products).toEqual([]);
  });

  it('offers at most 2 terms, the correction and did-you-mean terms first', () => {
    const results = searchResults({
      correctedTerm: 'lipstick',
      didYouMean: [
        { term: 'lip stick', link: 'Ntt=lip+stick' },
        { term: 'lipstain', link: 'Ntt=lipstain' },
      ],
      refinements: [dimension('Category', ['Lipstik Liner'])],
    });
    expect(panelContent(results, 'lipstik').terms).toEqual(['lipstick', 'lip stick']);
  });

  it('follows the suggestions with refinement names containing the typed term, lower-cased', () => {
    const results = searchResults({
      didYouMean: [{ term: 'lip gloss', link: '' }],
      refinements: [dimension('Category', ['Foundation', 'Lip Liner', 'Lip Balm']), dimension('Finish', ['Matte'])],
    });
    expect(panelContent(results, 'Lip').terms).toEqual(['lip gloss', 'lip liner']);
  });

  it('offers matching refinement names from any dimension, skipping those that do not contain the term', () => {
    const results = searchResults({
      refinements: [dimension('Category', ['Foundation', 'Eyeshadow']), dimension('Finish', ['Matte', 'Ultra Matte'])],
    });
    expect(panelContent(results, 'matt').terms).toEqual(['matte', 'ultra matte']);
  });

  it('never suggests the typed term itself (any case, any surrounding spaces)', () => {
    const results = searchResults({
      correctedTerm: 'Blush',
      didYouMean: [{ term: 'BLUSH', link: '' }],
      refinements: [dimension('Category', ['Blush', 'Blush Brush'])],
    });
    expect(panelContent(results, '  blush ').terms).toEqual(['blush brush']);
  });

  it('offers each term once', () => {
    const results = searchResults({
      correctedTerm: 'lip liner',
      didYouMean: [{ term: 'Lip Liner', link: '' }],
      refinements: [dimension('Category', ['Lip Liner', 'Lip Balm'])],
    });
    expect(panelContent(results, 'lip').terms).toEqual(['lip liner', 'lip balm']);
  });

  it('never offers the "More..." link of a dimension as a term, even when the typed text matches it', () => {
    // "mor" is what a shopper has typed 3 letters into "moroccan oil".
    const results = searchResults({ refinements: [dimension('Category', ['Morning Glow', 'Lipstick'], true)] });
    expect(panelContent(results, 'mor').terms).toEqual(['morning glow']);
  });

  it('offers no terms when nothing matches', () => {
    const results = searchResults({ refinements: [dimension('Category', ['Foundation'], true)] });
    expect(panelContent(results, 'lip').terms).toEqual([]);
  });
});

describe('searchPageUrl', () => {
  it('builds /{pathPrefix}esearch?search=<term>', () => {
    expect(searchPageUrl('/', 'lipstick')).toBe('/esearch?search=lipstick');
    expect(searchPageUrl('/uk/', 'lipstick')).toBe('/uk/esearch?search=lipstick');
  });

  it('encodes the term so it stays one parameter', () => {
    const url = searchPageUrl('/', 'lip & gloss #1 ?x=1/2+3');
    expect(url).toBe('/esearch?search=lip%20%26%20gloss%20%231%20%3Fx%3D1%2F2%2B3');
    expect(new URL(url, 'http://shop.test').searchParams.get('search')).toBe('lip & gloss #1 ?x=1/2+3');
    expect([...new URL(url, 'http://shop.test').searchParams.keys()]).toEqual(['search']);
  });

  it('encodes markup, quotes and non-Latin text', () => {
    const term = '"><img src=x onerror=alert(1)> ルージュ 💄';
    const url = searchPageUrl('/', term);
    expect(url).not.toMatch(/[<>"\s]/);
    expect(new URL(url, 'http://shop.test').searchParams.get('search')).toBe(term);
  });
});
