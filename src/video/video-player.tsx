// The video player island's view (docs/requirements.md §1.3, §2.4, §4.4, §8): the player shell around the
// framework-free core (core/controller.ts) — the media container, the poster with its end element, the spinner,
// the subtitle bar, the control bar — the product panel beside it, a polite announcement of chapter changes, and
// the red error line after it. Everything the core does not know lives here: the keyboard, `window[objectName]`,
// `sfi:video:ended`, the chapter products and the quick view.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { VideoProduct } from '../model/video';
import { PropsError, type RawProps } from '../ui/island-props';
import { useStableId } from '../ui/use-id';
import { useIsland } from '../ui/use-island';
import { VisuallyHidden } from '../ui/visually-hidden';
import { createVideoController, type VideoController, type VideoState } from './core/controller';
import { hasSource, parseVideoOptions, type VideoOptions } from './core/options';
import { exposePlayer } from './legacy-global';
import { playerCommand, SEEK_STEP_S } from './player-keys';
import { ProductPanel } from './product-panel';
import { useChapterProducts } from './use-chapter-products';
import { VideoControls } from './video-controls';

/** How long a wait lasts before the status region says "Loading" (docs/decisions.md, "what a screen reader hears"). */
const LOADING_SAID_AFTER_MS = 500;

export interface VideoPlayerProps {
  /** The host's props: the legacy player options (parsed by core/options.ts with the page's link hosts). */
  raw: RawProps;
}

/** The core's state; `beforeRender` sees each new state before the view renders it. */
function useVideoState(controller: VideoController, beforeRender: (next: VideoState) => void): VideoState {
  const [state, setState] = useState(() => controller.getState());
  useEffect(
    () =>
      controller.subscribe((next) => {
        beforeRender(next);
        setState(next);
      }),
    [controller],
  );
  return state;
}

