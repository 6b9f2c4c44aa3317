// Search as the islands use it (docs/requirements.md §2, §3, §4), parsed from Endeca answers by src/rpc/.

/** The orders a shopper can sort results in; src/rpc/ maps each to the search engine's sort key. */
export const SEARCH_SORTS = ['relevance', 'bestsellers', 'price-asc', 'price-desc', 'rating', 'name', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Where a shopper is in a term's results: refinements, page, order. */
export interface SearchNavigation {
  /** Selected dimension value ids (refinements). */
  selected: string[];
  /** 1-based. */
  page: number;
  sort: SearchSort;
  viewAll: boolean;
  /** Dimension ids whose refinements are listed in full (their "More..." link was followed). */
  expanded: string[];
}

/** What the results page keeps in its URL. */
export interface SearchQuery extends SearchNavigation {
  term: string;
}

export interface SearchSku {
  id: string;
  price: number;
  colours: string[];
  image: string;
}

export interface SearchProduct {
  id: string;
  name: string;
  subheading: string;
  url: string;
  rating: number;
  reviewCount: number;
  image: string;
  /** In display order, one per SKU id. */
  skus: SearchSku[];
  /** 0 when no SKU has a price. */
  priceMin: number;
  priceMax: number;
}

export interface DimensionValue {
  id: string;
  name: string;
  count: number | null;
}

export interface Dimension {
  name: string;
  values: DimensionValue[];
  /** The dimension ids to list in full when the shopper asks for more values; null when all are listed. */
  more: string[] | null;
}

export interface SearchResults {
  /** The term the search ran with (a wildcard retry's `*` stripped). */
  term: string;
  /** Set when the engine searched a corrected term instead (auto-correct). */
  correctedTerm: string | null;
  didYouMean: string[];
  /** A keyword redirect's target; the typeahead never follows it (docs/requirements.md §4). */
  redirectUrl: string | null;
  totalProducts: number;
  products: SearchProduct[];
  /** Node ids of the content zones to show, in answer order. */
  contentZones: string[];
  breadcrumbs: Dimension[];
  refinements: Dimension[];
}
