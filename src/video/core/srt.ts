// SubRip subtitles (docs/requirements.md §7.3, docs/wire-formats.md "Subtitles"): records separated by blank
// lines, each an optional counter, a timing line `00:00:01,000 --> 00:00:04,000` and lines of text.
// Tolerant of CRLF, a byte-order mark, a missing final blank line, out-of-order counters and HTML-ish tags
// (`<i>`, `<font color=...>`, `{\an8}`), which are dropped: a cue is plain text and is shown as text, never
// as markup. A record without a readable timing line is skipped. Never throws.

export interface SubtitleCue {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = String.raw`(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[,.](\d{1,3}))?`;
const TIMING = new RegExp(`^\\s*${TIMESTAMP}\\s*-+>\\s*${TIMESTAMP}`);
const TAG = /<\/?[a-z][^<>]*>|\{\\[^{}]*\}/gi;

function seconds(h: string | undefined, m: string, s: string, ms: string | undefined): number | null {
  if (Number(m) > 59 || Number(s) > 59) return null;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + (ms ? Number(ms.padEnd(3, '0')) / 1000 : 0);
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
    .map((line) => line.replace(TAG, '').trim())
    .filter(Boolean)
    .join('\n');
  return text ? { start, end, text } : null;
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
