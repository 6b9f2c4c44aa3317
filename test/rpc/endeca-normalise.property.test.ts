// Properties of reading an Endeca answer (docs/wire-formats.md "Endeca search"; docs/decisions.md "Property
// tests"): any JSON reads without throwing into results whose lists hold no repeats and whose numbers are finite;
// what is not an object reads as the documented empty results.
import fc from 'fast-check';
import { normaliseEndeca } from '../../src/rpc/endeca-normalise';
import { contentZoneUrl } from '../../src/rpc/html-fetchers';
import { searchResults } from '../helpers/endeca-fixtures';
import { anyJson, anyText, checkProperty, usvText, wireValue } from '../helpers/property';

const props = <K extends string>(keys: readonly K[], ids: fc.Arbitrary<unknown>) =>
  fc.record(
    Object.fromEntries(keys.map((key) => [key, key.endsWith('_ID') ? fc.oneof(ids, wireValue) : wireValue])) as Record<K, fc.Arbitrary<unknown>>,
    { requiredKeys: [] },
  );
const ids = fc.constantFrom('PROD1', 'PROD2', ' PROD1 ', 'SKU1', 'SKU2', '', '11', 11, '77', '7\ud800', 'a/b?c#d');
const withProperties = (p: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: fc.record({ Properties: p }) }, { weight: 1, arbitrary: wireValue });

const skuProps = props(['s_SKU_ID', 's_PRICE', 's_HEX_VALUE_STRING', 's_IMAGE_5UP', 's_DISPLAY_ORDER'], ids);
const productProps = props(['p_PRODUCT_ID', 'p_PROD_RGN_NAME', 'p_PROD_RGN_SUBHEADING', 'p_url', 'p_AVERAGE_RATING', 'p_TOTAL_REVIEW_COUNT', 'p_IMAGE', 'rec_type', 'c_NODE_ID', 'NODE_ID'], ids);
const record = withProperties(fc.tuple(productProps, skuProps).map(([p, s]) => ({ ...p, ...s })));
const aggregate = fc.oneof(
  { weight: 4, arbitrary: fc.record({ Properties: productProps, Records: fc.oneof(fc.array(withProperties(skuProps), { maxLength: 4 }), wireValue) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: wireValue },
);
const dimensionValue = fc.record({ 'Dim Value ID': wireValue, 'Dim Value Name': fc.oneof(fc.constant('More...'), wireValue), Count: wireValue, 'Selection Link': fc.oneof(fc.constantFrom('N=1&Ne=4001+4002', 'Ne=', '%%', '?Ne=9 9'), anyText(6)) }, { requiredKeys: [] });
const dimension = fc.record({ 'Dimension Name': wireValue, 'Dimension Values': fc.oneof(fc.array(dimensionValue, { maxLength: 4 }), wireValue), Type: fc.constantFrom('Navigation', 'Other', undefined) }, { requiredKeys: [] });
const suggestion = fc.oneof(fc.record({ 'New Term': fc.oneof(fc.constantFrom('lipstick', 'Lipstick', 'LIPSTICK*', ' gloss '), wireValue) }), wireValue);
const list = <T>(item: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: fc.array(item, { maxLength: 4 }) }, { weight: 1, arbitrary: wireValue });

const answer = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        Records: list(record),
        AggrRecords: list(aggregate),
        MetaInfo: fc.oneof(fc.record({ 'Total Number of Matching Aggregate Records': wireValue }), wireValue),
        'Search Info': fc.oneof(fc.record({ all: fc.oneof(fc.record({ 'Search Term': fc.oneof(fc.constantFrom('lipstick', 'lip*', '**'), wireValue), 'Spell Correction': list(suggestion), 'DYM Information': list(suggestion) }, { requiredKeys: [] }), wireValue) }), wireValue),
        Breadcrumbs: list(dimension),
        Refinements: list(fc.oneof(fc.record({ Dimensions: list(dimension) }), wireValue)),
        'Supplemental Objects': list(withProperties(props(['DGraph.KeywordRedirectUrl', 'nodeId', 'NODE_ID'], fc.constantFrom('/x', 'spot1', '')))),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJson(3) },
);

const unique = (list: readonly string[]) => new Set(list).size === list.length;
const finite = (n: number) => Number.isFinite(n);

// The requested term is the caller's cleaned term from the URL or the search box (a USVString).
describe('normaliseEndeca, for any answer and term', () => {
  it('never throws; products, SKUs, zones and suggestions hold no repeats and no empty ids', () => {
    checkProperty(
      fc.property(answer, usvText(6), (raw, term) => {
        const results = normaliseEndeca(raw, term);
        expect(unique(results.products.map((p) => p.id))).toBe(true);
        expect(results.products.every((p) => p.id !== '' && unique(p.skus.map((s) => s.id)) && p.skus.every((s) => s.id !== ''))).toBe(true);
        expect(unique(results.contentZones) && results.contentZones.every((z) => z !== '')).toBe(true);
        // Each zone's HTML is fetched from a URL with its id in the path, and each suggestion is a link's term: both
        // encode (a JSON text may hold a lone surrogate, which encodeURIComponent throws on).
        for (const id of results.contentZones) expect(decodeURIComponent(contentZoneUrl('/', 'api', id).split('/').pop()!)).toBe(id);
        for (const text of [results.term, results.correctedTerm ?? '', ...results.didYouMean]) expect(decodeURIComponent(encodeURIComponent(text))).toBe(text);
        const lower = results.didYouMean.map((t) => t.toLowerCase());
        expect(unique(lower) && !lower.includes(results.term.toLowerCase()) && results.didYouMean.every((t) => t !== '')).toBe(true);
        expect(results.correctedTerm === null || (results.correctedTerm !== '' && results.correctedTerm.toLowerCase() !== results.term.toLowerCase())).toBe(true);
        expect(results.term).not.toMatch(/\*$/);
      }),
    );
  });

  it('gives finite numbers: prices from the lowest to the highest positive SKU price, a whole non-negative total', () => {
    checkProperty(
      fc.property(answer, (raw) => {
        const results = normaliseEndeca(raw);
        expect(Number.isInteger(results.totalProducts) && results.totalProducts >= 0).toBe(true);
        for (const p of results.products) {
          expect([p.rating, p.reviewCount, p.priceMin, p.priceMax, ...p.skus.map((s) => s.price)].every(finite)).toBe(true);
          const prices = p.skus.map((s) => s.price).filter((price) => price > 0);
          expect([p.priceMin, p.priceMax]).toEqual(prices.length ? [Math.min(...prices), Math.max(...prices)] : [0, 0]);
          for (const s of p.skus) for (const c of s.colours) expect(c).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/);
        }
        for (const d of [...results.breadcrumbs, ...results.refinements]) {
          expect(d.values.every((v) => v.count === null || finite(v.count))).toBe(true);
          expect(d.more === null || d.more.every((id) => id !== '' && !/[\s+]/.test(id))).toBe(true);
        }
      }),
    );
  });

  it('reads anything that is not an object as no results for the requested term', () => {
    checkProperty(
      fc.property(fc.oneof(wireValue, fc.array(anyJson(2))).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)), usvText(6), (raw, term) => {
        expect(normaliseEndeca(raw, term)).toEqual(searchResults({ term: term.replace(/\*+$/, '') }));
      }),
    );
  });
});
