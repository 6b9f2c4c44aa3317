import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { addToBag, submitForm, transGet } from '../helpers/rpc-client';
import { createTestApp, Visitor } from '../helpers/test-app';
import { orderableSkuIds } from '../helpers/test-catalog';

let app: FastifyInstance;
let close: () => Promise<void>;
/** An orderable lipstick (the running offer's category) and an orderable SKU of another category. */
const sku = { lipstick: 0, other: 0 };
beforeAll(async () => {
  ({ app, close } = await createTestApp());
  sku.lipstick = orderableSkuIds(app.storefront.db, 'p.category_id = 1')[0]!;
  sku.other = orderableSkuIds(app.storefront.db, 'p.category_id <> 1')[0]!;
});
afterAll(async () => close());

describe('purchase with purchase', () => {
  const pwpOf = async (visitor: Visitor) => (await transGet(visitor)).pwp;

  it('describes the running offer in trans.get, inactive for a bag without a qualifying line', async () => {
    const visitor = await Visitor.arrived(app);
    expect(await pwpOf(visitor)).toEqual({
      id: 'pwp-lipstick-mascara',
      active: 0,
      qualifiers: { categories: ['CAT1'], products: [], skus: [], path: '/lipstick' },
      // The gift's image is the first mascara's: product 3, as the first twelve products walk the categories in order.
      popup_images: ['/media/product/PROD3.svg'],
      offer_text: 'Buy any lipstick and add a full-size mascara for just $10.',
    });
    const { entry } = await addToBag(visitor, sku.other, 1);
    expect(entry.result!.data.trans_data.pwp.active).toBe(0);
  });

  it('turns active when a qualifying line is in the bag, and off again when it leaves', async () => {
    const visitor = await Visitor.arrived(app);
    const added = await addToBag(visitor, sku.lipstick, 1);
    expect(added.entry.result!.data.trans_data.pwp).toMatchObject({ id: 'pwp-lipstick-mascara', active: 1 });
    expect((await pwpOf(visitor)).active).toBe(1);
    const removed = await submitForm(visitor, { _SUBMIT: 'cart', action: 'delete', SKU_BASE_ID: sku.lipstick });
    expect(removed.entry.result!.data.trans_data.pwp.active).toBe(0);
  });

  it('qualifies on the CAT of the line’s sku path (CAT_BASE_ID when sent), as the client sees it', async () => {
    const visitor = await Visitor.arrived(app);
    const { entry } = await addToBag(visitor, sku.other, 1, { CAT_BASE_ID: 1 });
    expect(entry.result!.data.trans_data.pwp.active).toBe(1);
  });
});
