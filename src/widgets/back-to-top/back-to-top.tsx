// Back to top (docs/requirements.md §2.3, §9.1): a button that shows once the page has scrolled past
// BACK_TO_TOP_THRESHOLD_PX (scroll handled through a passive listener, throttled), scrolls to the top
// (at once when the shopper prefers reduced motion, smoothly otherwise) and moves focus to the top of the page.
// Each use is announced to page scripts as `sfi:back-to-top` (detail: the scroll position it started from).
// While it shows, it keeps room for itself at the foot of the page and of the window, so nothing the shopper
// focuses or taps there stays under it; on the way down the page it tucks itself below the window's edge (tuck.ts),
// still in the tab order, and comes back into view when it takes focus.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BACK_TO_TOP_SCROLL_THROTTLE_MS, BACK_TO_TOP_THRESHOLD_PX } from '../../config/page-furniture';
import { throttle } from '../../ui/throttle';
import { useIsland } from '../../ui/use-island';
import { focusPageTop } from './focus-top';
import { tucksAfter } from './tuck';

export interface BackToTopProps {
  label: string;
  /** Id of the element that takes focus at the top; the page's body when absent. */
  focusTarget?: string;
}

const pastThreshold = () => window.scrollY > BACK_TO_TOP_THRESHOLD_PX;

/** On <html> while the button shows: focus moves clear of the bottom band the button covers (back-to-top.css.ts). */
const ROOM_CLASS = 'sfi-back-to-top-room';
/** The button's height, from which that band and the room at the page's end are counted: its label may wrap. */
const HEIGHT = '--sfi-back-to-top';

export function BackToTop({ label, focusTarget }: BackToTopProps) {
  const { emit } = useIsland();
  const [visible, setVisible] = useState(pastThreshold);
  const [tucked, setTucked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const measure = () => {
    const height = button.current!.offsetHeight;
    if (height) document.documentElement.style.setProperty(HEIGHT, `${height}px`);
  };

  useEffect(() => {
    let lastY = window.scrollY;
    let tuck = false;
    const update = throttle(() => {
      const y = window.scrollY;
      tuck = tucksAfter(lastY, y, y + window.innerHeight >= document.documentElement.scrollHeight - 1, tuck);
      lastY = y;
      setVisible(y > BACK_TO_TOP_THRESHOLD_PX);
      setTucked(tuck);
      measure(); // a text size changed since it showed
    }, BACK_TO_TOP_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', update, { passive: true });
    update(); // the page may have been scrolled before the island mounted
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);

  useEffect(() => {
    const html = document.documentElement;
    html.classList.toggle(ROOM_CLASS, visible);
    measure();
    return () => {
      html.classList.remove(ROOM_CLASS);
      html.style.removeProperty(HEIGHT);
    };
  }, [visible]);

  const toTop = () => {
    emit('back-to-top', { scrollY: window.scrollY });
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
    focusPageTop(focusTarget);
  };

  return (
    <>
      <button ref={button} type="button" className={tucked ? 'sfi-back-to-top sfi-back-to-top--tucked' : 'sfi-back-to-top'} hidden={!visible} onClick={toTop}>
        <span className="sfi-back-to-top__arrow" aria-hidden="true">
          ↑
        </span>
        {label}
      </button>
      {/* The end of the page scrolls up past the button: the last links are not left beneath it. */}
      {visible ? createPortal(<div className="sfi-back-to-top__room" aria-hidden="true" />, document.body) : null}
    </>
  );
}
