// Fullscreen for the player (docs/requirements.md §4.4): the element fullscreen API, toggled on and off;
// Escape leaves. On iOS element fullscreen takes the video alone and drops our controls, so there the player
// fills the window instead (`fullWindow`; the view styles it) and Escape leaves that too. Filling the window it is a
// modal view (docs/decisions.md "Video player: keys after the end, and the full-window mode"): the page under it is
// inert (no focus, no pointer, no screen reader's cursor), so Tab goes only round the player's controls, and past
// the last to the browser's own controls, as under the platform's own modal dialog.

type Prefixed = {
  webkitRequestFullscreen?: () => Promise<void> | void;
  webkitExitFullscreen?: () => Promise<void> | void;
  webkitFullscreenElement?: Element | null;
};

export interface FullscreenControl {
  /** In element fullscreen or full-window mode. */
  readonly active: boolean;
  readonly fullWindow: boolean;
  toggle(): void;
  exit(): void;
  destroy(): void;
}

/** iPhone, iPod and iPad (also an iPad that calls itself a Mac). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  return /iP(hone|od|ad)/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

export function createFullscreen(target: HTMLElement, win: Window, onChange: () => void): FullscreenControl {
  const doc = win.document as Document & Prefixed;
  const element = target as HTMLElement & Prefixed;
  const request = element.requestFullscreen ?? element.webkitRequestFullscreen;
  const useWindow = isIos(win.navigator) || typeof request !== 'function';
  let fullWindow = false;

  const inElementFullscreen = (): boolean => (doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null) === target;
  const logFailure = (error: unknown): void => {
    // A refused request (no user gesture, a policy) leaves things as they were.
    if (typeof console !== 'undefined') console.warn('[storefront-islands] video: fullscreen refused', error);
  };
  // Escape with the focus in the player or nowhere; one pressed in a layer over the player (a dialog it opened, the
  // quick view) is that layer's, which closes and leaves the player filling the window.
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && fullWindow && (event.target === doc.body || target.contains(event.target as Node))) setFullWindow(false);
  };
  /**
   * What the full-window mode made inert: every element beside the player's way up to <body>, also one a page script
   * adds there meanwhile (a chat widget, a cookie banner), but one already inert (the page's own) and an island opened
   * over the player (the host the runtime's open() makes, class `sfi-on-demand`: the quick view, a modal dialog).
   */
  let madeInert: Element[] = [];
  /** Makes what is beside the player's way up to <body> inert, and watches that way for what a page script adds. */
  const makePageInert = (): void => {
    for (let el: Element = target; el !== doc.body && el.parentElement; el = el.parentElement) {
      for (const other of el.parentElement.children) {
        if (other !== el && !other.matches('[inert],.sfi-on-demand')) {
          other.setAttribute('inert', '');
          madeInert.push(other);
        }
      }
      late.observe(el.parentElement, { childList: true });
    }
  };
  const late = new MutationObserver(makePageInert);
  function setFullWindow(on: boolean): void {
    if (fullWindow === on) return;
    fullWindow = on;
    if (on) {
      doc.addEventListener('keydown', onKey);
      makePageInert();
      // Asked for from outside (a page script), the focus comes into the view: what had it is inert now.
      if (!target.contains(doc.activeElement)) target.focus();
    } else {
      doc.removeEventListener('keydown', onKey);
      late.disconnect();
      for (const el of madeInert) el.removeAttribute('inert');
      madeInert = [];
    }
    onChange();
  }

  doc.addEventListener('fullscreenchange', onChange);
  doc.addEventListener('webkitfullscreenchange', onChange);

  const exit = (): void => {
    if (fullWindow) setFullWindow(false);
    if (inElementFullscreen()) {
      try {
        void Promise.resolve((doc.exitFullscreen ?? doc.webkitExitFullscreen)?.call(doc)).catch(logFailure);
      } catch (error) {
        logFailure(error);
      }
    }
  };

  return {
    get active() {
      return fullWindow || inElementFullscreen();
    },
    get fullWindow() {
      return fullWindow;
    },
    toggle() {
      if (fullWindow || inElementFullscreen()) return exit();
      if (useWindow) return setFullWindow(true);
      try {
        void Promise.resolve(request!.call(element)).catch(logFailure);
      } catch (error) {
        logFailure(error);
      }
    },
    exit,
    destroy() {
      exit();
      doc.removeEventListener('keydown', onKey);
      doc.removeEventListener('fullscreenchange', onChange);
      doc.removeEventListener('webkitfullscreenchange', onChange);
    },
  };
}
