// The results page's filters: the selected ones (breadcrumbs), each removable, and the refinements with
// their counts, each dimension cut at a "More" link that lists the rest of its values.
import { useEffect, useRef, useState } from 'react';
import type { Dimension, SearchQuery } from '../../model/search';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { STACKED_LAYOUT_QUERY } from './search-results.css';
import type { Navigation } from './use-navigation';

interface FiltersProps {
  dimensions: Dimension[];
  nav: SearchQuery;
  linkTo: Navigation['linkTo'];
}

export function SelectedFilters({ dimensions, nav, linkTo }: FiltersProps) {
  if (!dimensions.some((d) => d.values.length)) return null;
  return (
    <nav className="sfi-search__breadcrumbs" aria-label="Selected filters">
      <ul>
        {dimensions.flatMap((dimension) =>
          dimension.values.map((value) => (
            <li key={`${dimension.name}-${value.id}`}>
              <a {...linkTo({ ...nav, selected: nav.selected.filter((id) => id !== value.id), page: 1 })} className="sfi-chip">
                <VisuallyHidden>Remove filter </VisuallyHidden>
                {dimension.name}: {value.name} <span aria-hidden="true">×</span>
              </a>
            </li>
          )),
        )}
      </ul>
      <a {...linkTo({ ...nav, selected: [], page: 1 })}>Clear all filters</a>
    </nav>
  );
}

/**
 * Where the filters sit above the results, their groups start closed, so a phone shows the results a screen sooner
 * and the shopper opens the group they want; beside the results they start open. Decided once, when the island
 * mounts: a group the shopper opened or closed stays so through filtering, paging and resizing.
 */
function groupsStartOpen(): boolean {
  return !(typeof window.matchMedia === 'function' && window.matchMedia(STACKED_LAYOUT_QUERY).matches);
}

export function Refinements({ dimensions, nav, linkTo }: FiltersProps) {
  const [open] = useState(groupsStartOpen);
  const aside = useRef<HTMLElement>(null);
  // "More" goes once its group's other values come; the focus then moves to the first of them, where the shopper
  // was reading, rather than to the results' heading a long way up.
  const moreOf = useRef<{ key: string; from: number } | null>(null);
  const listed = dimensions.filter((d) => d.values.length);
  // A group's key is its name and which of that name it is: two groups may share a name (two the answer left unnamed).
  const seen: Record<string, number> = {};
  const keys = listed.map((d) => `${d.name}#${(seen[d.name] = (seen[d.name] ?? 0) + 1)}`);
  useEffect(() => {
    const want = moreOf.current;
    if (!want) return;
    // The next results decide, once: the group's values, or another move's (a later filter, Back) that went first.
    moreOf.current = null;
    const at = keys.indexOf(want.key);
    if (at >= 0 && listed[at]!.values.length > want.from) aside.current?.querySelectorAll('details')[at]?.querySelectorAll('a')[want.from]?.focus();
  }, [dimensions]);
  const moreLink = (dimension: Dimension, key: string, more: string[]) => {
    const link = linkTo({ ...nav, expanded: [...new Set([...nav.expanded, ...more])] }, false);
    return {
      href: link.href,
      onClick(event: Parameters<typeof link.onClick>[0]) {
        link.onClick(event);
        // Taken in the page (not a new tab): its values will come here.
        if (event.defaultPrevented) moreOf.current = { key, from: dimension.values.length };
      },
    };
  };
  return (
    <aside ref={aside} className="sfi-search__refinements" aria-label="Filter results">
      {listed.map((dimension, index) => (
        <details key={keys[index]} className="sfi-refinement" open={open}>
          <summary>{dimension.name}</summary>
          <ul>
            {dimension.values.map((value) => (
              <li key={value.id || value.name}>
                <a {...linkTo({ ...nav, selected: [...nav.selected, value.id], page: 1 })}>
                  {value.name}
                  {value.count !== null ? <span className="sfi-refinement__count"> ({value.count})</span> : null}
                </a>
              </li>
            ))}
            {dimension.more ? (
              <li>
                <a {...moreLink(dimension, keys[index]!, dimension.more)} className="sfi-refinement__more">
                  More<VisuallyHidden> {dimension.name} filters</VisuallyHidden>
                  <span aria-hidden="true">…</span>
                </a>
              </li>
            ) : null}
          </ul>
        </details>
      ))}
    </aside>
  );
}
