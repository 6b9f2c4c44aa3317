// The generic modal loader (docs/requirements.md §7): a link whose target is fetched (GET) and shown,
// sanitised, in the one dialog. Same-site targets only; on failure the dialog says so and links to the
// page itself. A target with a `#fragment` shows only that element of the page; islands in a fetched page
// mount (their hosts pass the sanitiser), so a page can bring its own interactive parts (the quiz, the finder,
// the sign-in forms).
// On a link host it renders the link's text and opens the dialog on a new host at the end of <body>
// (a dialog inside a link would be interactive content inside interactive content).
import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { useFetchedHtml, type FetchedHtml } from '../../ui/use-fetched-html';
import { isPlainClick, sameSiteUrl } from '../../ui/urls';
import { useIsland } from '../../ui/use-island';
import { useStableId } from '../../ui/use-id';
import type { OverlayLinkProps } from './overlay-props';

export function OverlayLink(props: OverlayLinkProps) {
  const { host, open, emit, onDemand, close } = useIsland();
  const { title, label, width, height, url, html } = props;
  const page = props.page ?? props.presetPage;

  useEffect(() => {
    if (onDemand) return;
    let shown = false;
    const onClick = (event: MouseEvent) => {
      // The dialog shows `url` when the host names one (a preset's overlay template); the link's own page otherwise.
      const href = host.getAttribute('href');
      const target = sameSiteUrl(url ?? href);
      if (!target || !isPlainClick(event)) return; // the browser follows it as a plain link
      event.preventDefault();
      if (shown) return; // a second click before its dialog took the page (a quick double-click): one dialog
      shown = true;
      // Should the dialog fail, it leads to the page the host names, else the link's own page (a preset's `url` is a
      // bare overlay template), else the preset's page.
      const fallback = props.page ?? sameSiteUrl(href)?.href ?? props.presetPage;
      const sizes = { ...(width ? { width } : {}), ...(height ? { height } : {}) };
      void open('overlay-link', { url: target.href, title, ...sizes, ...(fallback ? { page: fallback } : {}) }).closed.then(() => (shown = false));
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [url, page, props.page, title, width, height]);

  if (!onDemand) return <>{label}</>;
  const onClose = () => {
    emit('overlay:closed', { host });
    close();
  };
  return <OverlayDialog url={url} page={page} html={html} title={title} width={width} height={height} onClose={onClose} />;
}

/** The id a target's `#fragment` names, if any. */
function fragmentOf(url: string): string | undefined {
  const hash = url.indexOf('#');
  if (hash < 0 || hash === url.length - 1) return undefined;
  try {
    return decodeURIComponent(url.slice(hash + 1));
  } catch {
    return undefined; // a malformed escape names no element: the whole page
  }
}

function OverlayDialog({ url = '', page, html, title, width, height, onClose }: { url?: string; page?: string; html?: string; title: string; width?: number; height?: number; onClose(): void }) {
  const fetched = useFetchedHtml(html === undefined ? url : null);
  // A page that cannot be sanitised (DOMPurify's chunk failed) fails as a page that cannot be fetched: an empty
  // dialog would leave the shopper with nothing to do but close it.
  const [unsanitised, setUnsanitised] = useState(false);
  const state: FetchedHtml = unsanitised ? { status: 'failed' } : html !== undefined ? { status: 'ready', html } : fetched;
  // "Loading…" is said in a region already there: it comes empty with the dialog and has its words two frames after
  // the dialog opened (once drawn, empty), since a live region inserted with its words is often not announced.
  // `drawn` takes the second frame's time (never 0); a frame after the dialog has gone sets state on nothing, harmless.
  const [drawn, setDrawn] = useState(0);
  useEffect(() => void requestAnimationFrame(() => requestAnimationFrame(setDrawn)), []);
  // Server HTML given to show (a bag add's summary) is short and what the dialog is about, and its focus goes to the
  // link after it: the dialog is described by it, so a screen reader says what was added with the dialog's name.
  // A fetched page may be long (the shipping page), so it is not.
  const contentId = useStableId('overlay');
  const describe = html !== undefined && state.status === 'ready';
  // A fetched page is read from its start unless it asks for input (a form, the quiz's questions): the focus stays on
  // the dialog rather than going past its headings to its first link.
  return (
    <Dialog
      title={title}
      hideTitle={html !== undefined}
      onClose={onClose}
      width={width}
      height={height}
      className="sfi-overlay"
      describedBy={describe ? contentId : undefined}
      readFirst={html === undefined}
    >
      {state.status === 'ready' ? (
        <SanitizedHtml html={state.html} id={contentId} className="sfi-overlay__content" islandHosts={html === undefined} fragment={fragmentOf(url)} onFail={() => setUnsanitised(true)} />
      ) : null}
      {state.status === 'loading' ? <p role="status">{drawn ? 'Loading…' : null}</p> : null}
      {state.status === 'failed' ? (
        <p role="alert" className="sfi-overlay__error">
          Sorry, this could not be loaded. <a href={page ?? url}>Open the page instead</a>.
        </p>
      ) : null}
    </Dialog>
  );
}
