// The SubRip parser (docs/requirements.md §7.3, docs/wire-formats.md "Subtitles"): tolerant of what real
// files hold, and hostile text stays text.
import { cueAt, decodeSubtitles, parseSrt } from '../../../src/video/core/srt';

describe('parseSrt', () => {
  it('reads counter, timing and text lines, records split at blank lines', () => {
    const text = '1\n00:00:01,000 --> 00:00:04,000\nHello\n\n2\n00:00:05,500 --> 00:00:07,250\nTwo\nlines\n\n';
    expect(parseSrt(text)).toEqual([
      { start: 1, end: 4, text: 'Hello' },
      { start: 5.5, end: 7.25, text: 'Two\nlines' },
    ]);
  });

  it('takes CRLF, a byte-order mark and a missing final blank line', () => {
    const text = '\uFEFF1\r\n00:00:01,000 --> 00:00:02,000\r\nFirst\r\n\r\n2\r\n00:01:00,000 --> 00:01:02,000\r\nLast';
    expect(parseSrt(text)).toEqual([
      { start: 1, end: 2, text: 'First' },
      { start: 60, end: 62, text: 'Last' },
    ]);
  });

  it('orders cues by time whatever the counters say, and needs no counter', () => {
    const text = '3\n00:00:09,000 --> 00:00:10,000\nC\n\n1\n00:00:01,000 --> 00:00:02,000\nA\n\n00:00:05,000 --> 00:00:06,000\nB\n';
    expect(parseSrt(text).map((cue) => cue.text)).toEqual(['A', 'B', 'C']);
  });

  it('drops HTML-ish and ASS tags, keeping their text', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>Italic</i> and <font color="#ff0">yellow</font> <b>bold</b>\n';
    expect(parseSrt(text)).toEqual([{ start: 1, end: 2, text: 'Italic and yellow bold' }]);
  });

  it('keeps hostile text as text: no markup survives, angle brackets in prose stay', () => {
    const text =
      '1\n00:00:01,000 --> 00:00:02,000\n<script>alert(1)</script><img src=x onerror=alert(2)>\n\n' +
      '2\n00:00:03,000 --> 00:00:04,000\n1 < 2 and 3 > 2 &amp; "quotes"\n';
    expect(parseSrt(text)).toEqual([
      { start: 1, end: 2, text: 'alert(1)' },
      { start: 3, end: 4, text: '1 < 2 and 3 > 2 & "quotes"' },
    ]);
  });

  it('decodes the entities web tools write (&amp; &lt; &gt; &quot; &nbsp;, decimal and hex) and leaves any other as written', () => {
    const lines = [
      'Rock &amp; roll, &quot;new&quot; &lt;b&gt;',
      'It&#39;s 100&#37;, caf&#xE9; &#X1F484;',
      'Two&nbsp;words',
      '&amp;lt; once, &copy; &AMP; &apos; &amp &#0; &#1114112; &#99999999999999999999; &#1e3; &#x;',
    ];
    const text = lines.map((line, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},500\n${line}`).join('\n\n');
    expect(parseSrt(text).map((cue) => cue.text)).toEqual([
      'Rock & roll, "new" <b>',
      "It's 100%, café 💄",
      'Two\u00a0words',
      '&lt; once, &copy; &AMP; &apos; &amp &#0; &#1114112; &#99999999999999999999; &#1e3; &#x;',
    ]);
  });

  it('leaves a numeric entity naming a lone surrogate as written (no character: it would show as \ufffd)', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\n&#xD800; &#55296; &#xdfff; &#57343; but &#xD7FF;&#xE000; &#x10FFFF;';
    expect(parseSrt(text).map((cue) => cue.text)).toEqual(['&#xD800; &#55296; &#xdfff; &#57343; but \ud7ff\ue000 \u{10ffff}']);
  });

  it('drops tags that only form once an inner tag is gone, and keeps prose with angle brackets or braces', () => {
    const lines = [
      '<<i>b>x',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<</i>/i>y<<<b>i>>',
      '{\\a{\\an8}n8}z',
      '<{\\an8}i>w',
      'a < b, c > d, {not a tag}',
      '<3 and </>',
    ];
    const text = lines.map((line, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},500\n${line}`).join('\n\n');
    expect(parseSrt(text).map((cue) => cue.text)).toEqual(['x', 'alert(1)', 'y<>', 'z', 'w', 'a < b, c > d, {not a tag}', '<3 and </>']);
  });

  it('skips a record whose times are too long to be finite', () => {
    const nines = '9'.repeat(400);
    const text = `1\n00:00:01,000 --> ${nines}:00:00,000\nEndless\n\n2\n${nines}:00:00,000 --> ${nines}9:00:00,000\nBoth\n\n3\n00:00:02,000 --> 00:00:03,000\nKept\n`;
    expect(parseSrt(text)).toEqual([{ start: 2, end: 3, text: 'Kept' }]);
  });

  it('accepts a dot before milliseconds, short fractions, no hours and position info after the timing', () => {
    const text = '1\n00:00:01.5 --> 00:00:02.25 X1:10 X2:20\nA\n\n2\n01:02,000 --> 01:03,000\nB\n';
    expect(parseSrt(text)).toEqual([
      { start: 1.5, end: 2.25, text: 'A' },
      { start: 62, end: 63, text: 'B' },
    ]);
  });

  it('skips malformed records and keeps the rest', () => {
    const text = [
      '1\nno timing here\nText',
      '2\n00:00:05,000 --> 00:00:04,000\nEnds before it starts',
      '3\n00:00:61,000 --> 00:00:62,000\nBad seconds',
      '4\n00:00:06,000 --> 00:00:07,000',
      'junk\njunk\n00:00:08,000 --> 00:00:09,000\nTiming too late',
      '6\n00:00:10,000 --> 00:00:11,000\nGood',
    ].join('\n\n');
    expect(parseSrt(text)).toEqual([{ start: 10, end: 11, text: 'Good' }]);
  });

  it('never throws, whatever it is given', () => {
    expect(parseSrt('')).toEqual([]);
    expect(parseSrt('\n\n\n')).toEqual([]);
    expect(parseSrt(null)).toEqual([]);
    expect(parseSrt(42)).toEqual([]);
    expect(parseSrt('-->\n-->')).toEqual([]);
    expect(parseSrt('1\n' + '9'.repeat(400) + ':00:00,000 --> 00:00:01,000\nx')).toEqual([]);
  });
});

