// The player's options (docs/requirements.md §3.7): "Player options", "Controls options", "Chapter",
// "Cue points", "Subtitle track", as a host's props or a legacy script write them. Legacy shapes are welcome
// (numbers as strings, flags as "true"/"1"/1); a value that cannot be read takes its default and adds one entry
// to `problems`. Never throws. Our readings: docs/decisions.md, "Video player".
import {
  VIDEO_BUFFER_LIMIT_PERCENT,
  VIDEO_METRIC_TAG_VALUES,
  VIDEO_VOLUME_DEFAULT,
  VIDEO_VOLUME_MAX,
} from '../../config/video';
import { toCategoryId, toProductId } from '../../model/ids';
import { isObject, type Raw } from '../../rpc/coerce';
import { safeUrl } from '../../ui/urls';
import { cutTag, type MetricTags } from './metrics';
import { parseTime } from './time-keys';

/** A chapter's or cue point's action: a function (from a script), or the name of a global function (`a.b.c`), never code to evaluate. */
export type VideoAction = string | ((detail: unknown) => void);

export interface SubtitleTrack {
  src: string;
  srclang: string;
  label: string;
}

export interface ChapterProduct {
  productId: string;
  categoryId: string | null;
}

export interface Chapter {
  /** Seconds. */
  timein: number;
  /** Seconds; null: until the next chapter begins, or the end. */
  timeout: number | null;
  name: string;
  onenter: VideoAction | null;
  onexit: VideoAction | null;
  /** A hidden chapter gets no marker on the progress bar. */
  hidden: boolean;
  product: ChapterProduct | null;
}

export interface CuePoint {
  /** Seconds. */
  time: number;
  /** The key as written (`00:01:05`). */
  key: string;
  action: VideoAction | null;
}

export interface VideoOptions {
  id: string | null;
  objectName: string | null;
  width: number | null;
  height: number | null;
  /** Whether the control bar shows. */
  controls: boolean;
  /** Controls options. */
  controlsId: string | null;
  videoplayer: string | null;
  countdown: boolean;
  resizeControls: boolean;
  chapters: Chapter[];
  /** Ordered by time. */
  cuepoints: CuePoint[];
  /** Percent. */
  bufferLimit: number;
  autoplay: boolean;
  loop: boolean;
  src: string | null;
  srcH264: string | null;
  srcWebm: string | null;
  srcOgg: string | null;
  srcFlash: string | null;
  posterDiv: string | null;
  posterImage: string | null;
  flashplayer: string | null;
  flashvars: Record<string, string>;
  flashparams: Record<string, string>;
  flashattr: Record<string, string>;
  /** Metric element category and id, cut to 49 characters. */
  elementCategory: string;
  elementId: string;
  metricTags: MetricTags;
  forceFlash: boolean;
  subtitleTracks: SubtitleTrack[];
  /** 0–10. */
  volume: number;
  debug: boolean;
}

export interface OptionsEnv {
  /** The page config's `linkHosts`: hosts besides the page's own that media may come from. */
  linkHosts?: readonly string[];
  /** The page URL relative sources resolve against (default: `location.href`). */
  base?: string;
}

/** Flash attributes we put on the `<object>`; others (a `style`, event handlers) are dropped. */
const FLASH_ATTRIBUTES = new Set(['id', 'name', 'class', 'align', 'title']);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const GLOBAL_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
/** The metric category when the options name none (docs/decisions.md). */
const DEFAULT_CATEGORY = 'video';

const show = (value: unknown): string => (typeof value === 'function' ? 'a function' : JSON.stringify(value) ?? String(value));

/** One option the reading could not take: the message, and the host prop it is about (none for the whole options). */
export interface OptionProblem {
  prop?: string;
  message: string;
}

class Reader {
  /** `at`: the path of the object read (`controls.`, `chapters[2].`; '' for the options), which its problems' start with. */
  constructor(
    private readonly env: OptionsEnv,
    readonly problems: OptionProblem[] = [],
    private readonly at = '',
  ) {}

  /** A reader of the object at `key` inside this one: its problems go with the others, named from the top. */
  under(key: string): Reader {
    return new Reader(this.env, this.problems, `${this.at}${key}.`);
  }

