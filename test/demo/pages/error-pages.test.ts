import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('error pages', () => {
  it('answers unknown products and pages with a styled 404', async () => {
    const answers = [];
    for (const url of ['/product/999999', '/product/abc', '/nowhere?flavour=react']) {
      const response = await t.app.inject({ url });
      expect(response.body).toContain('<h1>Page not found</h1>');
      answers.push([response.statusCode, /<main id="main" tabindex="-1">[\s\S]*?<p>(.*?)<\/p>/.exec(response.body)?.[1]]);
    }
    expect(answers).toEqual([
      [404, 'We could not find that product. It may have been removed.'],
      [404, 'We could not find that product. It may have been removed.'],
      [404, 'There is no page at <code>/nowhere</code>.'],
    ]);
    expect((await t.app.inject({ url: '/nowhere?flavour=react' })).body).toContain('<a href="/?flavour=react">Go to the home page</a>');
  });

  it('answers an unreadable form body with a styled error page, never a stack', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/account/signin.tmpl', headers: { 'content-type': 'application/json' }, payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Request not accepted | Lumière Beauty</title>');
    expect(response.body).toContain('<p>The request could not be processed (400). Check the address or the form and try again.</p>');
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
