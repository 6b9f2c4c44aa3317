// The one dialog of the bundle: the WAI-ARIA APG modal dialog pattern on a native <dialog>
// (showModal puts it in the top layer and makes the page inert). Focus moves to the first control of its content
// (or the dialog itself), and on to the first control of content that arrives later, Tab stays inside, Escape and the close button close it, and focus returns
// to what was focused before it opened, or where that stood if it has gone (focus-return.ts). Sizes are set through the CSSOM, which a strict CSP allows. A key
// held down when it opens does not act inside it (key-repeats.ts).
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusReturn } from './focus-return';
import { ignoreKeyRepeats } from './key-repeats';
import { useStableId } from './use-id';

export interface DialogProps {
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /**
   * For content that brings its own heading (a cart answer's OVERLAY): the title heading is hidden (in no outline) and
   * only names the dialog until a heading in the content takes the name over; so there is one heading, the visible one.
   */
  hideTitle?: boolean;
  onClose(): void;
  children: ReactNode;
  /** CSS pixel sizes (e.g. the 590x375 promotional popup); the dialog never exceeds the viewport. */
  width?: number;
  height?: number;
  className?: string;
  /** Selector of the element inside that takes focus on opening (the date grid's day); else the first focusable. */
  initialFocus?: string;
  /**
   * Id of the words that say what the dialog is for, where the focus goes past them to a control (APG: aria-describedby),
   * so a screen reader says them with its name: the offer's text, the waitlist's intro.
   */
  describedBy?: string;
  /**
   * Content to read rather than fill in (a page the modal loader fetched: shipping and returns): while its only controls
   * are links, the focus stays at the dialog's start, so a screen reader reads it from the top instead of jumping past
   * its headings and words to its first link (APG: focus the start of content that is read). Looked at as it arrives.
   */
  readFirst?: boolean;
}

const FOCUSABLE = 'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"]),[contenteditable=true]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]') && el.getClientRects().length > 0);
}

/** Where Tab would land for `el`: a radio group is one stop, its checked radio (the shades of a quick view, a quiz's answers). */
function tabStop(root: HTMLElement, el: HTMLElement | undefined): HTMLElement | undefined {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name || el.checked) return el;
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter((radio) => radio.name === el.name && radio.form === el.form);
  return group.find((radio) => radio.checked) ?? el;
}

export function Dialog({ title, hideTitle, onClose, children, width, height, className, initialFocus, describedBy, readFirst }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useStableId('dialog-title');
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pressedOutside = useRef(false);
  /** Whether a pointer event is on the backdrop: at the dialog itself, outside its box. */
  const outside = (event: { target: EventTarget | null; clientX: number; clientY: number }) => {
    const box = ref.current!.getBoundingClientRect();
    return event.target === ref.current && !(event.clientX >= box.left && event.clientX < box.right && event.clientY >= box.top && event.clientY < box.bottom);
  };

  // Where the focus was, noted before the dialog takes it, and given back as the dialog goes: in a layout effect's
  // cleanup, which both flavours run as the dialog leaves the page. Preact runs an effect's cleanup a frame later
  // (11–21 ms), with the focus on <body> meanwhile: a Tab pressed in that frame started from the top and was undone.
  // The dialog is closed first: while it is modal the page outside it is inert and the opener cannot take the focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const returnFocus = focusReturn(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      returnFocus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const stopIgnoringRepeats = ignoreKeyRepeats(dialog);
    // The control to focus, looked for again as content arrives (below); and the dialog's name, set on the way: the
    // first visible h1 or h2 (APG: the visible title): its own title, or with hideTitle the content's own heading
    // (a cart answer's <h2>). Not an h3: the date picker's month heading names the month, not the dialog.
    const preferred = () => {
      const heading = dialog.querySelector('h1,h2:not([hidden])');
      if (heading) dialog.setAttribute('aria-labelledby', (heading.id ||= `${titleId}c`));
      const controls = focusableIn(dialog).filter((el) => !el.classList.contains('sfi-dialog__close'));
      if (readFirst && controls.every((el) => el.localName == 'a')) return;
      return (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ?? tabStop(dialog, controls[0]);
    };
    // With no control in its content yet, the dialog itself takes the focus (its name is read out), not the close
    // button: a second Enter on the link that opened it, while its content loads, must not close it.
    let placed = preferred() ?? dialog;
    placed.focus();
    // What a dialog shows may come after it opens (a product, a form fetched from the server, an island mounting
    // inside): focus then sits on the dialog, or on a control past the ones still to come. Until the shopper
    // acts (a key, a press) or moves the focus, it goes on to the first control as the content arrives.
    // (A focused element the new content removed leaves the focus on <body>: that too is still ours to place.)
    // Looked at once a frame, before it is drawn: finding what can take focus lays the page out, which the frame
    // does then anyway (a quick view over a listing of 500 cards would otherwise lay them out once more).
    let frame = 0;
    const follow = () => {
      frame = 0;
      const active = document.activeElement;
      if (active !== placed && active && active !== document.body) return stopFollowingContent();
      const next = preferred() ?? (placed.isConnected ? placed : dialog);
      if (next !== active) (placed = next).focus();
    };
    const content = new MutationObserver(() => {
      frame ||= requestAnimationFrame(follow);
    });
    // The key that opened the dialog, still held, is no act of the shopper's; nor is a key pressed on the dialog
    // itself while its content loads (Enter again on the link's key), which does nothing there.
    const onKey = (event: KeyboardEvent) => {
      if (!event.repeat && event.target !== dialog) stopFollowingContent();
    };
    const stopFollowingContent = () => {
      content.disconnect();
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      dialog.removeEventListener('keydown', onKey, true);
      dialog.removeEventListener('pointerdown', stopFollowingContent, true);
    };
    content.observe(dialog, { childList: true, subtree: true });
    dialog.addEventListener('keydown', onKey, true);
    dialog.addEventListener('pointerdown', stopFollowingContent, true);
    const onCancel = (event: Event) => {
      event.preventDefault(); // we close through onClose, so state and DOM agree
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) return;
      // The first stop may be a radio group, entered at its checked radio: Shift+Tab from there wraps too, and so it
      // does from the dialog itself (a page to read, content still loading), which comes before its first control.
      const [head, tail] = [tabStop(dialog, items[0])!, items[items.length - 1]!];
      if (event.shiftKey && (document.activeElement === head || document.activeElement === dialog)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      stopFollowingContent();
      stopIgnoringRepeats();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (width) dialog.style.setProperty('--sfi-dialog-width', `${width}px`);
    if (height) dialog.style.setProperty('--sfi-dialog-height', `${height}px`);
  }, [width, height]);

  return (
    <dialog
      ref={ref}
      className={`sfi-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      tabIndex={-1}
      onPointerDown={(event) => void (pressedOutside.current = outside(event))}
      onClick={(event) => {
        // A click on the backdrop, pressed there too: not one in the dialog's own box below its content, nor a drag
        // that ends outside, nor the second click of the double-click that opened it.
        if (pressedOutside.current && outside(event) && event.detail < 2) onClose();
      }}
    >
      <div className="sfi-dialog__body">
        <h2 id={titleId} className="sfi-dialog__title" hidden={hideTitle}>
          {title}
        </h2>
        {children}
      </div>
      <button type="button" className="sfi-dialog__close" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
