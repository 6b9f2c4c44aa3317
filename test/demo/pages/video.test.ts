import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** The JSON props of every video-player host on a page. */
function playerProps(body: string): any[] {
  return [...body.matchAll(/<div class="video-host" data-widget="video-player">\s*<script type="application\/json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('GET /video', () => {
  it('hosts the product film with subtitles, chapters showing catalog products, and cue points', async () => {
    const response = await t.app.inject({ url: '/video' });
    expect(response.statusCode).toBe(200);
    const { catalog } = t.app.storefront;
    const first = (categoryId: number) => `PROD${catalog.categoryProductIds(categoryId)[0]}`;
    const [props, ...others] = playerProps(response.body);
    expect(others).toEqual([]);
    const chapter = (name: string, timein: number, categoryId: number) => ({
      timein, timeout: timein + 5, name, hidden: false, onenter: 'videoPageChapter', onexit: 'videoPageChapterExit', product: { product_id: first(categoryId), category_id: `CAT${categoryId}` },
    });
    expect(props).toEqual({
      id: 'product-film',
      objectName: 'productFilm',
      width: 640,
      height: 360,
      src: '/media/video/film.mp4',
      poster_image: '/media/video/poster.jpg',
      default_element_category: 'Video: The collection',
      default_element_id: 'collection-film',
      subtitle_tracks: [
        { src: '/media/video/film.en.srt', srclang: 'en', label: 'English' },
        { src: '/media/video/film.fr.srt', srclang: 'fr', label: 'Français' },
      ],
      controls: {
        chapters: [
          { timein: 0, timeout: 5, name: 'Opening', hidden: true, onenter: 'videoPageChapter', onexit: 'videoPageChapterExit' },
          chapter('Lips', 5, 1), chapter('Skin', 10, 2), chapter('Eyes', 15, 3), chapter('Care', 20, 8), chapter('Scent', 25, 10),
        ],
        cuepoints: { '00:00:03': 'videoPageCue', '00:00:12': 'videoPageCue', '00:00:27': 'videoPageCue' },
      },
    });
    // Every chapter product is a real catalog product the video content route answers.
    for (const c of props.controls.chapters.slice(1)) {
      expect((await t.app.inject({ url: `/demo_video_content/product/${c.product.product_id}` })).statusCode).toBe(200);
    }
  });

  it('shows the browser\'s own player until the island mounts, the chapter buttons, and the metric log', async () => {
    const body = (await t.app.inject({ url: '/video' })).body;
    expect(body).toContain('<video class="video-fallback" controls preload="none" width="640" height="360" poster="/media/video/poster.jpg" aria-label="The collection, on film">');
    expect(body).toContain('<source src="/media/video/film.webm" type="video/webm">');
    expect([...body.matchAll(/data-video-seek="(\d+)">([^<]+)</g)].map((m) => [Number(m[1]), m[2]])).toEqual([[5, 'Lips'], [10, 'Skin'], [15, 'Eyes'], [20, 'Care'], [25, 'Scent']]);
    // Each chapter's product link is named by the product, so a list of the page's links says which one it opens.
    const { catalog } = t.app.storefront;
    const products = [1, 2, 3, 8, 10].map((categoryId) => catalog.productById(catalog.categoryProductIds(categoryId)[0]!)!);
    expect([...body.matchAll(/data-video-seek="\d+">[^<]+<\/button>\s*— <a href="\/product\/(\d+)">([^<]+)<\/a>/g)].map((m) => [Number(m[1]), m[2]]))
      .toEqual(products.map((p) => [p.id, p.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')]));
    expect(body).toContain('<ol id="video-metric-log" class="video-metrics__log"></ol>');
    expect(body).toContain('<a href="/video/fallback">The format fallback and the error line</a>');
  });

  it('adds its page script as a same-site file, no inline script, before the bundle (its functions exist before the player mounts)', async () => {
    const body = (await t.app.inject({ url: '/video' })).body;
    expect(body).toContain('<script src="/static/video-page.js" defer></script>');
    expect(body.indexOf('src="/static/video-page.js"')).toBeLessThan(body.search(/<script type="module" src="[^"]*storefront\.js"/));
    expect(body.search(/<script type="module" src="[^"]*storefront\.js"/)).toBeGreaterThan(0);
    expect(body).not.toMatch(/<style|style="|<script>|<script(?![^>]*(type="module" src=|type="application\/json"|src="\/static\/video-page\.js"))/);
    const script = await t.app.inject({ url: '/static/video-page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.body).toContain('window.cmCreateElementTag = function (elementId, category, attributes)');
  });

  it('keeps the react flavour on its links', async () => {
    const body = (await t.app.inject({ url: '/video?flavour=react' })).body;
    expect(body).toContain('<script type="module" src="/dist/react/storefront.js" integrity="sha384-');
    expect(body).toContain('<a href="/video/fallback?flavour=react">');
  });
});

describe('GET /video/fallback', () => {
  it('hosts a clip whose .mp4 is missing, a film with no file at all, and the .flv film', async () => {
    const response = await t.app.inject({ url: '/video/fallback' });
    expect(response.statusCode).toBe(200);
    expect(playerProps(response.body)).toEqual([
      { id: 'fallback-film-player', objectName: 'fallbackFilm', width: 640, height: 360, src: '/media/video/fallback.mp4', default_element_id: 'fallback-film' },
      { id: 'missing-film-player', objectName: 'missingFilm', width: 640, height: 360, src: '/media/video/no-such-film.mp4', default_element_id: 'missing-film' },
      { id: 'flv-film-player', objectName: 'flvFilm', width: 640, height: 360, src: '/media/video/film.flv', poster_image: '/media/video/poster.jpg', default_element_id: 'flv-film' },
    ]);
    expect(response.body).toContain('<p class="video-host__link"><a href="/media/video/film.flv">Flash video film</a> (needs the player script)</p>');
    // The room of the missing film's red line, in the player's words (docs/decisions.md, "The player's room").
    expect(response.body).toContain('<p class="video-host__error-room" aria-hidden="true">An error occurred: the requested video file could not be found. /media/video/no-such-film.mp4</p>');
    expect((await t.app.inject({ url: '/media/video/fallback.mp4' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/video/fallback.webm' })).statusCode).toBe(200);
  });
});
