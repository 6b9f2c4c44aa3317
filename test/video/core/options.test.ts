// The player's options (docs/requirements.md §3.7, §9.2): every field with its default, legacy shapes read,
// a bad value → its default and one problem line.
import { parseVideoOptions } from '../../../src/video/core/options';

const env = { base: 'https://shop.example.com/en-us/video', linkHosts: ['media.example.com'] };
const parse = (raw: unknown) => parseVideoOptions(raw, env);
const messages = (problems: Array<{ message: string }>) => problems.map((problem) => problem.message);

describe('parseVideoOptions', () => {
  it('fills every default', () => {
    const { options, problems } = parse({ src: '/media/film.mp4' });
    expect(options).toEqual({
      id: null,
      objectName: null,
      width: null,
      height: null,
      controls: true,
      controlsId: null,
      videoplayer: null,
      countdown: false,
      resizeControls: false,
      chapters: [],
      cuepoints: [],
      bufferLimit: 10,
      autoplay: false,
      loop: false,
      src: '/media/film.mp4',
      srcH264: null,
      srcWebm: null,
      srcOgg: null,
      srcFlash: null,
      posterDiv: null,
      posterImage: null,
      flashplayer: null,
      flashvars: {},
      flashparams: {},
      flashattr: {},
      elementCategory: 'video',
      elementId: 'film',
      metricTags: { ready: '0', pause: '1', play: '2', end: '3' },
      forceFlash: false,
      subtitleTracks: [],
      volume: 5,
      debug: false,
    });
    expect(problems).toEqual([]);
  });

  it('reads every player field, legacy shapes included', () => {
    const { options, problems } = parse({
      id: 'film1',
      objectName: 'filmPlayer',
      width: '640px',
      height: 360,
      controls: 'false',
      bufferlimit: '25',
      autoplay: '1',
      loop: 1,
      src: 'https://media.example.com/film.mp4',
      src_h264: '/h.mp4',
      src_webm: '/w.webm',
      src_ogg: '/o.ogv',
      src_flash: '/f.flv',
      poster_div: 'posterBox',
      poster_image: '/poster.jpg',
      flashplayer: '/player.swf',
      flashvars: 'skin=dark&autostart=0',
      flashparams: { wmode: 'opaque', allowfullscreen: true },
      flashattr: { id: 'swf1', Class: 'film', style: 'color:red', onclick: 'x()' },
      default_element_category: 'product films',
      default_element_id: 'spring-film',
      metric_tags: ['start', 'stop', 'go', 9],
      force_flash: 'TRUE',
      volume: '8',
      debug: 'yes',
    });
    expect(options).toMatchObject({
      id: 'film1',
      objectName: 'filmPlayer',
      width: 640,
      height: 360,
      controls: false,
      bufferLimit: 25,
      autoplay: true,
      loop: true,
      src: 'https://media.example.com/film.mp4',
      srcH264: '/h.mp4',
      srcWebm: '/w.webm',
      srcOgg: '/o.ogv',
      srcFlash: '/f.flv',
      posterDiv: 'posterBox',
      posterImage: '/poster.jpg',
      flashplayer: '/player.swf',
      flashvars: { skin: 'dark', autostart: '0' },
      flashparams: { wmode: 'opaque', allowfullscreen: 'true' },
      flashattr: { id: 'swf1', class: 'film' },
      elementCategory: 'product films',
      elementId: 'spring-film',
      metricTags: { ready: 'start', pause: 'stop', play: 'go', end: '9' },
      forceFlash: true,
      volume: 8,
      debug: true,
    });
    expect(messages(problems)).toEqual([
      'flashattr.style: not an attribute the player sets; left out',
      'flashattr.onclick: not an attribute the player sets; left out',
    ]);
  });

  it('reads the controls options, chapters and cue points', () => {
    const enter = () => {};
    const { options, problems } = parse({
      src: '/film.mp4',
      controls: {
        id: 'bar1',
        videoplayer: 'filmPlayer',
        countdown: 'true',
        resize_controls: 1,
        chapters: [
          { timein: '00:00:00', timeout: '00:00:10', name: 'Serum', onenter: enter, onexit: 'shop.left', product: '1001' },
          { timein: 10, name: 'Cream', hidden: '1', product: { product_id: 'PROD1002', category_id: '12' } },
        ],
        cuepoints: { '00:00:20': 'shop.cue', '00:00:05': null, '1:00': 'shop.minute' },
      },
    });
    expect(problems).toEqual([]);
    expect(options).toMatchObject({ controls: true, controlsId: 'bar1', videoplayer: 'filmPlayer', countdown: true, resizeControls: true });
    expect(options.chapters).toEqual([
      { timein: 0, timeout: 10, name: 'Serum', onenter: enter, onexit: 'shop.left', hidden: false, product: { productId: 'PROD1001', categoryId: null } },
      { timein: 10, timeout: null, name: 'Cream', onenter: null, onexit: null, hidden: true, product: { productId: 'PROD1002', categoryId: 'CAT12' } },
    ]);
    expect(options.cuepoints).toEqual([
      { time: 5, key: '00:00:05', action: null },
      { time: 20, key: '00:00:20', action: 'shop.cue' },
      { time: 60, key: '1:00', action: 'shop.minute' },
    ]);
  });

  it('takes chapters and cue points at the top level too', () => {
    const { options } = parse({ src: '/f.mp4', chapters: [{ timein: 3 }], cuepoints: [{ time: '00:00:02', action: 'a' }] });
    expect(options.chapters.map((c) => c.timein)).toEqual([3]);
    expect(options.cuepoints).toEqual([{ time: 2, key: '00:00:02', action: 'a' }]);
  });

  it('names a problem inside an object (controls, a chapter, its product, the metric tags) by its whole path, under the prop it is in', () => {
    const { options, problems } = parse({
      src: '/f.mp4',
      controls: { id: 'two words', countdown: 'maybe', chapters: [{ timein: 'soon' }, { timein: 2, hidden: 'maybe', product: { product_id: ['x'] } }], cuepoints: { '00:00:01': 'doThis()' } },
      chapters: [{ timein: 'later' }],
      metric_tags: { ready: { a: 1 } },
    });
    expect([options.controlsId, options.countdown, options.chapters.length, options.cuepoints]).toEqual([null, false, 1, [{ time: 1, key: '00:00:01', action: null }]]);
    expect(problems).toEqual([
      { prop: 'controls', message: 'controls.id: "two words" is not a name without spaces; using none' },
      { prop: 'controls', message: 'controls.countdown: "maybe" is not true or false; using false' },
      { prop: 'controls', message: 'controls.chapters[0].timein: "soon" is not a time (seconds or hh:mm:ss); using no chapter' },
      { prop: 'controls', message: 'controls.chapters[1].hidden: "maybe" is not true or false; using false' },
      { prop: 'controls', message: 'controls.chapters[1].product.product_id: ["x"] is not text; using none' },
      { prop: 'controls', message: 'controls.chapters[1].product: {"product_id":["x"]} is not a product id or { product_id, category_id }; using no product' },
      {
        prop: 'controls',
        message: 'controls.cuepoints["00:00:01"]: "doThis()" is not a function or the name of a global function (code is never evaluated); using no action',
      },
      { prop: 'metric_tags', message: 'metric_tags.ready: {"a":1} is not text; using none' },
    ]);
    // Outside `controls`, the same readings name the top-level prop.
    expect(parse({ src: '/f.mp4', chapters: [{ timein: 'later' }] }).problems).toEqual([
      { prop: 'chapters', message: 'chapters[0].timein: "later" is not a time (seconds or hh:mm:ss); using no chapter' },
    ]);
  });

  it('keeps only subtitle tracks with a safe src, labelled by language when unlabelled', () => {
    const { options, problems } = parse({
      src: '/f.mp4',
      subtitle_tracks: [
        { src: '/subs/en.srt', srclang: 'en', label: 'English' },
        { srclang: 'de', label: 'Deutsch' },
        { src: 'javascript:alert(1)', srclang: 'xx' },
        { src: '/subs/fr.srt', srclang: 'fr' },
        { src: '/subs/en2.srt', srclang: 'en' },
        'nope',
        { src: '/subs/x.srt' },
      ],
    });
    expect(options.subtitleTracks).toEqual([
      { src: '/subs/en.srt', srclang: 'en', label: 'English' },
      { src: '/subs/fr.srt', srclang: 'fr', label: 'fr' },
      // No language and no label: a key of its own, and a name that is not that key.
      { src: '/subs/x.srt', srclang: 'track7', label: 'Subtitles 7' },
    ]);
    // Every problem is about the subtitle_tracks prop: a track's src is not the film's.
    expect(problems).toEqual(
      [
        'subtitle_tracks[2].src: "javascript:alert(1)" is not an http(s) URL on this site or a host the page config names; using none',
        'subtitle_tracks[4].srclang: "en" is not a language no other track has; using no track',
        'subtitle_tracks[5]: "nope" is not a { src, srclang, label } object; using no track',
      ].map((message) => ({ prop: 'subtitle_tracks', message })),
    );
  });

  it('gives bad values their default and says so, once each', () => {
    const { options, problems } = parse({
      src: 'javascript:alert(1)',
      src_webm: '//evil.example.com/w.webm',
      bufferlimit: 140,
      volume: 'loud',
      autoplay: 'maybe',
      width: -5,
      objectName: 'not a name',
      id: 'two words',
      metric_tags: 'x',
      flashvars: 7,
      controls: { chapters: [{ timein: 'soon' }, { timein: 5, timeout: 2, onenter: 'alert(1)' }, 3], cuepoints: { 'at noon': 'x', '00:00:01': 'doThis()' } },
    });
    expect(options).toMatchObject({
      src: null,
      srcWebm: null,
      bufferLimit: 10,
      volume: 5,
      autoplay: false,
      width: null,
      objectName: null,
      id: null,
      metricTags: { ready: '0', pause: '1', play: '2', end: '3' },
      flashvars: {},
    });
    expect(options.chapters).toEqual([{ timein: 5, timeout: null, name: '', onenter: null, onexit: null, hidden: false, product: null }]);
    expect(options.cuepoints).toEqual([{ time: 1, key: '00:00:01', action: null }]);
    expect(messages(problems)).toEqual([
      'objectName: "not a name" is not a script identifier; using none',
      'id: "two words" is not a name without spaces; using none',
      'src: "javascript:alert(1)" is not an http(s) URL on this site or a host the page config names; using none',
      'width: -5 is not a number from 1 to 10000; using none',
      'controls.chapters[0].timein: "soon" is not a time (seconds or hh:mm:ss); using no chapter',
      'controls.chapters[1].timeout: 2 is not after timein; using the next chapter',
      'controls.chapters[1].onenter: "alert(1)" is not a function or the name of a global function (code is never evaluated); using no action',
      'controls.chapters[2]: 3 is not a chapter object; using no chapter',
      'controls.cuepoints["at noon"]: "at noon" is not a time key (hh:mm:ss); using no cue point',
      'controls.cuepoints["00:00:01"]: "doThis()" is not a function or the name of a global function (code is never evaluated); using no action',
      'bufferlimit: 140 is not a number from 0 to 100; using 10',
      'autoplay: "maybe" is not true or false; using false',
      'src_webm: "//evil.example.com/w.webm" is not an http(s) URL on this site or a host the page config names; using none',
      'flashvars: 7 is not an object of names and values; using {}',
      'metric_tags: "x" is not { ready, pause, play, end } or a list of four; using the default tags',
      'volume: "loud" is not a number from 0 to 10; using 5',
      'src: no video source given (src, src_h264, src_webm, src_ogg or src_flash)',
    ]);
    // Each is about the host prop its path starts with, a cue point's time with its colons included.
    expect(problems.map((problem) => problem.prop)).toEqual([
      'objectName', 'id', 'src', 'width', 'controls', 'controls', 'controls', 'controls', 'controls', 'controls',
      'bufferlimit', 'autoplay', 'src_webm', 'flashvars', 'metric_tags', 'volume', 'src',
    ]);
  });

  it('cuts the metric id and category to 49 characters and falls back from the file name to the id', () => {
    expect(parse({ src: '/f.mp4', default_element_id: 'i'.repeat(60), default_element_category: 'c'.repeat(50) }).options).toMatchObject({
      elementId: 'i'.repeat(49),
      elementCategory: 'c'.repeat(49),
    });
    expect(parse({ src: '/f.mp4', default_element_id: `${'i'.repeat(48)}😀`, default_element_category: `${'c'.repeat(48)}😀😀` }).options).toMatchObject({
      elementId: `${'i'.repeat(48)}😀`,
      elementCategory: `${'c'.repeat(48)}😀`,
    });
    expect(parse({ id: 'player7', src_webm: '/w.webm' }).options.elementId).toBe('player7');
    expect(parse({ src_webm: '/w.webm' }).options.elementId).toBe('video');
  });

  it('takes anything that is not an object as no options', () => {
    const { options, problems } = parse('src=/f.mp4');
    expect(options.src).toBeNull();
    expect(problems[0]).toEqual({ message: 'options: "src=/f.mp4" is not an object; using the defaults' });
  });

  it('rounds the volume to a whole step', () => {
    expect(parse({ src: '/f.mp4', volume: 6.6 }).options.volume).toBe(7);
    expect(parse({ src: '/f.mp4', volume: '0' }).options.volume).toBe(0);
  });
});
