// Text that goes into a URL must be well-formed UTF-16: encodeURIComponent throws on a surrogate without its
// pair, and JSON (a server's answer) may carry one as `\ud800`. The browser makes such a character U+FFFD in any
// URL it builds; so does this.

/** A surrogate pair, or a surrogate without its pair. */
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

/** encodeURIComponent that never throws: a lone surrogate is encoded as U+FFFD. */
export function encodeUriText(text: string): string {
  return encodeURIComponent(text.replace(SURROGATES, (s) => (s.length === 2 ? s : '\ufffd')));
}
