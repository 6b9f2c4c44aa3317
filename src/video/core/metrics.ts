// Metric tags of the player (docs/requirements.md §4.4, §7.3; docs/wire-formats.md "Metric tags"): each
// event calls the page's tagging function, shaped like `cmCreateElementTag(elementId, category, attributes)`,
// looked up by name when the tag is sent (a page may define it late); no function, no tag.
import { METRIC_TAG_MAX_LENGTH } from '../../config/video';

export type MetricEvent = 'ready' | 'pause' | 'play' | 'end';
export type MetricTags = Record<MetricEvent, string>;

/** Element ids and categories are cut to 49 characters, counted by code points (an emoji is never split in two). */
export const cutTag = (text: string): string => Array.from(text).slice(0, METRIC_TAG_MAX_LENGTH).join('');

/** The attribute string: status, time and duration (whole seconds) joined with `-_-`. */
export function metricAttributes(status: string, time: number, duration: number): string {
  const whole = (seconds: number): number => (Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);
  return [status, whole(time), whole(duration)].join('-_-');
}

export interface MetricsOptions {
  tags: MetricTags;
  elementId: string;
  category: string;
  /** The global's name (the page config's `metricsFunction`). */
  functionName: string;
  win: object;
  onError(error: unknown): void;
}

/** Sends one tag; true when a tagging function took it. */
export function sendMetric(options: MetricsOptions, event: MetricEvent, time: number, duration: number): boolean {
  const tagger = (options.win as Record<string, unknown>)[options.functionName];
  if (typeof tagger !== 'function') return false;
  try {
    tagger(cutTag(options.elementId), cutTag(options.category), metricAttributes(options.tags[event], time, duration));
    return true;
  } catch (error) {
    options.onError(error);
    return false;
  }
}
