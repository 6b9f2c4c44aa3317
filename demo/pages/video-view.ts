import { html, type SafeHtml } from '../html/html';
import { jsonForScript } from '../html/page-config';
import { withFlavour, type Flavour } from '../http/flavour';
import { FALLBACK, FILM, FILM_CHAPTERS } from '../video/film';

/** A chapter of the film with the catalog product it shows (none for the opening). */
interface FilmChapterView {
  name: string;
  timein: number;
  timeout: number;
  hidden: boolean;
  product: { productId: string; categoryId: string; name: string } | null;
}

/** Cue points of the demo film: the page script logs each one it receives (demo/static/video-page.js). */
const FILM_CUEPOINTS: Readonly<Record<string, string>> = { '00:00:03': 'videoPageCue', '00:00:12': 'videoPageCue', '00:00:27': 'videoPageCue' };

/** The player's host props: the legacy "Player options" and "Controls options" (docs/widgets.md "video-player"). */
function filmOptions(chapters: readonly FilmChapterView[]): Record<string, unknown> {
  return {
    id: 'product-film',
    objectName: 'productFilm',
    width: FILM.width,
    height: FILM.height,
    src: FILM.src,
    poster_image: FILM.poster,
    default_element_category: 'Video: The collection',
    default_element_id: 'collection-film',
    subtitle_tracks: FILM.subtitles,
    controls: {
      chapters: chapters.map((chapter) => ({
        timein: chapter.timein,
        timeout: chapter.timeout,
        name: chapter.name,
        hidden: chapter.hidden,
        onenter: 'videoPageChapter',
        onexit: 'videoPageChapterExit',
        ...(chapter.product ? { product: { product_id: chapter.product.productId, category_id: chapter.product.categoryId } } : {}),
      })),
      cuepoints: FILM_CUEPOINTS,
    },
  };
}

/** What shows until the island mounts, and without the script: the browser's own player with the poster. */
function serverPlayer(src: string, poster: string | null, label: string): SafeHtml {
  if (!src.endsWith('.mp4')) return html`<p class="video-host__link"><a href="${src}">${label}</a> (needs the player script)</p>`;
  const base = src.replace(/\.mp4$/, '');
  return html`<video class="video-fallback" controls preload="none" width="${FILM.width}" height="${FILM.height}"${poster ? html` poster="${poster}"` : ''} aria-label="${label}">
            <source src="${src}" type="video/mp4">
            <source src="${base}.webm" type="video/webm">
            <source src="${base}.ogv" type="video/ogg">
          </video>`;
}

/**
 * The host, written at the player's size (src/video/about.md): the film and the control bar's room under it and, with
 * chapter products, the product panel's room, in the player's own grid (demo/static/site.css "Video pages").
 */
function playerHost(options: Record<string, unknown>, label: string, withPanel = false): SafeHtml {
  return html`<div class="video-host" data-widget="video-player">
          <script type="application/json">${jsonForScript(options)}</script>
          <div class="video-host__room${withPanel ? ' video-host__room--panel' : ''}">
            <div class="video-host__player">${serverPlayer(String(options.src), typeof options.poster_image === 'string' ? options.poster_image : null, label)}</div>
            ${withPanel ? html`<div class="video-host__panel"></div>` : ''}
          </div>
        </div>`;
}

export function videoPage(chapters: readonly FilmChapterView[], flavour: Flavour): SafeHtml {
  return html`<h1>The collection, on film</h1>
        <p class="video-intro">Thirty seconds, five looks. The panel beside the film shows the product of each chapter: select it for a quick view.</p>
        ${playerHost(filmOptions(chapters), 'The collection, on film', chapters.some((chapter) => chapter.product))}
        <section class="video-chapters" aria-labelledby="video-chapters-title">
          <h2 id="video-chapters-title">Chapters</h2>
          <ol class="video-chapters__list">
            ${chapters.filter((chapter) => !chapter.hidden).map((chapter) => html`<li>
              <button type="button" class="button-link" data-video-seek="${chapter.timein}">${chapter.name}</button>
              ${chapter.product ? html` — <a href="${withFlavour(`/product/${chapter.product.productId.replace(/^PROD/, '')}`, flavour)}">${chapter.product.name}</a>` : ''}
            </li>`)}
          </ol>
        </section>
        <section class="video-metrics" aria-labelledby="video-metrics-title">
          <h2 id="video-metrics-title">Metric tags sent</h2>
          <p>The page's tagging function (<code>cmCreateElementTag</code>) lists each tag the player sends.</p>
          <ol id="video-metric-log" class="video-metrics__log"></ol>
        </section>
        <p><a href="${withFlavour('/video/fallback', flavour)}">The format fallback and the error line</a></p>`;
}

export function videoFallbackPage(flavour: Flavour): SafeHtml {
  const webmOnly = { id: 'fallback-film-player', objectName: 'fallbackFilm', width: FILM.width, height: FILM.height, src: FALLBACK.webmOnly, default_element_id: 'fallback-film' };
  const flv = { id: 'flv-film-player', objectName: 'flvFilm', width: FILM.width, height: FILM.height, src: FILM.flv, poster_image: FILM.poster, default_element_id: 'flv-film' };
  const missing = { id: 'missing-film-player', objectName: 'missingFilm', width: FILM.width, height: FILM.height, src: FALLBACK.missing, default_element_id: 'missing-film' };
  return html`<h1>Format fallback</h1>
        <section class="video-example" aria-labelledby="video-webm-title">
          <h2 id="video-webm-title">Missing .mp4: the .webm plays</h2>
          <p>The player asks for <code>${FALLBACK.webmOnly}</code>; only its <code>.webm</code> sibling exists.</p>
          ${playerHost(webmOnly, 'WebM fallback clip')}
        </section>
        <section class="video-example" aria-labelledby="video-missing-title">
          <h2 id="video-missing-title">Every file missing: the error line</h2>
          <p>None of <code>${FALLBACK.missing}</code>, its <code>.webm</code> or its <code>.ogv</code> exists.</p>
          ${playerHost(missing, 'Missing film')}
          <p class="video-host__error-room" aria-hidden="true">An error occurred: the requested video file could not be found. ${FALLBACK.missing}</p>
        </section>
        <section class="video-example" aria-labelledby="video-flv-title">
          <h2 id="video-flv-title">Flash video without Flash</h2>
          <p>An <code>.flv</code> source forces the Flash engine; with no Flash plug-in in the browser, it plays through Media Source Extensions.</p>
          ${playerHost(flv, 'Flash video film')}
        </section>
        <p><a href="${withFlavour('/video', flavour)}">Back to the film</a></p>`;
}

/** The film's chapters with the catalog product each shows. */
export function filmChapters(productOfCategory: (categoryId: number) => { id: number; name: string } | null): FilmChapterView[] {
  return FILM_CHAPTERS.map((chapter) => {
    const product = chapter.categoryId === undefined ? null : productOfCategory(chapter.categoryId);
    return {
      name: chapter.name,
      timein: chapter.timein,
      timeout: chapter.timeout,
      hidden: chapter.hidden ?? false,
      product: product === null ? null : { productId: `PROD${product.id}`, categoryId: `CAT${chapter.categoryId}`, name: product.name },
    };
  });
}
