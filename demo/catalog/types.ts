/** Inventory statuses as the legacy storefront numbered them. */
export const INVENTORY = {
  available: 1,
  temporarilySoldOut: 2,
  comingSoon: 3,
  inactive: 5,
  soldOut: 7,
} as const;
export type InventoryStatus = (typeof INVENTORY)[keyof typeof INVENTORY];

/** MISC_FLAG values: the badge a product carries. */
export const MISC_FLAGS = { none: 0, new: 1, limitedEdition: 2, bestseller: 3, onlineExclusive: 4 } as const;

export interface CatalogProduct {
  id: number;
  categoryId: number;
  name: string;
  subheading: string;
  shortDesc: string;
  description: string;
  benefit: string;
  finish: string;
  skinType: string;
  coverage: string | null;
  miscFlag: number;
  rating: number;
  reviewCount: number;
  /** ISO date (YYYY-MM-DD). */
  createdAt: string;
  discontinued: boolean;
  shaded: boolean;
  sized: boolean;
  isKit: boolean;
  components: number[];
}

export interface CatalogSku {
  id: number;
  productId: number;
  shadeName: string | null;
  hex: string | null;
  size: string | null;
  priceCents: number;
  /** Price per ml in cents for sized products, else null. */
  unitPriceCents: number | null;
  inventoryStatus: InventoryStatus;
  /** ISO date, set for coming-soon and pre-order SKUs. */
  releaseDate: string | null;
  isPreOrder: boolean;
  isComingSoon: boolean;
  searchable: boolean;
  shoppable: boolean;
  displayOrder: number;
  productCode: string;
  lifeOfProduct: number;
  discountable: boolean;
}

export interface Catalog {
  products: CatalogProduct[];
  skus: CatalogSku[];
}
