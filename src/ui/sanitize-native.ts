// The browser's own HTML sanitizer (Element.setHTML with a Sanitizer), configured from html-allowlist.ts. Used
// only where it exists with the shape we expect: a probe must come out exactly as our allowlist says, or the
// caller falls back to DOMPurify (sanitize-purify.ts).
import { KEPT_ELEMENTS, keptAttributes } from './html-allowlist';

/** Parses and sanitizes `html` into the body of a fresh inert document (nothing in it loads or runs). */
export type CleanInto = (html: string, islandHosts: boolean) => Element;

interface SettableHtml {
  setHTML(html: string, options: { sanitizer: Sanitizer }): void;
}

/** One input and what our allowlist makes of it, without and with island hosts. */
const PROBE = '<p id="p" title="t" data-widget="w" data-x="1"><b>kept</b><x-y>gone</x-y><button>b</button><!--c--></p>';
const EXPECTED = ['<p id="p" title="t"><b>kept</b><button>b</button></p>', '<p id="p" title="t" data-widget="w"><b>kept</b><button>b</button></p>'];

let native: CleanInto | null | undefined;

/** The native sanitizer, when this browser has one that follows our configuration; null otherwise. */
export function nativeSanitizer(): CleanInto | null {
  if (native !== undefined) return native;
  native = null;
  if (typeof Sanitizer !== 'function' || typeof (Element.prototype as Partial<SettableHtml>).setHTML !== 'function') return native;
  try {
    const sanitizers = [false, true].map(
      (islandHosts) => new Sanitizer({ elements: [...KEPT_ELEMENTS], attributes: keptAttributes(islandHosts), comments: false, dataAttributes: false }),
    );
    const cleanInto: CleanInto = (html, islandHosts) => {
      const body = document.implementation.createHTMLDocument('').body;
      (body as unknown as SettableHtml).setHTML(html, { sanitizer: sanitizers[Number(islandHosts)]! });
      return body;
    };
    if (cleanInto(PROBE, false).innerHTML === EXPECTED[0] && cleanInto(PROBE, true).innerHTML === EXPECTED[1]) native = cleanInto;
  } catch {
    // A Sanitizer of another shape (an early draft of the API): DOMPurify it is.
  }
  return native;
}
