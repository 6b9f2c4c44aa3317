// One table for both sanitizer paths (src/ui/sanitize-html.ts): jsdom takes DOMPurify's (test/ui/sanitize-html.test.ts),
// Chromium the native one (test/e2e/sanitizer.test.ts); both must give exactly these outputs. URLs are relative or on
// hosts that are nobody's origin, so the answer is the same on any page. No `<` or `>` inside attribute values:
// browsers and jsdom serialise those differently, whatever the sanitizer did.
export interface SanitizerCase {
  name: string;
  html: string;
  options?: { islandHosts?: boolean; fragment?: string; linkHosts?: string[] };
  expected: string;
}

export const SANITIZER_CASES: readonly SanitizerCase[] = [
  { name: 'allowed markup stays as it is', html: '<p>Hello <strong>world</strong>, <em>again</em>.</p>', expected: '<p>Hello <strong>world</strong>, <em>again</em>.</p>' },
  { name: 'a script goes, content and all', html: '<script>alert(1)</script><p>x</p>', expected: '<p>x</p>' },
  { name: 'an event handler goes', html: '<img src="/i.png" onerror="alert(1)" alt="a">', expected: '<img src="/i.png" alt="a">' },
  { name: 'an unquoted handler goes', html: '<img src=x onerror=alert(1)>', expected: '<img src="x">' },
  // No space before the attribute: the browser still reads one (and would report it to the CSP while parsing).
  { name: 'a handler or style glued to a quoted value goes', html: '<img src="/i.png"onerror="alert(1)" alt="a"><p title=\'t\'style="color:red">s</p><a href="/"onclick="alert(1)">c</a>', expected: '<img src="/i.png" alt="a"><p title="t">s</p><a href="/">c</a>' },
  { name: 'a javascript: link loses its href', html: '<a href="javascript:alert(1)">x</a>', expected: '<a>x</a>' },
  { name: 'mixed-case javascript:', html: '<a href="JaVaScRiPt:alert(1)">x</a>', expected: '<a>x</a>' },
  { name: 'javascript: with an encoded tab', html: '<a href="java&#x09;script:alert(1)">x</a>', expected: '<a>x</a>' },
  { name: 'javascript: with an encoded letter', html: '<a href="&#106;avascript:alert(1)">x</a>', expected: '<a>x</a>' },
  { name: 'vbscript:', html: '<a href="vbscript:msgbox(1)">x</a>', expected: '<a>x</a>' },
  { name: 'a data: link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', expected: '<a>x</a>' },
  { name: 'a data: image', html: '<img src="data:image/svg+xml;base64,AAAA" alt="">', expected: '<img alt="">' },
  { name: 'a protocol-relative link', html: '<a href="//evil.example/">x</a>', expected: '<a>x</a>' },
  { name: 'a backslash link', html: '<a href="/\\evil.example">x</a>', expected: '<a>x</a>' },
  { name: 'white space or a control character in a link', html: '<a href="/a b">x</a><a href="/a&#x01;b">y</a><a href="mailto:a b@example.com">z</a>', expected: '<a>x</a><a>y</a><a>z</a>' },
  { name: 'a link to another site stays', html: '<a href="https://elsewhere.example/page">out</a>', expected: '<a href="https://elsewhere.example/page">out</a>' },
  { name: 'mail and phone links stay', html: '<a href="mailto:care@example.com">mail</a> <a href="tel:+15555550100">call</a>', expected: '<a href="mailto:care@example.com">mail</a> <a href="tel:+15555550100">call</a>' },
  { name: 'paths and fragments stay', html: '<a href="/cart">bag</a><a href="#reviews">reviews</a><a href="details?x=1">more</a>', expected: '<a href="/cart">bag</a><a href="#reviews">reviews</a><a href="details?x=1">more</a>' },
  { name: 'an image from another site goes', html: '<img src="https://elsewhere.example/i.png" alt="">', expected: '<img alt="">' },
  { name: 'an image from a host the page config lists stays', html: '<img src="https://elsewhere.example/i.png" alt="">', options: { linkHosts: ['elsewhere.example'] }, expected: '<img src="https://elsewhere.example/i.png" alt="">' },
  { name: 'srcset goes', html: '<img src="/a.png" srcset="https://evil.example/x.png 2x" alt="">', expected: '<img src="/a.png" alt="">' },
  { name: 'a javascript: cite goes', html: '<blockquote cite="javascript:alert(1)">q</blockquote>', expected: '<blockquote>q</blockquote>' },
  { name: 'inline style goes, the class stays', html: '<p style="color:red" class="note">x</p>', expected: '<p class="note">x</p>' },
  { name: 'values are trimmed', html: '<p class=" a b "><a href=" /trimmed ">x</a></p>', expected: '<p class="a b"><a href="/trimmed">x</a></p>' },
  { name: 'frames go', html: '<iframe src="/x"></iframe><p>after</p>', expected: '<p>after</p>' },
  { name: 'objects and embeds go', html: '<object data="/x.swf"></object><embed src="/x.swf"><p>after</p>', expected: '<p>after</p>' },
  { name: 'SVG goes, content and all', html: '<svg><script>alert(1)</script><circle r="1"></circle></svg><p>after</p>', expected: '<p>after</p>' },
  { name: 'SVG with a javascript: link', html: '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', expected: '' },
  { name: 'MathML goes', html: '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>after</p>', expected: '<p>after</p>' },
  { name: 'MathML breaking into HTML', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', expected: '' },
  { name: 'a form leaves its text, not its controls', html: '<form action="/x"><label>Email</label><input name="email"><button formaction="javascript:alert(1)">Go</button></form>', expected: '<label>Email</label>Go' },
  { name: 'a focusable input goes', html: '<input value="x" autofocus onfocus="alert(1)"><p>after</p>', expected: '<p>after</p>' },
  { name: 'select and textarea go, content and all', html: '<select><option>1</option></select><textarea><img src=x></textarea><p>after</p>', expected: '<p>after</p>' },
  { name: 'a custom element goes, content and all', html: '<x-widget>custom</x-widget><p>kept</p>', expected: '<p>kept</p>' },
  { name: 'font and center leave their text', html: '<font color="red">Sale</font> <center>now</center>', expected: 'Sale now' },
  { name: 'comments go', html: '<p>a<!-- comment -->b</p>', expected: '<p>ab</p>' },
  { name: 'style, link, meta and base go', html: '<style>p{}</style><link rel="stylesheet" href="/x.css"><meta http-equiv="refresh" content="0;url=/x"><base href="https://evil.example/"><p>x</p>', expected: '<p>x</p>' },
  { name: 'stylesheets from elsewhere go', html: '<link rel="stylesheet" href="https://evil.example/x.css"><style>@import "https://evil.example/y.css";</style><p>x</p>', expected: '<p>x</p>' },
  { name: 'a template goes, content and all', html: '<template><img src=x onerror=alert(1)></template><p>x</p>', expected: '<p>x</p>' },
  { name: 'noscript goes, content and all', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', expected: '' },
  { name: 'media go', html: '<video src="/v.mp4" poster="/p.png"></video><audio src="/a.mp3"></audio><p>x</p>', expected: '<p>x</p>' },
  { name: 'escaped markup stays text', html: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', expected: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' },
  { name: 'an attribute that breaks out goes', html: '<p title="&quot;&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>', expected: '<p>x</p>' },
  { name: 'target and ping go; rel stays', html: '<a href="/x" target="_blank" rel="noopener" ping="/p">x</a>', expected: '<a href="/x" rel="noopener">x</a>' },
  { name: 'popover attributes go', html: '<p popover="auto" popovertarget="y">x</p>', expected: '<p>x</p>' },
  { name: 'a name attribute goes', html: '<a href="/x" name="getElementById">x</a>', expected: '<a href="/x">x</a>' },
  { name: 'an id that clobbers goes, another stays', html: '<p id="cookie">x</p><p id="story">y</p>', expected: '<p>x</p><p id="story">y</p>' },
  // No control survives the sanitizer, so a `for` could only name one of the page's own: a click on the label would
  // press that button or tick that box (sign out, remove a line, agree to terms).
  { name: 'a label names no control of the page', html: '<label for="signout">Free gift</label><label for="agree">Claim</label>', expected: '<label>Free gift</label><label>Claim</label>' },
  { name: 'data and unknown aria attributes go, the listed ones stay', html: '<div data-widget="quiz" data-x="1" aria-label="Box" aria-owns="y" role="note">x</div>', expected: '<div aria-label="Box" role="note">x</div>' },
  { name: 'details and tables stay', html: '<details open=""><summary>More</summary><table><tr><td colspan="2">x</td></tr></table></details>', expected: '<details open=""><summary>More</summary><table><tbody><tr><td colspan="2">x</td></tr></tbody></table></details>' },
  { name: 'a whole page keeps its body', html: '<!doctype html><html><head><title>T</title><script src="/x.js"></script></head><body><h1>Page</h1></body></html>', expected: '<h1>Page</h1>' },
  { name: 'an image keeps its size and lazy loading', html: '<img src="/i.png" width="80" height="80" alt="" loading="lazy">', expected: '<img src="/i.png" width="80" height="80" alt="" loading="lazy">' },
  {
    name: 'island hosts stay only when asked',
    html: '<div data-widget="product-card" data-props=\'{"productId":"PROD1"}\' data-hydrate="visible" data-widget-state="mounted">card</div>',
    expected: '<div>card</div>',
  },
  {
    name: 'an island host with islandHosts',
    html: '<div data-widget="product-card" data-props=\'{"productId":"PROD1"}\' data-hydrate="visible" data-prop-x="9" data-widget-state="mounted">card</div>',
    options: { islandHosts: true },
    expected: '<div data-widget="product-card" data-props="{&quot;productId&quot;:&quot;PROD1&quot;}" data-hydrate="visible">card</div>',
  },
  {
    name: 'an overlay host becomes a host with islandHosts',
    html: '<div data-overlay-widget="account-form" data-props=\'{"form":"signin"}\'><form><input name="email"></form></div>',
    options: { islandHosts: true },
    expected: '<div data-props="{&quot;form&quot;:&quot;signin&quot;}" data-widget="account-form"></div>',
  },
  {
    name: 'a fragment keeps its element only',
    html: '<header>Shop</header><main><section id="new-account"><h2 onclick="x()">New customer</h2></section></main>',
    options: { fragment: 'new-account' },
    expected: '<section id="new-account"><h2>New customer</h2></section>',
  },
];
