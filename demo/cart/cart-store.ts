import type { Db } from '../db/open';
import { MAX_LINE_QTY } from './cart-limits';

/** Whose bag: a signed-in user's, or a guest session's. */
export type CartOwner = { userId: number } | { sessionId: string };

export interface CartLine {
  skuId: number;
  productId: number;
  categoryId: number;
  qty: number;
  priceCents: number;
  productName: string;
  shadeName: string | null;
  size: string | null;
}

export function cartOwnerOf(session: { id: string; user: { id: number } | null }): CartOwner {
  return session.user ? { userId: session.user.id } : { sessionId: session.id };
}

/** What the lines cost together, in cents. */
export function subtotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
}

export function createCartStore(db: Db) {
  const findByUser = db.prepare('SELECT id FROM carts WHERE user_id = ?').pluck();
  const findBySession = db.prepare('SELECT id FROM carts WHERE session_id = ?').pluck();
  const insertForUser = db.prepare('INSERT INTO carts (user_id, created_at, updated_at) VALUES (?, ?, ?)');
  const insertForSession = db.prepare('INSERT INTO carts (session_id, created_at, updated_at) VALUES (?, ?, ?)');
  const quantitySum = db.prepare('SELECT COALESCE(SUM(qty), 0) FROM cart_lines WHERE cart_id = ?').pluck();
  const LINE_COLUMNS = `l.sku_id AS skuId, s.product_id AS productId, COALESCE(l.category_id, p.category_id) AS categoryId,
      l.qty, s.price_cents AS priceCents, p.name AS productName, s.shade_name AS shadeName, s.size
    FROM cart_lines l JOIN skus s ON s.id = l.sku_id JOIN products p ON p.id = s.product_id`;
  const lines = db.prepare(`SELECT ${LINE_COLUMNS} WHERE l.cart_id = ? ORDER BY l.added_at, l.sku_id`);
  const line = db.prepare(`SELECT ${LINE_COLUMNS} WHERE l.cart_id = ? AND l.sku_id = ?`);
  // A given category replaces the one the line was first added from; none keeps it.
  const upsertLine = db.prepare(`INSERT INTO cart_lines (cart_id, sku_id, qty, category_id, added_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (cart_id, sku_id) DO UPDATE SET qty = excluded.qty, category_id = COALESCE(excluded.category_id, cart_lines.category_id)`);
  const deleteLine = db.prepare('DELETE FROM cart_lines WHERE cart_id = ? AND sku_id = ?');
  const touchCart = db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?');
  const insertOfferCode = db.prepare('INSERT OR IGNORE INTO cart_offer_codes (cart_id, offer_code, applied_at) VALUES (?, ?, ?)');
  const offerCodes = db.prepare('SELECT offer_code FROM cart_offer_codes WHERE cart_id = ? ORDER BY applied_at').pluck();
  const moveLine = db.prepare(`INSERT INTO cart_lines (cart_id, sku_id, qty, category_id, added_at)
    SELECT ?, sku_id, qty, category_id, added_at FROM cart_lines WHERE cart_id = ?
    ON CONFLICT (cart_id, sku_id) DO UPDATE SET qty = MIN(${MAX_LINE_QTY}, cart_lines.qty + excluded.qty)`);
  const deleteCart = db.prepare('DELETE FROM carts WHERE id = ?');
  const adoptCart = db.prepare('UPDATE carts SET session_id = NULL, user_id = ?, updated_at = ? WHERE id = ?');

  function findCartId(owner: CartOwner): number | null {
    const id = 'userId' in owner ? findByUser.get(owner.userId) : findBySession.get(owner.sessionId);
    return typeof id === 'number' ? id : null;
  }

  function getOrCreateCartId(owner: CartOwner): number {
    const existing = findCartId(owner);
    if (existing !== null) return existing;
    const now = Date.now();
    const result = 'userId' in owner ? insertForUser.run(owner.userId, now, now) : insertForSession.run(owner.sessionId, now, now);
    return Number(result.lastInsertRowid);
  }

  /** Sum of quantities in the bag, or null when the owner has no bag at all. */
  function itemCount(owner: CartOwner): number | null {
    const id = findCartId(owner);
    return id === null ? null : (quantitySum.get(id) as number);
  }

  /** On sign-in the guest bag joins the user's bag (quantities add up to at most MAX_LINE_QTY) or becomes it. */
  const mergeGuestCart = db.transaction((sessionId: string, userId: number) => {
    const guestCartId = findCartId({ sessionId });
    if (guestCartId === null) return;
    const userCartId = findCartId({ userId });
    if (userCartId === null) {
      adoptCart.run(userId, Date.now(), guestCartId);
      return;
    }
    moveLine.run(userCartId, guestCartId);
    deleteCart.run(guestCartId);
  });

  return {
    findCartId,
    getOrCreateCartId,
    /** Runs `change` in one BEGIN IMMEDIATE transaction: reads and writes of a bag change see no other writer. */
    write: <T>(change: () => T): T => db.transaction(change).immediate(),
    line: (cartId: number, skuId: number): CartLine | null => (line.get(cartId, skuId) as CartLine | undefined) ?? null,
    setLineQty: (cartId: number, skuId: number, qty: number, categoryId: number | null) => {
      const now = Date.now();
      upsertLine.run(cartId, skuId, qty, categoryId, now);
      touchCart.run(now, cartId);
    },
    removeLine: (cartId: number, skuId: number) => {
      if (deleteLine.run(cartId, skuId).changes > 0) touchCart.run(Date.now(), cartId);
    },
    addOfferCode: (cartId: number, offerCode: string) => void insertOfferCode.run(cartId, offerCode, Date.now()),
    itemCount,
    lines: (owner: CartOwner): CartLine[] => {
      const id = findCartId(owner);
      return id === null ? [] : (lines.all(id) as CartLine[]);
    },
    offerCodes: (owner: CartOwner): string[] => {
      const id = findCartId(owner);
      return id === null ? [] : (offerCodes.all(id) as string[]);
    },
    mergeGuestCart: (sessionId: string, userId: number) => mergeGuestCart(sessionId, userId),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
