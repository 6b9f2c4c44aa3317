// The player core against a scripted <video> (test/helpers/fake-media.ts): engine choice and format
// fallback (docs/requirements.md §4.4, §5.4, §8), the buffer gate, the end, metric tags, chapters and cue
// points, subtitles, volume, and a destroy that leaves nothing behind.
import { RPC_TIMEOUT_MS } from '../../../src/config/constants';
import { createVideoController, missingVideoText, type VideoController, type VideoDeps } from '../../../src/video/core/controller';
import { parseVideoOptions } from '../../../src/video/core/options';
import { installFakeMedia, type FakeMedia, type FakeVideoControls } from '../../helpers/fake-media';
import { waitFor } from '../../helpers/wait-for';

const SRT_EN = '1\n00:00:01,000 --> 00:00:03,000\nHello <i>there</i>\n\n2\n00:00:04,000 --> 00:00:06,000\nSecond line\n';

let media: FakeMedia;
let userAgent: PropertyDescriptor | undefined;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  media = installFakeMedia();
  document.body.innerHTML = '<div id="stage"><div id="box"></div></div>';
  userAgent = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
});

afterEach(() => {
  media.restore();
  jest.useRealTimers();
  delete (window as { cmCreateElementTag?: unknown }).cmCreateElementTag;
  if (userAgent) Object.defineProperty(window.navigator, 'userAgent', userAgent);
  else delete (window.navigator as { userAgent?: string }).userAgent;
});

interface Setup {
  controller: VideoController;
  video: FakeVideoControls;
  log: { warn: jest.Mock; error: jest.Mock; debug: jest.Mock };
  box: HTMLElement;
}

function setup(raw: Record<string, unknown> = {}, deps: VideoDeps = {}): Setup {
  const log = { warn: jest.fn(), error: jest.fn(), debug: jest.fn() };
  const { options } = parseVideoOptions({ src: '/media/film.mp4', ...raw }, { base: 'http://localhost/' });
  const controller = createVideoController(options, { log, fetchText: () => Promise.resolve(SRT_EN), ...deps });
  const box = document.getElementById('box')!;
  controller.attach(box, document.getElementById('stage')!);
  return { controller, video: media.last(), log, box };
}

/** A video of `duration` s with `share` of it buffered from the start. */
function loaded(video: FakeVideoControls, duration = 100, bufferedTo = 100): void {
  video.setDuration(duration);
  video.setBuffered([[0, bufferedTo]]);
}

const flush = () => Promise.resolve();

