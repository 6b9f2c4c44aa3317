// Styles of the video player (video-player.tsx, video-controls.tsx, product-panel.tsx). The subtitle bar follows
// SUBTITLE_STYLE and the panel fades in over VIDEO_PRODUCT_PANEL_FADE_MS (docs/requirements.md §9.2); chapter
// markers fade in over CHAPTER_MARKER_FADE_MS (docs/decisions.md "Video player (island and demo)").
import { SUBTITLE_STYLE, VIDEO_PRODUCT_PANEL_FADE_MS } from '../config/video';

/** §9.2 leaves the markers' fade open ("slowly"): two seconds. */
const CHAPTER_MARKER_FADE_MS = 2000;

const s = SUBTITLE_STYLE;

/**
 * Below this width of the control bar its controls no longer fit on one line (play, the shortest seek bar, the time,
 * sound, volume, the language menu, fullscreen: about 35rem); it then sets them out as two rows, in document order:
 * play, seek and time above; sound, volume, subtitles and fullscreen below. A phone held upright gets that layout.
 */
const NARROW_CONTROLS_REM = 36;
/**
 * Below this width even the two rows do not fit (the lower one needs about 14rem, its volume bar shrunk): each row then
 * wraps its controls rather than push them past the bar's edge. Counted in rem, it follows the text size: a phone's
 * bar with its text doubled (8rem) wraps, the same bar at the usual size (16rem) keeps its two rows.
 */
const CRAMPED_CONTROLS_REM = 14;

/**
 * The product panel's height, loading or not, so nothing moves as its products come or change: its picture (12rem),
 * the name in two lines at most, the description in three, the gaps and, at the foot, the "Quick view" button
 * (src/video/about.md).
 */
const PANEL_HEIGHT_REM = 24.5;

/**
 * The seek bar's thumb, drawn by us at this size in every engine (each engine's own differs: iOS draws a larger one):
 * the tip over the bar maps the pointer over the thumb's travel, a thumb's width short of the bar (video-controls.tsx).
 */
export const SEEK_THUMB_PX = 16;

