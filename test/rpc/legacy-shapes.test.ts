// Page scripts get the storefront's own records (src/rpc/legacy-shapes.ts): each model record parsed
// from the wire remembers the record it was read from; one made otherwise gives an empty record.
import { fromWire, toLegacy } from '../../src/rpc/legacy-shapes';
import { parseCart, parseCartAnswer, parseProdcat, parseProduct, parseUser } from '../../src/rpc/parse-storefront';
import { modelSku, product as modelProduct, rawProduct } from '../helpers/product-fixtures';

describe('fromWire / toLegacy', () => {
  it('gives back the very record the model was noted with', () => {
    const wire = { PRODUCT_ID: 'PROD1', extra: { nested: [1, 2] } };
    const model = { id: 'PROD1' };
    expect(fromWire(model, wire)).toBe(model);
    expect(toLegacy(model)).toBe(wire);
    expect(toLegacy(model)).toEqual({ PRODUCT_ID: 'PROD1', extra: { nested: [1, 2] } });
  });

  it('keeps one record per model object', () => {
    const first = fromWire({ id: 'a' }, { n: 1 });
    const second = fromWire({ id: 'a' }, { n: 2 });
    expect([toLegacy(first), toLegacy(second)]).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('takes the latest record when a model is noted twice', () => {
    const model = fromWire({ id: 'a' }, { n: 1 });
    fromWire(model, { n: 2 });
    expect(toLegacy(model)).toEqual({ n: 2 });
  });

  it('gives an empty record for a model object never read from the wire', () => {
    expect(toLegacy({ id: 'PROD1' })).toEqual({});
    expect(toLegacy(modelSku())).toEqual({});
  });

  it('gives an empty record for a copy of a parsed model (the record belongs to the object, not its contents)', () => {
    const parsed = modelProduct(1);
    expect(toLegacy(parsed)).toEqual(rawProduct(1));
    expect(toLegacy({ ...parsed })).toEqual({});
  });

  it('gives a fresh empty record each time, so a page script writing to one changes nothing', () => {
    const model = { id: 'x' };
    toLegacy(model).PRODUCT_ID = 'written';
    expect(toLegacy(model)).toEqual({});
  });
});

describe('round trip through the parsers: the raw record comes back identical', () => {
  it('a prodcat product, with every field the model leaves out', () => {
    const raw = rawProduct(3, { GIFTSET_COMPONENTS: [], MISC_FLAG: '0', sized: 0 });
    const before = structuredClone(raw);
    const product = parseProduct(raw)!;
    expect(toLegacy(product)).toBe(raw);
    expect(toLegacy(product)).toEqual(before);
  });

  it('each product of a prodcat answer', () => {
    const raws = [rawProduct(1), rawProduct(2)];
    expect(parseProdcat({ products: raws }).map(toLegacy)).toEqual(raws);
    parseProdcat({ products: raws }).forEach((product, i) => expect(toLegacy(product)).toBe(raws[i]));
  });

  it('the user', () => {
    const raw = { signed_in: 1, csr_logged_in: 0, csr_email: '', email: 'ana@example.com', first_name: 'Ana', loyalty_points: '120' };
    const before = structuredClone(raw);
    const user = parseUser(raw);
    expect(toLegacy(user)).toBe(raw);
    expect(raw).toEqual(before);
  });

  it('the bag and each of its lines', () => {
    const line = { sku: 'CAT1PROD2SKU3', SKU_BASE_ID: '3', PRODUCT_ID: 'PROD2', qty: '2', formattedPrice: '$24.00' };
    const raw = { TRANS_ID: 9, items_count: '2', totals: { total: '48.00' }, order: { items: [line], samples: [], offerCodes: ['X'] } };
    const before = structuredClone(raw);
    const cart = parseCart(raw);
    expect(toLegacy(cart)).toBe(raw);
    expect(toLegacy(cart.items[0]!)).toBe(line);
    expect(raw).toEqual(before);
  });

  it("a cart add's line and bag", () => {
    const line = { sku: 'CAT1PROD2SKU3', SKU_BASE_ID: 3, PRODUCT_ID: 'PROD2', qty: 1 };
    const trans = { TRANS_ID: 9, items_count: 1, order: { items: [line] } };
    const answer = parseCartAnswer({ ac_results: [{ result: { CARTITEM: line } }], trans_data: trans });
    expect(toLegacy(answer.item!)).toBe(line);
    expect(toLegacy(answer.cart)).toBe(trans);
  });

  it('a user or bag read from something unreadable gives an empty record', () => {
    expect(toLegacy(parseUser('x'))).toEqual({});
    expect(toLegacy(parseCart(null))).toEqual({});
  });

  it('a parsed SKU or promotion has no record of its own (page scripts read them inside their product or bag)', () => {
    const product = parseProduct(rawProduct(4))!;
    expect(toLegacy(product.skus[0]!)).toEqual({});
    const cart = parseCart({ pwp: { id: 'pwp-1', active: 1 } });
    expect(toLegacy(cart.pwp!)).toEqual({});
    expect(toLegacy(cart)).toEqual({ pwp: { id: 'pwp-1', active: 1 } });
  });
});
