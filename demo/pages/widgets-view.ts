import type { ProductRecord } from '../catalog/catalog-store';
import { html, raw, type SafeHtml } from '../html/html';
import { PAGE_CONFIG } from '../html/page-config';

interface Example {
  name: string;
  summary: string;
  /** Host markup as a merchandiser writes it; shown as code and dropped in live. */
  markup: string;
  /** Instead of a live copy (an island the layout already puts on every page): where to see it. */
  liveElsewhere?: string;
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
      name: 'waitlist-form',
      summary: 'The waitlist sign-up, inline: the address is checked before it is sent, then a thank-you. “Notify me” on a sold-out shade opens the same form in a dialog.',
      markup: `<div data-widget="waitlist-form" data-props='${JSON.stringify({ title: 'Join the holiday waitlist', headingLevel: 3 })}'></div>`,
    },
    {
      name: 'waitlist-popup',
      summary: 'The waitlist popup: on the product pages the page config names, before its end date, 7 s after load, once per browser (a cookie). This host names one of those products, so it shows here too.',
      markup: `<div data-widget="waitlist-popup" data-props='${JSON.stringify({ productId: PAGE_CONFIG.waitlist.productIds[0] })}'></div>`,
    },
    {
      name: 'back-to-top',
      summary: 'A button that appears once the page has scrolled 220 px, and takes the shopper (and the focus) back to the top.',
      markup: '<div data-widget="back-to-top"></div>',
      liveElsewhere: 'Every page of this site has one at the end of its body: scroll down and it appears at the bottom right.',
    },
    {
      name: 'accordion',
      summary: 'Server-rendered headings and panels become an accordion (WAI-ARIA APG); without the script everything shows.',
      markup: '<div data-widget="accordion" data-props=\'{"allowMultiple": true}\'>\n  <h3>Delivery</h3>\n  <p>Free on orders over $50, in 3 to 5 working days.</p>\n  <h3>Returns</h3>\n  <p>Unopened products within 30 days.</p>\n  <h3>Gift wrap</h3>\n  <p>Add it in the bag, for $5.</p>\n</div>',
    },
    {
      name: 'date-picker',
      summary: 'Enhances the date input it wraps with a calendar dialog (WAI-ARIA APG date picker); typing the date still works.',
      markup: '<form action="/widgets#widget-date-picker" method="get">\n  <div data-widget="date-picker">\n    <label for="w-birthday">Birthday</label>\n    <input id="w-birthday" name="birthday" type="date" autocomplete="bday">\n  </div>\n  <button type="submit">Save</button>\n</form>',
    },
    ...quizExamples(bestsellers),
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
    {
      name: 'video-player',
      summary: 'The video player: native playback with format fallback, chapters with the shoppable product panel, SRT subtitles, cue points and metric tags; a legacy script reaches it as window[objectName].',
      markup: '<div data-widget="video-player">\n  <script type="application/json">{"objectName": "myFilm", "src": "/media/video/film.mp4", "poster_image": "/media/video/poster.jpg", "subtitle_tracks": [{"src": "/media/video/film.en.srt", "srclang": "en", "label": "English"}]}</script>\n</div>',
      liveElsewhere: 'The product film with its chapters, subtitles and product panel plays on the /video page; the format fallback and the error line on /video/fallback.',
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
    ${example.liveElsewhere ? html`<p class="widget-example__live">${example.liveElsewhere}</p>` : html`<div class="widget-example__live">${raw(example.markup)}</div>`}
    <pre class="widget-example__markup" tabindex="0" aria-label="Host markup of ${example.name}"><code>${example.markup}</code></pre>
  </section>`;
}

/**
 * The quiz (a two-question example over the bestsellers; the storefront's quizzes come from its database through
 * /blue_ocean/quiz_overlay.tmpl), the foundation finder (its data is the frame template's, so the example is the
 * overlay-link preset that opens it) and the account form (as the dialog shows it).
 */
function quizExamples(bestsellers: readonly ProductRecord[]): Example[] {
  const [first, second] = bestsellers;
  const candidates = bestsellers.slice(0, 4).map((p) => ({
    productId: `PROD${p.id}`, categoryId: `CAT${p.categoryId}`, category: p.categoryName, finish: p.finish, skinType: p.skinType, benefit: p.benefit, coverage: p.coverage ?? '',
  }));
  const answer = (id: string, label: string, attribute: string, value: string) => ({ id, label, rules: [{ attribute, value, weight: 1 }] });
  const quiz = {
    headingLevel: 3,
    quiz: {
      resultCount: 2,
      questions: [
        { id: 'finish', prompt: 'Which finish do you like?', answers: [answer('f1', first?.finish ?? 'Matte', 'finish', first?.finish ?? 'Matte'), answer('f2', second?.finish ?? 'Natural', 'finish', second?.finish ?? 'Natural')] },
        { id: 'skin', prompt: 'What is your skin like?', answers: [answer('s1', first?.skinType ?? 'Dry', 'skinType', first?.skinType ?? 'Dry'), answer('s2', 'It varies', 'category', second?.categoryName ?? 'Lipstick')] },
      ],
    },
    candidates,
  };
  return [
    {
      name: 'quiz',
      summary: 'A short quiz, one question at a time, ending in product cards picked by the answers (the storefront’s quizzes come from its database).',
      markup: `<div data-widget="quiz" data-props='${JSON.stringify(quiz)}'></div>`,
    },
    {
      name: 'foundation-finder',
      summary: 'The foundation finder in the dialog (overlay-link preset; the hash #foundation_finder on any page opens it too).',
      markup: '<a href="/category/2" data-widget="overlay-link" data-prop-preset="foundation-finder" data-prop-label="Find your foundation shade">Find your foundation shade</a>',
    },
    {
      name: 'account-form',
      summary: 'The return-user sign-in form as the dialog shows it (#sign-in); "create" gives the new-account form (#new-account).',
      markup: `<div data-widget="account-form" data-props='${JSON.stringify({ form: 'signin', returnUrl: '/widgets' })}'></div>`,
    },
  ];
}