describe('engine and sources', () => {
  it('puts a native <video> with one <source> per format in fallback order', () => {
    const { controller, box } = setup();
    const sources = [...box.querySelectorAll('video > source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')]);
    expect(sources).toEqual([
      ['/media/film.mp4', 'video/mp4'],
      ['/media/film.webm', 'video/webm'],
      ['/media/film.ogv', 'video/ogg'],
    ]);
    expect(controller.getState().engine).toBe('native');
    expect(box.querySelector('video')!.getAttribute('preload')).toBe('auto');
  });

  it('leaves out formats the browser cannot play, without a request', () => {
    media.restore();
    media = installFakeMedia({ canPlay: { 'video/mp4': '', 'video/webm': 'maybe', 'video/ogg': '' } });
    const { box } = setup();
    expect([...box.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/media/film.webm']);
  });

  it('logs a missing format by name and goes on; the last one missing shows the §8 line with the URL', async () => {
    const { controller, video, log } = setup();
    const errors: unknown[] = [];
    controller.on('error', (detail) => errors.push(detail));
    video.failSource('/media/film.mp4');
    expect(log.warn).toHaveBeenCalledWith('the h264 video file is missing, trying the next format: /media/film.mp4');
    video.failSource('/media/film.webm');
    expect(controller.getState().error).toBeNull();
    expect(errors).toEqual([]);
    video.failSource('/media/film.ogv');
    expect(log.warn).toHaveBeenCalledTimes(3);
    // None is left: the last line says the file is missing, not that another is tried.
    expect(log.warn).toHaveBeenLastCalledWith('the ogg video file is missing: /media/film.ogv');
    const message = 'An error occurred: the requested video file could not be found. /media/film.mp4';
    expect(missingVideoText('/media/film.mp4')).toBe(message);
    expect(controller.getState().error).toBe(message);
    expect(errors).toEqual([{ message, url: '/media/film.mp4' }]);
    expect(video.element.error).toBeNull();
    expect(controller.play()).toBe(false);
  });

  it('shows the line at once when no format can play at all', () => {
    media.restore();
    media = installFakeMedia({ canPlay: { 'video/mp4': '', 'video/webm': '', 'video/ogg': '' } });
    const { controller, box } = setup();
    expect(controller.getState().engine).toBe('none');
    expect(controller.getState().error).toBe('An error occurred: the requested video file could not be found. /media/film.mp4');
    expect(box.childElementCount).toBe(0);
  });

  it('logs other media errors only', () => {
    const { controller, video, log } = setup();
    Object.defineProperty(video.element, 'error', { configurable: true, value: { code: 3, message: 'decode' } });
    video.element.dispatchEvent(new Event('error'));
    expect(log.error).toHaveBeenCalledWith('media error 3: decode');
    expect(controller.getState().error).toBeNull();
  });
});

describe('buffer gate', () => {
  it('holds play (spinner) until the buffered share passes the limit, then plays by itself', async () => {
    const { controller, video } = setup();
    video.setDuration(100);
    video.setBuffered([[0, 10]]);
    expect(controller.play()).toBe(false);
    expect(video.playCalls).toBe(0);
    await flush();
    expect(controller.getState()).toMatchObject({ waiting: true, playPending: true, canPlay: false, bufferedPercent: 10, playing: false });
    video.setBuffered([[0, 11]]);
    expect(video.playCalls).toBe(1);
    await flush();
    expect(controller.getState()).toMatchObject({ waiting: false, playPending: false, canPlay: true, playing: true, started: true });
  });

  it('a play waiting on a file that never comes (a stall) is pending until toggled off, and nothing is played then', async () => {
    const { controller, video } = setup();
    controller.play();
    await flush();
    expect(controller.getState()).toMatchObject({ waiting: true, playPending: true, playing: false });
    controller.toggle();
    await flush();
    expect(controller.getState()).toMatchObject({ waiting: false, playPending: false, playing: false });
    loaded(video);
    expect(video.playCalls).toBe(0);
  });

  it('uses the buffer limit of the options', () => {
    const { controller, video } = setup({ bufferlimit: '50' });
    loaded(video, 100, 40);
    expect(controller.play()).toBe(false);
    video.setBuffered([[0, 51]]);
    expect(video.playCalls).toBe(1);
  });

  it('opens under the limit when the browser stops preloading with enough to play through, not while it downloads', () => {
    const { controller, video } = setup({ bufferlimit: 99 });
    loaded(video, 100, 60);
    expect(controller.play()).toBe(false);
    // Chromium says it can play through long before the limit is buffered, while still downloading.
    video.setReadyState(4);
    expect(video.playCalls).toBe(0);
    expect(controller.seek(30)).toBe(false);
    video.setNetworkState(1);
    expect(video.playCalls).toBe(1);
  });

  it('a pause while waiting cancels the pending play', () => {
    const { controller, video } = setup();
    loaded(video, 100, 5);
    controller.play();
    controller.pause();
    video.setBuffered([[0, 50]]);
    expect(video.playCalls).toBe(0);
  });

  it('seeks only past the limit and into the buffered part', () => {
    const { controller, video } = setup();
    loaded(video, 100, 5);
    expect(controller.seek(2)).toBe(false); // remembered until the limit is passed
    expect(video.seeks).toEqual([]);
    video.setBuffered([[0, 30], [60, 70]]);
    expect(video.seeks).toEqual([2]);
    expect(controller.seek(50)).toBe(false);
    expect(controller.seek(65)).toBe(true);
    // The time is the seek's at once, before the browser's `seeking`: a second step starts from it.
    expect(controller.getState().currentTime).toBe(65);
    expect(controller.seek(12.5)).toBe(true);
    expect(controller.seek(NaN)).toBe(false);
    video.setBuffered([[0, 100]]);
    expect(video.seeks).toEqual([2, 65, 12.5]); // a seek refused past the limit is not remembered
  });

  it('a seek before the limit (a chapter link on a slow line) goes there once the limit is passed and the time buffered; a play asked for meanwhile starts there', () => {
    const { controller, video } = setup();
    loaded(video, 100, 5);
    expect(controller.seek(40)).toBe(false);
    expect(controller.seek(20)).toBe(false); // the last one asked for
    expect(controller.getState().seekTarget).toBe(20);
    expect(controller.seekBy(5)).toBe(false); // on from the seek waiting, where the bar shows the film
    expect(controller.play()).toBe(false);
    video.setBuffered([[0, 15]]); // past the limit, 25 s not buffered yet: the play waits on
    expect([video.seeks, video.playCalls, controller.getState().playPending, controller.getState().seekTarget]).toEqual([[], 0, true, 25]);
    video.setBuffered([[0, 30]]);
    expect([video.seeks, video.playCalls, controller.getState().seekTarget]).toEqual([[25], 1, null]);
    expect(video.element.currentTime).toBe(25);
  });

  it('a seek before the limit that the browser stops loading short of is refused after all: the waiting play starts where the film is', () => {
    const { controller, video } = setup({ bufferlimit: 99 });
    loaded(video, 100, 60);
    controller.seek(80);
    controller.play();
    video.setReadyState(4);
    video.setNetworkState(1);
    expect([video.seeks, video.playCalls, controller.getState().seekTarget]).toEqual([[], 1, null]);
  });
});

describe('seeking to the start of a file buffered from just after 0', () => {
  it('takes a seek at most 0.5 s before the first buffered time there (an .flv through mpegts.js buffers from 0.083 s)', () => {
    const { controller, video } = setup();
    video.setDuration(30.083);
    video.setBuffered([[0.083, 30.083]]);
    expect(controller.seek(10)).toBe(true);
    expect(controller.seek(0)).toBe(true);
    expect(video.seeks).toEqual([10, 0.083]);
    video.setBuffered([[0.083, 10], [12, 30.083]]);
    expect(controller.seek(11.6)).toBe(false); // only before the first range
    video.setBuffered([[0.9, 30.083]]);
    expect(controller.seek(0)).toBe(false); // further than 0.5 s before it
  });
});

describe('play, pause and the end', () => {
  it('tags the first play ready, later plays play, pauses pause and the end end', async () => {
    const tagger = jest.fn();
    (window as { cmCreateElementTag?: unknown }).cmCreateElementTag = tagger;
    const { controller, video } = setup({ default_element_category: 'films' });
    const events: string[] = [];
    for (const name of ['ready', 'play', 'pause', 'ended'] as const) controller.on(name, () => events.push(name));
    loaded(video, 30, 30);
    controller.play();
    video.advance(10);
    controller.pause();
    controller.play();
    video.end();
    expect(tagger.mock.calls).toEqual([
      ['film', 'films', '0-_-0-_-30'],
      ['film', 'films', '1-_-10-_-30'],
      ['film', 'films', '2-_-10-_-30'],
      ['film', 'films', '3-_-30-_-30'],
    ]);
    expect(events).toEqual(['ready', 'play', 'pause', 'play', 'ended']);
  });

  it('a media error mid-play (a decode error) stops play with no pause tag, and play is refused after it', async () => {
    const tagger = jest.fn();
    (window as { cmCreateElementTag?: unknown }).cmCreateElementTag = tagger;
    const { controller, video, log } = setup();
    const events: string[] = [];
    for (const name of ['play', 'pause'] as const) controller.on(name, () => events.push(name));
    loaded(video, 30, 30);
    controller.play();
    video.advance(4);
    Object.defineProperty(video.element, 'error', { configurable: true, value: { code: 3, message: 'decode' } });
    video.element.dispatchEvent(new Event('error'));
    expect(log.error).toHaveBeenCalledWith('media error 3: decode');
    expect(controller.getState().playing).toBe(false);
    video.element.pause(); // the browser's own pause after the error
    expect(controller.play()).toBe(false);
    video.element.play(); // even a play that reaches the element is not taken for playing
    await flush();
    expect(controller.getState().playing).toBe(false);
    expect(tagger.mock.calls.map(([, , attributes]) => attributes)).toEqual(['0-_-0-_-30']);
    expect(events).toEqual(['play']);
  });

  it('at the end pauses, goes back to 0 and shows the end state; the next play is ready again', async () => {
    const tagger = jest.fn();
    (window as { cmCreateElementTag?: unknown }).cmCreateElementTag = tagger;
    const { controller, video } = setup();
    const ended = jest.fn();
    controller.on('ended', ended);
    loaded(video, 30, 30);
    controller.play();
    video.advance(29);
    video.end();
    expect(video.seeks).toEqual([0]);
    expect(ended).toHaveBeenCalledWith({ duration: 30 });
    await flush();
    expect(controller.getState()).toMatchObject({ playing: false, ended: true, started: false, currentTime: 0 });
    controller.play();
    await flush();
    expect(controller.getState()).toMatchObject({ playing: true, ended: false, started: true });
    expect(tagger.mock.calls.map((call) => call[2])).toEqual(['0-_-0-_-30', '3-_-30-_-30', '0-_-0-_-30']);
  });

  it('a seek after the end leaves the end state, and the next play plays from there', async () => {
    const { controller, video } = setup();
    loaded(video, 30, 30);
    controller.play();
    video.end();
    await flush();
    expect(controller.getState()).toMatchObject({ ended: true, started: false });
    expect(controller.seek(12)).toBe(true);
    await flush();
    expect(controller.getState()).toMatchObject({ ended: false, started: false, currentTime: 12 });
    controller.play();
    await flush();
    expect(controller.getState()).toMatchObject({ playing: true, currentTime: 12 });
  });

  it('seekBy after the end goes from the end, where the seek bar shows the film: back steps back from it, on does nothing', async () => {
    const { controller, video } = setup();
    loaded(video, 30, 30);
    controller.play();
    video.end();
    await flush();
    expect(controller.seekBy(5)).toBe(false);
    expect(video.seeks).toEqual([0]); // the end's rewind only
    expect(controller.getState()).toMatchObject({ ended: true, currentTime: 0 });
    expect(controller.seekBy(-5)).toBe(true);
    expect(video.seeks).toEqual([0, 25]);
    await flush();
    expect(controller.getState()).toMatchObject({ ended: false, currentTime: 25 });
    expect(controller.seekBy(5)).toBe(true);
    expect(video.seeks).toEqual([0, 25, 30]);
  });

  it('stays at the end in Firefox (native playback)', async () => {
    Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' });
    const { controller, video } = setup();
    loaded(video, 30, 30);
    controller.play();
    video.end();
    expect(video.seeks).toEqual([]);
    await flush();
    expect(controller.getState()).toMatchObject({ ended: true, currentTime: 30 });
  });

  it('refreshes the time on the 500 ms tick while playing', async () => {
    const { controller, video } = setup();
    const states: number[] = [];
    controller.subscribe((state) => states.push(state.currentTime));
    loaded(video, 30, 30);
    controller.play();
    await flush();
    video.advance(0.3);
    jest.advanceTimersByTime(499);
    await flush();
    expect(controller.getState().currentTime).toBe(0);
    jest.advanceTimersByTime(1);
    await flush();
    expect(controller.getState().currentTime).toBeCloseTo(0.3, 6);
    expect(states[states.length - 1]).toBeCloseTo(0.3, 6);
  });

  it('a stall shows the spinner until playing resumes, or the shopper pauses', async () => {
    const { controller, video } = setup();
    loaded(video);
    controller.play();
    video.element.dispatchEvent(new Event('waiting'));
    await flush();
    expect(controller.getState().waiting).toBe(true);
    video.element.dispatchEvent(new Event('playing'));
    await flush();
    expect(controller.getState().waiting).toBe(false);
    video.element.dispatchEvent(new Event('waiting'));
    controller.pause();
    await flush();
    expect(controller.getState()).toMatchObject({ waiting: false, playing: false });
  });

  it('toggle plays and pauses', async () => {
    const { controller, video } = setup();
    loaded(video);
    controller.toggle();
    expect(video.element.paused).toBe(false);
    controller.toggle();
    expect(video.element.paused).toBe(true);
  });

  it('toggled again before the browser said it plays or pauses (k pressed quickly, a double click), each toggle undoes the last', async () => {
    media.restore();
    media = installFakeMedia({ queuePlayEvents: true });
    const { controller, video } = setup();
    loaded(video);
    const after = async (toggles: number) => {
      for (let i = 0; i < toggles; i += 1) controller.toggle();
      jest.runOnlyPendingTimers();
      await flush();
      return [video.element.paused, controller.getState().playing];
    };
    expect(await after(2)).toEqual([true, false]);
    expect(await after(3)).toEqual([false, true]);
    expect(await after(2)).toEqual([false, true]);
    expect(await after(1)).toEqual([true, false]);
  });

  it('autoplay asks to play once attached (gated like any play)', () => {
    const { video } = setup({ autoplay: 'true' });
    expect(video.playCalls).toBe(0);
    loaded(video, 100, 50);
    expect(video.playCalls).toBe(1);
  });

  it('an autoplay the browser refuses (its autoplay policy) ends the wait: no spinner left over the poster, nothing pressed', async () => {
    media.restore();
    media = installFakeMedia({ refusePlay: true });
    const { controller, video, log } = setup({ autoplay: 'true' });
    await flush();
    expect(controller.getState()).toMatchObject({ waiting: true, playPending: true });
    loaded(video, 100, 50);
    expect(video.playCalls).toBe(1);
    await waitFor(() => expect(log.warn).toHaveBeenCalledWith('play refused', expect.objectContaining({ name: 'NotAllowedError' })));
    expect(controller.getState()).toMatchObject({ waiting: false, playPending: false, playing: false, started: false });
  });
});

describe('chapters and cue points', () => {
  it('runs enter/exit actions and cues as playback crosses them, again after seeking back, not when seeking over', async () => {
    const calls: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.page = { cue: (detail: { key: string }) => calls.push(`cue ${detail.key}`) };
    const { controller, video } = setup({
      controls: {
        chapters: [
          { timein: 0, timeout: 10, name: 'One', onenter: () => calls.push('enter one'), onexit: () => calls.push('exit one') },
          { timein: '00:00:10', name: 'Two', onenter: () => calls.push('enter two') },
        ],
        cuepoints: { '00:00:05': 'page.cue', '00:00:20': 'page.cue' },
      },
    });
    const seen: string[] = [];
    controller.on('chapterenter', ({ index }) => seen.push(`enter ${index}`));
    controller.on('cue', ({ key }) => seen.push(`cue ${key}`));
    expect(calls).toEqual(['enter one']);
    loaded(video, 30, 30);
    controller.play();
    video.advance(4.9);
    expect(calls).toEqual(['enter one']);
    video.advance(0.2);
    expect(calls).toEqual(['enter one', 'cue 00:00:05']);
    video.advance(5);
    expect(calls).toEqual(['enter one', 'cue 00:00:05', 'exit one', 'enter two']);
    await flush();
    expect(controller.getState().chapterIndex).toBe(1);
    controller.seek(25);
    video.advance(1);
    expect(calls).toHaveLength(4);
    controller.seek(1);
    expect(calls.slice(4)).toEqual(['enter one']);
    video.advance(4.5);
    expect(calls.slice(5)).toEqual(['cue 00:00:05']);
    expect(seen).toEqual(['cue 00:00:05', 'enter 1', 'enter 0', 'cue 00:00:05']);
    delete w.page;
  });

  it('a timeupdate that comes between a seek and its seeking event does not fire the cues jumped over', () => {
    media.restore();
    media = installFakeMedia({ deferSeekEvents: true });
    const { controller, video } = setup({ cuepoints: { '00:00:05': null, '00:00:21': null } });
    const fired: string[] = [];
    controller.on('cue', ({ key }) => fired.push(key));
    loaded(video, 30, 30);
    controller.play();
    expect(controller.seek(20)).toBe(true);
    video.element.dispatchEvent(new Event('timeupdate'));
    video.finishSeek();
    video.advance(1.5);
    expect(fired).toEqual(['00:00:21']);
  });

  it('a cue at a paused landing point fires when play leaves it: not at the end\'s rewind, nor at a paused seek onto it', () => {
    const { controller, video } = setup({ cuepoints: { '00:00:00': null, '00:00:12': null } });
    const fired: string[] = [];
    controller.on('cue', ({ key }) => fired.push(key));
    loaded(video, 30, 30);
    controller.play();
    expect(fired).toEqual(['00:00:00']);
    video.advance(13);
    expect(fired).toEqual(['00:00:00', '00:00:12']);
    video.end(); // the rewind to 0 comes with its timeupdate while paused
    expect(video.seeks.at(-1)).toBe(0);
    expect(fired).toEqual(['00:00:00', '00:00:12']);
    controller.play(); // "Watch again"
    expect(fired).toEqual(['00:00:00', '00:00:12', '00:00:00']);
    controller.pause();
    expect(controller.seek(12)).toBe(true); // the seek bar moved onto the cue while paused
    expect(fired).toHaveLength(3);
    controller.play();
    expect(fired).toEqual(['00:00:00', '00:00:12', '00:00:00', '00:00:12']);
  });

  it('a cue whose action pauses the film fires once: playing on from there does not fire it again', () => {
    const { controller, video } = setup({ cuepoints: { '00:00:05': () => controller.pause() } });
    const fired: number[] = [];
    controller.on('cue', ({ time }) => fired.push(time));
    loaded(video, 30, 30);
    controller.play();
    video.advance(5);
    expect(controller.getState().playing).toBe(false);
    controller.play();
    video.advance(1);
    expect(fired).toEqual([5]);
  });

  it('logs a failing action or a name that is no function, and goes on', () => {
    const { video, log } = setup({ cuepoints: { '00:00:01': 'nothing.here', '00:00:02': () => { throw new Error('broken'); } } });
    loaded(video, 30, 30);
    video.element.play();
    video.advance(3);
    expect(log.warn).toHaveBeenCalledWith('the action "nothing.here" names no function of the page\'s (built-ins are not run)');
    expect(log.error).toHaveBeenCalledWith('the action failed', new Error('broken'));
  });

  it("runs a page's own function by its dotted name, never a browser built-in (a host's props could call one on the page)", () => {
    const page = { site: { chapter: jest.fn() } };
    const win = Object.assign(Object.create(window) as Window, page, { Math: { max: Math.max }, JSON });
    const { video, log } = setup({ cuepoints: { '00:00:01': 'site.chapter', '00:00:02': 'Math.max', '00:00:03': 'JSON.parse' } }, { win });
    loaded(video, 30, 30);
    video.element.play();
    video.advance(4);
    expect(page.site.chapter).toHaveBeenCalledWith({ time: 1, key: '00:00:01', action: 'site.chapter' });
    expect(log.warn.mock.calls).toEqual([
      ['the action "Math.max" names no function of the page\'s (built-ins are not run)'],
      ['the action "JSON.parse" names no function of the page\'s (built-ins are not run)'],
    ]);
  });

  it('fires a cue on the frame that reaches it (requestVideoFrameCallback), not on the tick', () => {
    media.restore();
    media = installFakeMedia({ frameCallbacks: true });
    const { controller, video } = setup({ cuepoints: { '00:00:02': null } });
    const fired: number[] = [];
    controller.on('cue', ({ time }) => fired.push(time));
    loaded(video, 30, 30);
    controller.play();
    expect(video.frameCallbacks).toBe(0);
    jest.advanceTimersByTime(1959);
    expect(video.frameCallbacks).toBe(0);
    jest.advanceTimersByTime(1);
    expect(video.frameCallbacks).toBe(1);
    video.presentFrame(1.98);
    expect(fired).toEqual([]);
    expect(video.frameCallbacks).toBe(1);
    video.presentFrame(2.004);
    expect(fired).toEqual([2]);
    expect(video.frameCallbacks).toBe(0);
  });
});

describe('subtitles', () => {
  it('shows a cue on the frame that reaches its start (requestVideoFrameCallback), not at the next timeupdate', async () => {
    media.restore();
    media = installFakeMedia({ frameCallbacks: true });
    const { controller, video } = setup({ subtitle_tracks: [{ src: '/media/film.en.srt', srclang: 'en', label: 'English' }] });
    for (let i = 0; i < 4; i += 1) await flush();
    loaded(video, 30, 30);
    controller.play();
    jest.advanceTimersByTime(960); // 40 ms before the cue at 1 s
    expect(video.frameCallbacks).toBe(1);
    video.presentFrame(0.98);
    video.presentFrame(1.004);
    await flush();
    expect(controller.getState().subtitleText).toBe('Hello there');
  });

  it('fetches the first track, shows the cue of the time as text, and switches language', async () => {
    const fetched: string[] = [];
    const { controller, video } = setup(
      {
        subtitle_tracks: [
          { src: '/media/film.en.srt', srclang: 'en', label: 'English' },
          { srclang: 'de', label: 'no src' },
          { src: '/media/film.fr.srt', srclang: 'fr', label: 'Français' },
        ],
      },
      {
        fetchText: (url) => {
          fetched.push(url);
          return Promise.resolve(url.includes('.fr.') ? '1\n00:00:01,000 --> 00:00:03,000\nBonjour\n' : SRT_EN);
        },
      },
    );
    expect(controller.getState().subtitles).toEqual([
      { srclang: 'en', label: 'English' },
      { srclang: 'fr', label: 'Français' },
    ]);
    await flush();
    await flush();
    loaded(video, 30, 30);
    controller.play();
    video.advance(1.5);
    await flush();
    expect(controller.getState()).toMatchObject({ subtitleLang: 'en', subtitleText: 'Hello there' });
    controller.selectSubtitles('fr');
    await flush();
    await flush();
    expect(controller.getState()).toMatchObject({ subtitleLang: 'fr', subtitleText: 'Bonjour' });
    controller.selectSubtitles(null);
    await flush();
    expect(controller.getState()).toMatchObject({ subtitleLang: null, subtitleText: '' });
    controller.selectSubtitles('en');
    await flush();
    expect(controller.getState().subtitleText).toBe('Hello there');
    expect(fetched).toEqual(['/media/film.en.srt', '/media/film.fr.srt']);
  });

  it('fetches a language once while it loads, and again after a failure', async () => {
    let fail = true;
    const fetched: string[] = [];
    const { controller, log } = setup(
      { subtitle_tracks: [{ src: '/media/en.srt', srclang: 'en' }, { src: '/media/fr.srt', srclang: 'fr' }] },
      {
        fetchText: (url) => {
          fetched.push(url);
          return fail ? Promise.reject(new Error('offline')) : Promise.resolve(SRT_EN);
        },
      },
    );
    controller.selectSubtitles('en');
    await flush();
    await flush();
    expect(fetched).toEqual(['/media/en.srt']);
    expect(log.error).toHaveBeenCalledTimes(1);
    fail = false;
    controller.selectSubtitles('fr');
    controller.selectSubtitles('en');
    await flush();
    await flush();
    controller.selectSubtitles('en');
    expect(fetched).toEqual(['/media/en.srt', '/media/fr.srt', '/media/en.srt']);
  });

  it('takes an answer with no cues (an HTML page under 200) as a failed fetch: logged, not kept, fetched again', async () => {
    const fetched: string[] = [];
    const { controller, log } = setup(
      { subtitle_tracks: [{ src: '/media/en.srt', srclang: 'en' }, { src: '/media/fr.srt', srclang: 'fr' }] },
      { fetchText: (url) => (fetched.push(url), Promise.resolve('<!doctype html><title>Sign in</title><p>Please sign in.</p>')) },
    );
    for (let i = 0; i < 4; i += 1) await flush();
    expect(log.error).toHaveBeenCalledWith('the subtitles /media/en.srt could not be loaded', new Error('no subtitles in the answer'));
    // The failed language is no longer the choice (the menu shows "Subtitles off"): choosing it again fetches again.
    expect(controller.getState().subtitleLang).toBeNull();
    controller.selectSubtitles('en');
    for (let i = 0; i < 4; i += 1) await flush();
    controller.selectSubtitles('fr');
    controller.selectSubtitles('en');
    await flush();
    await flush();
    expect(fetched).toEqual(['/media/en.srt', '/media/en.srt', '/media/fr.srt', '/media/en.srt']);
    expect(controller.getState().subtitleLang).toBeNull();
  });

  it('logs a failed fetch as an error and plays on', async () => {
    const { controller, video, log } = setup(
      { subtitle_tracks: [{ src: '/media/missing.srt', srclang: 'en', label: 'English' }] },
      { fetchText: () => Promise.reject(new Error('HTTP 404')) },
    );
    await flush();
    await flush();
    expect(log.error).toHaveBeenCalledWith('the subtitles /media/missing.srt could not be loaded', new Error('HTTP 404'));
    loaded(video, 30, 30);
    expect(controller.play()).toBe(true);
    expect(controller.getState().error).toBeNull();
  });
});

describe('a subtitle file whose body stalls', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => (globalThis.fetch = realFetch));

  it('gives up at the storefront timeout, logs it and fetches again when the track is chosen again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const signals: AbortSignal[] = [];
    // Headers at once, then a body that never comes: only a deadline over the body ends this fetch.
    globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init!.signal!);
      return new Response(new ReadableStream({ start() {} }), { status: 200 });
    }) as unknown as typeof fetch;
    const { controller, log } = setup({ subtitle_tracks: [{ src: '/media/slow.srt', srclang: 'en', label: 'English' }] }, { fetchText: undefined });
    await jest.advanceTimersByTimeAsync(RPC_TIMEOUT_MS - 1);
    expect(log.error).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(log.error).toHaveBeenCalledWith('the subtitles /media/slow.srt could not be loaded', expect.objectContaining({ name: 'TimeoutError' }));
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    controller.selectSubtitles(null);
    controller.selectSubtitles('en');
    await jest.advanceTimersByTimeAsync(0);
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('a subtitle file in the charset its answer declares', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => (globalThis.fetch = realFetch));

  it('shows a Windows-1252 file\'s accents, not replacement characters', async () => {
    const srt = '1\n00:00:00,000 --> 00:00:05,000\nLumière présente\n';
    globalThis.fetch = jest.fn(async () =>
      new Response(new Uint8Array([...srt].map((char) => char.charCodeAt(0))), { headers: { 'content-type': 'text/plain; charset=windows-1252' } }),
    ) as unknown as typeof fetch;
    const { controller } = setup({ subtitle_tracks: [{ src: '/media/film.fr.srt', srclang: 'fr', label: 'Français' }] }, { fetchText: undefined });
    await waitFor(() => expect(controller.getState().subtitleText).toBe('Lumière présente'));
  });
});

