// Extension → formats, explicit sources, fallback order and the engine choice (docs/requirements.md §1.3, §5.4).
import { engineOrder, formatOfUrl, planSources, type SourceOptions } from '../../../src/video/core/formats';

/** The engine tried first. */
const chooseEngine = (...args: Parameters<typeof engineOrder>) => engineOrder(...args)[0] ?? 'none';

const none: SourceOptions = { src: null, srcH264: null, srcWebm: null, srcOgg: null, srcFlash: null, forceFlash: false };
const urls = (plan: ReturnType<typeof planSources>) => plan.native.map((s) => `${s.format} ${s.url} ${s.type}`);

describe('formatOfUrl', () => {
  it.each([
    ['/m/film.mp4', 'h264'],
    ['/m/film.MOV', 'h264'],
    ['/m/film.webm', 'webm'],
    ['/m/film.ogv', 'ogg'],
    ['/m/film.ogg', 'ogg'],
    ['/m/film.flv', 'flash'],
    ['/m/film.mp4?v=3#t=10', 'h264'],
    ['https://cdn.example.com/a.b/film.webm', 'webm'],
    ['/m/film.avi', null],
    ['/m/film', null],
    ['/m.mp4/film', null],
  ])('%s → %s', (url, format) => {
    expect(formatOfUrl(url)).toBe(format);
  });
});

describe('planSources', () => {
  it('gives .mp4 and .mov webm and ogv siblings, in the order h264, webm, ogg', () => {
    expect(urls(planSources({ ...none, src: '/m/film.mp4?v=2' }))).toEqual([
      'h264 /m/film.mp4?v=2 video/mp4',
      'webm /m/film.webm?v=2 video/webm',
      'ogg /m/film.ogv?v=2 video/ogg',
    ]);
    expect(urls(planSources({ ...none, src: '/m/clip.mov' }))).toEqual([
      'h264 /m/clip.mov video/mp4',
      'webm /m/clip.webm video/webm',
      'ogg /m/clip.ogv video/ogg',
    ]);
  });

  it('gives .webm and .ogv/.ogg only themselves', () => {
    expect(urls(planSources({ ...none, src: '/m/film.webm' }))).toEqual(['webm /m/film.webm video/webm']);
    expect(urls(planSources({ ...none, src: '/m/film.ogg' }))).toEqual(['ogg /m/film.ogg video/ogg']);
  });

  it('lets explicit sources replace the derived ones and stand alone', () => {
    const plan = planSources({ ...none, src: '/m/film.mp4', srcWebm: '/other/w.webm', srcOgg: '/other/o.ogv' });
    expect(urls(plan)).toEqual(['h264 /m/film.mp4 video/mp4', 'webm /other/w.webm video/webm', 'ogg /other/o.ogv video/ogg']);
    expect(urls(planSources({ ...none, srcOgg: '/o.ogv', srcH264: '/h.mp4' }))).toEqual(['h264 /h.mp4 video/mp4', 'ogg /o.ogv video/ogg']);
    expect(urls(planSources({ ...none, src: '/m/film.avi' }))).toEqual([]);
  });

  it('leaves out what canPlayType answers "" for, keeping it aside', () => {
    const asked: string[] = [];
    const plan = planSources({ ...none, src: '/m/film.mp4' }, (type) => {
      asked.push(type);
      return type === 'video/webm' ? 'maybe' : '';
    });
    expect(asked).toEqual(['video/mp4', 'video/webm', 'video/ogg']);
    expect(urls(plan)).toEqual(['webm /m/film.webm video/webm']);
    expect(plan.unplayable.map((s) => s.format)).toEqual(['h264', 'ogg']);
  });

  it('.flv forces Flash; force_flash puts the Flash source (or the main file) first', () => {
    const flv = planSources({ ...none, src: '/m/film.flv' });
    expect(flv).toMatchObject({ native: [], flashFirst: true, flash: { format: 'flash', url: '/m/film.flv', type: 'video/x-flv' } });
    const forced = planSources({ ...none, src: '/m/film.mp4', forceFlash: true });
    expect(forced.flashFirst).toBe(true);
    expect(forced.flash?.url).toBe('/m/film.mp4');
    expect(planSources({ ...none, src: '/m/film.mp4', srcFlash: '/m/film.flv' })).toMatchObject({ flashFirst: false, flash: { url: '/m/film.flv' } });
  });
});

describe('chooseEngine', () => {
  const flv = planSources({ ...none, src: '/m/film.flv', srcH264: '/m/film.mp4' });
  const mp4 = planSources({ ...none, src: '/m/film.mp4', srcFlash: '/m/film.flv' });

  it('takes Flash first for .flv when the plug-in is there, else the MSE stand-in, else native', () => {
    expect(chooseEngine(flv, { flash: true, mse: true })).toBe('flash');
    expect(chooseEngine(flv, { flash: false, mse: true })).toBe('flv');
    expect(chooseEngine(flv, { flash: false, mse: false })).toBe('native');
    expect(chooseEngine(planSources({ ...none, src: '/m/film.flv' }), { flash: false, mse: false })).toBe('none');
  });

  it('otherwise takes native while a format is left, then Flash, then the stand-in', () => {
    expect(chooseEngine(mp4, { flash: true, mse: true })).toBe('native');
    const unplayable = planSources({ ...none, src: '/m/film.mp4', srcFlash: '/m/film.flv' }, () => '');
    expect(chooseEngine(unplayable, { flash: true, mse: true })).toBe('flash');
    expect(chooseEngine(unplayable, { flash: false, mse: true })).toBe('flv');
    expect(chooseEngine(unplayable, { flash: false, mse: false })).toBe('none');
  });

  it('with force_flash and an .mp4, no plug-in means native (the stand-in plays only .flv)', () => {
    const forced = planSources({ ...none, src: '/m/film.mp4', forceFlash: true });
    expect(chooseEngine(forced, { flash: true, mse: true })).toBe('flash');
    expect(chooseEngine(forced, { flash: false, mse: true })).toBe('native');
  });
});
