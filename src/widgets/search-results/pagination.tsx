// Page links under the results: previous, numbers with gaps, next, and view all / show pages.
import type { SearchQuery } from '../../model/search';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { pageCount, pageWindow } from './summary';
import type { Navigation } from './use-navigation';

export function Pagination({ totalProducts, nav, linkTo }: { totalProducts: number; nav: SearchQuery; linkTo: Navigation['linkTo'] }) {
  const pages = pageCount(totalProducts, nav.viewAll);
  if (pages <= 1 && !nav.viewAll) return null;
  const toPage = (page: number) => ({ ...nav, page });
  return (
    <nav className="sfi-pagination" aria-label="Pagination">
      <ul>
        {!nav.viewAll && nav.page > 1 ? (
          <li>
            <a {...linkTo(toPage(nav.page - 1))}>Previous</a>
          </li>
        ) : null}
        {nav.viewAll
          ? null
          : pageWindow(nav.page, pages).map((page, i) =>
              page === 0 ? (
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={page}>
                  <a {...linkTo(toPage(page))} aria-current={page === nav.page ? 'page' : undefined}>
                    <VisuallyHidden>Page </VisuallyHidden>
                    {page}
                  </a>
                </li>
              ),
            )}
        {!nav.viewAll && nav.page < pages ? (
          <li>
            <a {...linkTo(toPage(nav.page + 1))}>Next</a>
          </li>
        ) : null}
        <li>
          <a {...linkTo({ ...nav, viewAll: !nav.viewAll, page: 1 })}>{nav.viewAll ? 'Show pages' : 'View all'}</a>
        </li>
      </ul>
    </nav>
  );
}
