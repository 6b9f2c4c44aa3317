// Which files a player tries, in which order (docs/requirements.md §5.4): the extension of the video URL
// decides its format; `.mp4`/`.mov` bring `.webm` and `.ogv` siblings; explicit `src_h264`, `src_webm`,
// `src_ogg` and `src_flash` replace what the extension gives. `.flv` forces the Flash engine.

export type VideoFormat = 'h264' | 'webm' | 'ogg' | 'flash';

export interface FormatSource {
  format: VideoFormat;
  url: string;
  /** The MIME type put on the `<source>` and asked of `canPlayType`. */
  type: string;
}

/** The order native formats are tried in. */
const NATIVE_FORMAT_ORDER: readonly VideoFormat[] = ['h264', 'webm', 'ogg'];

const MIME: Record<VideoFormat, string> = {
  h264: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  flash: 'video/x-flv',
};

const EXTENSIONS: Record<string, VideoFormat> = {
  mp4: 'h264',
  mov: 'h264',
  webm: 'webm',
  ogv: 'ogg',
  ogg: 'ogg',
  flv: 'flash',
};

/** The URL split at its path's end: `film.mp4?v=2#t` → path `film.mp4`, rest `?v=2#t`. */
function splitUrl(url: string): { path: string; rest: string } {
  const at = url.search(/[?#]/);
  return at < 0 ? { path: url, rest: '' } : { path: url.slice(0, at), rest: url.slice(at) };
}

/** The format a URL's extension names (case does not matter; query and hash are ignored), or null. */
export function formatOfUrl(url: string): VideoFormat | null {
  const match = /\.([a-z0-9]+)$/i.exec(splitUrl(url).path);
  return (match && EXTENSIONS[match[1]!.toLowerCase()]) || null;
}

/** The same URL with another extension (query and hash kept). */
function sibling(url: string, extension: string): string {
  const { path, rest } = splitUrl(url);
  return `${path.replace(/\.[a-z0-9]+$/i, `.${extension}`)}${rest}`;
}

export interface SourceOptions {
  src: string | null;
  srcH264: string | null;
  srcWebm: string | null;
  srcOgg: string | null;
  srcFlash: string | null;
  forceFlash: boolean;
}

export interface SourcePlan {
  /** Native formats in fallback order, each playable as far as the browser says. */
  native: FormatSource[];
  /** Native formats left out because the browser said it cannot play them (never requested). */
  unplayable: FormatSource[];
  /** The Flash (`.flv` or `src_flash`) source, if any. */
  flash: FormatSource | null;
  /** `.flv` or `force_flash`: Flash (or its stand-in) comes first. */
  flashFirst: boolean;
}

/**
 * The sources to try. `canPlayType` is the media element's (or a stand-in); a format it answers '' for is
 * left out without a request. Without one, every format is kept.
 */
export function planSources(options: SourceOptions, canPlayType?: (type: string) => string): SourcePlan {
  const derived: Partial<Record<VideoFormat, string>> = {};
  const main = options.src ? formatOfUrl(options.src) : null;
  if (options.src && main) {
    derived[main] = options.src;
    if (main === 'h264') {
      derived.webm = sibling(options.src, 'webm');
      derived.ogg = sibling(options.src, 'ogv');
    }
  }
  const given: Partial<Record<VideoFormat, string | null>> = {
    h264: options.srcH264,
    webm: options.srcWebm,
    ogg: options.srcOgg,
    flash: options.srcFlash,
  };
  const urlOf = (format: VideoFormat): string | null => given[format] || derived[format] || null;
  const native: FormatSource[] = [];
  const unplayable: FormatSource[] = [];
  for (const format of NATIVE_FORMAT_ORDER) {
    const url = urlOf(format);
    if (!url) continue;
    const source = { format, url, type: MIME[format] };
    (canPlayType && canPlayType(source.type) === '' ? unplayable : native).push(source);
  }
  // The Flash player also plays the main file when `force_flash` asks for it without a `src_flash`.
  const flashUrl = urlOf('flash') ?? (options.forceFlash ? options.src : null);
  return {
    native,
    unplayable,
    flash: flashUrl ? { format: 'flash', url: flashUrl, type: MIME.flash } : null,
    flashFirst: main === 'flash' || options.forceFlash,
  };
}

export type EngineKind = 'native' | 'flash' | 'flv';

/**
 * The engines to try for a plan, in order: the next takes over when one runs out of files. Flash first (`.flv`,
 * `force_flash`): the Flash plug-in when there is one, else an `.flv` through the MSE stand-in, else native.
 * Otherwise native while a native format is left, then Flash, then the stand-in. Empty when nothing can play.
 */
export function engineOrder(plan: SourcePlan, env: { flash: boolean; mse: boolean }): EngineKind[] {
  const flash = plan.flash && env.flash ? 'flash' : null;
  const flv = plan.flash && env.mse && formatOfUrl(plan.flash.url) === 'flash' ? 'flv' : null;
  const native = plan.native.length ? 'native' : null;
  const order = plan.flashFirst ? [flash, flv, native] : [native, flash, flv];
  return order.filter((kind): kind is EngineKind => kind !== null);
}
