// The video player's constants (docs/requirements.md §9.2). The player's views add theirs here as they first read them.

/** Play and seeking wait until this share of the video is buffered, unless the options name another (§5.4). */
export const VIDEO_BUFFER_LIMIT_PERCENT = 10;
/** The player refreshes what its controls show this often (§9.2). */
export const VIDEO_TICK_MS = 500;
/** The volume scale runs 0 to 10; 0 is muted (§5.4). */
export const VIDEO_VOLUME_MAX = 10;
export const VIDEO_VOLUME_DEFAULT = 5;
/** The status values of the metric tags, unless the options' `metric_tags` name others (§9.2). */
export const VIDEO_METRIC_TAG_VALUES = { ready: '0', pause: '1', play: '2', end: '3' } as const;
/** Metric element ids and categories are cut to this many characters (§5.4, docs/wire-formats.md). */
export const METRIC_TAG_MAX_LENGTH = 49;
/** The oldest Flash Player the Flash engine embeds (§9.2). */
export const FLASH_MIN_VERSION: readonly [number, number, number] = [10, 0, 0];
/** The duration the Flash engine assumes while the plug-in does not know it (§9.2). */
export const FLASH_FALLBACK_DURATION_S = 180;
/** A Flash player that has not said it is ready is treated as ready after this long (§9.2). */
export const FLASH_FORCE_READY_MS = 10000;
/** The Flash engine asks the plug-in for the time at most this often (§9.2). */
export const FLASH_TIME_POLL_MS = 500;

// The player's views (src/video/*.tsx, docs/requirements.md §9.2).
/** The product panel fades to the current chapter's product over this long. */
export const VIDEO_PRODUCT_PANEL_FADE_MS = 1000;
/** A chapter whose product has not arrived asks for it again after this long, while the chapter lasts. */
export const VIDEO_CHAPTER_RETRY_MS = 1000;
/** The subtitle bar's default style: 90 % wide, 16 px bold white text, 40 px above the bottom of the stage. */
export const SUBTITLE_STYLE = { widthPercent: 90, fontSizePx: 16, fontWeight: 'bold', color: '#fff', bottomPx: 40 } as const;
