// Back to top (docs/requirements.md §2.3, §9.1): shows past 220 px of scrolling (throttled to 100 ms, passive
// listener), scrolls to the top (at once under reduced motion) and moves focus to the top of the page.
import island from '../../../src/widgets/back-to-top/island';
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

let scrollY = 0;
/** How often the island read the scroll position. */
let reads = 0;
let reducedMotion = false;
/** The page's height (jsdom lays nothing out); the window is 768 px high. */
let pageHeight = 5000;
const scrollTo = jest.fn();
Object.defineProperty(window, 'scrollY', {
  configurable: true,
  get: () => {
    reads += 1;
    return scrollY;
  },
});
Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
beforeEach(() => {
  scrollY = 0;
  pageHeight = 5000;
  reducedMotion = false;
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion, media: query })) as unknown as typeof window.matchMedia;
});

const button = () => document.querySelector<HTMLButtonElement>('.sfi-back-to-top')!;
function scrollToY(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}
/** Lets the throttle's trailing call (100 ms at most) and the re-render run. */
const afterThrottle = () => jest.advanceTimersByTimeAsync(150);
/** Mounts the page and lets effects run (Preact runs them after the next frame): the listener is on. */
async function mount(html: string) {
  const page = await mountPage(html);
  await jest.advanceTimersByTimeAsync(200);
  return page;
}
const PAGE = '<a id="first" href="/">Home</a><h1 id="top-heading">Page</h1><div id="btt" data-widget="back-to-top"></div>';

describe('back-to-top', () => {
  it('is a labelled button, hidden until the page has scrolled past 220 px, hidden again back above', async () => {
    await mount(PAGE);
    expect(button().textContent).toBe('↑Back to top');
    expect(button().type).toBe('button');
    expect(button().hidden).toBe(true);
    scrollToY(220);
    await afterThrottle();
    expect(button().hidden).toBe(true);
    scrollToY(221);
    await waitFor(() => expect(button().hidden).toBe(false));
    scrollToY(40);
    await waitFor(() => expect(button().hidden).toBe(true));
  });

  it('waits below the window\'s edge while the page goes down, comes back when it goes up or reaches its end', async () => {
    await mount(PAGE);
    const tucked = () => button().classList.contains('sfi-back-to-top--tucked');
    scrollToY(300);
    await waitFor(() => expect(button().hidden).toBe(false));
    expect(tucked()).toBe(true); // shown (in the tab order, for a screen reader) but out of the way
    scrollToY(1000);
    await afterThrottle();
    expect(tucked()).toBe(true);
    scrollToY(990);
    await waitFor(() => expect(tucked()).toBe(false));
    scrollToY(990); // a scroll event that moved nothing leaves it where it was
    await afterThrottle();
    expect(tucked()).toBe(false);
    scrollToY(1200);
    await waitFor(() => expect(tucked()).toBe(true));
    scrollToY(5000 - 768); // the page's end: nothing left below, and the room it keeps is beneath it
    await waitFor(() => expect(tucked()).toBe(false));
    scrollToY(100);
    await waitFor(() => expect(button().hidden).toBe(true));
  });

  it('shows at once on a page that was already scrolled when it mounted', async () => {
    scrollY = 900;
    await mount(PAGE);
    expect(button().hidden).toBe(false);
    expect(button().classList.contains('sfi-back-to-top--tucked')).toBe(false);
  });

  it('listens passively and handles the scroll at most once per 100 ms, never missing the last position', async () => {
    const add = jest.spyOn(window, 'addEventListener');
    await mount(PAGE);
    expect(add.mock.calls.filter(([type]) => type === 'scroll').map(([, , options]) => options)).toEqual([{ passive: true }]);
    reads = 0; // mounting read it once, over 100 ms ago
    scrollToY(100); // handled at once
    expect(reads).toBe(1);
    scrollToY(300); // within 100 ms of it: folded into one trailing call
    scrollToY(500);
    await jest.advanceTimersByTimeAsync(99);
    expect(reads).toBe(1);
    expect(button().hidden).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(reads).toBe(2);
    await waitFor(() => expect(button().hidden).toBe(false));
  });

  it('scrolls smoothly to the top, moves focus to the body (tabindex -1 for as long as it has focus) and tells page scripts', async () => {
    scrollY = 1200;
    await mount(PAGE);
    const used: unknown[] = [];
    document.addEventListener('sfi:back-to-top', (event) => used.push((event as CustomEvent).detail));
    button().focus();
    click(button());
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }]]);
    expect(document.activeElement).toBe(document.body);
    expect(document.body.getAttribute('tabindex')).toBe('-1');
    expect(used).toEqual([{ scrollY: 1200 }]);
    document.getElementById('first')!.focus();
    expect(document.body.hasAttribute('tabindex')).toBe(false);
  });

  it('jumps to the top at once when the shopper prefers reduced motion', async () => {
    reducedMotion = true;
    scrollY = 1200;
    await mount(PAGE);
    click(button());
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'instant' }]]);
  });

  it('focuses the element focusTarget names instead', async () => {
    scrollY = 1200;
    await mount(PAGE.replace('data-widget="back-to-top">', `data-widget="back-to-top" data-props='{"focusTarget": "#top-heading", "label": "Top"}'>`));
    expect(button().textContent).toBe('↑Top');
    click(button());
    expect(document.activeElement).toBe(document.getElementById('top-heading'));
    expect(document.getElementById('top-heading')!.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves an element that takes focus of its own as it is', async () => {
    scrollY = 1200;
    await mount(PAGE.replace('data-widget="back-to-top">', `data-widget="back-to-top" data-prop-focus-target="first">`));
    click(button());
    expect(document.activeElement).toBe(document.getElementById('first'));
    expect(document.getElementById('first')!.hasAttribute('tabindex')).toBe(false);
  });

  it('stops listening when unmounted', async () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { runtime } = await mount(PAGE);
    runtime.unmount(document.getElementById('btt')!);
    await jest.advanceTimersByTimeAsync(200); // effect clean-ups run after paint, as on mounting
    expect(remove.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(1);
  });
});

describe('back-to-top props', () => {
  it('defaults to "Back to top" and the body', () => {
    expect(island.parseProps!({})).toEqual({ label: 'Back to top' });
    expect(island.parseProps!({ label: ' Top ', focusTarget: '#main' })).toEqual({ label: 'Top', focusTarget: 'main' });
  });
});
