import type { IslandAbout, PropsDeclaration } from '../ui/prop-check';

/**
 * The host's props: the legacy player options (docs/requirements.md §3.7), snake_case as the old player took them.
 * Types are loose on purpose: legacy pages write numbers and flags as strings ("640", "640px", "true"), and the
 * player's own reading (core/options.ts) takes each bad value's default with a warning. No single prop is required:
 * the island refuses a host that names no file at all (`src` or one of `src_*`). Defaults are the player's, applied
 * as it reads the options (core/options.ts), so they are given in words in ABOUT rather than here.
 */
export const PROPS = {
  src: { type: 'string', example: '/media/video/other.mp4' },
  src_h264: { type: 'string' },
  src_webm: { type: 'string' },
  src_ogg: { type: 'string' },
  src_flash: { type: 'string' },
  id: { type: 'string' },
  objectName: { type: 'string' },
  width: { type: ['number', 'string'] },
  height: { type: ['number', 'string'] },
  controls: { type: ['boolean', 'object'] },
  bufferlimit: { type: ['number', 'string'] },
  autoplay: { type: 'boolean' },
  loop: { type: 'boolean' },
  poster_image: { type: 'string' },
  poster_div: { type: 'string' },
  volume: { type: ['number', 'string'] },
  subtitle_tracks: { type: 'list' },
  chapters: { type: 'list' },
  cuepoints: { type: 'object' },
  default_element_category: { type: 'string' },
  default_element_id: { type: 'string' },
  metric_tags: { type: ['object', 'list'] },
  force_flash: { type: 'boolean' },
  flashplayer: { type: 'string' },
  flashvars: { type: ['object', 'string'] },
  flashparams: { type: 'object' },
  flashattr: { type: 'object' },
  debug: { type: 'boolean' },
} satisfies PropsDeclaration;

/** The sources: the island refuses a host that names none of them (island.ts). */
const A_SOURCE = 'one of `src`, `src_*`';
/** Where a URL may point (ui/urls.ts); any other is left out with a warning. */
const LINKABLE = 'this site or a `linkHosts` host';

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'video-player',
  summary: 'A shoppable video: format fallback, SRT subtitles, chapters with a product panel, cue points, metric tags.',
  props: {
    src: { description: 'the video; its extension decides the format: `.flv` forces Flash, `.mp4`/`.mov` is h264 with `.webm` and `.ogv` siblings tried next, `.webm`, `.ogv`/`.ogg`', type: 'URL', required: A_SOURCE, allowed: LINKABLE },
    src_h264: { description: 'an h264 file, instead of (or besides) `src`', type: 'URL', required: A_SOURCE, allowed: LINKABLE },
    src_webm: { description: 'a webm file', type: 'URL', required: A_SOURCE, allowed: LINKABLE },
    src_ogg: { description: 'an ogg file', type: 'URL', required: A_SOURCE, allowed: LINKABLE },
    src_flash: { description: 'a Flash (`.flv`) file', type: 'URL', required: A_SOURCE, allowed: LINKABLE },
    id: { description: 'the id of the player\'s element', allowed: 'no spaces' },
    objectName: { description: 'the mounted player is `window[objectName]` (a name the window already has is refused)', allowed: 'a script identifier' },
    width: { description: 'the stage\'s largest width in px', default: 'fills its container', allowed: '1–10000', ts: 'number | string' },
    height: { description: 'with `width`, the stage\'s aspect ratio', default: '16:9', allowed: '1–10000', ts: 'number | string' },
    controls: { description: 'the control bar; an object also gives the controls options (`chapters`, `cuepoints`, `countdown`, `resize_controls`)', default: 'true', ts: 'boolean | Record<string, unknown>' },
    bufferlimit: { description: 'play and seeking wait for this percentage to be buffered', default: '10', allowed: '0–100', ts: 'number | string' },
    autoplay: { description: 'start at once (the browser\'s muted-autoplay rules apply)', default: 'false' },
    loop: { description: 'start again at the end', default: 'false' },
    poster_image: { description: 'the poster over the stage before the first play and at the end', type: 'URL', allowed: LINKABLE },
    poster_div: { description: 'the id of a page element shown over the poster at the end (the end element)', allowed: 'no spaces' },
    volume: { description: 'the starting volume; 0 is muted', default: '5', allowed: '0–10', ts: 'number | string' },
    subtitle_tracks: { description: 'SRT files, `{src, srclang, label}` each; tracks without `src` are left out', ts: 'Array<{ src?: string; srclang?: string; label?: string }>', example: [{ src: '/media/video/film.en.srt', srclang: 'en', label: 'English' }] },
    chapters: { description: '`timein`, `timeout`, `name`, `onenter`, `onexit` (the name of a function the page defines; not a browser built-in), `hidden` (no marker), `product` (`"PROD12"` or `{product_id, category_id}`)', ts: 'Array<Record<string, unknown>>', example: [{ timein: 5, timeout: 10, name: 'Lips', product: 'PROD12' }] },
    cuepoints: { description: '`{"hh:mm:ss": action}`: the action (the name of a function the page defines) runs each time playback crosses the time; a seek over it does not', ts: 'Record<string, string>', example: { '00:00:12': 'myCueHandler' } },
    default_element_category: { description: 'metric tag category (cut to 49 characters)', default: 'video' },
    default_element_id: { description: 'metric element id (cut to 49 characters)', default: 'the file name of `src`' },
    metric_tags: { description: 'the status each tag sends to the page\'s tagging function (`cmCreateElementTag`)', default: 'ready 0, pause 1, play 2, end 3', ts: 'Record<string, number | string> | Array<number | string>', example: { ready: 10, pause: 11, play: 12, end: 13 } },
    force_flash: { description: 'use the Flash engine whatever the extension', default: 'false' },
    flashplayer: { description: 'the player SWF', type: 'URL', allowed: LINKABLE },
    flashvars: { description: 'what the SWF embed gets as flashvars (an object or `a=1&b=2`)', ts: 'Record<string, unknown> | string', example: { autostart: 'false' } },
    flashparams: { description: 'the embed\'s params', ts: 'Record<string, unknown>', example: { wmode: 'opaque' } },
    flashattr: { description: 'the embed\'s attributes (`id`, `name`, `class`, `align`, `title` only)', ts: 'Record<string, unknown>', example: { title: 'Product film' } },
    debug: { description: 'log the player\'s steps', default: 'false' },
  },
  snippets: [
    `<div data-widget="video-player">
  <script type="application/json">{
    "objectName": "productFilm", "width": 640, "height": 360,
    "src": "/media/video/film.mp4", "poster_image": "/media/video/poster.jpg",
    "subtitle_tracks": [{"src": "/media/video/film.en.srt", "srclang": "en", "label": "English"},
                        {"src": "/media/video/film.fr.srt", "srclang": "fr", "label": "Français"}],
    "controls": {"chapters": [{"timein": 5, "timeout": 10, "name": "Lips", "product": {"product_id": "PROD12", "category_id": "CAT1"}}]}
  }</script>
  <video controls preload="none" src="/media/video/film.mp4" poster="/media/video/poster.jpg"></video>
</div>`,
  ],
  minimal: { src: '/media/video/film.mp4' },
};
