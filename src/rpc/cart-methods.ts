// The bag and favorites submits (docs/requirements.md §7, docs/wire-formats.md "rpc.form submits").
import type { CartAnswer, FavoriteAnswer } from '../model/cart';
import type { JsonRpcClient } from './client';
import { FavoritesNotSavedError } from './errors/favorites-not-saved-error';
import { parseCartAnswer, parseFavoriteAnswer } from './parse-storefront';

export interface AddToBagRequest {
  skuBaseId: number;
  /** `CAT12`: the category the shopper added from (it becomes the line's `CAT..` path). */
  categoryId?: string;
  quantity?: number;
  /** A kit goes in through `alter_collection` with its product as `COLLECTION_ID`. */
  kitProductId?: string;
}

const category = (categoryId?: string) => (categoryId ? { CAT_BASE_ID: categoryId } : {});

export async function addToBag(client: JsonRpcClient, request: AddToBagRequest): Promise<CartAnswer> {
  const { skuBaseId, categoryId, quantity = 1, kitProductId } = request;
  const answer = kitProductId
    ? await client.form('alter_collection', { collection_type: 'kit', action: 'add', COLLECTION_ID: kitProductId, SKU_BASE_ID: skuBaseId, ...category(categoryId) })
    : await client.form('cart', { SKU_BASE_ID: skuBaseId, INCREMENT: 1, QTY: quantity, ...category(categoryId) });
  return parseCartAnswer(answer.data, answer.value);
}

export interface FavoriteRequest {
  skuBaseId: number;
  categoryId?: string;
  /** `add` (default) or `delete`. */
  action?: 'add' | 'delete';
  collectionId?: string;
}

/** Adds (or removes) a SKU in the shopper's favorites. "Already there" resolves like a save. */
export async function alterFavorites(client: JsonRpcClient, request: FavoriteRequest): Promise<FavoriteAnswer> {
  const { skuBaseId, categoryId, action = 'add', collectionId } = request;
  const answer = await client.form('alter_collection', {
    action,
    SKU_BASE_ID: skuBaseId,
    ...(collectionId ? { COLLECTION_ID: collectionId } : {}),
    ...category(categoryId),
  });
  const parsed = parseFavoriteAnswer(answer.data);
  if (!parsed) throw new FavoritesNotSavedError(skuBaseId);
  return parsed;
}
