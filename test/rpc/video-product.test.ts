// Video product info on the wire (docs/requirements.md §7.3, docs/wire-formats.md "Video product info").
import { fetchVideoProduct, parseVideoProduct, videoProductUrl } from '../../src/rpc/video-product';

type Answer = { status: number; body: unknown };

/** A fetch that answers each URL from `answers` (in turn when a list) and records the URLs asked for. */
function fakeFetch(answers: Record<string, Answer | Answer[]>) {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    urls.push(path);
    const entry = answers[path];
    const answer = Array.isArray(entry) ? entry.shift() : entry;
    if (!answer) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return urls;
}

const LIPSTICK = { name: 'Velvet Lip', description: 'Long-wear colour.', image: '/media/product/PROD7.svg', category_id: 'CAT1', product_id: 'PROD7', cue_subtitle: 'All day' };

describe('videoProductUrl', () => {
  it('is /{brand}_video_content/product/{id}, the id encoded', () => {
    expect(videoProductUrl('demo', 'PROD7')).toBe('/demo_video_content/product/PROD7');
    expect(videoProductUrl('esteelauder', 'a/b?c')).toBe('/esteelauder_video_content/product/a%2Fb%3Fc');
  });
});

describe('parseVideoProduct', () => {
  it('reads the answer into the model, ids prefixed', () => {
    expect(parseVideoProduct(LIPSTICK, 'PROD7')).toEqual({ productId: 'PROD7', categoryId: 'CAT1', name: 'Velvet Lip', description: 'Long-wear colour.', image: '/media/product/PROD7.svg' });
    expect(parseVideoProduct({ ...LIPSTICK, product_id: 7, category_id: 1 }, 'PROD7')).toMatchObject({ productId: 'PROD7', categoryId: 'CAT1' });
  });

  it('falls back to cue_subtitle for a missing or blank description, then to nothing', () => {
    expect(parseVideoProduct({ ...LIPSTICK, description: '  ' }, 'PROD7')!.description).toBe('All day');
    expect(parseVideoProduct({ ...LIPSTICK, description: undefined }, 'PROD7')!.description).toBe('All day');
    expect(parseVideoProduct({ name: 'X' }, 'PROD9')).toEqual({ productId: 'PROD9', categoryId: null, name: 'X', description: '', image: '' });
  });

  it('keeps markup as text, and refuses what is not an object', () => {
    expect(parseVideoProduct({ ...LIPSTICK, name: '<img src=x onerror=alert(1)>' }, 'PROD7')!.name).toBe('<img src=x onerror=alert(1)>');
    for (const answer of [null, 'PROD7', [LIPSTICK], 42]) expect(parseVideoProduct(answer, 'PROD7')).toBeNull();
  });
});

describe('fetchVideoProduct', () => {
  it('asks once per product for the life of the page', async () => {
    const urls = fakeFetch({ '/demo_video_content/product/PROD7': { status: 200, body: LIPSTICK } });
    const [first, second] = await Promise.all([fetchVideoProduct('demo', 'PROD7'), fetchVideoProduct('demo', 'PROD7')]);
    expect(first).toEqual({ productId: 'PROD7', categoryId: 'CAT1', name: 'Velvet Lip', description: 'Long-wear colour.', image: '/media/product/PROD7.svg' });
    expect(second).toBe(first);
    expect(await fetchVideoProduct('demo', 'PROD7')).toBe(first);
    expect(urls).toEqual(['/demo_video_content/product/PROD7']);
  });

  it('resolves a failure to null without keeping it, so the next ask tries again', async () => {
    const urls = fakeFetch({ '/demo_video_content/product/PROD8': [{ status: 500, body: {} }, { status: 200, body: { ...LIPSTICK, product_id: 'PROD8' } }] });
    expect(await fetchVideoProduct('demo', 'PROD8')).toBeNull();
    expect(await fetchVideoProduct('demo', 'PROD8')).toMatchObject({ productId: 'PROD8', name: 'Velvet Lip' });
    expect(urls).toEqual(['/demo_video_content/product/PROD8', '/demo_video_content/product/PROD8']);
  });

  it('resolves an answer that is not a product to null', async () => {
    fakeFetch({ '/demo_video_content/product/PROD9': { status: 200, body: ['no'] } });
    expect(await fetchVideoProduct('demo', 'PROD9')).toBeNull();
  });
});
