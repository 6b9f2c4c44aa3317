// The full search results page (spec §2): summary, breadcrumbs, refinements with counts, sorting,
// pagination with view-all, content zones, the no-results view; URL state with history.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_PAGE_SIZE } from '../../config/constants';
import { fetchSearch, searchWithWildcardRetry } from '../../rpc/endeca-client';
import { cleanSearchTerm } from '../../rpc/endeca-query';
import { contentZoneUrl, fetchHtml } from '../../rpc/html-fetchers';
import type { SearchResults as Results } from '../../rpc/search-types';
import { getRecentSearchesStore } from '../../store/recent-searches-store';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { useIsland } from '../../ui/use-island';
import { useStableId } from '../../ui/use-id';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { searchPageUrl } from '../typeahead/suggestions';
import { parseFragment, readNavState, safeRedirectPath, SORT_OPTIONS, writeNavState, type NavState } from './nav-state';
import { ProductTile } from './product-tile';

export interface SearchResultsProps {
  /** Bestsellers shown with no results. */
  bestsellerCount: number;
  followRedirects: boolean;
}

type Status = 'loading' | 'ready' | 'failed';

const BESTSELLER_SORT = 'p_TOTAL_REVIEW_COUNT|1';

export function SearchResults({ bestsellerCount, followRedirects }: SearchResultsProps) {
  const { config, debug } = useIsland();
  const headingId = useStableId('results');
  const [nav, setNav] = useState<NavState>(() => readNavState(window.location.search));
  const [results, setResults] = useState<Results | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [bestsellers, setBestsellers] = useState<Results | null>(null);
  const [zones, setZones] = useState<Array<{ nodeId: string; html: string }>>([]);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const userNavigated = useRef(false);
  const term = cleanSearchTerm(nav.term);

  // The back and forward buttons restore an earlier state.
  useEffect(() => {
    const onPop = () => setNav(readNavState(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    const request = { term, locale: config.locale, page: nav.page, viewAll: nav.viewAll, selected: nav.selected, sort: nav.sort };
    searchWithWildcardRetry(request, { signal: controller.signal }).then(
      (found) => {
        const redirect = followRedirects && found.redirectUrl ? safeRedirectPath(found.redirectUrl) : null;
        if (redirect) {
          window.location.replace(redirect);
          return;
        }
        setResults(found);
        setStatus('ready');
        if (term) getRecentSearchesStore().add(term, config.recentSearchesMax);
        if (userNavigated.current) summaryRef.current?.focus();
      },
      (error) => {
        if (controller.signal.aborted) return;
        // Search transport errors are silent to the shopper (spec §8); the page stays usable.
        debug('search failed', error);
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [term, nav.page, nav.viewAll, nav.selected.join(' '), nav.sort, config.locale, followRedirects]);

  // No results: bestsellers (spec §2).
  const noResults = status === 'ready' && results !== null && results.products.length === 0;
  useEffect(() => {
    if (!noResults || bestsellers) return;
    const controller = new AbortController();
    fetchSearch({ term: '', locale: config.locale, sort: BESTSELLER_SORT, pageSize: bestsellerCount }, { signal: controller.signal }).then(
      setBestsellers,
      (error) => debug('bestsellers failed', error),
    );
    return () => controller.abort();
  }, [noResults, bestsellers, bestsellerCount, config.locale]);

  // Content zones named by the answer, fetched as HTML and sanitised before insertion.
  const zoneIds = results ? [...new Set([...results.content.map((c) => c.nodeId), ...results.spotlights.map((s) => s.nodeId)].filter(Boolean))] : [];
  useEffect(() => {
    if (zoneIds.length === 0) {
      setZones([]);
      return;
    }
    const controller = new AbortController();
    Promise.all(
      zoneIds.map((nodeId) =>
        fetchHtml(contentZoneUrl(config.pathPrefix, config.apiPrefix, nodeId), controller.signal).then(
          (html) => ({ nodeId, html }),
          () => null,
        ),
      ),
    ).then((loaded) => !controller.signal.aborted && setZones(loaded.filter((z): z is { nodeId: string; html: string } => z !== null)));
    return () => controller.abort();
  }, [zoneIds.join(',')]);

  const navigate = useCallback((next: NavState) => {
    userNavigated.current = true;
    window.history.pushState(null, '', writeNavState(next, window.location.search));
    setNav(next);
  }, []);
  const hrefFor = (next: NavState) => writeNavState(next, window.location.search);
  const onLink = (next: NavState) => (event: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean }) => {
    if (event.metaKey || event.ctrlKey) return; // a new tab gets the real link
    event.preventDefault();
    navigate(next);
  };
  const fromLink = (link: string): NavState => ({ ...parseFragment(link, nav.term), page: 1 });

  if (!term) {
    return (
      <section className="sfi-search" aria-labelledby={headingId}>
        <h1 id={headingId} ref={summaryRef} tabIndex={-1} className="sfi-search__summary">
          Search our products
        </h1>
        <p>Type at least a few letters of a product, shade or category in the search box.</p>
      </section>
    );
  }

  const shown = results;
  return (
    <section className="sfi-search" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h1 id={headingId} ref={summaryRef} tabIndex={-1} className="sfi-search__summary">
        {status === 'failed' && !shown
          ? `Search for “${term}”`
          : shown
            ? summaryText(shown, term)
            : `Searching for “${term}”…`}
      </h1>
      {shown?.correctedTerm && shown.products.length > 0 ? (
        <p className="sfi-search__corrected">
          No results for “{term}”. Showing results for “{shown.correctedTerm}” instead.
        </p>
      ) : null}

      {shown && shown.breadcrumbs.some((d) => d.values.length) ? (
        <nav className="sfi-search__breadcrumbs" aria-label="Selected filters">
          <ul>
            {shown.breadcrumbs.flatMap((dimension) =>
              dimension.values.map((value) => {
                const next = { ...nav, selected: nav.selected.filter((id) => id !== value.id), page: 1 };
                return (
                  <li key={`${dimension.name}-${value.id}`}>
                    <a href={hrefFor(next)} onClick={onLink(next)} className="sfi-chip">
                      <VisuallyHidden>Remove filter </VisuallyHidden>
                      {dimension.name}: {value.name} <span aria-hidden="true">×</span>
                    </a>
                  </li>
                );
              }),
            )}
          </ul>
          <a href={hrefFor({ ...nav, selected: [], page: 1 })} onClick={onLink({ ...nav, selected: [], page: 1 })}>
            Clear all filters
          </a>
        </nav>
      ) : null}

      {zones.length ? (
        <div className="sfi-search__zones">
          {zones.map((zone) => (
            <SanitizedHtml key={zone.nodeId} html={zone.html} className="sfi-search__zone" />
          ))}
        </div>
      ) : null}

      {noResults && shown ? (
        <NoResults results={shown} term={term} bestsellers={bestsellers} locale={config.locale} pathPrefix={config.pathPrefix} />
      ) : null}

      {shown && shown.products.length > 0 ? (
        <div className="sfi-search__layout">
          <aside className="sfi-search__refinements" aria-label="Filter results">
            {shown.refinements
              .filter((d) => d.values.length)
              .map((dimension) => (
                <details key={dimension.name} className="sfi-refinement" open>
                  <summary>{dimension.name}</summary>
                  <ul>
                    {dimension.values.map((value) => {
                      const next = value.isMore ? fromLink(value.link) : { ...nav, selected: [...nav.selected, value.id], page: 1 };
                      return (
                        <li key={value.id || value.name}>
                          <a href={hrefFor(next)} onClick={onLink(next)}>
                            {value.name}
                            {value.count !== null ? <span className="sfi-refinement__count"> ({value.count})</span> : null}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </details>
              ))}
          </aside>
          <div className="sfi-search__main">
            <div className="sfi-search__toolbar">
              <label>
                Sort by{' '}
                <select value={nav.sort} onChange={(event) => navigate({ ...nav, sort: event.currentTarget.value, page: 1 })}>
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <ul className="sfi-search__grid">
              {shown.products.map((product) => (
                <ProductTile key={product.productId} product={product} locale={config.locale} />
              ))}
            </ul>
            <Pagination results={shown} nav={nav} hrefFor={hrefFor} onLink={onLink} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

function summaryText(results: Results, term: string): string {
  const shownTerm = results.correctedTerm && results.products.length ? results.correctedTerm : term;
  const count = results.totalProducts;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${shownTerm}”`;
}

interface PaginationProps {
  results: Results;
  nav: NavState;
  hrefFor(next: NavState): string;
  onLink(next: NavState): (event: { preventDefault(): void }) => void;
}

function Pagination({ results, nav, hrefFor, onLink }: PaginationProps) {
  const pages = nav.viewAll ? 1 : Math.max(1, Math.ceil(results.totalProducts / SEARCH_PAGE_SIZE));
  if (pages <= 1 && !nav.viewAll) return null;
  const link = (next: NavState, label: string, extra: Record<string, string> = {}) => (
    <a href={hrefFor(next)} onClick={onLink(next)} {...extra}>
      {label}
    </a>
  );
  const numbers = pageWindow(nav.page, pages);
  return (
    <nav className="sfi-pagination" aria-label="Pagination">
      <ul>
        {!nav.viewAll && nav.page > 1 ? <li>{link({ ...nav, page: nav.page - 1 }, 'Previous')}</li> : null}
        {!nav.viewAll
          ? numbers.map((page, i) =>
              page === 0 ? (
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={page}>
                  {page === nav.page ? (
                    <a href={hrefFor({ ...nav, page })} aria-current="page" onClick={onLink({ ...nav, page })}>
                      <VisuallyHidden>Page </VisuallyHidden>
                      {page}
                    </a>
                  ) : (
                    <a href={hrefFor({ ...nav, page })} onClick={onLink({ ...nav, page })}>
                      <VisuallyHidden>Page </VisuallyHidden>
                      {page}
                    </a>
                  )}
                </li>
              ),
            )
          : null}
        {!nav.viewAll && nav.page < pages ? <li>{link({ ...nav, page: nav.page + 1 }, 'Next')}</li> : null}
        <li>{nav.viewAll ? link({ ...nav, viewAll: false, page: 1 }, 'Show pages') : link({ ...nav, viewAll: true, page: 1 }, 'View all')}</li>
      </ul>
    </nav>
  );
}

/** Page numbers around the current one, with 0 standing for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, pages: number): number[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push(0);
    out.push(page);
  });
  return out;
}

interface NoResultsProps {
  results: Results;
  term: string;
  bestsellers: Results | null;
  locale: string;
  pathPrefix: string;
}

function NoResults({ results, term, bestsellers, locale, pathPrefix }: NoResultsProps) {
  const suggestions = [...(results.correctedTerm ? [results.correctedTerm] : []), ...results.didYouMean.map((d) => d.term)];
  return (
    <div className="sfi-search__none">
      <p>We could not find anything for “{term}”.</p>
      {suggestions.length ? (
        <p>
          Did you mean{' '}
          {suggestions.map((suggestion, i) => (
            <span key={suggestion}>
              {i > 0 ? ' or ' : ''}
              <a href={searchPageUrl(pathPrefix, suggestion)}>{suggestion}</a>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {bestsellers && bestsellers.products.length ? (
        <section aria-label="Bestsellers">
          <h2>Bestsellers</h2>
          <ul className="sfi-search__grid">
            {bestsellers.products.map((product) => (
              <ProductTile key={product.productId} product={product} locale={locale} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
