// The shopper's bag and what the bag and favorites calls answer (docs/requirements.md §3, §7). A field
// enters the model when an island first reads it; page scripts get the storefront's own records.

export interface CartItem {
  /** The line's `CAT..PROD..SKU..` path. */
  path: string;
  skuBaseId: number;
  productId: string;
  qty: number;
}

/** A purchase-with-purchase promotion (docs/requirements.md §3, §4). */
export interface PwpOffer {
  id: string;
  /** The bag holds a qualifying line. */
  active: boolean;
  /** `CAT12`, `PROD345`, `SKU678` ids, and a page-path prefix ('' = none). */
  qualifiers: { categories: string[]; products: string[]; skus: string[]; path: string };
  popupImages: string[];
  offerText: string;
}

export interface Cart {
  /** What the bag count shows. */
  itemCount: number;
  items: CartItem[];
  /** null when no promotion runs. */
  pwp: PwpOffer | null;
}

/** What an add to bag did. */
export interface CartAnswer {
  action: string;
  /** The line the add changed (null when the answer did not say). */
  item: CartItem | null;
  /** Server HTML to show (sanitised) after the add; null when none. */
  overlay: string | null;
  /** The bag after the add. */
  cart: Cart;
}

/** A saved (or removed) favorite. */
export interface FavoriteAnswer {
  /** The storefront's message key, such as `SUCCESS.ADD_SKU.COLLECTION.SAVE`. */
  key: string;
  /** The SKU was already there (an add) or already gone (a delete): still a success. */
  unchanged: boolean;
}