describe('volume and fullscreen', () => {
  it('maps 0–10 to the element, 0 muting, and mute toggles back to the last level heard', async () => {
    const { controller, video } = setup({ volume: '7' });
    expect(video.element.volume).toBe(0.7);
    expect(controller.getState()).toMatchObject({ volume: 7, muted: false });
    controller.toggleMute();
    expect(video.element.muted).toBe(true);
    await flush();
    expect(controller.getState()).toMatchObject({ volume: 7, muted: true });
    controller.toggleMute();
    expect(video.element.muted).toBe(false);
    controller.setVolume(0);
    expect(video.element).toMatchObject({ volume: 0, muted: true });
    controller.toggleMute();
    expect(video.element).toMatchObject({ volume: 0.7, muted: false });
    controller.setVolume(3);
    controller.setVolume(0);
    controller.toggleMute();
    expect(video.element.volume).toBe(0.3);
    controller.setVolume(14);
    await flush();
    expect(controller.getState()).toMatchObject({ volume: 10, muted: false });
  });

  it('steps the volume within 0–10; muted, a step up unmutes above the kept level and a step down does nothing', () => {
    const { controller, video } = setup({ volume: '9' });
    controller.stepVolume(1);
    controller.stepVolume(1);
    expect(video.element).toMatchObject({ volume: 1, muted: false });
    controller.setVolume(1);
    controller.stepVolume(-1);
    controller.stepVolume(-1);
    expect(video.element).toMatchObject({ volume: 0, muted: true });
    controller.setVolume(5);
    controller.toggleMute();
    controller.stepVolume(-1);
    expect(video.element).toMatchObject({ volume: 0.5, muted: true });
    controller.stepVolume(1);
    expect(video.element).toMatchObject({ volume: 0.6, muted: false });
  });

  it('starts muted at volume 0 and at 5 by default', () => {
    expect(setup({ volume: 0 }).video.element.muted).toBe(true);
    document.body.innerHTML = '<div id="stage"><div id="box"></div></div>';
    expect(setup().video.element.volume).toBe(0.5);
  });

  it('toggles element fullscreen on the target', async () => {
    const stage = document.getElementById('stage')!;
    const request = jest.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: stage });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    stage.requestFullscreen = request;
    const exit = jest.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    document.exitFullscreen = exit;
    const { controller } = setup();
    controller.toggleFullscreen();
    await flush();
    expect(controller.getState()).toMatchObject({ fullscreen: true, fullWindow: false });
    controller.toggleFullscreen();
    await flush();
    expect(controller.getState().fullscreen).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
  });
});