  /** `key` is the option's path (`volume`, `chapters[2].timein`); the prop is its first name (`chapters`). */
  problem(key: string, value: unknown, expected: string, fallback: string): void {
    this.say(key, `${this.at}${key}: ${show(value)} is not ${expected}; using ${fallback}`);
  }

  say(key: string, message: string): void {
    this.problems.push(key == 'options' ? { message } : { prop: /^[^.[]+/.exec(this.at + key)![0], message });
  }

  text(raw: Raw, key: string): string | null {
    const value = raw[key];
    if (value == null || value === '') return null;
    if (typeof value === 'string') return value.trim() || null;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    this.problem(key, value, 'text', 'none');
    return null;
  }

  /** An HTML id or a similar token: text without white space. */
  token(raw: Raw, key: string): string | null {
    const value = this.text(raw, key);
    if (value === null || !/\s/.test(value)) return value;
    this.problem(key, value, 'a name without spaces', 'none');
    return null;
  }

  flag(raw: Raw, key: string, fallback: boolean): boolean {
    const value = typeof raw[key] === 'string' ? (raw[key] as string).trim().toLowerCase() : raw[key];
    if (value == null || value === '') return fallback;
    if (value === true || value === 1 || value === '1' || value === 'true' || value === 'yes' || value === 'on') return true;
    if (value === false || value === 0 || value === '0' || value === 'false' || value === 'no' || value === 'off') return false;
    this.problem(key, raw[key], 'true or false', String(fallback));
    return fallback;
  }

  /** A number (also as text, with an optional `px`) from min to max. */
  number(raw: Raw, key: string, fallback: number, min: number, max: number): number;
  number(raw: Raw, key: string, fallback: null, min: number, max: number): number | null;
  number(raw: Raw, key: string, fallback: number | null, min: number, max: number): number | null {
    const value = raw[key];
    if (value == null || value === '') return fallback;
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(/px$/i, '')) : NaN;
    if (Number.isFinite(n) && n >= min && n <= max) return n;
    this.problem(key, value, `a number from ${min} to ${max}`, String(fallback ?? 'none'));
    return fallback;
  }

  url(raw: Raw, key: string): string | null {
    const value = this.text(raw, key);
    if (value === null) return null;
    const safe = safeUrl(value, this.env.linkHosts ?? [], this.env.base);
    if (safe) return safe;
    this.problem(key, value, 'an http(s) URL on this site or a host the page config names', 'none');
    return null;
  }

