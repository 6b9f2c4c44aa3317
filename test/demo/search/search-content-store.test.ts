import { describe, expect, it } from '@jest/globals';
import { searchClient, spotlightNodes } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { search } = searchClient(() => t.app);

describe('keyword redirects', () => {
  it.each(['gift card', 'Gift Cards', 'gift-card'])('redirects "%s" to the gift card page', async (term) => {
    const answer = await search({ Ntt: term.toLowerCase() });
    expect(answer['Supplemental Objects'][0]).toEqual({ Title: 'Keyword redirect', Properties: { 'DGraph.KeywordRedirectUrl': '/gift_cards/index.tmpl' } });
  });

  it('has no redirect for other terms', async () => {
    const objects = (await search({ Ntt: 'gift' }))['Supplemental Objects'];
    expect(objects.some((o) => 'DGraph.KeywordRedirectUrl' in o.Properties)).toBe(false);
  });

  it('reads the redirect of a normalised term from the store', () => {
    const { searchContent } = t.app.storefront;
    expect([searchContent.redirectFor('e gift card'), searchContent.redirectFor('gift'), searchContent.redirectFor('')])
      .toEqual(['/gift_cards/index.tmpl', null, null]);
  });
});

describe('content zones in search', () => {
  it('names the spotlights for a term: zones without keywords, keyword zones it hits, no_results only when nothing is found', async () => {
    expect(spotlightNodes(await search({ Ntt: 'lipstick' }))).toEqual(['12', '14']);
    expect(spotlightNodes(await search({ Ntt: 'gift card' }))).toEqual(['12', '16']);
    expect(spotlightNodes(await search({ Ntt: 'zzqqxx' }))).toEqual(['12', '13']);
  });

  it('returns content records when the record filter asks for rec_type content', async () => {
    const answer = await search({ Nr: 'AND(rec_type:content,locale:en_US)', Nu: '' });
    expect(answer.Records.map((record) => record.Properties)).toEqual([{
      rec_type: 'content', locale: 'en_US', NODE_ID: '12', ZONE: 'search_top', STYLE: 'banner', TITLE: 'Free shipping over $50',
    }]);
  });
});
