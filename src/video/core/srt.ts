// SubRip subtitles (docs/requirements.md §7.3, docs/wire-formats.md "Subtitles"): records separated by blank
// lines, each an optional counter, a timing line `00:00:01,000 --> 00:00:04,000` and lines of text.
// Tolerant of CRLF, a byte-order mark, a missing final blank line, out-of-order counters and HTML-ish tags
// (`<i>`, `<font color=...>`, `{\an8}`), which are dropped, and the entities web tools write (`&amp;`), which are
// decoded: a cue is plain text and is shown as text, never as markup. A record without a readable timing line, or
// with a time too long to be a finite number, is skipped. Never throws.

export interface SubtitleCue {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = String.raw`(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[,.](\d{1,3}))?`;
const TIMING = new RegExp(`^\\s*${TIMESTAMP}\\s*-+>\\s*${TIMESTAMP}`);
/** Where an HTML-ish tag starts: `<`, an optional `/`, a letter. */
const TAG_START = /^<\/?[a-z]/i;

function seconds(h: string | undefined, m: string, s: string, ms: string | undefined): number | null {
  if (Number(m) > 59 || Number(s) > 59) return null;
  const total = Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + (ms ? Number(ms.padEnd(3, '0')) / 1000 : 0);
  // Hours of 309 digits and more read as Infinity: no time.
  return Number.isFinite(total) ? total : null;
}

/** The entities web tools write into SRT files; any other (`&copy;`) is left as written. */
const ENTITY = /&(?:#(\d+|[xX][\da-fA-F]+)|(amp|lt|gt|quot|nbsp));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\xa0' };

/** `&amp;` `&lt;` `&gt;` `&quot;` `&nbsp;` and numeric references (`&#39;`, `&#xE9;`) as their characters; any other stays. */
function decodeEntities(line: string): string {
  return line.replace(ENTITY, (whole, code?: string, name?: string) => {
    const point = Number(`0${code}`);
    try {
      // `0` makes `x1F484` a hex number; 0, a lone surrogate (U+D800–DFFF, shown as �) and numbers past U+10FFFF are
      // no character (RangeError).
      return name ? NAMED[name]! : String.fromCodePoint(point >> 11 === 27 || !point ? NaN : point);
    } catch {
      return whole;
    }
  });
}

const top = (stack: number[]): number => stack[stack.length - 1] ?? -1;

/**
 * A line without its tags: HTML-ish (`<i>`, `</font>`, `<font color=...>`: `<`, an optional `/`, a letter, then
 * anything but `<` and `>` up to `>`) and ASS (`{\an8}`: `{\` then anything but braces up to `}`). Tags that only
 * form once an inner one is gone go too (`<<i>b>x` → `x`): the text that is left holds nothing tag-shaped. One
 * pass, linear: each closer ends the tag begun at the last opener before it, if any, unless a closer of its kind
 * came in between; a tag is cut out of what is kept, which may make an earlier opener the last again.
 */
function stripTags(line: string): string {
  const kept: string[] = [];
  // Positions in `kept` of each opener and closer (each stack rising).
  const lt: number[] = [];
  const gt: number[] = [];
  const lb: number[] = [];
  const rb: number[] = [];
  const cutTo = (at: number): void => {
    kept.length = at;
    for (const stack of [lt, gt, lb, rb]) while (top(stack) >= at) stack.pop();
  };
  for (const char of line) {
    if (char === '>') {
      const at = top(lt);
      if (at > top(gt) && TAG_START.test(kept.slice(at, at + 3).join(''))) {
        cutTo(at);
        continue;
      }
      gt.push(kept.length);
    } else if (char === '}') {
      const at = top(lb);
      if (at > top(rb) && kept[at + 1] === '\\') {
        cutTo(at);
        continue;
      }
      rb.push(kept.length);
    } else if (char === '<') lt.push(kept.length);
    else if (char === '{') lb.push(kept.length);
    kept.push(char);
  }
  return kept.join('');
}

function parseRecord(lines: string[]): SubtitleCue | null {
  const timingAt = lines.findIndex((line) => TIMING.test(line));
  // The timing line is the first or, after a counter, the second line.
  if (timingAt < 0 || timingAt > 1) return null;
  const t = TIMING.exec(lines[timingAt] ?? '');
  if (!t) return null;
  const start = seconds(t[1], t[2] ?? '', t[3] ?? '', t[4]);
  const end = seconds(t[5], t[6] ?? '', t[7] ?? '', t[8]);
  if (start === null || end === null || end <= start) return null;
  const text = lines
    .slice(timingAt + 1)
    // Entities after the tags: an escaped `&lt;i&gt;` is text to show, not a tag to drop.
    .map((line) => decodeEntities(stripTags(line)).trim())
    .filter(Boolean)
    .join('\n');
  return text ? { start, end, text } : null;
}

/** The byte-order marks a subtitle file may start with, and their encodings. */
const BOMS: ReadonlyArray<[number[], string]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/**
 * A subtitle file's bytes as text, as the browser reads a document: by its byte-order mark (UTF-8, UTF-16), else by
 * the charset its Content-Type declares (`windows-1252`, `iso-8859-1` ...), else as UTF-8. A label the browser does
 * not know is passed over.
 */
export function decodeSubtitles(bytes: ArrayBuffer, contentType: string | null): string {
  const view = new Uint8Array(bytes);
  const bom = BOMS.find(([marks]) => marks.every((mark, i) => view[i] === mark))?.[1];
  const declared = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  for (const label of [bom, declared]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(view);
    } catch {
      // Not a label the browser knows: the next.
    }
  }
  return new TextDecoder().decode(view);
}

/** The cues of an SRT text, ordered by start time. */
export function parseSrt(text: unknown): SubtitleCue[] {
  if (typeof text !== 'string') return [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const cues: SubtitleCue[] = [];
  let record: string[] = [];
  const flush = (): void => {
    const cue = record.length ? parseRecord(record) : null;
    if (cue) cues.push(cue);
    record = [];
  };
  for (const line of lines) {
    if (line.trim() === '') flush();
    else record.push(line);
  }
  flush();
  // A stable sort keeps records with the same start in file order.
  return cues.sort((a, b) => a.start - b.start);
}

/** The cue showing at `time` (start inclusive, end exclusive); the earliest-starting one when cues overlap. */
export function cueAt(cues: readonly SubtitleCue[], time: number): SubtitleCue | null {
  for (const cue of cues) {
    if (cue.start > time) break;
    if (time < cue.end) return cue;
  }
  return null;
}
