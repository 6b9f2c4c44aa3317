// The waitlist popup (docs/requirements.md §2.3, §4.3, §5.3, §9): on the product pages the page config names,
// before its end date, 7 s after load, once (its cookie is set when it shows). It holds the waitlist form: it
// opens the `waitlist-form` island as a dialog, so the form's code is loaded only when the popup shows. A dialog
// the shopper has open then (a quick view, the shipping notes) comes first, and so does a field they are typing in:
// the popup waits until they are free (when-shopper-free.ts).
import { useEffect } from 'react';
import { WAITLIST_POPUP_DELAY_MS, waitlistPopupConfig } from '../../config/waitlist';
import { forgetPopupShown, markPopupShown, wasPopupShown } from '../../store/popup-cookies';
import { useIsland } from '../../ui/use-island';
import { afterPageLoad, popupVerdict, productIdOfPath, schedulePopup, WAITLIST_POPUP_ID } from './eligibility';
import { whenShopperFree } from './when-shopper-free';

export interface WaitlistPopupProps {
  /** The page's product; by default read from the page's route (`/product/345`). */
  productId?: string;
  /** The dialog's heading. */
  title: string;
  /** The text above the form. */
  intro: string;
}

/** `LAST_SOURCE` of a sign-up made in the popup. */
const POPUP_SOURCE = 'waitlist_popup';
/** What a waitlist form dispatches when a sign-up fails. */
const FAILED = 'sfi:waitlist:failed';

export function WaitlistPopup({ productId, title, intro }: WaitlistPopupProps) {
  const { config, open, hasIsland, debug } = useIsland();
  useEffect(() => {
    const waitlist = waitlistPopupConfig(config.waitlist);
    const page = productId ?? productIdOfPath(location.pathname);
    const verdict = () =>
      popupVerdict(waitlist, {
        productId: page,
        now: Date.now(),
        alreadyShown: wasPopupShown(WAITLIST_POPUP_ID),
        enabled: config.flags.waitlistNotification && hasIsland('waitlist-form'),
      });
    debug('waitlist-popup:', page, verdict());
    let stopWaitingForShopper = () => {};
    let stopListening = () => {};
    const stop = schedulePopup({
      verdict,
      show: () => {
        stopWaitingForShopper = whenShopperFree(() => {
          // Another tab may have shown it while this one waited.
          if (verdict() !== 'show') return;
          markPopupShown(WAITLIST_POPUP_ID);
          const form = open('waitlist-form', { title, intro, lastSource: POPUP_SOURCE, ...(page ? { productId: page } : {}) });
          // A sign-up from it that failed once it had closed: the shopper never saw the form's error and could not try
          // again there, so it is offered again on the campaign's next page (docs/decisions.md "Waitlist"). A page
          // script may send the event too, with no detail.
          const failed = (event: Event) => {
            if (!form.host.isConnected && (event as CustomEvent<{ lastSource: string } | null>).detail?.lastSource === POPUP_SOURCE) forgetPopupShown(WAITLIST_POPUP_ID);
          };
          document.addEventListener(FAILED, failed);
          stopListening = () => document.removeEventListener(FAILED, failed);
        });
      },
      afterLoad: (callback) => afterPageLoad(callback),
      hidden: () => document.visibilityState === 'hidden',
      onVisibilityChange: (callback) => {
        document.addEventListener('visibilitychange', callback);
        return () => document.removeEventListener('visibilitychange', callback);
      },
      now: () => performance.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      delayMs: WAITLIST_POPUP_DELAY_MS,
    });
    return () => {
      stop();
      stopWaitingForShopper();
      stopListening();
    };
  }, []);
  return null;
}
