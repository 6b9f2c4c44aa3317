// Properties of the SubRip parser (docs/requirements.md §7.3, docs/wire-formats.md "Subtitles"; docs/decisions.md
// "Property tests"): any value parses without throwing into cues ordered by start, each ending after it starts with
// plain, non-empty text; cues written out as an SRT file (any counters, CRLF or LF, a BOM, any record order, with
// or without the final blank line, `&` written `&amp;`) read back as the same cues; no tag-shaped text survives in a cue, however tags are
// nested, and tag-free text is kept as it is; cueAt finds the earliest-starting cue showing.
import fc from 'fast-check';
import { cueAt, parseSrt, type SubtitleCue } from '../../../src/video/core/srt';
import { anyJson, anyText, checkProperty } from '../../helpers/property';

/** `hh:mm:ss,mmm` for a time in whole milliseconds. */
function timestamp(ms: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3600000))}:${pad(Math.floor(ms / 60000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/** A line of cue text: printable, trimmed, not blank, no tags. */
const textLine = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }), fc.constantFrom('é', '😀', '♪', '-->', '00:00:01,000', '1', '&', '&amp;', '&lt;', '>')), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(' ').replace(/[<{}\\]/g, '').replace(/\s+/g, ' ').trim())
  .filter((line) => line !== '');

const cue = fc
  .record({ start: fc.integer({ min: 0, max: 36000000 }), length: fc.integer({ min: 1, max: 600000 }), lines: fc.array(textLine, { minLength: 1, maxLength: 3 }) })
  .map(({ start, length, lines }) => ({ startMs: start, endMs: start + length, text: lines.join('\n') }));

/** An SRT file of these cues, as real files vary, each `&` written `&amp;` as web tools write it. */
const srtFile = fc
  .record({
    cues: fc.array(cue, { maxLength: 6 }),
    order: fc.array(fc.nat(), { maxLength: 6 }),
    newline: fc.constantFrom('\n', '\r\n', '\r'),
    bom: fc.boolean(),
    counters: fc.constantFrom('in order', 'none', 'any'),
    finalBlank: fc.boolean(),
  })
  .map(({ cues, order, newline, bom, counters, finalBlank }) => {
    const records = cues.map((c, i) => ({ c, key: order[i] ?? i }));
    const shuffled = [...records].sort((a, b) => a.key - b.key);
    const body = shuffled
      .map(({ c }, i) => {
        const counter = counters === 'none' ? [] : [String(counters === 'in order' ? i + 1 : (i * 7) % 5)];
        return [...counter, `${timestamp(c.startMs)} --> ${timestamp(c.endMs)}`, ...c.text.replace(/&/g, '&amp;').split('\n')].join(newline);
      })
      .join(newline + newline);
    const expected: SubtitleCue[] = shuffled.map(({ c }) => ({ start: c.startMs / 1000, end: c.endMs / 1000, text: c.text })).sort((a, b) => a.start - b.start);
    return { text: (bom ? '\uFEFF' : '') + body + (finalBlank && body ? newline + newline : ''), expected };
  });

/** Files that are almost SRT: timing lines broken in the ways real files and attacks break them. */
const brokenSrt = fc
  .array(
    fc.oneof(
      anyText(8),
      fc.constantFrom('', ' ', '1', '00:00:01,000 --> 00:00:02,000', '00:00:02,000 --> 00:00:01,000', '00:61:00,000 --> 00:62:00,000', '0:0:1 -> 0:0:2',
        '1:00 --> 2:00', `${'9'.repeat(400)}:00:00 --> ${'9'.repeat(401)}:00:00`, '00:00:01.5 ---> 00:00:02.25', '<<i>b>', '<script>alert(1)</script>', '{\\an8}', '<i>', '</i>'),
    ),
    { maxLength: 12 },
  )
  .chain((lines) => fc.constantFrom('\n', '\r\n').map((nl) => lines.join(nl)));

function expectWellFormed(cues: SubtitleCue[]): void {
  cues.forEach((c, i) => {
    expect(Number.isFinite(c.start) && Number.isFinite(c.end) && c.start >= 0 && c.end > c.start).toBe(true);
    expect(c.text).not.toBe('');
    expect(c.text.split('\n').every((line) => line !== '' && line === line.trim())).toBe(true);
    if (i > 0) expect(cues[i - 1]!.start).toBeLessThanOrEqual(c.start);
  });
}

describe('parseSrt, for any input', () => {
  it('never throws; cues ordered by start, each ending after it starts, with non-empty trimmed lines', () => {
    checkProperty(fc.property(fc.oneof(brokenSrt, anyJson(1)), (text) => expectWellFormed(parseSrt(text))));
  });

  it('reads cues written as an SRT file back as the same cues', () => {
    checkProperty(fc.property(srtFile, ({ text, expected }) => expect(parseSrt(text)).toEqual(expected)));
  });
});

/** What the parser drops, as one regular expression: HTML-ish and ASS tags. */
const TAG = /<\/?[a-z][^<>]*>|\{\\[^{}]*\}/i;

/** A line of text made of tag pieces, brackets, braces and words, nested in any order. */
const taggedLine = fc
  .array(fc.constantFrom('<', '>', '</', '{', '}', '{\\', '\\', 'i', 'b', 'font color="red"', 'an8', 'x', ' ', '1', '/', '<i>', '</i>', '{\\an8}', '<b', 'é'), { minLength: 1, maxLength: 16 })
  .map((pieces) => pieces.join(''));

/** The one cue of a record holding `line`, or null when the line strips to nothing. */
const cueTextOf = (line: string): string | null => parseSrt(`00:00:01,000 --> 00:00:02,000\n${line}`)[0]?.text ?? null;

describe('parseSrt tag removal, for any line', () => {
  it('leaves no tag-shaped text, however tags are nested', () => {
    checkProperty(fc.property(fc.oneof(taggedLine, anyText(12)), (line) => expect(TAG.test(cueTextOf(line) ?? '')).toBe(false)), 1000);
  });

  it('is what removing tags until none is left gives', () => {
    const untilStable = (line: string): string | null => {
      for (let before = ''; before !== line; ) [before, line] = [line, line.replace(new RegExp(TAG.source, 'gi'), '')];
      return line.trim() || null;
    };
    checkProperty(fc.property(taggedLine, (line) => expect(cueTextOf(line)).toBe(untilStable(line))), 1000);
  });

  it('keeps a line without tags or entities as it is (trimmed)', () => {
    checkProperty(fc.property(anyText(12).filter((line) => !TAG.test(line) && !/[\r\n]/.test(line) && !/&[#a-z]/i.test(line) && line.trim() !== ''), (line) => expect(cueTextOf(line)).toBe(line.trim())));
  });
});

describe('cueAt, for any cues and time', () => {
  it('gives the earliest-starting cue with start ≤ time < end, or null', () => {
    checkProperty(
      fc.property(srtFile, fc.integer({ min: -1000, max: 37000000 }), ({ text }, ms) => {
        const cues = parseSrt(text);
        const time = ms / 1000;
        const showing = cues.filter((c) => c.start <= time && time < c.end);
        expect(cueAt(cues, time)).toBe(showing[0] ?? null);
      }),
    );
  });
});