  /** `{name: value}` (values as text) or, for flashvars, a query string `a=1&b=2`. */
  dictionary(raw: Raw, key: string, allowed?: ReadonlySet<string>): Record<string, string> {
    const value = raw[key];
    const out: Record<string, string> = {};
    if (value == null || value === '') return out;
    const entries: Array<[string, unknown]> =
      typeof value === 'string' ? [...new URLSearchParams(value.replace(/^\?/, ''))] : isObject(value) ? Object.entries(value) : [];
    if (!entries.length && !isObject(value)) this.problem(key, value, 'an object of names and values', '{}');
    for (const [name, item] of entries) {
      if (allowed && !allowed.has(name.toLowerCase())) {
        this.say(key, `${this.at}${key}.${name}: not an attribute the player sets; left out`);
      } else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        out[allowed ? name.toLowerCase() : name] = String(item);
      } else {
        this.problem(`${key}.${name}`, item, 'text, a number or true/false', 'nothing');
      }
    }
    return out;
  }

  action(value: unknown, key: string): VideoAction | null {
    if (value == null || value === '') return null;
    if (typeof value === 'function') return value as (detail: unknown) => void;
    if (typeof value === 'string' && GLOBAL_PATH.test(value.trim())) return value.trim();
    this.problem(key, value, 'a function or the name of a global function (code is never evaluated)', 'no action');
    return null;
  }

  product(value: unknown, key: string): ChapterProduct | null {
    if (value == null || value === '') return null;
    if (typeof value === 'string' || typeof value === 'number') {
      const id = String(value).trim();
      return id ? { productId: toProductId(id), categoryId: null } : null;
    }
    if (isObject(value)) {
      const own = this.under(key);
      const id = own.text(value, 'product_id') ?? own.text(value, 'productId');
      const category = own.text(value, 'category_id') ?? own.text(value, 'categoryId');
      if (id) return { productId: toProductId(id), categoryId: category ? toCategoryId(category) : null };
    }
    this.problem(key, value, 'a product id or { product_id, category_id }', 'no product');
    return null;
  }

  chapters(value: unknown): Chapter[] {
    if (value == null || value === '') return [];
    const list = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : null;
    if (!list) {
      this.problem('chapters', value, 'a list of chapters', 'none');
      return [];
    }
    const chapters: Chapter[] = [];
    list.forEach((item, i) => {
      const key = `chapters[${i}]`;
      if (!isObject(item)) return this.problem(key, item, 'a chapter object', 'no chapter');
      const own = this.under(key);
      const timein = parseTime(item.timein);
      if (timein === null) return own.problem('timein', item.timein, 'a time (seconds or hh:mm:ss)', 'no chapter');
      let timeout = item.timeout == null || item.timeout === '' ? null : parseTime(item.timeout);
      if (timeout === null && item.timeout != null && item.timeout !== '') {
        own.problem('timeout', item.timeout, 'a time (seconds or hh:mm:ss)', 'the next chapter');
      } else if (timeout !== null && timeout <= timein) {
        own.problem('timeout', item.timeout, 'after timein', 'the next chapter');
        timeout = null;
      }
      chapters.push({
        timein,
        timeout,
        name: own.text(item, 'name') ?? '',
        onenter: own.action(item.onenter, 'onenter'),
        onexit: own.action(item.onexit, 'onexit'),
        hidden: own.flag(item, 'hidden', false),
        product: own.product(item.product, 'product'),
      });
    });
    return chapters;
  }

  cuepoints(value: unknown): CuePoint[] {
    if (value == null || value === '') return [];
    const entries: Array<[string, unknown]> = Array.isArray(value)
      ? value.map((item) => (isObject(item) ? [String(item.time ?? ''), item.action] : ['', item]))
      : isObject(value)
        ? Object.entries(value)
        : [];
    if (!entries.length && !isObject(value) && !Array.isArray(value)) this.problem('cuepoints', value, 'a map of hh:mm:ss keys to actions', 'none');
    const cues: CuePoint[] = [];
    for (const [key, action] of entries) {
      const time = parseTime(key);
      if (time === null) this.problem(`cuepoints[${JSON.stringify(key)}]`, key, 'a time key (hh:mm:ss)', 'no cue point');
      else cues.push({ time, key, action: this.action(action, `cuepoints[${JSON.stringify(key)}]`) });
    }
    return cues.sort((a, b) => a.time - b.time);
  }

  tracks(value: unknown): SubtitleTrack[] {
    if (value == null || value === '') return [];
    if (!Array.isArray(value)) {
      this.problem('subtitle_tracks', value, 'a list of { src, srclang, label }', 'none');
      return [];
    }
    const tracks: SubtitleTrack[] = [];
    value.forEach((item, i) => {
      const key = `subtitle_tracks[${i}]`;
      if (!isObject(item)) return this.problem(key, item, 'a { src, srclang, label } object', 'no track');
      // Only tracks with a src are attached (§5.4): one without is left out quietly.
      if (item.src == null || item.src === '') return;
      const own = this.under(key);
      const src = own.url(item, 'src');
      if (!src) return;
      const given = own.token(item, 'srclang');
      // A track with no language is still told apart from the others (its key), but not named after that key.
      const srclang = given ?? `track${i + 1}`;
      if (tracks.some((track) => track.srclang === srclang)) {
        return own.problem('srclang', srclang, 'a language no other track has', 'no track');
      }
      tracks.push({ src, srclang, label: own.text(item, 'label') ?? given ?? `Subtitles ${i + 1}` });
    });
    return tracks;
  }

  metricTags(value: unknown): MetricTags {
    const tags: MetricTags = { ...VIDEO_METRIC_TAG_VALUES };
    if (value == null || value === '') return tags;
    const order = ['ready', 'pause', 'play', 'end'] as const;
    const given: Raw | null = Array.isArray(value)
      ? Object.fromEntries(value.map((item, i) => [order[i] ?? `#${i}`, item]))
      : isObject(value)
        ? value
        : null;
    if (!given) {
      this.problem('metric_tags', value, '{ ready, pause, play, end } or a list of four', 'the default tags');
      return tags;
    }
    const own = this.under('metric_tags');
    for (const name of order) {
      const tag = own.text(given, name);
      if (tag !== null) tags[name] = tag;
    }
    return tags;
  }
}

