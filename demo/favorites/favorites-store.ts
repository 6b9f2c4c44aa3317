import type { CartOwner } from '../cart/cart-store';
import type { Db } from '../db/open';

/** Favorites belong to the same owner as a bag: the signed-in user, else the guest session. */
export type FavoritesOwner = CartOwner;

/** The favorites lists a shopper has (`COLLECTION_ID`): the default list `""` and a list of gift ideas. */
export const FAVORITES_COLLECTIONS: readonly string[] = ['', 'gifts'];

export function createFavoritesStore(db: Db) {
  // OR IGNORE: the partial unique indexes (owner, collection, sku) turn a repeat into a no-op.
  const insertForUser = db.prepare('INSERT OR IGNORE INTO favorites (user_id, sku_id, collection_id, created_at) VALUES (?, ?, ?, ?)');
  const insertForSession = db.prepare('INSERT OR IGNORE INTO favorites (session_id, sku_id, collection_id, created_at) VALUES (?, ?, ?, ?)');
  const deleteForUser = db.prepare('DELETE FROM favorites WHERE user_id = ? AND sku_id = ? AND collection_id = ?');
  const deleteForSession = db.prepare('DELETE FROM favorites WHERE session_id = ? AND sku_id = ? AND collection_id = ?');
  const listForUser = db.prepare('SELECT sku_id FROM favorites WHERE user_id = ? AND collection_id = ? ORDER BY created_at, id').pluck();
  const listForSession = db.prepare('SELECT sku_id FROM favorites WHERE session_id = ? AND collection_id = ? ORDER BY created_at, id').pluck();
  const ownerKey = (owner: FavoritesOwner) => ('userId' in owner ? owner.userId : owner.sessionId);
  // A SKU the account already holds in that list keeps its own place (OR IGNORE); the others keep when they were saved.
  const adoptGuestFavorites = db.prepare(
    'INSERT OR IGNORE INTO favorites (user_id, sku_id, collection_id, created_at) SELECT ?, sku_id, collection_id, created_at FROM favorites WHERE session_id = ?',
  );
  const deleteGuestFavorites = db.prepare('DELETE FROM favorites WHERE session_id = ?');
  /** On sign-in the guest's favorites join the account's, in every list (run inside the session swap's transaction). */
  const mergeGuestFavorites = db.transaction((sessionId: string, userId: number) => {
    adoptGuestFavorites.run(userId, sessionId);
    deleteGuestFavorites.run(sessionId);
  });

  return {
    /** True when the SKU was added, false when it was already there. */
    add(owner: FavoritesOwner, skuId: number, collectionId = ''): boolean {
      const insert = 'userId' in owner ? insertForUser : insertForSession;
      return insert.run(ownerKey(owner), skuId, collectionId, Date.now()).changes > 0;
    },
    /** True when the SKU was removed, false when it was not there. */
    remove(owner: FavoritesOwner, skuId: number, collectionId = ''): boolean {
      const remove = 'userId' in owner ? deleteForUser : deleteForSession;
      return remove.run(ownerKey(owner), skuId, collectionId).changes > 0;
    },
    skuIds(owner: FavoritesOwner, collectionId = ''): number[] {
      const list = 'userId' in owner ? listForUser : listForSession;
      return list.all(ownerKey(owner), collectionId) as number[];
    },
    mergeGuestFavorites: (sessionId: string, userId: number) => mergeGuestFavorites(sessionId, userId),
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;
