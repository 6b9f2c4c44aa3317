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

function pageView(request: FastifyRequest): PageView {
  const session = request.session;
  const query = request.query as Record<string, unknown> | undefined;
  const searchTerm = typeof query?.search === 'string' ? query.search.slice(0, 200) : '';
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
