// The results page's navigation: the state read from the URL, links that push a new state (and still
// work as real links in a new tab), and the back and forward buttons.
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { SearchQuery } from '../../model/search';
import { isPlainClick } from '../../ui/urls';
import { readNavState, writeNavState } from './nav-state';

export interface Navigation {
  nav: SearchQuery;
  navigate(next: SearchQuery): void;
  /** `href` and `onClick` for a link to a state. */
  linkTo(next: SearchQuery): { href: string; onClick(event: MouseEvent): void };
  /** True once the shopper has moved (the heading then takes focus when results arrive). */
  moved: { readonly current: boolean };
}

export function useNavigation(): Navigation {
  const [nav, setNav] = useState<SearchQuery>(() => readNavState(window.location.search));
  const moved = useRef(false);

  useEffect(() => {
    const onPop = () => setNav(readNavState(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((next: SearchQuery) => {
    moved.current = true;
    window.history.pushState(null, '', writeNavState(next, window.location.search));
    setNav(next);
  }, []);

  const linkTo = (next: SearchQuery) => ({
    href: writeNavState(next, window.location.search),
    onClick(event: MouseEvent) {
      if (!isPlainClick(event)) return; // a new tab or window gets the real link
      event.preventDefault();
      navigate(next);
    },
  });

  return { nav, navigate, linkTo, moved };
}
