import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { addToBag, cookieItemCount, submitForm as form, transGet } from '../helpers/rpc-client';
import { createTestApp, Visitor } from '../helpers/test-app';
import { orderableSkuIds } from '../helpers/test-catalog';
import { hashPassword } from '../../../demo/auth/password';

let app: FastifyInstance;
let close: () => Promise<void>;

/** SKU ids picked from the test catalog (statuses forced where the small catalog lacks them). */
const sku = { lipstick: 0, lipstick2: 0, other: 0, soldOut: 0, tempSoldOut: 0, inactive: 0, comingSoon: 0, preOrder: 0, kit: 0, kitProduct: 0 };

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const { db } = app.storefront;
  const lipsticks = orderableSkuIds(db, 'p.category_id = 1');
  const foundations = orderableSkuIds(db, 'p.category_id = 2');
  // "other": an orderable SKU outside lipstick (the promotion's category), foundation (restatused below) and kits.
  const [other] = orderableSkuIds(db, 'p.category_id NOT IN (1, 2, 12)');
  expect([lipsticks.slice(0, 2), foundations.slice(0, 5), other]).toEqual([[1, 2], [4, 5, 6, 7, 9], 13]);
  Object.assign(sku, { lipstick: lipsticks[0], lipstick2: lipsticks[1], other });
  const setStatus = db.prepare('UPDATE skus SET inventory_status = ?, is_preorder = ?, is_coming_soon = ?, shoppable = ?, release_date = ? WHERE id = ?');
  const [soldOut, tempSoldOut, inactive, comingSoon, preOrder] = foundations as [number, number, number, number, number];
  setStatus.run(7, 0, 0, 1, null, soldOut);
  setStatus.run(2, 0, 0, 1, null, tempSoldOut);
  setStatus.run(5, 0, 0, 0, null, inactive);
  setStatus.run(3, 0, 1, 1, '2031-05-01', comingSoon);
  setStatus.run(3, 1, 0, 1, '2031-05-01', preOrder);
  Object.assign(sku, { soldOut, tempSoldOut, inactive, comingSoon, preOrder });
  const kit = db.prepare(`SELECT p.id AS productId, s.id AS skuId FROM products p JOIN skus s ON s.product_id = p.id
    WHERE p.is_kit = 1 ORDER BY p.id LIMIT 1`).get() as { productId: number; skuId: number };
  setStatus.run(1, 0, 0, 1, null, kit.skuId);
  db.prepare('UPDATE products SET discontinued = 0 WHERE id = ?').run(kit.productId);
  Object.assign(sku, { kit: kit.skuId, kitProduct: kit.productId });
});
afterAll(async () => close());

/** Everything a bag or favorites write could touch. */
function databaseSnapshot() {
  const { db } = app.storefront;
  return {
    carts: db.prepare('SELECT id, session_id, user_id FROM carts ORDER BY id').all(),
    lines: db.prepare('SELECT cart_id, sku_id, qty, category_id FROM cart_lines ORDER BY cart_id, sku_id').all(),
    offerCodes: db.prepare('SELECT cart_id, offer_code FROM cart_offer_codes ORDER BY cart_id, offer_code').all(),
    favorites: db.prepare('SELECT COUNT(*) FROM favorites').pluck().get(),
  };
}

