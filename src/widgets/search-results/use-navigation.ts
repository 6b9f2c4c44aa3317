// The results page's navigation: the state the shopper asks for (from the URL at first, then from links, the
// sort menu and the back and forward buttons), links that still work as real links in a new tab, and the URL.
// A shopper's move enters history only once its results are on screen, so the URL never names results the
// page does not show (docs/decisions.md "Search failures").
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { SearchQuery } from '../../model/search';
import { isPlainClick } from '../../ui/urls';
import { readNavState, writeNavState } from './nav-state';

/**
 * One ask for a state's results. Each ask is a new object, and the page fetches once per object: asking again for the
 * same state (a retry, the same link again) is a new ask.
 */
export interface Wanted {
  query: SearchQuery;
  /** A shopper's move (a link, the sort menu): its URL is pushed once its results are shown. The page's load and
   *  back/forward are not: the browser's URL already names them. */
  push: boolean;
}

export interface Navigation {
  wanted: Wanted;
  /** `focusResults` false keeps the focus where it is when the results come (the sort menu, which arrow keys change). */
  navigate(next: SearchQuery, focusResults?: boolean): void;
  /** Asks again for the state last asked for. */
  retry(): void;
  /** `href` and `onClick` for a link to a state; `focusResults` as for navigate. */
  linkTo(next: SearchQuery, focusResults?: boolean): { href: string; onClick(event: MouseEvent): void };
  /** True when the shopper's last move wants the focus on the heading when its results arrive. */
  moved: { readonly current: boolean };
}

/** The state the page's URL names, as the browser's own ask (the page's load, back and forward). */
const fromUrl = (): Wanted => ({ query: readNavState(window.location.search), push: false });

/** `request`'s results are on screen: a shopper's move gets its history entry now, unless the URL names it already. */
export function enterHistory(request: Wanted): void {
  const url = writeNavState(request.query, window.location.search);
  if (request.push && url !== window.location.search) window.history.pushState(null, '', url);
}

export function useNavigation(): Navigation {
  const [wanted, setWanted] = useState(fromUrl);
  const moved = useRef(false);

  useEffect(() => {
    const onPop = () => setWanted(fromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = (next: SearchQuery, focusResults = true) => {
    moved.current = focusResults;
    setWanted({ query: next, push: true });
  };

  return {
    wanted,
    navigate,
    retry() {
      moved.current = true;
      setWanted({ ...wanted });
    },
    linkTo: (next, focusResults) => ({
      href: writeNavState(next, window.location.search),
      onClick(event) {
        if (!isPlainClick(event)) return; // a new tab or window gets the real link
        event.preventDefault();
        navigate(next, focusResults);
      },
    }),
    moved,
  };
}