export function VideoPlayer({ raw }: VideoPlayerProps) {
  const { config, emit, open, report } = useIsland();
  const [{ options, controller }] = useState(() => {
    const parsed = parseVideoOptions(raw, { linkHosts: config.linkHosts });
    // A host none of whose files may be played (each on a host the page config does not name) is refused, as one naming
    // none is (island.ts): the runtime puts its server content back and reports why.
    if (!hasSource(parsed.options)) throw new PropsError(parsed.problems.map((problem) => problem.message).join('; '));
    // One report for the host, as its other props' problems are: the console, the `sfi:problem` event, a debug note.
    if (parsed.problems.length) report(parsed.problems);
    return { options: parsed.options, controller: createVideoController(parsed.options, { metricsFunction: config.metricsFunction }) };
  });
  const rootRef = useRef<HTMLDivElement>(null);
  // The poster goes as playback starts, its end element as the film leaves the end (a play, a seek away): a focus
  // inside what goes moves to the play toggle, else to the player, so the keys keep working. Before the render, not
  // as it goes: React puts a focus lost in its commit back on the element that had it, which the end element's link,
  // back in its place on the page, still is.
  const state = useVideoState(controller, (next) => {
    const root = rootRef.current;
    const poster = root?.querySelector('.sfi-video__poster');
    const active = document.activeElement;
    // No file can be played: the controls turn off (and the poster's play goes), so a focus on them goes to the player.
    if (next.error && root?.querySelector('.sfi-video__player')!.contains(active)) return root.focus();
    if (!root || !poster?.contains(active) || next.ended) return;
    if (next.started || poster.querySelector('.sfi-video__end')!.contains(active)) {
      (root.querySelector<HTMLElement>('.sfi-video-controls__button') ?? root).focus();
    }
  });
  // Where the browser ignores a script's volume (iOS: the device's buttons set it), a level the player set would change
  // nothing heard: there is no volume bar and no volume key, Mute kept. Asked of an element of its own, not the film:
  // a volume set and read back.
  const [volumeIgnored] = useState(() => {
    const probe = new Audio();
    probe.volume = 0.5;
    return probe.volume !== 0.5;
  });
  const mediaRef = useRef<HTMLDivElement>(null);
  const idBase = useStableId('video');
  const [announcement, setAnnouncement] = useState('');
  // Each player's own name: "Video player", else the first of "Video player 2", "Video player 3", ... no player in
  // the page has (one may have gone since the others came).
  const [name] = useState(() => {
    const taken = new Set([...document.querySelectorAll('.sfi-video')].map((root) => root.getAttribute('aria-label')));
    let name = 'Video player';
    for (let n = 2; taken.has(name); n++) name = `Video player ${n}`;
    return name;
  });

  useEffect(() => {
    controller.attach(mediaRef.current!, rootRef.current!);
    const stops = [
      controller.on('ended', ({ duration }) => emit('video:ended', { id: options.id, objectName: options.objectName, duration })),
      controller.on('chapterenter', ({ chapter }) => {
        if (!chapter.hidden && chapter.name) setAnnouncement(`Chapter: ${chapter.name}`);
      }),
      options.objectName ? exposePlayer(options.objectName, controller, rootRef.current!) : () => {},
    ];
    return () => {
      stops.forEach((stop) => stop());
      controller.destroy();
    };
  }, [controller]);

  // A wait (a play held back by the buffer gate, a stalled file) that has lasted LOADING_SAID_AFTER_MS: a shorter one
  // (a seek inside the buffer) shows no ring and says nothing. Its end takes both away a task later.
  const [longWait, setLongWait] = useState(false);
  useEffect(() => {
    const timer = setTimeout(setLongWait, state.waiting ? LOADING_SAID_AFTER_MS : 0, state.waiting);
    return () => clearTimeout(timer);
  }, [state.waiting]);

  const products = useChapterProducts(config.brandPrefix, options.chapters, state.chapterIndex);
  const panelProduct = usePanelProduct(options, state.chapterIndex, products);
  const openQuickView = (product: VideoProduct) => {
    controller.pause();
    open('quick-view', { productId: product.productId, ...(product.categoryId ? { categoryId: product.categoryId } : {}) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = playerCommand(event, event.target as HTMLElement, volumeIgnored);
    if (!command) return;
    const now = controller.getState();
    if (command === 'exit-fullscreen' && !now.fullscreen && !now.fullWindow) return;
    event.preventDefault();
    if (command === 'toggle') controller.toggle();
    else if (command === 'back') controller.seekBy(-SEEK_STEP_S);
    else if (command === 'forward') controller.seekBy(SEEK_STEP_S);
    // Muted, the level is kept: ↑ unmutes a step above it; ↓ leaves the silence as it is.
    else if (command === 'louder') controller.stepVolume(1);
    else if (command === 'quieter') controller.stepVolume(-1);
    else if (command === 'mute') controller.toggleMute();
    else controller.toggleFullscreen();
  };

  const hasPanel = options.chapters.some((chapter) => chapter.product);
  const posterShown = !state.started || state.ended;
  const size = options.width ? { maxWidth: `${options.width}px` } : undefined;
  const ratio = options.width && options.height ? { aspectRatio: `${options.width} / ${options.height}` } : undefined;
  const className = `sfi-video${hasPanel ? ' sfi-video--with-panel' : ''}${state.fullWindow ? ' sfi-video--full-window' : ''}`;
  return (
    <>
      <div ref={rootRef} id={options.id ?? undefined} className={className} role="group" aria-label={name} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="sfi-video__player" style={size}>
          <div className="sfi-video__stage" style={ratio}>
            {/* A double click is one click (its second, `detail` 2, lands where the first put the picture). */}
            <div ref={mediaRef} className="sfi-video__media" onClick={(event) => event.detail > 1 || controller.toggle()} />
            {/* Each cue a new element: a cue of more lines replacing one of fewer is not the old one moving. */}
            {state.subtitleText && <div key={state.subtitleText} className="sfi-video__subtitles">{state.subtitleText}</div>}
            {posterShown && <Poster options={options} ended={state.ended} onPlay={state.error ? null : () => controller.play()} />}
            {/* The status region is there from the start, empty (one inserted with its words is often not read); the
                ring and the word "Loading" go in once a wait has lasted LOADING_SAID_AFTER_MS, and out as it ends. */}
            <VisuallyHidden role="status">{longWait && 'Loading'}</VisuallyHidden>
            {longWait && <span className="sfi-video__spinner" />}
          </div>
          {options.controls && <VideoControls state={state} controller={controller} chapters={options.chapters} idBase={idBase} countdown={options.countdown} volumeIgnored={volumeIgnored} />}
        </div>
        {hasPanel && <ProductPanel product={panelProduct} onOpen={openQuickView} />}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </div>
      {state.error && <p className="sfi-video-error">{state.error}</p>}
    </>
  );
}

/** The current chapter's product, else the last one shown; before any chapter, the first chapter's product. */
function usePanelProduct(options: VideoOptions, chapterIndex: number, products: Readonly<Record<string, VideoProduct>>): VideoProduct | null {
  const shown = useRef<string | null>(null);
  const current = options.chapters[chapterIndex]?.product?.productId;
  if (current && products[current]) shown.current = current;
  const id = shown.current ?? options.chapters.find((chapter) => chapter.product)?.product?.productId;
  return (id && products[id]) || null;
}

/**
 * The poster over the stage before the first play and at the end, with the play button (none when there is no
 * video to play: the red line says why) and the poster picture (left out when it fails to load); at the end it also
 * shows the end element: the page element `poster_div` names, moved in while the video has ended and put back
 * where it was after (the player moves a focus inside what goes before it goes).
 */
function Poster({ options, ended, onPlay }: { options: VideoOptions; ended: boolean; onPlay: (() => void) | null }) {
  const endRef = useRef<HTMLDivElement>(null);
  // A picture that cannot load (an error page, not an image) goes: the plain stage, not a broken-image icon.
  const [imageFailed, setImageFailed] = useState(false);
  useLayoutEffect(() => {
    const element = ended && options.posterDiv ? document.getElementById(options.posterDiv) : null;
    if (!element || !endRef.current) return;
    const { parentNode, nextSibling } = element;
    const wasHidden = element.hidden;
    endRef.current.append(element);
    element.hidden = false;
    return () => {
      element.hidden = wasHidden;
      parentNode?.insertBefore(element, nextSibling);
    };
  }, [ended]);
  return (
    <div className="sfi-video__poster">
      {options.posterImage && !imageFailed && <img className="sfi-video__poster-image" src={options.posterImage} alt="" onError={() => setImageFailed(true)} />}
      <div ref={endRef} className="sfi-video__end" />
      {onPlay && (
        <button type="button" className="sfi-video__big-play" onClick={onPlay}>
          {ended ? 'Watch again' : 'Play video'}
        </button>
      )}
    </div>
  );
}