describe('destroy', () => {
  it('removes every listener, timer, fetch and the media element', async () => {
    const before = media.liveListeners().length;
    let signal: AbortSignal | null = null;
    const { controller, video, box } = setup(
      { subtitle_tracks: [{ src: '/media/film.en.srt', srclang: 'en' }], cuepoints: { '00:00:20': null } },
      {
        fetchText: (_url, s) => {
          signal = s;
          return new Promise(() => {});
        },
      },
    );
    const subscriber = jest.fn();
    controller.subscribe(subscriber);
    loaded(video, 30, 30);
    controller.play();
    expect(media.liveListeners().length).toBeGreaterThan(before);
    expect(jest.getTimerCount()).toBe(2);
    controller.destroy();
    expect(media.liveListeners()).toHaveLength(before);
    expect(jest.getTimerCount()).toBe(0);
    expect(signal!.aborted).toBe(true);
    expect(box.childElementCount).toBe(0);
    await flush();
    expect(subscriber).not.toHaveBeenCalled();
    controller.destroy();
    expect(controller.play()).toBe(false);
  });

  it('mounting and destroying 100 players leaves nothing growing', () => {
    const before = media.liveListeners().length;
    for (let i = 0; i < 100; i += 1) {
      const { controller, video } = setup({ cuepoints: { '00:00:20': null } });
      loaded(video, 30, 30);
      controller.play();
      controller.destroy();
    }
    expect(media.liveListeners()).toHaveLength(before);
    expect(jest.getTimerCount()).toBe(0);
    expect(document.getElementById('box')!.childElementCount).toBe(0);
  });
});

