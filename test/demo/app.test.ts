import { describe, expect, it } from '@jest/globals';
import { useTestApp } from './helpers/test-app';

const t = useTestApp();

describe('buildApp', () => {
  it('answers /healthz', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([200, 'text/plain; charset=utf-8', 'ok']);
  });

  it('puts every store on the storefront context', () => {
    expect(Object.keys(t.app.storefront).sort()).toEqual(
      ['carts', 'catalog', 'db', 'favorites', 'finder', 'flashes', 'loyalty', 'offers', 'promotions', 'quizzes', 'searchContent', 'searchEngine', 'sessions', 'users', 'waitlist', 'waitlistLimit'],
    );
  });
});
