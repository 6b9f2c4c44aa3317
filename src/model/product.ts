// A product and its SKUs as the islands use them (docs/requirements.md §3), parsed from prodcat answers by
// src/rpc/. A field enters the model when an island first reads it; page scripts get the storefront's
// own records (rpc/legacy-shapes.ts). Text fields are trimmed and never missing ('' when none was sent).

/** INVENTORY_STATUS values of the storefront. */
export const INVENTORY_STATUS = {
  temporarilySoldOut: 2,
  comingSoon: 3,
  /** Never shown to shoppers, and left out of search (docs/requirements.md §9). */
  inactive: 5,
  soldOut: 7,
} as const;

export interface Sku {
  /** `SKU678`. */
  id: string;
  /** `678`: what the cart and favorites calls name. */
  baseId: number;
  inventoryStatus: number;
  orderable: boolean;
  preOrder: boolean;
  comingSoon: boolean;
  size: string;
  price: number;
  /** The price per unit, as the storefront words it ('' when none). */
  formattedUnitPrice: string;
  /** The small image (IMAGE_5UP). */
  image: string;
  largeImage: string;
  shadeName: string;
  /** The shade's swatch colours: several make a multi-colour swatch. */
  colours: string[];
}

export interface Product {
  /** `PROD345`. */
  id: string;
  name: string;
  subheading: string;
  shortDescription: string;
  description: string;
  /** `CAT12`: the product's own category ('' when none). */
  categoryId: string;
  reviewCount: number;
  rating: number;
  shaded: boolean;
  isKit: boolean;
  url: string;
  /** In display order. */
  skus: Sku[];
}