// In fullscreen and the full-window mode the player is a column whose height is the window's: the picture gives up
// height (letterboxed in its black stage) so the control bar stays on screen, upright or sideways; the panel under or
// beside it scrolls, from the top (`safe center`: a column taller than the window is never cut off above it).
export const VIDEO_PLAYER_CSS = `
.sfi-video{display:grid;gap:1rem;align-items:start;color:#1d1d1f}
.sfi-video:focus{outline:none}
.sfi-video--with-panel{grid-template-columns:minmax(0,3fr) minmax(12rem,1fr)}
@media (max-width:720px){.sfi-video--with-panel{grid-template-columns:1fr}}
.sfi-video:fullscreen,.sfi-video--full-window{background:#000;color:#fff;padding:1rem;box-sizing:border-box;align-content:safe center;overflow:auto}
.sfi-video--full-window{position:fixed;inset:0;z-index:2147483000}
.sfi-video__player{min-width:0}
.sfi-video__stage{position:relative;width:100%;aspect-ratio:16/9;background:#000;overflow:hidden}
.sfi-video:fullscreen .sfi-video__player,.sfi-video--full-window .sfi-video__player{max-width:none!important;display:flex;flex-direction:column;max-height:calc(100dvh - 2rem)}
.sfi-video-icon{display:block;margin:auto}
.sfi-video__media,.sfi-video__media>video,.sfi-video__media>object,.sfi-video__poster-image,.sfi-video-progress__input{position:absolute;inset:0;width:100%;height:100%}
.sfi-video__subtitles{position:absolute;left:${(100 - s.widthPercent) / 2}%;width:${s.widthPercent}%;bottom:${s.bottomPx}px;text-align:center;font-size:${s.fontSizePx}px;font-weight:${s.fontWeight};color:${s.color};text-shadow:0 0 3px #000,0 0 3px #000;white-space:pre-line;pointer-events:none}
.sfi-video__poster{position:absolute;inset:0;display:grid;place-items:center;background:#000}
.sfi-video__poster-image{object-fit:cover}
.sfi-video__end{position:relative;color:#fff}
.sfi-video__end:empty{display:none}
.sfi-video__big-play{position:relative;padding:.8rem 1.6rem;border:2px solid #fff;border-radius:2rem;background:rgba(29,29,31,.85);color:#fff;font:inherit;font-weight:600;cursor:pointer}
.sfi-video__big-play:hover{background:#5b1f8a}
.sfi-video__spinner{position:absolute;inset:0;width:3rem;height:3rem;margin:auto;border:4px solid rgba(255,255,255,.3);border-top-color:#fff;border-radius:50%;animation:sfi-video-spin 1s linear infinite;pointer-events:none}
@keyframes sfi-video-spin{to{transform:rotate(360deg)}}
.sfi-video-controls{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;padding:.5rem;background:#1d1d1f;color:#fff;container-type:inline-size}
.sfi-video-controls__row{display:contents}
@container (max-width:${NARROW_CONTROLS_REM}rem){
.sfi-video-controls__row{display:flex;align-items:center;gap:.5rem;flex:1 1 100%;min-width:0}
.sfi-video-controls__volume{flex:1 1 3rem;max-width:6rem}
.sfi-video-controls select{max-width:8rem}
.sfi-video-controls__row>:last-child{margin-left:auto}
}
@container (max-width:${CRAMPED_CONTROLS_REM}rem){.sfi-video-controls__row{flex-wrap:wrap}}
.sfi-video-controls__button{min-width:2.5rem;height:2.5rem;border:0;border-radius:.3rem;background:transparent;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.sfi-video-controls__button[aria-pressed=true]{background:#5b1f8a}
@media(forced-colors:active){.sfi-video-controls__button[aria-pressed=true]{forced-color-adjust:none;background:Highlight;color:HighlightText}input.sfi-video-progress__input{appearance:auto}}
.sfi-video-controls__button:hover:enabled{background:#3a3a3c}
.sfi-video-controls :disabled{opacity:.45;cursor:default}
.sfi-video-controls :focus-visible,.sfi-video__big-play:focus-visible,.sfi-video-panel__open:focus-visible{outline:3px solid #f5c542;outline-offset:2px}
.sfi-video-controls__time{font-variant-numeric:tabular-nums;white-space:nowrap}
.sfi-video-controls__volume{min-width:3rem;height:1.5rem;flex:0 1 5rem}
.sfi-video-controls select{font:inherit;min-height:1.5rem}
.sfi-video-progress{position:relative;flex:1 1 6rem;min-width:6rem;height:2.5rem}
.sfi-video-progress__track{position:absolute;inset:0;height:.4rem;margin:auto 0;background:#48484a;border-radius:.2rem}
.sfi-video-progress__buffered,.sfi-video-progress__played{position:absolute;top:0;bottom:0;left:0;border-radius:.2rem}
.sfi-video-progress__buffered{background:#8e8e93}
.sfi-video-progress__played{background:#c9a0ef}
.sfi-video-progress__marker{position:absolute;top:-.3rem;width:3px;height:1rem;margin-left:-1px;background:#f5c542;animation:sfi-video-fade ${CHAPTER_MARKER_FADE_MS}ms ease-in}
.sfi-video-progress__tip{position:absolute;bottom:100%;padding:.15rem .4rem;border-radius:.2rem;background:#1d1d1f;color:#fff;font-size:.75rem;white-space:nowrap;pointer-events:none}
.sfi-video-progress__input{margin:0;background:transparent;cursor:pointer;appearance:none}
.sfi-video-progress__input::-webkit-slider-thumb{appearance:none;width:${SEEK_THUMB_PX}px;height:${SEEK_THUMB_PX}px;border-radius:50%;background:#fff}
.sfi-video-progress__input::-moz-range-thumb{width:${SEEK_THUMB_PX}px;height:${SEEK_THUMB_PX}px;border:0;border-radius:50%;background:#fff}
.sfi-video-panel{cursor:pointer;min-height:${PANEL_HEIGHT_REM}rem;display:flex;flex-direction:column;gap:.5rem;line-height:1.5}
.sfi-video-panel__product{display:grid;gap:.5rem;animation:sfi-video-fade ${VIDEO_PRODUCT_PANEL_FADE_MS}ms ease-in-out}
.sfi-video-panel__image{width:100%;max-width:12rem;height:auto;border-radius:.5rem}
.sfi-video-panel__name,.sfi-video-panel__description{margin:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden}
.sfi-video-panel__name{font-weight:700;font-size:1.1rem;-webkit-line-clamp:2}
.sfi-video-panel__open{margin-top:auto;align-self:start;padding:.5rem 1rem;border:2px solid currentColor;border-radius:2rem;background:transparent;color:inherit;font:inherit;font-weight:600;cursor:pointer}
@keyframes sfi-video-fade{from{opacity:0}to{opacity:1}}
@media (prefers-reduced-motion:reduce){.sfi-video-panel__product,.sfi-video-progress__marker,.sfi-video__spinner{animation:none}}
.sfi-video-error{color:#c00;font-weight:600}
`;
