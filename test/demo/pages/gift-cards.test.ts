import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /gift_cards/index.tmpl', () => {
  it('is the page the gift card keyword redirect leads to, keeping the flavour on its link', async () => {
    const page = await t.app.inject({ url: '/gift_cards/index.tmpl?flavour=react' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Gift cards | Lumière Beauty</title>');
    expect(page.body).toContain('<link rel="canonical" href="/gift_cards/index.tmpl">');
    expect(page.body).toContain('<h1 id="gift-cards-title">Gift cards</h1>');
    expect(page.body).toContain('<ul class="gift-card-amounts"><li>$25</li><li>$50</li><li>$100</li><li>$150</li><li>$250</li></ul>');
    expect(page.body).toContain('<a href="/esearch?search=gift+set&amp;flavour=react">Browse our gift sets</a>');
  });
});
