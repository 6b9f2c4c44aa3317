import type { ProductRecord } from '../catalog/catalog-store';
import { html, raw, type SafeHtml } from '../html/html';

interface Example {
  name: string;
  summary: string;
  /** Host markup as a merchandiser writes it; shown as code and dropped in live. */
  markup: string;
}

/** Every island with its host markup, mounted for real; the product islands show the bestsellers. */
export function widgetsPage(bestsellers: readonly ProductRecord[]): SafeHtml {
  const [first, second] = bestsellers;
  const product = (p: typeof first) => (p ? { productId: `PROD${p.id}`, categoryId: `CAT${p.categoryId}` } : { productId: 'PROD1' });
  const examples: Example[] = [
    { name: 'cart-count', summary: 'The bag count, live from the FE_USER_CART cookie.', markup: '<a href="/cart">Bag <span data-widget="cart-count">0</span></a>' },
    { name: 'csr-header', summary: 'The customer-service representative bar (shown only to a signed-in representative).', markup: '<div data-widget="csr-header"></div>' },
    {
      name: 'typeahead',
      summary: 'Search box with product and term suggestions (WAI-ARIA combobox).',
      markup: `<div data-widget="typeahead" data-hydrate="idle">\n  <script type="application/json">${JSON.stringify({ label: 'Search the catalogue', placeholder: 'Try “lip”' })}</script>\n  <form role="search" action="/esearch"><label for="w-q">Search</label> <input id="w-q" name="search"> <button>Search</button></form>\n</div>`,
    },
    { name: 'recent-searches', summary: 'The shopper’s recent searches, newest first (empty until you search).', markup: '<div data-widget="recent-searches" data-hydrate="idle"></div>' },
    {
      name: 'product-card',
      summary: 'A product card: shades or sizes, price or range, rating, add to bag, favorite and quick view.',
      markup: `<div data-widget="product-card" data-props='${JSON.stringify(product(first))}'></div>`,
    },
    {
      name: 'add-to-bag',
      summary: 'An add-to-bag button for one product, alone (its SKU choice comes from the product’s first orderable SKU).',
      markup: `<div data-widget="add-to-bag" data-props='${JSON.stringify(product(second))}'></div>`,
    },
    {
      name: 'favorite',
      summary: 'A heart that saves the product to favorites.',
      markup: `<div data-widget="favorite" data-props='${JSON.stringify(product(second))}'></div>`,
    },
    {
      name: 'product-grid',
      summary: 'A category listing of product cards with “show more”.',
      markup: `<div data-widget="product-grid" data-props='${JSON.stringify({ productIds: bestsellers.map((p) => `PROD${p.id}`), pageSize: 4, label: 'Bestsellers' })}'></div>`,
    },
    {
      name: 'overlay-link',
      summary: 'The generic modal loader: the link’s page, sanitised, in a dialog.',
      markup: '<a href="/info/shipping.tmpl" data-widget="overlay-link" data-prop-title="Shipping and returns">Shipping and returns</a>',
    },
    {
      name: 'loyalty-join',
      summary: 'The loyalty join form (here the navigation variant; "sticky" holds it at the foot of the window). Anonymous shoppers are sent to sign in and come back to it; members see nothing.',
      markup: '<div id="widgets-loyalty-join" data-widget="loyalty-join" data-prop-variant="nav"></div>',
    },
    {
      name: 'loyalty-nav',
      summary: 'The loyalty account navigation: the link matching the URL hash is marked current, and follows hash changes.',
      markup: `<div data-widget="loyalty-nav" data-props='${JSON.stringify({ label: 'Catalogue sections', links: [{ href: '/widgets', label: 'Catalogue' }, { href: '#widget-loyalty-join', label: 'Join form' }, { href: '#widget-loyalty-offers', label: 'Offers' }] })}'></div>`,
    },
    {
      name: 'loyalty-offers',
      summary: 'Share links for Facebook, Twitter and Pinterest; for a signed-in loyalty member each applies its share offer once.',
      markup: `<div data-widget="loyalty-offers" data-props='${JSON.stringify({ url: '/', text: 'My beauty favourites from Lumière Beauty' })}'></div>`,
    },
    {
      name: 'user-fields',
      summary: 'Fills elements marked data-user-field with the signed-in user’s properties (as text); they keep their own content otherwise.',
      markup: '<p>Hi, <span data-user-field="firstName">there</span>. Loyalty points: <span data-user-field="loyaltyPoints">none yet</span>.</p>\n<span data-widget="user-fields"></span>',
    },
  ];
  return html`<h1>Widget catalogue</h1>
        <p>Each island below is mounted from the markup shown next to it. Props and hydration options are listed in <code>docs/widgets.md</code>.</p>
        ${examples.map(exampleSection)}`;
}

function exampleSection(example: Example): SafeHtml {
  const id = `widget-${example.name}`;
  return html`<section class="widget-example" aria-labelledby="${id}">
    <h2 id="${id}"><code>${example.name}</code></h2>
    <p>${example.summary}</p>
    <div class="widget-example__live">${raw(example.markup)}</div>
    <pre class="widget-example__markup" tabindex="0" aria-label="Host markup of ${example.name}"><code>${example.markup}</code></pre>
  </section>`;
}
