import type { ProductRecord, SkuRecord } from '../catalog/catalog-store';
import { html, raw, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';
import { jsonForScript, PAGE_CONFIG } from '../html/page-config';
import catalogue from './widgets-catalogue.json';

/** One island as its declaration describes it (generated from src/widgets/<name>/props.ts by `npm run docs:widgets`). */
type Entry = (typeof catalogue.islands)[number];

interface Example {
  name: string;
  /** The state it shows, when the island has several examples ("Sold out", "A failure"). */
  label?: string;
  /** Host markup as a merchandiser writes it; shown as code and dropped in live. */
  markup: string;
  /** The markup shown to copy, when the live one must differ from what the docs say to put on a page. */
  copy?: string;
  /** The failure example: its host is meant to end in `error`, keeping its server content. */
  failure?: boolean;
  /** Instead of a live copy (an island the layout already puts on every page, or one a page opens): where to see it. */
  liveElsewhere?: SafeHtml;
  /** A line under the example: what it shows for whom (signed in or out). */
  note?: string;
}

export interface WidgetsPageData {
  bestsellers: readonly ProductRecord[];
  /** A sold-out shade or size of a live product, for the sold-out example. */
  soldOut: SkuRecord | null;
  /** The signed-in shopper's email; null for a guest. */
  shopper: string | null;
  flavour: Flavour;
}

const SIGN_IN_HINT = 'sign in as member@example.com (password "password") to see it for a loyalty member';

/** Every island: what it does, its props, live examples in the states that matter, its markup to copy, and a try-it box. */
export function widgetsPage({ bestsellers, soldOut, shopper, flavour }: WidgetsPageData): SafeHtml {
  const link = (href: string) => withFlavour(href, flavour);
  const examples = liveExamples(bestsellers, soldOut, shopper, link);
  const islands = catalogue.islands;
  return html`<h1>Widget catalogue</h1>
        <p>Every storefront island: what it does, the props its host takes (checked when it mounts), live examples, and
        its host markup to copy. The same declarations make <code>docs/widgets.md</code> and the bundle's TypeScript
        declarations (<code>dist/storefront.d.ts</code>).</p>
        <p class="widget-session">${shopper ? `You are signed in as ${shopper}: the examples show what a signed-in shopper sees.` : html`You are signed out: the examples show what a guest sees; <a href="${link('/account/signin.tmpl?return_url=%2Fwidgets')}">sign in</a> (member@example.com, password "password") to see them signed in.`}</p>
        <script type="application/json" id="widget-catalogue-data">${jsonForScript({ islands: islands.map(({ name, props, example }) => ({ name, props, example })) })}</script>
        <div class="widget-filter">
          <label for="widget-filter-input">Find an island by name</label>
          <input id="widget-filter-input" type="search" autocomplete="off" aria-describedby="widget-filter-status" aria-controls="widget-index">
          <p id="widget-filter-status" role="status">${islands.length} islands</p>
        </div>
        <nav aria-label="Islands"><ul id="widget-index" class="widget-index">${islands.map((entry) => html`<li data-island="${entry.name}"><a href="#widget-${entry.name}">${entry.name}</a></li>`)}</ul></nav>
        ${tryItBox()}
        ${islands.map((entry) => islandSection(entry, examples.filter((example) => example.name === entry.name)))}
        <p id="widget-copy-status" class="visually-hidden" role="status"></p>
        <script type="module" src="/static/widgets-catalogue.js"></script>`;
}

function tryItBox(): SafeHtml {
  return html`<section class="widget-try" id="try-it" aria-labelledby="try-it-heading">
    <h2 id="try-it-heading">Try it</h2>
    <form class="widget-try__form" id="try-it-form">
      <label for="try-it-markup">Paste host markup: it is mounted below, and each problem is explained beside it</label>
      <textarea id="try-it-markup" rows="6" spellcheck="false" autocomplete="off" aria-describedby="try-it-hint"></textarea>
      <p id="try-it-hint" class="widget-try__hint">For example <code>&lt;div data-widget="favorite" data-props='{"productId": "PROD1"}'&gt;&lt;/div&gt;</code>. Scripts (other than a props script), inline styles and event attributes are taken out first.</p>
      <p><button type="submit">Mount it</button> <button type="button" id="try-it-clear">Clear</button></p>
    </form>
    <p class="visually-hidden" id="try-it-summary" role="status"></p>
    <div class="widget-try__report" id="try-it-report"></div>
    <div class="widget-try__output" id="try-it-output" aria-label="Your markup, mounted" role="region"></div>
  </section>`;
}

/** Code spans (`x`) of a declaration's text as <code>; the rest as text. */
function prose(text: string): SafeHtml {
  return html`${text.split('`').map((part, i) => (i % 2 ? html`<code>${part}</code>` : part))}`;
}

function propsTable(entry: Entry): SafeHtml {
  if (entry.props.length === 0) return html`<p>No props.</p>`;
  // A phone is narrower than the table: it scrolls sideways in its own region (Tab reaches it, arrows scroll it),
  // not the page.
  return html`<div class="widget-props-scroll" role="region" tabindex="0" aria-labelledby="props-${entry.name}"><table class="widget-props">
      <caption id="props-${entry.name}">Props of ${entry.name}</caption>
      <thead><tr><th scope="col">Prop</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Default</th><th scope="col">Allowed</th><th scope="col">What it does</th></tr></thead>
      <tbody>${entry.props.map((prop) => html`<tr><th scope="row"><code>${prop.name}</code></th><td>${prose(prop.type)}</td><td>${prop.required ? 'yes' : prop.requiredWhen ? prose(prop.requiredWhen) : 'no'}</td><td>${prop.default ? prose(prop.default) : '—'}</td><td>${prop.allowed ? prose(prop.allowed) : 'any'}</td><td>${prose(prop.description)}</td></tr>`)}</tbody>
    </table></div>`;
}

function markupBlock(name: string, markup: string, label?: string): SafeHtml {
  const id = `markup-${name}${label ? `-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : ''}`;
  return html`<div class="widget-snippet">
      <pre class="widget-example__markup" id="${id}" tabindex="0" aria-label="Host markup of ${name}${label ? `, ${label.toLowerCase()}` : ''}"><code>${markup}</code></pre>
      <button type="button" class="widget-copy" data-copy="${id}">Copy<span class="visually-hidden"> the host markup of ${name}${label ? `, ${label.toLowerCase()}` : ''}</span></button>
    </div>`;
}

function exampleBlock(example: Example): SafeHtml {
  return html`<div class="widget-example__case"${example.failure ? raw(' data-example="failure"') : ''}>
      ${example.label ? html`<h4>${example.label}</h4>` : ''}
      ${example.liveElsewhere ? html`<p class="widget-example__live">${example.liveElsewhere}</p>` : html`<div class="widget-example__live">${raw(example.markup)}</div>`}
      ${example.note ? html`<p class="widget-example__note">${example.note}</p>` : ''}
      ${example.copy ?? example.markup ? markupBlock(example.name, example.copy ?? example.markup, example.label) : ''}
    </div>`;
}

function islandSection(entry: Entry, examples: Example[]): SafeHtml {
  // An island the demo has no example for yet (a new declaration): its declared snippet, live.
  const host = (snippet: string) => /data-(overlay-)?widget=/.test(snippet);
  const shown = examples.length ? examples : entry.snippets.filter(host).slice(0, 1).map((markup) => ({ name: entry.name, markup }));
  // The snippets that are not a host (a page script's call, the page config) are listed whether or not there is an example.
  const extras = entry.snippets.filter((snippet) => !host(snippet)).map((snippet) => (snippet.trimStart().startsWith('<') ? { snippet, label: 'page config', said: 'In the page config:' } : { snippet, label: 'script', said: 'From a page script:' }));
  return html`<section class="widget-example" data-island="${entry.name}" aria-labelledby="widget-${entry.name}">
    <h2 id="widget-${entry.name}"><code>${entry.name}</code></h2>
    <p>${prose(entry.summary)}</p>
    ${propsTable(entry)}
    <h3>Live</h3>
    ${shown.map(exampleBlock)}
    ${extras.map(({ snippet, label, said }) => html`<p>${said}</p>${markupBlock(entry.name, snippet, label)}`)}
  </section>`;
}

/** The demo's own examples, over its catalog: the product islands show the bestsellers; a sold-out shade; one failure. */
function liveExamples(bestsellers: readonly ProductRecord[], soldOut: SkuRecord | null, shopper: string | null, link: (href: string) => string): Example[] {
  const [first, second] = bestsellers;
  const product = (p: typeof first) => (p ? { productId: `PROD${p.id}`, categoryId: `CAT${p.categoryId}` } : { productId: 'PROD1' });
  const signedOutNote = (what: string) => (shopper ? undefined : `Signed out, ${what}; ${SIGN_IN_HINT}.`);
  return [
    { name: 'cart-count', markup: '<a href="/cart">Bag <span data-widget="cart-count">0</span></a>' },
    { name: 'csr-header', markup: '<div data-widget="csr-header" data-prop-label="Example representative bar"></div>', note: 'Shows only to a signed-in customer-service representative (csr@example.com, password "password"); nothing otherwise. Its label sets it apart from the page\'s own bar at the top.' },
    {
      name: 'typeahead',
      markup: `<div data-widget="typeahead" data-hydrate="idle">\n  <script type="application/json">${JSON.stringify({ label: 'Search the catalogue', placeholder: 'Try “lip”' })}</script>\n  <form role="search" action="/esearch"><label for="w-q">Search</label> <input id="w-q" name="search"> <button>Search</button></form>\n</div>`,
    },
    { name: 'recent-searches', markup: '<div data-widget="recent-searches" data-hydrate="idle"></div>', note: 'Empty until you search.' },
    {
      name: 'search-results',
      markup: '<div data-widget="search-results"><h1>Search results</h1></div>',
      liveElsewhere: html`The results page reads its term from the address: see <a href="${link('/esearch?search=lipstick')}">results for “lipstick”</a>, and <a href="${link('/esearch?search=zzxq')}">no results for “zzxq”</a> (did-you-mean and bestsellers).`,
    },
    { name: 'product-card', label: 'In stock', markup: `<div data-widget="product-card" data-props='${JSON.stringify(product(first))}'></div>` },
    {
      name: 'product-card',
      label: 'A failure',
      failure: true,
      markup: `<div id="widget-failure-example" data-widget="product-card" data-props='${JSON.stringify({ productID: product(first).productId })}'>\n  <p>The server's own card stays: "productID" is not a prop (did you mean "productId"?), and productId is required.</p>\n</div>`,
    },
    {
      name: 'product-grid',
      markup: `<div data-widget="product-grid" data-props='${JSON.stringify({ productIds: bestsellers.map((p) => `PROD${p.id}`), pageSize: 4, label: 'Bestsellers' })}'></div>`,
    },
    { name: 'quick-view', markup: `<div data-widget="quick-view" data-props='${JSON.stringify({ ...product(first), label: 'Quick look' })}'></div>` },
    { name: 'add-to-bag', label: 'In stock', markup: `<div data-widget="add-to-bag" data-props='${JSON.stringify(product(second))}'></div>` },
    ...(soldOut
      ? [{ name: 'add-to-bag', label: 'Sold out', markup: `<div data-widget="add-to-bag" data-props='${JSON.stringify({ productId: `PROD${soldOut.productId}`, skuId: `SKU${soldOut.id}` })}'></div>`, note: 'Starts on a sold-out shade: the button says so, and offers “Notify me”.' }]
      : []),
    {
      name: 'favorite',
      markup: `<div data-widget="favorite" data-props='${JSON.stringify(product(second))}'></div>`,
      note: signedOutNote('the heart saves to this visit\'s favorites'),
    },
    {
      name: 'pwp-popup',
      markup: '',
      liveElsewhere: html`Not placed on pages: an add to bag that qualifies for a purchase-with-purchase offer opens it, once.`,
    },
    {
      name: 'overlay-link',
      markup: '<a href="/info/shipping.tmpl" data-widget="overlay-link" data-prop-title="Shipping and returns">Shipping and returns</a>',
    },
    {
      name: 'waitlist-form',
      markup: `<div data-widget="waitlist-form" data-props='${JSON.stringify({ title: 'Join the holiday waitlist', headingLevel: 3 })}'></div>`,
    },
    {
      name: 'waitlist-popup',
      markup: `<div data-widget="waitlist-popup" data-props='${JSON.stringify({ productId: PAGE_CONFIG.waitlist.productIds[0] })}'></div>`,
      // The documented host, bare: on a product page the popup takes the page's product. This page is none, so the
      // live copy names one.
      copy: '<div data-widget="waitlist-popup"></div>',
      note: 'Put the bare host on every product page: the popup shows on those the page config\'s campaign names. This page is not a product page, so its live copy names a product of the campaign (productId), and the popup shows here too, 7 s after load, once per browser.',
    },
    {
      name: 'back-to-top',
      markup: '<div data-widget="back-to-top"></div>',
      liveElsewhere: html`Every page of this site has one at the end of its body: scroll down and it appears at the bottom right.`,
    },
    {
      name: 'accordion',
      markup: '<div data-widget="accordion" data-props=\'{"allowMultiple": true}\'>\n  <h4>Delivery</h4>\n  <p>Free on orders over $50, in 3 to 5 working days.</p>\n  <h4>Returns</h4>\n  <p>Unopened products within 30 days.</p>\n  <h4>Gift wrap</h4>\n  <p>Add it in the bag, for $5.</p>\n</div>',
    },
    {
      name: 'date-picker',
      // A birthday is not after today: the shopper's, which east of UTC is already the server's tomorrow.
      markup: `<form action="/widgets#widget-date-picker" method="get">\n  <div data-widget="date-picker">\n    <label for="w-birthday">Birthday</label>\n    <input id="w-birthday" name="birthday" type="date" autocomplete="bday" max="${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}">\n  </div>\n  <button type="submit">Save</button>\n</form>`,
    },
    ...quizExamples(bestsellers),
    {
      name: 'loyalty-join',
      markup: '<div id="widgets-loyalty-join" data-widget="loyalty-join" data-prop-variant="nav"></div>',
      note: shopper ? 'Members see nothing; others get the form.' : `Signed out, it offers to sign in and come back here; ${SIGN_IN_HINT.replace('member@example.com', 'shopper@example.com').replace(' for a loyalty member', ' as the join form')}.`,
    },
    {
      name: 'loyalty-nav',
      markup: `<div data-widget="loyalty-nav" data-props='${JSON.stringify({ label: 'Catalogue sections', links: [{ href: '/widgets', label: 'Catalogue' }, { href: '#widget-loyalty-join', label: 'Join form' }, { href: '#widget-loyalty-offers', label: 'Offers' }] })}'></div>`,
    },
    {
      name: 'loyalty-offers',
      markup: `<div data-widget="loyalty-offers" data-props='${JSON.stringify({ url: '/', text: 'My beauty favourites from Lumière Beauty' })}'></div>`,
      note: signedOutNote('the links share without an offer'),
    },
    {
      name: 'user-fields',
      markup: '<p>Hi, <span data-user-field="firstName">there</span>. Loyalty points: <span data-user-field="loyaltyPoints">none yet</span>.</p>\n<span data-widget="user-fields"></span>',
      note: signedOutNote('the marked elements keep their own text'),
    },
    {
      name: 'video-player',
      markup: '<div data-widget="video-player">\n  <script type="application/json">{"objectName": "myFilm", "src": "/media/video/film.mp4", "poster_image": "/media/video/poster.jpg", "subtitle_tracks": [{"src": "/media/video/film.en.srt", "srclang": "en", "label": "English"}]}</script>\n</div>',
      liveElsewhere: html`The product film with its chapters, subtitles and product panel plays on the <a href="${link('/video')}">video page</a>; the format fallback and the error line on <a href="${link('/video/fallback')}">the fallback page</a>.`,
    },
  ];
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
    headingLevel: 4,
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
    { name: 'quiz', markup: `<div data-widget="quiz" data-props='${JSON.stringify(quiz)}'></div>` },
    {
      name: 'foundation-finder',
      markup: '<a href="/category/2" data-widget="overlay-link" data-prop-preset="foundation-finder" data-prop-label="Find your foundation shade">Find your foundation shade</a>',
      note: 'Its props are the finder template\'s data: here, the overlay-link preset that opens it (the hash #foundation_finder on any page does too).',
    },
    {
      name: 'account-form',
      markup: `<div data-widget="account-form" data-props='${JSON.stringify({ form: 'signin', returnUrl: '/widgets' })}'></div>`,
      note: 'The return-user sign-in form as the dialog shows it (#sign-in); "create" gives the new-account form (#new-account).',
    },
  ];
}