describe('Flash and .flv', () => {
  let plugins: PropertyDescriptor | undefined;
  beforeEach(() => {
    plugins = Object.getOwnPropertyDescriptor(window.navigator, 'plugins');
  });
  afterEach(() => {
    if (plugins) Object.defineProperty(window.navigator, 'plugins', plugins);
    else delete (window.navigator as { plugins?: unknown }).plugins;
    delete (window as { MediaSource?: unknown }).MediaSource;
  });

  it('embeds the Flash player (loaded lazily) for an .flv when the plug-in is 10.0.0 or later', async () => {
    Object.defineProperty(window.navigator, 'plugins', { configurable: true, value: { 'Shockwave Flash': { description: 'Shockwave Flash 10.0 r0' } } });
    const { controller, box } = setup({ id: 'film', src: '/media/film.flv', flashplayer: '/player.swf', volume: 3 });
    expect(controller.getState().engine).toBe('flash');
    expect(controller.play()).toBe(false);
    controller.setVolume(8);
    await waitFor(() => expect(box.querySelector('object')).not.toBeNull());
    const object = box.querySelector('object')!;
    expect(object.getAttribute('data')).toBe('/player.swf');
    expect(object.id).toBe('film-flash');
    expect(box.querySelector('video')).toBeNull();
    // The plug-in puts its interface on the element; the engine is then ready and plays the pending play.
    const calls: string[] = [];
    Object.assign(object, {
      playVideo: () => calls.push('playVideo'),
      setVolume: (v: number) => calls.push(`setVolume ${v}`),
      unMute: () => calls.push('unMute'),
      getCurrentTime: () => 0,
      getDuration: () => 20,
      getVideoLoadedFraction: () => 1,
      getPlayerState: () => 5,
    });
    jest.advanceTimersByTime(500);
    expect(calls).toEqual(['setVolume 80', 'unMute', 'playVideo']);
    await flush();
    expect(controller.getState()).toMatchObject({ playing: true, duration: 20, bufferedPercent: 100 });
    controller.destroy();
    expect(jest.getTimerCount()).toBe(0);
    expect(box.childElementCount).toBe(0);
  });

  it('plays an .flv through the MSE stand-in without Flash (or with Flash older than 10)', async () => {
    Object.defineProperty(window.navigator, 'plugins', { configurable: true, value: { 'Shockwave Flash': { description: 'Shockwave Flash 9.0 r124' } } });
    (window as { MediaSource?: unknown }).MediaSource = class {};
    const load = jest.fn(() => new Promise<never>(() => {}));
    const { controller, box } = setup({ src: '/media/film.flv', flashplayer: '/player.swf' }, { loadFlv: load });
    expect(controller.getState().engine).toBe('flv');
    expect(load).toHaveBeenCalledTimes(1);
    expect(box.querySelector('video')).not.toBeNull();
  });

  it('moves on to the .flv (src_flash) through the MSE stand-in when every native format is missing, and fails only after it', async () => {
    (window as { MediaSource?: unknown }).MediaSource = class {};
    const load = jest.fn(() => new Promise<never>(() => {}));
    const { controller, video: first, box, log } = setup({ src: '/media/film.mp4', src_flash: '/media/film.flv' }, { loadFlv: load });
    expect(controller.getState().engine).toBe('native');
    expect(load).not.toHaveBeenCalled();
    for (const url of ['/media/film.mp4', '/media/film.webm', '/media/film.ogv']) first.failSource(url);
    expect(log.warn).toHaveBeenLastCalledWith('the ogg video file is missing, trying the next format: /media/film.ogv');
    expect(controller.getState()).toMatchObject({ engine: 'flv', error: null });
    expect(load).toHaveBeenCalledTimes(1);
    expect(box.querySelectorAll('video')).toHaveLength(1);
    expect(box.querySelector('source')).toBeNull(); // the native <video> has gone
    // The .flv missing too (an error before its metadata): now every format is, and the §8 line shows.
    box.querySelector('video')!.dispatchEvent(new Event('error'));
    expect(log.warn).toHaveBeenLastCalledWith('the flv video file is missing: /media/film.flv');
    expect(controller.getState().error).toBe('An error occurred: the requested video file could not be found. /media/film.mp4');
  });

  it('hands the volume and mute the shopper set before the native files ran out to the engine that takes over', () => {
    (window as { MediaSource?: unknown }).MediaSource = class {};
    const { controller, video: first, box } = setup({ src: '/media/film.mp4', src_flash: '/media/film.flv' }, { loadFlv: () => new Promise<never>(() => {}) });
    controller.setVolume(3);
    controller.toggleMute();
    for (const url of ['/media/film.mp4', '/media/film.webm', '/media/film.ogv']) first.failSource(url);
    expect(controller.getState()).toMatchObject({ engine: 'flv', muted: true, volume: 3 });
    const taken = box.querySelector('video')!;
    expect([taken.muted, taken.volume]).toEqual([true, 0.3]);
  });
});
