// DOMPurify with our allowlist (html-allowlist.ts, handed in by sanitize-html.ts), for browsers without a native
// HTML sanitizer. This module and DOMPurify make one chunk that sanitize-html.ts imports only where
// sanitize-native.ts found nothing; it imports nothing of ours, so the chunks the islands share stay as they are.
// URLs are judged afterwards by finishClean (through urls.ts), on this path and the native one alike, so DOMPurify's
// own URL test lets every value through here. Under Trusted Types DOMPurify parses the raw text through a policy of
// its own, named `dompurify` (docs/security.md "Trusted Types").
import DOMPurify, { type Config } from 'dompurify';
import type { CleanInto } from './sanitize-native';

export function purifier(elements: readonly string[], attributes: (islandHosts: boolean) => string[]): CleanInto {
  const config = (islandHosts: boolean): Config & { RETURN_DOM: true } => ({
    ALLOWED_TAGS: [...elements, '#text'],
    ALLOWED_ATTR: attributes(islandHosts),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // As the native sanitizer does: an element outside the allowlist goes with its content.
    KEEP_CONTENT: false,
    // Parsed as the native sanitizer parses: as the content of a body, never as a whole document with a head.
    FORCE_BODY: true,
    ALLOWED_URI_REGEXP: /^/,
    RETURN_DOM: true,
  });
  const configs = [config(false), config(true)] as const;
  return (html, islandHosts) => DOMPurify.sanitize(html, configs[Number(islandHosts)]!) as Element;
}
