// Server HTML reaches the DOM only through the sanitiser (docs/security.md). jsdom has no native HTML sanitizer, so
// this is DOMPurify's path; the browser suite runs the same table through Chromium's own (test/e2e/sanitizer.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { parseSanitized, sanitizeHtml, sanitizeHtmlNow } from '../../src/ui/sanitize-html';
import { SANITIZER_CASES } from '../helpers/sanitizer-cases';

describe('sanitizeHtml (DOMPurify path)', () => {
  it('has no native sanitizer to use in jsdom, so nothing is clean before DOMPurify has loaded', () => {
    expect(sanitizeHtmlNow('<p>x</p>')).toBeNull();
  });

  it.each(SANITIZER_CASES.map((c) => [c.name, c] as const))('%s', async (_name, { html, options, expected }) => {
    expect(await sanitizeHtml(html, options)).toBe(expected);
  });

  it('once DOMPurify is in, sanitizes at once, with the same result', async () => {
    await sanitizeHtml('');
    for (const { html, options, expected } of SANITIZER_CASES) expect(sanitizeHtmlNow(html, options)).toBe(expected);
  });

  it('an option holds for its call only', async () => {
    const host = '<div data-widget="quiz">q</div>';
    expect(await sanitizeHtml(host, { islandHosts: true })).toBe('<div data-widget="quiz">q</div>');
    expect(await sanitizeHtml(host)).toBe('<div>q</div>');
  });

  it('a fragment the page lacks keeps the whole page', async () => {
    expect(await sanitizeHtml('<header>Shop</header><p id="a">x</p>', { fragment: 'missing' })).toBe('<header>Shop</header><p id="a">x</p>');
  });

  it('parseSanitized gives an element to read, sanitised like the rest', async () => {
    const parsed = await parseSanitized('<section id="sign-in"><ul role="alert"><li onclick="x()">Wrong password</li></ul><form><input></form></section>');
    expect(parsed.innerHTML).toBe('<section id="sign-in"><ul role="alert"><li>Wrong password</li></ul></section>');
    expect(parsed.ownerDocument).not.toBe(document);
  });
});

describe('one door for markup', () => {
  // Every HTML sink Trusted Types guards, as source text; only the sanitizer's own files may hold one.
  const SINK = /dangerouslySetInnerHTML=|\.innerHTML\s*=(?!=)|\.outerHTML\s*=(?!=)|insertAdjacentHTML|parseFromString|createContextualFragment|document\.write|setHTMLUnsafe|parseHTMLUnsafe|srcdoc/;
  const ALLOWED = ['src/ui/sanitized-html.tsx'];

  it('no module of the bundle but SanitizedHtml inserts or parses markup from a string', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => `src/${f.replace(/\\/g, '/')}`);
    const withSinks = files.filter((file) => SINK.test(readFileSync(file, 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    expect(withSinks).toEqual(ALLOWED);
  });
});

describe('sanitizeHtml when DOMPurify\'s chunk fails to load', () => {
  it('asks for the chunk again on the next use, and keeps it once it has arrived', async () => {
    let loads = 0;
    jest.resetModules();
    jest.doMock('../../src/ui/sanitize-purify', () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return jest.requireActual('../../src/ui/sanitize-purify');
    });
    const fresh = await import('../../src/ui/sanitize-html');
    await expect(fresh.sanitizeHtml('<p>x</p>')).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(fresh.sanitizeHtmlNow('<p>x</p>')).toBeNull();
    expect(await fresh.sanitizeHtml('<p>x</p>')).toBe('<p>x</p>');
    expect(await fresh.sanitizeHtml('<b>y</b>')).toBe('<b>y</b>');
    expect(loads).toBe(2);
    jest.dontMock('../../src/ui/sanitize-purify');
  });
});

describe('sanitizeHtml where the page refuses our Trusted Types policy', () => {
  it('gives no markup at all (a plain string would throw where it is set, failing the island) and says why', async () => {
    jest.resetModules();
    const globals = globalThis as { trustedTypes?: unknown };
    globals.trustedTypes = {
      createPolicy(name: string) {
        throw new TypeError(`Policy "${name}" disallowed.`);
      },
    };
    try {
      const fresh = await import('../../src/ui/sanitize-html');
      await expect(fresh.sanitizeHtml('<p>x</p>')).rejects.toThrow('server HTML not shown: Trusted Types refuse "storefront-islands"');
      await expect(fresh.sanitizeHtml('<b>y</b>')).rejects.toThrow('server HTML not shown');
    } finally {
      delete globals.trustedTypes;
    }
  });
});
