// Metric tags (docs/requirements.md §4.4, §5.4, §7.3; docs/wire-formats.md "Metric tags").
import { METRIC_TAG_MAX_LENGTH, VIDEO_METRIC_TAG_VALUES } from '../../../src/config/video';
import { cutTag, metricAttributes, sendMetric, type MetricsOptions } from '../../../src/video/core/metrics';

const base = (win: object, onError = jest.fn()): MetricsOptions => ({
  tags: { ...VIDEO_METRIC_TAG_VALUES },
  elementId: 'product-film',
  category: 'video',
  functionName: 'cmCreateElementTag',
  win,
  onError,
});

describe('metric tags', () => {
  it('has the default values of §9.2 and the 49-character cut', () => {
    expect(VIDEO_METRIC_TAG_VALUES).toEqual({ ready: '0', pause: '1', play: '2', end: '3' });
    expect(METRIC_TAG_MAX_LENGTH).toBe(49);
  });

  it('cuts ids and categories to 49 characters', () => {
    expect(cutTag('x'.repeat(60))).toBe('x'.repeat(49));
    expect(cutTag('x'.repeat(49))).toBe('x'.repeat(49));
    expect(cutTag('short')).toBe('short');
    // By code points: an emoji across the limit is kept whole or left out, never cut into a lone surrogate.
    expect(cutTag(`${'x'.repeat(48)}😀😀`)).toBe(`${'x'.repeat(48)}😀`);
    expect(cutTag('😀'.repeat(60))).toBe('😀'.repeat(49));
  });

  it('joins status, whole seconds and duration with -_-', () => {
    expect(metricAttributes('2', 12.6, 30.2)).toBe('2-_-13-_-30');
    expect(metricAttributes('0', NaN, Infinity)).toBe('0-_-0-_-0');
  });

  it('calls the page function named, looked up when the tag is sent, with cut id and category', () => {
    const win: Record<string, unknown> = {};
    const options = { ...base(win), elementId: 'e'.repeat(55), category: 'c'.repeat(52) };
    expect(sendMetric(options, 'play', 3, 30)).toBe(false);
    const tagger = jest.fn();
    win.cmCreateElementTag = tagger;
    expect(sendMetric(options, 'play', 3, 30)).toBe(true);
    expect(tagger).toHaveBeenCalledWith('e'.repeat(49), 'c'.repeat(49), '2-_-3-_-30');
  });

  it('sends the overridden values and honours another function name', () => {
    const tagger = jest.fn();
    const options = { ...base({ myTagger: tagger }), functionName: 'myTagger', tags: { ready: 'r', pause: 'p', play: 'pl', end: 'e' } };
    sendMetric(options, 'ready', 0, 30);
    sendMetric(options, 'end', 30, 30);
    expect(tagger.mock.calls).toEqual([
      ['product-film', 'video', 'r-_-0-_-30'],
      ['product-film', 'video', 'e-_-30-_-30'],
    ]);
  });

  it('sends nothing when the global is not a function, and reports a throwing one', () => {
    expect(sendMetric(base({ cmCreateElementTag: 'nope' }), 'pause', 1, 2)).toBe(false);
    const onError = jest.fn();
    const boom = new Error('tagging down');
    expect(sendMetric(base({ cmCreateElementTag: () => { throw boom; } }, onError), 'pause', 1, 2)).toBe(false);
    expect(onError).toHaveBeenCalledWith(boom);
  });
});
