import { cartOwnerOf } from '../cart/cart-store';
import { FAVORITES_COLLECTIONS } from '../favorites/favorites-store';
import { submitKitToBag } from './form-cart';
import { optionalChoice, optionalCode, optionalPrefixedId, requiredId, type FormParams } from './form-fields';
import { badParams } from './rpc-error';
import type { RpcContext, RpcResult } from './rpc-method';

/** The `KEY` of a successful answer; "already there" and "was not there" are successes too. */
const FAVORITES_KEYS = {
  added: 'SUCCESS.ADD_SKU.COLLECTION.SAVE',
  alreadyThere: 'SKU_ALREADY_IN_COLLECTION',
  removed: 'SUCCESS.DELETE_SKU.COLLECTION.SAVE',
  notThere: 'SKU_NOT_IN_COLLECTION',
} as const;

/** Favorites (`action` add or delete of `SKU_BASE_ID` in `COLLECTION_ID`, default ""), or a kit to the bag. */
export function submitAlterCollection(p: FormParams, context: RpcContext): RpcResult {
  if (p.collection_type === 'kit') return submitKitToBag(p, context);
  const { storefront, session } = context;
  const action = optionalChoice(p, 'action', ['add', 'delete'] as const, 'add', 'favorites.action');
  const skuId = requiredId(p, 'SKU_BASE_ID', 'favorites.sku', '1234');
  const collectionId = optionalCode(p, 'COLLECTION_ID', 'favorites.collection', 64) ?? '';
  if (!FAVORITES_COLLECTIONS.includes(collectionId)) {
    throw badParams(`favorites: COLLECTION_ID names no favorites list (got ${JSON.stringify(collectionId)}); the lists are ${
      FAVORITES_COLLECTIONS.map((id) => JSON.stringify(id)).join(' and ')}.`, 'favorites.collection.unknown');
  }
  optionalPrefixedId(p, 'CAT_BASE_ID', 'CAT', 'favorites.category');
  if (!storefront.catalog.skuById(skuId)) {
    throw badParams('Sorry, we could not find this item. Please refresh the page and try again.', 'favorites.sku.unknown');
  }
  const owner = cartOwnerOf(session);
  let KEY: string;
  if (action === 'add') {
    // A guest's session row is written with its first favorite, not before.
    storefront.sessions.persist(session);
    KEY = storefront.favorites.add(owner, skuId, collectionId) ? FAVORITES_KEYS.added : FAVORITES_KEYS.alreadyThere;
  } else {
    KEY = storefront.favorites.remove(owner, skuId, collectionId) ? FAVORITES_KEYS.removed : FAVORITES_KEYS.notThere;
  }
  const result = { SUCCESS: 1, KEY, SKU_BASE_ID: skuId, COLLECTION_ID: collectionId };
  return { value: result, data: { ac_results: [{ action, result }] } };
}
