import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /esearch', () => {
  it('hosts the search-results island, titled with the term', async () => {
    for (const url of ['/esearch?search=+lip%20%20stick+', '/en-gb/esearch?search=lip+stick']) {
      const body = (await t.app.inject({ url })).body;
      expect(body).toContain('<title>Search results for “lip stick” | Lumière Beauty</title>');
      expect(body).toContain('<h1>Search results for “lip stick”</h1>');
      expect(body).toContain('<div data-widget="search-results">\n          <script type="application/json">{"bestsellerCount":4}</script>');
      expect(body).toContain('<div data-widget="recent-searches" data-hydrate="idle"></div>');
    }
  });

  // Any first segment used to be read as a path prefix: /favicon.ico/esearch, /%3Cscript%3E/esearch and /uk/esearch
  // answered 200 with a results page.
  it('is not found under a first segment that is none of the site\'s path prefixes', async () => {
    for (const url of ['/favicon.ico/esearch', '/%3Cscript%3E/esearch?search=lip', '/uk/esearch?search=lip', '/esearch/esearch', '/EN-GB/esearch']) {
      const response = await t.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toContain('<h1>Page not found</h1>');
      expect(response.body).not.toContain('data-widget="search-results"');
    }
  });

  // The box was written from the query parser's value, which keeps a bad escape as typed: /esearch?search=%E0%A4%A
  // showed "%E0%A4%A" in the box and, once the island read its address, "�%A" in the heading.
  it('reads the term once, as the browser decodes a form, for the search box and the heading alike', async () => {
    const cases: Array<[string, string]> = [
      ['%E0%A4%A', '\ufffd%A'],
      ['cr%E8me', 'cr\ufffdme'],
      ['+lip%20%20stick+&search=blush', 'lip stick'],
      ['lip%00stick%1B%7F%C2%85+%00+red', 'lipstick red'],
      [`${'a'.repeat(199)}%F0%9F%92%84x`, `${'a'.repeat(199)}💄`],
    ];
    for (const [query, term] of cases) {
      const body = (await t.app.inject({ url: `/esearch?search=${query}` })).body;
      expect({ query, box: /<input id="site-search-input"[^>]* value="([^"]*)"/.exec(body)?.[1], initial: /\{"initialTerm":("[^"]*")\}/.exec(body)?.[1] })
        .toEqual({ query, box: term, initial: JSON.stringify(term) });
      expect(body).toContain(`<h1>Search results for “${term}”</h1>`);
    }
  });

  it('has a plain title without a term', async () => {
    const body = (await t.app.inject({ url: '/esearch' })).body;
    expect(body).toContain('<title>Search | Lumière Beauty</title>');
    expect(body).toContain('<h1>Search our products</h1>');
  });
});