describe('cueAt', () => {
  const cues = parseSrt('1\n00:00:01,000 --> 00:00:03,000\nA\n\n2\n00:00:02,000 --> 00:00:05,000\nB\n\n3\n00:00:06,000 --> 00:00:07,000\nC\n');

  it('finds the cue showing at a time, start inclusive and end exclusive', () => {
    expect(cueAt(cues, 0.5)).toBeNull();
    expect(cueAt(cues, 1)?.text).toBe('A');
    expect(cueAt(cues, 2.5)?.text).toBe('A');
    expect(cueAt(cues, 3)?.text).toBe('B');
    expect(cueAt(cues, 5)).toBeNull();
    expect(cueAt(cues, 6.9)?.text).toBe('C');
    expect(cueAt([], 1)).toBeNull();
  });
});

describe('decodeSubtitles', () => {
  const CUE = '1\n00:00:01,000 --> 00:00:02,000\nLumière : la touche finale\n';
  const bytes = (list: number[]): ArrayBuffer => new Uint8Array(list).buffer;
  /** CUE in Windows-1252 (every character of it is one byte there, è is 0xE8). */
  const latin1 = bytes([...CUE].map((char) => char.charCodeAt(0)));
  const utf16le = (text: string, bom = true): ArrayBuffer =>
    bytes([...(bom ? [0xff, 0xfe] : []), ...[...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8])]);

  it('reads UTF-8 without a charset, and drops its byte-order mark', () => {
    const utf8 = [...new TextEncoder().encode(CUE)];
    expect(decodeSubtitles(bytes(utf8), 'text/plain')).toBe(CUE);
    expect(decodeSubtitles(bytes([0xef, 0xbb, 0xbf, ...utf8]), null)).toBe(CUE);
  });

  it('reads the charset the answer declares (a Windows-1252 file), quoted or not', () => {
    expect(decodeSubtitles(latin1, 'text/plain; charset=windows-1252')).toBe(CUE);
    expect(decodeSubtitles(latin1, 'application/x-subrip;charset="ISO-8859-1"')).toBe(CUE);
  });

  it('reads UTF-16 by its byte-order mark, whatever the charset says', () => {
    expect(decodeSubtitles(utf16le(CUE), 'text/plain; charset=utf-8')).toBe(CUE);
    expect(parseSrt(decodeSubtitles(utf16le(CUE), null))).toEqual([{ start: 1, end: 2, text: 'Lumière : la touche finale' }]);
  });

  it('passes over a charset the browser does not know: UTF-8', () => {
    expect(decodeSubtitles(bytes([...new TextEncoder().encode(CUE)]), 'text/plain; charset=klingon')).toBe(CUE);
  });
});
