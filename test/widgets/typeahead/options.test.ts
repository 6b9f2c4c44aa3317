// What the typeahead panel lists (docs/requirements.md §2, §9): up to 5 products, 2 term suggestions and
// the see-all line, each an option with the page it leads to, and what the live region says about them.
import type { SearchResults } from '../../../src/model/search';
import { termSuggestions, typeaheadAnnouncement, typeaheadOptions } from '../../../src/widgets/typeahead/options';
import { dimension, searchProduct, searchResults } from '../../helpers/endeca-fixtures';

const products = (count: number) => Array.from({ length: count }, (_, i) => searchProduct(i + 1));
/** Each option as [kind, id, url, what it shows]. */
const summary = (results: SearchResults, term: string, pathPrefix = '/') =>
  typeaheadOptions(results, term, pathPrefix, 'ta').map((o) => [o.kind, o.id, o.url, o.kind === 'product' ? o.product.name : o.term]);

describe('termSuggestions', () => {
  it('offers at most 2 terms, the correction and did-you-mean terms first', () => {
    const results = searchResults({
      correctedTerm: 'lipstick',
      didYouMean: ['lip stick', 'lipstain'],
      refinements: [dimension('Category', ['Lipstik Liner'])],
    });
    expect(termSuggestions(results, 'lipstik')).toEqual(['lipstick', 'lip stick']);
  });

  it('follows the suggestions with refinement names containing the typed term, lower-cased', () => {
    const results = searchResults({
      didYouMean: ['lip gloss'],
      refinements: [dimension('Category', ['Foundation', 'Lip Liner', 'Lip Balm']), dimension('Finish', ['Matte'])],
    });
    expect(termSuggestions(results, 'Lip')).toEqual(['lip gloss', 'lip liner']);
  });

  it('offers matching refinement names from any dimension, skipping those that do not contain the term', () => {
    const results = searchResults({
      refinements: [dimension('Category', ['Foundation', 'Eyeshadow']), dimension('Finish', ['Matte', 'Ultra Matte'])],
    });
    expect(termSuggestions(results, 'matt')).toEqual(['matte', 'ultra matte']);
  });

  it('never suggests the typed term itself (any case, any surrounding spaces)', () => {
    const results = searchResults({
      correctedTerm: 'Blush',
      didYouMean: ['BLUSH'],
      refinements: [dimension('Category', ['Blush', 'Blush Brush'])],
    });
    expect(termSuggestions(results, '  blush ')).toEqual(['blush brush']);
  });

  it('offers each term once, keeping the first spelling', () => {
    const results = searchResults({
      correctedTerm: 'lip liner',
      didYouMean: ['Lip Liner'],
      refinements: [dimension('Category', ['Lip Liner', 'Lip Balm'])],
    });
    expect(termSuggestions(results, 'lip')).toEqual(['lip liner', 'lip balm']);
  });

  it('trims suggestions and skips empty ones', () => {
    const results = searchResults({ correctedTerm: '  ', didYouMean: ['', '  lip gloss  '] });
    expect(termSuggestions(results, 'lip')).toEqual(['lip gloss']);
  });

  it('never offers a dimension\'s "More" link as a term, even when the typed text matches it', () => {
    // "mor" is what a shopper has typed 3 letters into "moroccan oil"; the dimension has more values to list.
    const results = searchResults({ refinements: [dimension('Category', ['Morning Glow', 'Lipstick'], ['4000'])] });
    expect(termSuggestions(results, 'mor')).toEqual(['morning glow']);
  });

  it('offers no terms when nothing matches', () => {
    const results = searchResults({ refinements: [dimension('Category', ['Foundation'], ['4000'])] });
    expect(termSuggestions(results, 'lip')).toEqual([]);
  });
});

