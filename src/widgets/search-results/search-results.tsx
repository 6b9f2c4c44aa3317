// The full search results page (docs/requirements.md §2): summary, selected filters, refinements with
// counts, sorting, pagination with view-all, content zones and the no-results view, its state in the
// URL. Fetching is use-search.ts, the URL use-navigation.ts; this file lays the parts out. Every part reads the state
// whose results are on screen (`nav`), so a search that fails leaves none of them describing other results.
import { useRef } from 'react';
import { cleanSearchTerm } from '../../rpc/endeca-query';
import { useKeptScroll } from '../../ui/place-in-history';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { useStableId } from '../../ui/use-id';
import { useIsland } from '../../ui/use-island';
import { Refinements, SelectedFilters } from './filters';
import { SORT_OPTIONS } from './nav-state';
import { NoResults } from './no-results';
import { Pagination } from './pagination';
import { ProductTile } from './product-tile';
import { headingText, pageCount, quoted } from './summary';
import { useNavigation } from './use-navigation';
import { useBestsellers, useSearch } from './use-search';

export interface SearchResultsProps {
  /** Bestsellers shown with no results. */
  bestsellerCount: number;
  followRedirects: boolean;
}

export function SearchResults({ bestsellerCount, followRedirects }: SearchResultsProps) {
  const { config } = useIsland();
  const headingId = useStableId('results');
  const heading = useRef<HTMLHeadingElement>(null);
  const { wanted, navigate, retry, linkTo, moved } = useNavigation();
  // After the shopper moves (a filter, a page), focus goes to the new summary; the sort menu keeps it, or each arrow
  // key that changes the order would throw the keyboard out of the menu.
  const { nav, results, zones, late, status, failed } = useSearch(wanted, followRedirects, () => moved.current && heading.current?.focus());
  const term = cleanSearchTerm(nav.term);
  // Kept while another page or order is fetched, or fails: the link the shopper used stays where it was.
  const emptyPage = results !== null && results.products.length === 0;
  // A page past the last one (an old bookmark, a hand-made link) is not "nothing found": the term has results.
  const pastLastPage = emptyPage && results.totalProducts > 0;
  const noResults = emptyPage && !pastLastPage;
  const bestsellers = useBestsellers(noResults, bestsellerCount);
  // Back from a product: the page goes down to where the shopper was once the first results (or failure) are drawn.
  useKeptScroll(!term || results !== null || status === 'failed');

  // Zones come above the results, or below them when they came late (useSearch).
  const zoneList = zones.length ? (
    <div className="sfi-search__zones">
      {zones.map((zone) => (
        <SanitizedHtml key={zone.nodeId} html={zone.html} className="sfi-search__zone" />
      ))}
    </div>
  ) : null;

  if (!term) {
    return (
      <section className="sfi-search" aria-labelledby={headingId}>
        <h1 id={headingId} ref={heading} tabIndex={-1} className="sfi-search__summary">
          Search our products
        </h1>
        <p>Type at least a few letters of a product, shade or category in the search box.</p>
      </section>
    );
  }

  return (
    <section className="sfi-search" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className="sfi-search__summary">
        {headingText(results, status === 'failed', term)}
      </h1>
      {results?.correctedTerm && results.products.length > 0 ? (
        <p className="sfi-search__corrected">
          No results for {quoted(term)}. Showing results for {quoted(results.correctedTerm)} instead.
        </p>
      ) : null}
      <div role="status" className="sfi-search__status">
        {status === 'failed' ? `We couldn't ${results ? 'update' : 'load'} the results. Please try again.` : null}
      </div>
      {failed ? (
        <button type="button" className="sfi-search__retry" onClick={retry}>
          Try again
        </button>
      ) : null}
      {results ? <SelectedFilters dimensions={results.breadcrumbs} nav={nav} linkTo={linkTo} /> : null}
      {late || zoneList}
      {pastLastPage ? (
        <p className="sfi-search__none">
          This page is past the last page of results.{' '}
          <a {...linkTo({ ...nav, page: pageCount(results.totalProducts, false), viewAll: false })}>Go to the last page</a>
        </p>
      ) : null}
      {noResults ? <NoResults results={results} term={term} bestsellers={bestsellers} locale={config.locale} pathPrefix={config.pathPrefix} /> : null}
      {results && results.products.length > 0 ? (
        <div className="sfi-search__layout">
          <Refinements dimensions={results.refinements} nav={nav} linkTo={linkTo} />
          <div className="sfi-search__main">
            <div className="sfi-search__toolbar">
              <label>
                Sort by{' '}
                <select value={status === 'loading' ? wanted.query.sort : nav.sort} onChange={(event) => navigate({ ...nav, sort: event.currentTarget.value as typeof nav.sort, page: 1 }, false)}>
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <ul className="sfi-search__grid">
              {results.products.map((product) => (
                <ProductTile key={product.id} product={product} locale={config.locale} />
              ))}
            </ul>
            <Pagination totalProducts={results.totalProducts} nav={nav} linkTo={linkTo} />
          </div>
        </div>
      ) : null}
      {late && zoneList}
    </section>
  );
}
