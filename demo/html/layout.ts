import type { Session } from '../auth/session-store';
import { withFlavour, type Flavour } from '../http/flavour';
import { html, type SafeHtml } from './html';
import { jsonForScript, pageConfig, type FlagOverrides } from './page-config';
import { islandsInMarkup, modulePreloadLinks, scriptTag, type BundleFile, type BundleManifest } from './script-tag';

export interface PageView {
  flavour: Flavour;
  session: Session | null;
  /** Sum of quantities in the bag (0 when there is none). */
  cartCount: number;
  /** Echoed into the header search box. */
  searchTerm: string;
  /** Path and query of this page, used as the return_url of sign-in links. */
  currentPath: string;
  /** Feature flags this page switched (`?anonymousCheckout=off`), carried in its page config. */
  flags: FlagOverrides;
  /** Where the bundle comes from (`/dist/preact/` or a CDN's), and its manifest (null when not built). */
  /** Where the flavour's files are, their manifest, and the file the page loads (the module entry unless said). */
  bundle: { base: string; manifest: BundleManifest | null; file?: BundleFile };
  /** `?debug=on`: the page config's `debug` is on. */
  debug?: boolean;
}

export interface PageContent {
  title: string;
  main: SafeHtml;
  canonical?: string;
  description?: string;
  /**
   * Page scripts (same-site paths, classic, deferred): the page's own code beside the bundle, as a legacy page has.
   * They come before the bundle, so they have run (defined the functions islands name) before any island mounts.
   */
  scripts?: readonly string[];
}

function accountLinks(view: PageView): SafeHtml {
  const link = (href: string) => withFlavour(href, view.flavour);
  const user = view.session?.user;
  if (!user) {
    const onSigninPage = view.currentPath.startsWith('/account/signin.tmpl');
    const returnTo = view.currentPath === '/' || onSigninPage ? '' : `?return_url=${encodeURIComponent(view.currentPath)}`;
    // Elsewhere than the sign-in page itself, each link opens its form in the dialog (overlay-link shows only the
    // element its #fragment names), as the #sign-in and #new-account hashes do (docs/widgets.md).
    const overlay = (title: string) => (onSigninPage ? '' : html` data-widget="overlay-link" data-prop-title="${title}"`);
    return html`<a href="${link(`/account/signin.tmpl${returnTo}#sign-in`)}" class="js-return-user-link"${overlay('Sign in')}>Sign in</a>
      <a href="${link(`/account/signin.tmpl${returnTo}#new-account`)}" class="js-new-account-link"${overlay('Create account')}>Create account</a>`;
  }
  // The greeting is a user field (docs/widgets.md "user-fields"): the island fills it from user.fullData.
  return html`<span class="site-account__greeting">Hi, <span data-user-field="firstName">${user.firstName}</span></span>
      <span data-widget="user-fields"></span>
      <form class="site-account__signout" method="post" action="${link('/account/signout.tmpl')}">
        <input type="hidden" name="_TOKEN" value="${view.session?.csrfToken ?? ''}">
        <button type="submit" class="button-link">Sign out</button>
      </form>`;
}

/**
 * A representative's session gets the bar as the csr-header island draws it (docs/widgets.md "csr-header"), as the
 * host's server content: the island keeps it until `user.fullData` answers, so the page does not move when the bar
 * comes. A representative acts for the session's shopper: themselves when they signed in with their own account (as
 * the demo's representative does), a guest when no one is signed in.
 */
function csrBar(session: Session | null): SafeHtml | null {
  if (!session?.csrLoggedIn || !session.csrEmail) return null;
  const shopper = session.user;
  const actingFor = !shopper
    ? 'a guest shopper'
    : shopper.email === session.csrEmail
      ? 'themselves'
      : shopper.firstName ? `${shopper.firstName} (${shopper.email})` : shopper.email;
  return html`<section class="sfi-csr-header" aria-label="Customer service representative">
      <p><strong>Customer service mode.</strong> Representative <span class="sfi-csr-email">${session.csrEmail}</span> is
        acting for <span class="sfi-csr-shopper">${actingFor}</span>.</p>
    </section>`;
}

function header(view: PageView): SafeHtml {
  const link = (href: string) => withFlavour(href, view.flavour);
  return html`<div data-widget="csr-header">${csrBar(view.session)}</div>
  <header class="site-header">
    <div class="site-header__inner">
      <a class="site-logo" href="${link('/')}">Lumière <span>Beauty</span></a>
      <div class="site-search-host" data-widget="typeahead" data-hydrate="idle">
        <script type="application/json">${jsonForScript({ initialTerm: view.searchTerm })}</script>
        <form class="site-search" role="search" action="/esearch" method="get">
          <label for="site-search-input" class="visually-hidden">Search products</label>
          <input id="site-search-input" type="search" name="search" value="${view.searchTerm}" placeholder="Search products" autocomplete="off">
          ${view.flavour === 'react' ? html`<input type="hidden" name="flavour" value="react">` : ''}
          <button type="submit">Search</button>
        </form>
      </div>
      <nav class="site-account" aria-label="Account">
        ${accountLinks(view)}
        <a href="${link('/cart')}" class="header-bag">Bag <span data-widget="cart-count"><span class="sfi-cart-count">${view.cartCount}</span></span></a>
      </nav>
    </div>
  </header>`;
}

function footer(view: PageView): SafeHtml {
  const link = (href: string) => withFlavour(href, view.flavour);
  return html`<footer class="site-footer">
    <nav aria-label="Footer">
      <a href="${link('/')}">Home</a>
      <a href="${link('/cart')}">Bag</a>
      <a href="${link('/account/favorites.tmpl')}">Favorites</a>
      <a href="${link('/account/signin.tmpl#sign-in')}">Account</a>
      <a href="${link('/account/loyalty/index.tmpl')}">Loyalty</a>
    </nav>
    <p>Demo storefront for storefront-islands. Products, prices and reviews are generated.</p>
  </footer>`;
}

/**
 * A whole page. Its head holds the first paint until `<main>` is parsed (`rel="expect"`), so a page painted while its
 * HTML still comes never shows the header before its search form is in (docs/decisions.md, "Page furniture").
 */
export function renderLayout(view: PageView, content: PageContent): string {
  const body = html`<body>
  <a class="skip-link" href="#main">Skip to content</a>
  ${header(view)}
  <main id="main" tabindex="-1">
    ${content.main}
  </main>
  ${footer(view)}
  <div data-widget="back-to-top"></div>
</body>`;
  const { base, manifest, file } = view.bundle;
  return `<!doctype html>\n${html`<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${content.title} | Lumière Beauty</title>
  ${content.description ? html`<meta name="description" content="${content.description}">` : ''}
  ${content.canonical ? html`<link rel="canonical" href="${content.canonical}">` : ''}
  <link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/static/site.css">
  <link rel="expect" href="#main" blocking="render">
  <script type="application/json" data-storefront-config>${jsonForScript(pageConfig(view.flags, view.debug))}</script>
  ${(content.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}
  ${scriptTag(base, manifest, file)}
  ${modulePreloadLinks(base, manifest, islandsInMarkup(body.value))}</head>
${body}
</html>
`}`;
}