describe('typeaheadOptions', () => {
  it('offers no product whose page may not be linked, and shows only images that may be (ui/urls.ts)', () => {
    const results = searchResults({
      products: [
        searchProduct(1, { url: 'javascript:alert(1)' }),
        searchProduct(2, { url: '//evil.test/p/2' }),
        searchProduct(3, { image: 'data:image/svg+xml,<svg onload=alert(1)>' }),
        searchProduct(4, { image: '/media/product/PROD4.svg' }),
        searchProduct(5, { url: 'https://cdn.shop.test/p/5', image: 'https://cdn.shop.test/i/5.jpg' }),
        searchProduct(6), searchProduct(7), searchProduct(8),
      ],
    });
    const options = typeaheadOptions(results, 'lip', '/', 'ta', ['cdn.shop.test']);
    const shown = options.flatMap((o) => (o.kind === 'product' ? [[o.product.id, o.url, o.image ?? null]] : []));
    expect(shown).toEqual([
      ['PROD3', '/product/3', null],
      ['PROD4', '/product/4', '/media/product/PROD4.svg'],
      ['PROD5', 'https://cdn.shop.test/p/5', 'https://cdn.shop.test/i/5.jpg'],
      ['PROD6', '/product/6', null],
      ['PROD7', '/product/7', null],
    ]);
  });

  it('lists at most 5 products in result order, then the terms, then "see all", each with its own id and page', () => {
    const results = searchResults({ products: products(8), totalProducts: 37, didYouMean: ['lip gloss', 'lip liner', 'lip balm'] });
    expect(summary(results, 'lip')).toEqual([
      ['product', 'ta-p-PROD1', '/product/1', 'Product 1'],
      ['product', 'ta-p-PROD2', '/product/2', 'Product 2'],
      ['product', 'ta-p-PROD3', '/product/3', 'Product 3'],
      ['product', 'ta-p-PROD4', '/product/4', 'Product 4'],
      ['product', 'ta-p-PROD5', '/product/5', 'Product 5'],
      ['term', 'ta-t-0', '/esearch?search=lip%20gloss', 'lip gloss'],
      ['term', 'ta-t-1', '/esearch?search=lip%20liner', 'lip liner'],
      ['all', 'ta-all', '/esearch?search=lip', 'lip'],
    ]);
  });

  it('lists fewer products when fewer were found, and only "see all" when none were', () => {
    expect(summary(searchResults({ products: products(2) }), 'lip')).toEqual([
      ['product', 'ta-p-PROD1', '/product/1', 'Product 1'],
      ['product', 'ta-p-PROD2', '/product/2', 'Product 2'],
      ['all', 'ta-all', '/esearch?search=lip', 'lip'],
    ]);
    expect(summary(searchResults(), 'lip')).toEqual([['all', 'ta-all', '/esearch?search=lip', 'lip']]);
  });

  it('gives the product option the search answer\'s product', () => {
    const found = searchProduct(7, { priceMin: 12, priceMax: 30 });
    const [first] = typeaheadOptions(searchResults({ products: [found] }), 'lip', '/', 'ta');
    expect(first).toEqual({ kind: 'product', id: 'ta-p-PROD7', url: '/product/7', product: found });
  });

  it('links terms and "see all" to /{pathPrefix}esearch?search=<term>', () => {
    const results = searchResults({ didYouMean: ['rouge'] });
    expect(summary(results, 'lipstick', '/uk/')).toEqual([
      ['term', 'ta-t-0', '/uk/esearch?search=rouge', 'rouge'],
      ['all', 'ta-all', '/uk/esearch?search=lipstick', 'lipstick'],
    ]);
  });

  it('names and searches what the box holds in "see all" while the results shown are for an older term', () => {
    const results = searchResults({ products: products(1), didYouMean: ['lip gloss'] });
    expect(typeaheadOptions(results, 'lip', '/', 'ta', [], 'lips').map((o) => [o.kind, o.url, o.kind === 'product' ? o.product.name : o.term])).toEqual([
      ['product', '/product/1', 'Product 1'],
      ['term', '/esearch?search=lip%20gloss', 'lip gloss'],
      ['all', '/esearch?search=lips', 'lips'],
    ]);
  });

  it('encodes the term so it stays one parameter', () => {
    const [all] = typeaheadOptions(searchResults(), 'lip & gloss #1 ?x=1/2+3', '/', 'ta');
    expect(all!.url).toBe('/esearch?search=lip%20%26%20gloss%20%231%20%3Fx%3D1%2F2%2B3');
    const url = new URL(all!.url, 'http://shop.test');
    expect(url.searchParams.get('search')).toBe('lip & gloss #1 ?x=1/2+3');
    expect([...url.searchParams.keys()]).toEqual(['search']);
  });

  it('encodes markup, quotes and non-Latin text', () => {
    const term = '"><img src=x onerror=alert(1)> ルージュ 💄';
    const [all] = typeaheadOptions(searchResults(), term, '/', 'ta');
    expect(all!.url).toBe(
      '/esearch?search=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%20%E3%83%AB%E3%83%BC%E3%82%B8%E3%83%A5%20%F0%9F%92%84',
    );
    expect(new URL(all!.url, 'http://shop.test').searchParams.get('search')).toBe(term);
  });
});

describe('typeaheadAnnouncement', () => {
  it('counts the products and suggestions shown and says how to review them', () => {
    const options = typeaheadOptions(searchResults({ products: products(8), didYouMean: ['lip gloss', 'lip liner'] }), 'lip', '/', 'ta');
    expect(typeaheadAnnouncement(options, 'lip')).toBe('5 products and 2 suggestions for lip. Use the up and down arrows to review.');
  });

  it('says "1 product" and "1 suggestion" in the singular', () => {
    const options = typeaheadOptions(searchResults({ products: products(1), didYouMean: ['lip gloss'] }), 'lip', '/', 'ta');
    expect(typeaheadAnnouncement(options, 'lip')).toBe('1 product and 1 suggestion for lip. Use the up and down arrows to review.');
  });

  it('names no suggestions when there are none ("3 products for lip", not "and 0 suggestions")', () => {
    const options = typeaheadOptions(searchResults({ products: products(3) }), 'lip', '/', 'ta');
    expect(options.filter((o) => o.kind === 'term')).toHaveLength(0);
    expect(typeaheadAnnouncement(options, 'lip')).toBe('3 products for lip. Use the up and down arrows to review.');
  });

  it('says so when no product was found, whatever terms are suggested', () => {
    const options = typeaheadOptions(searchResults({ didYouMean: ['lipstick'] }), 'lipstik', '/', 'ta');
    expect(typeaheadAnnouncement(options, 'lipstik')).toBe('No products found for lipstik.');
  });
});
