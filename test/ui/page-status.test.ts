// The page's one status region (src/ui/page-status.ts): one polite region at the end of <body>, visually hidden
// unless a message is shown, and a shown message goes at the shopper's next press or key.
import { joinPageStatus, PAGE_STATUS_ATTRIBUTE, pageHeard, sayOnPage } from '../../src/ui/page-status';
import { forgetPageSingletons } from '../helpers/reset';

const regions = () => [...document.querySelectorAll<HTMLElement>(`[${PAGE_STATUS_ATTRIBUTE}]`)];
const seen = (region: HTMLElement) => [region.textContent, region.className];
/** The region's two parts, the shown words and the words only said, each with its class. */
const parts = (region: HTMLElement) => [...region.children].map((part) => [part.textContent, part.className]);

beforeEach(() => {
  forgetPageSingletons();
  document.body.innerHTML = '<main><button>Buy</button></main>';
});

describe('page status', () => {
  it('is one empty, hidden, polite region at the end of <body>, however many join it', () => {
    expect(regions()).toHaveLength(0);
    const region = joinPageStatus();
    expect(joinPageStatus()).toBe(region);
    expect(regions()).toEqual([region]);
    expect([region.parentElement, region.getAttribute('role'), ...seen(region)]).toEqual([document.body, 'status', '', 'sfi-visually-hidden']);
    expect(document.body.lastElementChild).toBe(region);
  });

  it('pageHeard: heard with no modal dialog open (a plain open one does not count); under one, not, and its `then` runs once at the dialog\'s close', () => {
    const then = jest.fn();
    expect(pageHeard(then)).toBe(true);
    document.body.insertAdjacentHTML('beforeend', '<dialog open aria-modal="true"></dialog><dialog open></dialog>');
    const [modal, plain] = [...document.querySelectorAll('dialog')];
    expect(pageHeard(then)).toBe(false);
    expect(pageHeard(then)).toBe(false);
    plain!.dispatchEvent(new Event('close'));
    expect(then).not.toHaveBeenCalled();
    modal!.removeAttribute('open');
    modal!.dispatchEvent(new Event('close'));
    expect(then).toHaveBeenCalledTimes(1);
    expect(pageHeard(then)).toBe(true);
  });

  it('goes back on the page if the page took it out', () => {
    const region = joinPageStatus();
    document.body.innerHTML = '<main></main>';
    sayOnPage('Bag updated: 2 items');
    expect(regions()).toEqual([region]);
    expect(seen(region)).toEqual(['Bag updated: 2 items', 'sfi-visually-hidden']);
  });

  it('shows a message until the shopper\'s next key', () => {
    const region = joinPageStatus();
    sayOnPage('Thank you.', true);
    expect(seen(region)).toEqual(['Thank you.', 'sfi-page-status']);
    document.querySelector('button')!.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(seen(region)).toEqual(['', 'sfi-visually-hidden']);
    expect(regions()).toEqual([region]);
  });

  it('or press', () => {
    const region = joinPageStatus();
    sayOnPage("We couldn't sign you up. Please try again.", true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(seen(region)).toEqual(['', 'sfi-visually-hidden']);
  });

  it('keeps a shown message when hidden words follow it: both are said, the shown one stays until the next key', () => {
    const region = joinPageStatus();
    sayOnPage('Thank you.', true);
    sayOnPage('Bag updated: 1 item');
    expect(parts(region)).toEqual([['Thank you.', ''], ['Bag updated: 1 item', 'sfi-visually-hidden']]);
    expect(region.className).toBe('sfi-page-status');
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(seen(region)).toEqual(['Bag updated: 1 item', 'sfi-visually-hidden']);
  });

  // docs/decisions.md "Waitlist": a sign-up's outcome and a bag change both held while a quick view was open. At its
  // close the bag's words replaced the waitlist bar (or the bar replaced them, in the same moment): one went unheard.
  it.each([
    ['the outcome first', false],
    ['the bag change first', true],
  ])('a shown message and a bag change held under one dialog are both said at its close (%s)', (_order, bagFirst) => {
    const region = joinPageStatus();
    document.body.insertAdjacentHTML('beforeend', '<dialog open aria-modal="true"></dialog>');
    const dialog = document.querySelector('dialog')!;
    // As the bag announcer holds a change (src/widgets/cart-count/bag-announcer.ts).
    const bagChange = () => pageHeard(bagChange) && sayOnPage('Bag updated: 1 item');
    const outcome = () => sayOnPage("Thank you. We'll email sam@example.com.", true);
    for (const held of bagFirst ? [bagChange, outcome] : [outcome, bagChange]) held();
    expect(seen(region)).toEqual(['', 'sfi-visually-hidden']);
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
    expect(parts(region)).toEqual([["Thank you. We'll email sam@example.com.", ''], ['Bag updated: 1 item', 'sfi-visually-hidden']]);
    expect(region.className).toBe('sfi-page-status');
  });

  it('clears only the shown message: the press or key that was not used does not clear what the region says later', () => {
    const region = joinPageStatus();
    const key = () => document.querySelector('button')!.dispatchEvent(new Event('keydown', { bubbles: true }));
    const press = () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    sayOnPage('Thank you.', true);
    key();
    sayOnPage('Bag updated: 1 item');
    press();
    expect(seen(region)).toEqual(['Bag updated: 1 item', 'sfi-visually-hidden']);
    sayOnPage("We couldn't sign you up. Please try again.", true);
    press();
    expect(seen(region)).toEqual(['Bag updated: 1 item', 'sfi-visually-hidden']);
    sayOnPage('Thank you.', true);
    key();
    expect(seen(region)).toEqual(['Bag updated: 1 item', 'sfi-visually-hidden']);
  });

  it('a shown message replaced by another is cleared by one press, the second one\'s', () => {
    const region = joinPageStatus();
    sayOnPage("We couldn't sign you up. Please try again.", true);
    sayOnPage('Thank you.', true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(seen(region)).toEqual(['', 'sfi-visually-hidden']);
    sayOnPage('Bag updated: 2 items');
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(seen(region)).toEqual(['Bag updated: 2 items', 'sfi-visually-hidden']);
  });
});