/** The file name of a URL without its extension (`/media/film.mp4?v=2` → `film`). */
function fileStem(url: string | null): string | null {
  const name = url?.split(/[?#]/)[0]?.split('/').pop()?.replace(/\.[a-z0-9]+$/i, '');
  return name || null;
}

/** Whether the options name a file the player may try (a source refused by the reading does not count). */
export const hasSource = (options: VideoOptions): boolean => !!(options.src || options.srcH264 || options.srcWebm || options.srcOgg || options.srcFlash);

/** The player's options, every field with its default (docs/requirements.md §3.7, §9.2), and what could not be read. */
export function parseVideoOptions(raw: unknown, env: OptionsEnv = {}): { options: VideoOptions; problems: OptionProblem[] } {
  const read = new Reader(env);
  const source: Raw = isObject(raw) ? raw : {};
  if (!isObject(raw)) read.problem('options', raw, 'an object', 'the defaults');
  const controlsRaw = source.controls;
  const controlsObject: Raw = isObject(controlsRaw) ? controlsRaw : {};
  const inControls = read.under('controls');
  const objectName = read.text(source, 'objectName');
  if (objectName !== null && !IDENTIFIER.test(objectName)) read.problem('objectName', objectName, 'a script identifier', 'none');
  const id = read.token(source, 'id');
  const src = read.url(source, 'src');
  const options: VideoOptions = {
    id,
    objectName: objectName !== null && IDENTIFIER.test(objectName) ? objectName : null,
    width: read.number(source, 'width', null, 1, 10000),
    height: read.number(source, 'height', null, 1, 10000),
    controls: isObject(controlsRaw) ? true : read.flag(source, 'controls', true),
    controlsId: inControls.token(controlsObject, 'id'),
    videoplayer: inControls.text(controlsObject, 'videoplayer'),
    countdown: inControls.flag(controlsObject, 'countdown', false),
    resizeControls: inControls.flag(controlsObject, 'resize_controls', false),
    chapters: controlsObject.chapters != null ? inControls.chapters(controlsObject.chapters) : read.chapters(source.chapters),
    cuepoints: controlsObject.cuepoints != null ? inControls.cuepoints(controlsObject.cuepoints) : read.cuepoints(source.cuepoints),
    bufferLimit: read.number(source, 'bufferlimit', VIDEO_BUFFER_LIMIT_PERCENT, 0, 100),
    autoplay: read.flag(source, 'autoplay', false),
    loop: read.flag(source, 'loop', false),
    src,
    srcH264: read.url(source, 'src_h264'),
    srcWebm: read.url(source, 'src_webm'),
    srcOgg: read.url(source, 'src_ogg'),
    srcFlash: read.url(source, 'src_flash'),
    posterDiv: read.token(source, 'poster_div'),
    posterImage: read.url(source, 'poster_image'),
    flashplayer: read.url(source, 'flashplayer'),
    flashvars: read.dictionary(source, 'flashvars'),
    flashparams: read.dictionary(source, 'flashparams'),
    flashattr: read.dictionary(source, 'flashattr', FLASH_ATTRIBUTES),
    elementCategory: cutTag(read.text(source, 'default_element_category') ?? DEFAULT_CATEGORY),
    elementId: cutTag(read.text(source, 'default_element_id') ?? fileStem(src) ?? id ?? 'video'),
    metricTags: read.metricTags(source.metric_tags),
    forceFlash: read.flag(source, 'force_flash', false),
    subtitleTracks: read.tracks(source.subtitle_tracks),
    volume: Math.round(read.number(source, 'volume', VIDEO_VOLUME_DEFAULT, 0, VIDEO_VOLUME_MAX)),
    debug: read.flag(source, 'debug', false),
  };
  if (!hasSource(options)) {
    read.say('src', 'src: no video source given (src, src_h264, src_webm, src_ogg or src_flash)');
  }
  return { options, problems: read.problems };
}
