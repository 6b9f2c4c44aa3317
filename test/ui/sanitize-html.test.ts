// Server HTML reaches the DOM only through the sanitiser (docs/architecture.md). What the options a same-site page
// gets add: island hosts (so islands in the page mount), overlay-only hosts, and one element picked by its id.
import { sanitizeHtml } from '../../src/ui/sanitize-html';

const HOST = '<div data-widget="product-card" data-props=\'{"productId":"PROD1","categoryId":"CAT2"}\' data-hydrate="visible" data-prop-product-id="9" data-widget-state="mounted" onclick="x()"><script type="application/json">{"productId":"PROD9"}</script>card</div>';

describe('sanitizeHtml', () => {
  it('by default leaves no island host: server HTML handed over (a cart answer) mounts nothing', async () => {
    expect(await sanitizeHtml(HOST)).toBe('<div>card</div>');
  });

  it('with islandHosts keeps the name, the JSON props (colons and all) and the hydration, and nothing else of the host contract', async () => {
    expect(await sanitizeHtml(HOST, { islandHosts: true })).toBe(
      '<div data-widget="product-card" data-props="{&quot;productId&quot;:&quot;PROD1&quot;,&quot;categoryId&quot;:&quot;CAT2&quot;}" data-hydrate="visible">card</div>',
    );
    // The option holds for that call only.
    expect(await sanitizeHtml(HOST)).toBe('<div>card</div>');
  });

  it('with islandHosts turns data-overlay-widget into a host; without, it is dropped like any data attribute', async () => {
    const form = '<section id="sign-in"><div data-overlay-widget="account-form" data-props=\'{"form":"signin"}\'><form action="/x"><label>Email</label><input name="email"></form></div></section>';
    expect(await sanitizeHtml(form, { islandHosts: true })).toBe(
      '<section id="sign-in"><div data-props="{&quot;form&quot;:&quot;signin&quot;}" data-widget="account-form"><label>Email</label></div></section>',
    );
    expect(await sanitizeHtml(form)).toBe('<section id="sign-in"><div><label>Email</label></div></section>');
  });

  it('a fragment keeps only the element with that id, sanitised; an id the page lacks keeps it all', async () => {
    const page = '<header>Shop</header><main><section id="new-account"><h2 onclick="x()">New customer</h2></section></main>';
    expect(await sanitizeHtml(page, { fragment: 'new-account' })).toBe('<section id="new-account"><h2>New customer</h2></section>');
    expect(await sanitizeHtml(page, { fragment: 'missing' })).toBe('<header>Shop</header><main><section id="new-account"><h2>New customer</h2></section></main>');
  });
});
