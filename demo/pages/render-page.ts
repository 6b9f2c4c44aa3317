import type { FastifyReply, FastifyRequest } from 'fastify';
import { cartOwnerOf } from '../cart/cart-store';
import { flavourOf } from '../http/flavour';
import { renderLayout, type PageContent, type PageView } from '../html/layout';
import { debugOn, flagOverrides } from '../html/page-config';
import type { BundleFile } from '../html/script-tag';

/** Path and query of the request without the flavour switch (links add it back when active). */
function pathWithoutFlavour(rawUrl: string): string {
  const url = new URL(rawUrl, 'http://localhost');
  url.searchParams.delete('flavour');
  return url.pathname + url.search;
}

/** Longest term the search box and the results page's heading show, in code points. */
const SEARCH_TERM_MAX_LENGTH = 200;

/**
 * The term of `?search=`, read once for the search box and the results page's heading: as the browser reads a
 * submitted form and the results island reads its address (URLSearchParams: `+` is a space, an escape that is not
 * UTF-8 is U+FFFD, the first of repeated values), control characters other than white space dropped (as the
 * search drops them and the results island does: `%00` in the address showed nowhere), spaces collapsed and
 * trimmed. Not `request.query`: its parser
 * keeps a bad escape as typed (`%E0%A4%A`), where the island shows "�%A".
 */
export function searchTermOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  const term = at < 0 ? null : new URLSearchParams(request.url.slice(at + 1)).get('search');
  return Array.from((term ?? '').replace(/[^\P{Cc}\s]/gu, '').replace(/\s+/g, ' ').trim()).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trimEnd();
}

function pageView(request: FastifyRequest): PageView {
  const session = request.session;
  const query = request.query as Record<string, unknown> | undefined;
  const searchTerm = searchTermOf(request);
  const cartCount = session ? request.server.storefront.carts.itemCount(cartOwnerOf(session)) ?? 0 : 0;
  const flavour = flavourOf(request);
  // `?script=classic` previews the page as one that loads the bundle with the classic loader (a legacy template
  // that cannot write type="module"); the page's links do not carry it.
  const file: BundleFile = query?.script === 'classic' ? 'storefront.loader.js' : 'storefront.js';
  const bundle = { base: request.server.bundle.base(flavour), manifest: request.server.bundle.manifest(flavour), file };
  return { flavour, session, cartCount, searchTerm, currentPath: pathWithoutFlavour(request.url), flags: flagOverrides(query), debug: debugOn(query), bundle };
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, content: PageContent, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderLayout(pageView(request), content));
}
