// Typed shapes of the JSON-RPC answers, as parsed by src/rpc (nothing else sees raw wire data).

export type Flag = 0 | 1;

export interface Sku {
  SKU_ID: string;
  SKU_BASE_ID: number;
  PRODUCT_ID: string;
  INVENTORY_STATUS: number;
  DISPLAY_STATUS?: number;
  RELEASE_DATE?: string;
  isOrderable: Flag;
  isShoppable: Flag;
  isPreOrder: Flag;
  isComingSoon: Flag;
  PRODUCT_SIZE?: string;
  LIFE_OF_PRODUCT?: string;
  PRICE: number;
  formattedPrice?: string;
  formattedUnitPrice?: string;
  IMAGE_5UP?: string;
  LARGE_IMAGE?: string;
  DISCOUNTABLE?: Flag;
  isDiscountable?: Flag;
  PRODUCT_CODE?: string;
  HEX_VALUE_STRING?: string;
  SHADENAME?: string;
  DISPLAY_ORDER: number;
}

export interface Product {
  PRODUCT_ID: string;
  PROD_RGN_NAME: string;
  PROD_RGN_SUBHEADING?: string;
  SHORT_DESC?: string;
  DESCRIPTION?: string;
  ATTRIBUTE_BENEFIT?: string;
  MISC_FLAG?: number;
  PARENT_CAT_ID?: string;
  CATEGORY_NAME?: string;
  TOTAL_REVIEW_COUNT?: number;
  AVERAGE_RATING?: number;
  shaded?: Flag;
  sized?: Flag;
  isKit?: Flag;
  url?: string;
  GIFTSET_COMPONENTS?: string[];
  skus: Sku[];
}

/** `user.fullData` result.value. */
export interface UserData {
  signed_in: Flag;
  csr_logged_in: Flag;
  csr_email: string;
  email: string;
  first_name: string;
  is_loyalty_member: Flag;
  loyalty_points?: number;
}

export interface CartItem {
  /** Path of the shape CAT..PROD..SKU.. (spec §3). */
  sku: string;
  SKU_BASE_ID: number;
  PRODUCT_ID: string;
  qty: number;
  PRICE?: number;
  formattedPrice?: string;
  name?: string;
  shade?: string;
  /** Set on a cart answer's CARTITEM when the line is a kit. */
  isKit?: Flag;
}

/** The purchase-with-purchase block of a transaction (spec §3); absent when no promotion runs. */
export interface PwpBlock {
  id: string;
  /** 1 when the bag holds a qualifying line. */
  active: Flag;
  /** `CAT12`, `PROD345`, `SKU678` ids and a page-path prefix (empty = none). */
  qualifiers: { categories: string[]; products: string[]; skus: string[]; path: string };
  popup_images: string[];
  offer_text: string;
}

/** `trans.get` result.value. */
export interface Cart {
  TRANS_ID: string | number | null;
  items_count: number;
  totals?: Record<string, unknown>;
  order: { items: CartItem[]; samples: unknown[]; offerCodes: unknown[] };
  pwp?: PwpBlock;
}

/** An `rpc.form` cart submit's `result.data`: `ac_results[0].result` and `trans_data`. */
export interface CartAnswer {
  action: string;
  /** `CARTITEM`: the line the submit changed (null when none). */
  item: CartItem | null;
  /** `OVERLAY`: server HTML to show (sanitised) after an add; null when absent. */
  overlay: string | null;
  cart: Cart;
}

/** An `alter_collection` favorites answer (`ac_results[0].result`). */
export interface FavoriteAnswer {
  /** `SUCCESS.ADD_SKU.COLLECTION.SAVE`, `SKU_ALREADY_IN_COLLECTION`, ... */
  key: string;
  /** The SKU was there already (an add) or was not there (a delete): still a success. */
  unchanged: boolean;
}
