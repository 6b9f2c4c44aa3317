// Typed search results, as normalised from the Endeca answer (nothing else sees raw Endeca keys).

export interface SearchSku {
  skuId: string;
  skuBaseId: number;
  price: number;
  formattedPrice: string;
  shadeName: string;
  /** Colours of the swatch (HEX_VALUE_STRING split on commas). */
  hexValues: string[];
  size: string;
  image: string;
  inventoryStatus: number;
  isShoppable: boolean;
  isComingSoon: boolean;
  isPreOrder: boolean;
  displayOrder: number;
}

export interface SearchProduct {
  productId: string;
  categoryId: string;
  name: string;
  subheading: string;
  description: string;
  url: string;
  rating: number;
  reviewCount: number;
  image: string;
  /** Ordered by DISPLAY_ORDER, one per SKU id. */
  skus: SearchSku[];
  priceMin: number;
  priceMax: number;
}

export interface ContentRecord {
  nodeId: string;
  zone: string;
  title: string;
}

export interface DimensionValue {
  id: string;
  name: string;
  /** Query-string fragment that selects (refinements) or removes (breadcrumbs) this value. */
  link: string;
  count: number | null;
  /** A "More..." value: a link that shows every value of the dimension. */
  isMore: boolean;
}

export interface Dimension {
  name: string;
  values: DimensionValue[];
}

export interface SearchResults {
  /** The term the search ran with (wildcard stripped). */
  term: string;
  /** Set when the engine searched a corrected term instead (auto-correct). */
  correctedTerm: string | null;
  didYouMean: Array<{ term: string; link: string }>;
  /** Keyword redirect target; the typeahead never follows it (spec §4). */
  redirectUrl: string | null;
  totalProducts: number;
  totalRecords: number;
  page: number;
  pages: number;
  pageSize: number;
  firstRecord: number;
  lastRecord: number;
  sortedBy: string;
  products: SearchProduct[];
  content: ContentRecord[];
  breadcrumbs: Dimension[];
  refinements: Dimension[];
  spotlights: Array<{ zone: string; nodeId: string; style: string }>;
}