describe('rpc.form cart add', () => {
  it('adds a line and answers CARTITEM, OVERLAY and trans_data; the cookie and trans.get follow', async () => {
    const visitor = await Visitor.arrived(app);
    const { entry, response } = await addToBag(visitor, sku.lipstick, 2);
    const product = app.storefront.catalog.productById(app.storefront.catalog.skuById(sku.lipstick)!.productId)!;
    const { ac_results: acResults, trans_data: trans } = entry.result!.data;
    expect(acResults).toHaveLength(1);
    expect(acResults[0].result.action).toBe('add');
    expect(acResults[0].result.CARTITEM).toEqual({
      sku: `CAT1PROD${product.id}SKU${sku.lipstick}`, SKU_BASE_ID: sku.lipstick, PRODUCT_ID: `PROD${product.id}`, qty: 2,
      PRICE: 36.5, formattedPrice: '$36.50', name: product.name, shade: 'Peony Affair', isKit: 0,
    });
    const overlay: string = acResults[0].result.OVERLAY;
    expect(overlay).toContain('Added to your bag');
    expect(overlay).toContain('href="/cart"');
    expect(overlay).toContain('2 items in your bag');
    expect(overlay).toContain(product.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(trans.items_count).toBe(2);
    expect(trans.order.items).toEqual([acResults[0].result.CARTITEM].map(({ isKit: _kit, ...item }) => item));
    expect(entry.result!.value).toEqual(trans);
    expect(cookieItemCount(response)).toBe('2');
    expect(await transGet(visitor)).toEqual(trans);
  });

  it('adds to an existing line, or sets it with INCREMENT 0; numbers may come as strings', async () => {
    const visitor = await Visitor.arrived(app);
    await addToBag(visitor, sku.lipstick, '3');
    const { entry, response } = await addToBag(visitor, sku.lipstick, 2);
    expect(entry.result!.data.ac_results[0].result.CARTITEM.qty).toBe(5);
    expect(cookieItemCount(response)).toBe('5');
    const set = await addToBag(visitor, String(sku.lipstick), 1, { INCREMENT: '0' });
    expect(set.entry.result!.data.trans_data.items_count).toBe(1);
  });

  it('keeps the category the shopper added from in the sku path, and records an offer code', async () => {
    const visitor = await Visitor.arrived(app);
    const { entry } = await addToBag(visitor, sku.other, 1, { CAT_BASE_ID: 'CAT12', OFFER_CODE: 'SPRING10' });
    const trans = entry.result!.data.trans_data;
    expect(trans.order.items[0].sku).toMatch(new RegExp(`^CAT12PROD\\d+SKU${sku.other}$`));
    expect(trans.order.offerCodes).toEqual(['SPRING10']);
  });

  // Only codes of the offers table, a bounded number per bag
  // (docs/security.md, "Database growth from anonymous clients").
  it('takes offer codes of the offers table only, whatever their case, and at most 3 on one bag', async () => {
    expect(app.storefront.db.prepare('SELECT code FROM offers ORDER BY code').pluck().all())
      .toEqual(['lyl_social_fb', 'lyl_social_pinterest', 'lyl_social_twitter', 'SPRING10']);
    // A new member with an empty bag: the Loyalty codes are theirs to use (a guest's are refused, below).
    const { users, loyalty } = app.storefront;
    loyalty.join(users.create('codes@example.com', 'Cody', await hashPassword('password'))!, null);
    const visitor = new Visitor(app);
    await visitor.signIn('codes@example.com');
    const codes = async () => (await transGet(visitor)).order.offerCodes;
    await addToBag(visitor, sku.other, 1, { OFFER_CODE: 'spring10' });
    await addToBag(visitor, sku.other, 1, { OFFER_CODE: 'lyl_social_fb' });
    await addToBag(visitor, sku.other, 1, { OFFER_CODE: 'LYL_SOCIAL_TWITTER' });
    expect(await codes()).toEqual(['SPRING10', 'lyl_social_fb', 'lyl_social_twitter']);
    const before = databaseSnapshot();
    const fourth = await addToBag(visitor, sku.other, 1, { OFFER_CODE: 'lyl_social_pinterest' });
    expect(fourth.entry.error!.data.messages[0]).toMatchObject({ key: 'cart.offer_code.too_many', text: 'You can use at most 3 offer codes on one order.' });
    expect(databaseSnapshot()).toEqual(before);
    // A code the bag already carries is no new code.
    expect((await addToBag(visitor, sku.other, 1, { OFFER_CODE: 'SPRING10' })).entry.result!.value.items_count).toBe(4);
    expect(await codes()).toEqual(['SPRING10', 'lyl_social_fb', 'lyl_social_twitter']);
  });

  it('takes a Loyalty offer\'s code from a signed-in member only, refusing it (and the add) for a guest or a shopper who has not joined', async () => {
    const guest = await Visitor.arrived(app);
    const shopper = new Visitor(app);
    await shopper.signIn('shopper@example.com');
    for (const visitor of [guest, shopper]) {
      const before = databaseSnapshot();
      const refused = await addToBag(visitor, sku.other, 1, { OFFER_CODE: 'LYL_SOCIAL_FB' });
      expect(refused.entry.error!.data.messages[0]).toMatchObject({
        key: 'cart.offer_code.members_only',
        text: 'The offer code lyl_social_fb is for Loyalty members. Sign in and join Loyalty to use it.',
      });
      expect(databaseSnapshot()).toEqual(before);
      // Any shopper's own code still goes.
      expect((await addToBag(visitor, sku.other, 1, { OFFER_CODE: 'SPRING10' })).entry.error).toBeUndefined();
    }
  });

  it('takes a pre-order SKU', async () => {
    const { entry } = await addToBag(await Visitor.arrived(app), sku.preOrder, 1);
    expect(entry.result!.data.trans_data.items_count).toBe(1);
  });

  it('puts a signed-in shopper’s adds in the user bag, seen from another session', async () => {
    const first = new Visitor(app);
    await first.signIn('member@example.com');
    await addToBag(first, sku.lipstick2, 1);
    const second = new Visitor(app);
    await second.signIn('member@example.com');
    expect((await transGet(second)).order.items.map((item: any) => item.SKU_BASE_ID)).toContain(sku.lipstick2);
  });
});

describe('rpc.form cart update and delete', () => {
  it('sets a line quantity, then removes the line; the cookie follows each change', async () => {
    const visitor = await Visitor.arrived(app);
    await addToBag(visitor, sku.lipstick, 1);
    await addToBag(visitor, sku.other, 1);
    const updated = await form(visitor, { _SUBMIT: 'cart', action: 'update', SKU_BASE_ID: sku.lipstick, QTY: 4 });
    expect(updated.entry.result!.data.ac_results[0].result).toMatchObject({ action: 'update', CARTITEM: { SKU_BASE_ID: sku.lipstick, qty: 4 } });
    expect(updated.entry.result!.data.ac_results[0].result.OVERLAY).toBeUndefined();
    expect(cookieItemCount(updated.response)).toBe('5');

    const deleted = await form(visitor, { _SUBMIT: 'cart', action: 'delete', SKU_BASE_ID: sku.lipstick });
    expect(deleted.entry.result!.data.ac_results[0].result).toMatchObject({ action: 'delete', CARTITEM: { SKU_BASE_ID: sku.lipstick, qty: 0 } });
    expect(deleted.entry.result!.data.trans_data.order.items.map((item: any) => item.SKU_BASE_ID)).toEqual([sku.other]);
    expect(cookieItemCount(deleted.response)).toBe('1');

    const again = await form(visitor, { _SUBMIT: 'cart', action: 'delete', SKU_BASE_ID: sku.lipstick });
    expect(again.entry.result!.data.ac_results[0].result.CARTITEM).toBeNull();
    expect(again.entry.result!.data.trans_data.items_count).toBe(1);
  });

  it('lets a shopper lower the quantity of an item that has since sold out, but not raise it', async () => {
    const visitor = await Visitor.arrived(app);
    const { db } = app.storefront;
    await addToBag(visitor, sku.lipstick2, 3);
    db.prepare('UPDATE skus SET inventory_status = 7 WHERE id = ?').run(sku.lipstick2);
    try {
      expect((await form(visitor, { _SUBMIT: 'cart', action: 'update', SKU_BASE_ID: sku.lipstick2, QTY: 5 })).entry.error?.data.messages[0].key)
        .toBe('cart.sku.sold_out');
      expect((await form(visitor, { _SUBMIT: 'cart', action: 'update', SKU_BASE_ID: sku.lipstick2, QTY: 1 })).entry.result!.data.trans_data.items_count)
        .toBe(1);
    } finally {
      db.prepare('UPDATE skus SET inventory_status = 1 WHERE id = ?').run(sku.lipstick2);
    }
  });
});

describe('kits', () => {
  it('add as one line and count 1 per add, whatever QTY says', async () => {
    const visitor = await Visitor.arrived(app);
    const first = await addToBag(visitor, sku.kit, 3);
    expect(first.entry.result!.data.ac_results[0].result.CARTITEM).toMatchObject({ SKU_BASE_ID: sku.kit, qty: 1, isKit: 1 });
    expect(first.entry.result!.data.trans_data.items_count).toBe(1);
    expect(cookieItemCount(first.response)).toBe('1');
    const second = await addToBag(visitor, sku.kit, 1);
    expect(second.entry.result!.data.trans_data.order.items).toHaveLength(1);
    expect(second.entry.result!.data.trans_data.items_count).toBe(2);
  });

  it('go in through alter_collection with collection_type "kit" and COLLECTION_ID', async () => {
    const visitor = await Visitor.arrived(app);
    const { entry, response } = await form(visitor, { _SUBMIT: 'alter_collection', action: 'add', collection_type: 'kit', COLLECTION_ID: `PROD${sku.kitProduct}` });
    const result = entry.result!.data.ac_results[0].result;
    expect(result).toMatchObject({ action: 'add', CARTITEM: { SKU_BASE_ID: sku.kit, qty: 1, isKit: 1 } });
    expect(result.OVERLAY).toContain('Added to your bag');
    expect(entry.result!.data.trans_data.items_count).toBe(1);
    expect(cookieItemCount(response)).toBe('1');
    expect(app.storefront.db.prepare('SELECT COUNT(*) FROM favorites').pluck().get()).toBe(0);
  });

  it('refuse a COLLECTION_ID that is not a kit, and a SKU that is not the kit’s', async () => {
    const visitor = await Visitor.arrived(app);
    const before = databaseSnapshot();
    const notKit = await form(visitor, { _SUBMIT: 'alter_collection', collection_type: 'kit', COLLECTION_ID: 'PROD1' });
    expect(notKit.entry.error?.data.messages[0].key).toBe('cart.kit.unknown');
    const wrongSku = await form(visitor, { _SUBMIT: 'alter_collection', collection_type: 'kit', COLLECTION_ID: sku.kitProduct, SKU_BASE_ID: sku.lipstick });
    expect(wrongSku.entry.error?.data.messages[0].key).toBe('cart.kit.sku_mismatch');
    expect(databaseSnapshot()).toEqual(before);
  });
});

describe('refused submits write nothing', () => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await Visitor.arrived(app);
    await addToBag(visitor, sku.lipstick, 8);
  });

  const cases: Array<[string, string, () => Record<string, unknown>, boolean?]> = [
    ['no _TOKEN', 'rpc.form.token_invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 1 }), false],
    ['a wrong _TOKEN', 'rpc.form.token_invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 1, _TOKEN: 'forged' }), false],
    ['no _SUBMIT', 'rpc.form.submit_missing', () => ({ SKU_BASE_ID: sku.other, QTY: 1 })],
    ['an unknown _SUBMIT', 'rpc.form.submit_unknown', () => ({ _SUBMIT: 'checkout', SKU_BASE_ID: sku.other, QTY: 1 })],
    ['no SKU_BASE_ID', 'cart.sku.missing', () => ({ _SUBMIT: 'cart', QTY: 1 })],
    ['a SKU_BASE_ID that is not a number', 'cart.sku.invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: 'SKU12x', QTY: 1 })],
    ['SKU_BASE_ID 0', 'cart.sku.invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: 0, QTY: 1 })],
    ['an unknown SKU', 'cart.sku.unknown', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: 987654, QTY: 1 })],
    ['a sold-out SKU', 'cart.sku.sold_out', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.soldOut, QTY: 1 })],
    ['a temporarily sold-out SKU', 'cart.sku.temporarily_sold_out', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.tempSoldOut, QTY: 1 })],
    ['an inactive SKU', 'cart.sku.inactive', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.inactive, QTY: 1 })],
    ['a coming-soon SKU', 'cart.sku.coming_soon', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.comingSoon, QTY: 1 })],
    ['no QTY', 'cart.qty.missing', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other })],
    ['QTY 0', 'cart.qty.invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 0 })],
    ['QTY 1.5', 'cart.qty.invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 1.5 })],
    ['QTY -1', 'cart.qty.invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: '-1' })],
    ['QTY 11', 'cart.qty.max', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 11 })],
    ['a line over 10', 'cart.qty.line_max', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.lipstick, QTY: 3 })],
    ['an update over 10', 'cart.qty.line_max', () => ({ _SUBMIT: 'cart', action: 'update', SKU_BASE_ID: sku.lipstick, QTY: 11 })],
    ['an update of a line not in the bag', 'cart.line.missing', () => ({ _SUBMIT: 'cart', action: 'update', SKU_BASE_ID: sku.other, QTY: 2 })],
    ['an unknown action', 'cart.action.invalid', () => ({ _SUBMIT: 'cart', action: 'remove', SKU_BASE_ID: sku.lipstick, QTY: 1 })],
    ['INCREMENT 2', 'cart.increment.invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 1, INCREMENT: 2 })],
    ['an unknown CAT_BASE_ID', 'cart.category.unknown', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 1, CAT_BASE_ID: 'CAT999' })],
    ['a malformed OFFER_CODE', 'cart.offer_code.invalid', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 1, OFFER_CODE: '<b>' })],
    ['an OFFER_CODE that is no offer', 'cart.offer_code.unknown', () => ({ _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 1, OFFER_CODE: 'FREESTUFF' })],
  ];

  it.each(cases)('%s → error %s', async (_name, key, params, withToken = true) => {
    const before = databaseSnapshot();
    const { entry } = await form(visitor, params(), withToken);
    expect(entry.result).toBeUndefined();
    expect(entry.error).toEqual({
      code: 102,
      message: expect.any(String),
      data: { messages: [{ text: entry.error!.message, key, severity: 'ERROR', tags: [], display_locations: [] }] },
    });
    expect(databaseSnapshot()).toEqual(before);
    expect((await transGet(visitor)).items_count).toBe(8);
  });

  it('speaks to the shopper about stock and limits', async () => {
    expect((await form(visitor, { _SUBMIT: 'cart', SKU_BASE_ID: sku.soldOut, QTY: 1 })).entry.error!.message).toBe('Sorry, this item is sold out.');
    expect((await form(visitor, { _SUBMIT: 'cart', SKU_BASE_ID: sku.lipstick, QTY: 3 })).entry.error!.message)
      .toBe('You already have 8 of this item in your bag. The limit is 10 per item.');
    expect((await form(visitor, { _SUBMIT: 'nope' })).entry.error!.message).toBe('rpc.form: unknown _SUBMIT "nope"; this server handles "cart", "alter_collection", "waitlist", "loyalty_join".');
    expect((await form(visitor, { _SUBMIT: 'cart', SKU_BASE_ID: sku.other, QTY: 1, OFFER_CODE: 'FREESTUFF' })).entry.error!.message)
      .toBe('Sorry, the offer code FREESTUFF is not valid. Please check it and try again.');
  });

  it('leaves the FE_USER_CART count as it was', async () => {
    const { response } = await form(visitor, { _SUBMIT: 'cart', SKU_BASE_ID: sku.soldOut, QTY: 1 });
    expect(cookieItemCount(response)).toBe('8');
  });

  it('does not create a bag for a guest whose first add is refused', async () => {
    const guest = await Visitor.arrived(app);
    const { response } = await form(guest, { _SUBMIT: 'cart', SKU_BASE_ID: sku.soldOut, QTY: 1 });
    expect(cookieItemCount(response)).toBe('');
    expect((await transGet(guest)).TRANS_ID).toBeNull();
  });
});
