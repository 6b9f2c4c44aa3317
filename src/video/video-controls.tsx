// The control bar (docs/requirements.md §2.4, §3.7): play/pause, sound, fullscreen, the progress bar with the
// buffered share and chapter markers (hidden chapters get none), the time, the volume bar (0–10) and, with
// subtitles, their switch or language menu. Buttons are toggle buttons with a fixed name and `aria-pressed`;
// the bars are native range inputs with `aria-valuetext` ("1 minute 5 seconds of 3 minutes 20 seconds", "volume 5 of 10"). With `countdown` the
// time shows what is left ("−2:15 / 3:20", read "2 minutes 15 seconds left of 3 minutes 20 seconds").
import { useMemo, useState, type ChangeEvent } from 'react';
import { VIDEO_VOLUME_MAX } from '../config/video';
import type { VideoController, VideoState } from './core/controller';
import type { Chapter } from './core/options';
import { chapterIndexAt, chapterSpans } from './core/scheduler';
import { formatClock } from './core/time-keys';
import { Icon } from './icons';
import { languageTag, percentOf, progressText, spokenTime, volumeText } from './player-text';
import { SEEK_THUMB_PX } from './video-player.css';

interface ControlsProps {
  state: VideoState;
  controller: VideoController;
  chapters: readonly Chapter[];
  /** The id the time display and the progress bar share. */
  idBase: string;
  /** The controls option `countdown`: the time display counts down what is left rather than up. */
  countdown: boolean;
  /** The browser ignores a script's volume (iOS): the volume bar is left out, Mute kept. */
  volumeIgnored: boolean;
}

const valueOf = (event: ChangeEvent<HTMLInputElement>) => Number(event.target.value);

export function VideoControls({ state, controller, chapters, idBase, countdown, volumeIgnored }: ControlsProps) {
  const { duration } = state;
  const known = duration > 0 && Number.isFinite(duration);
  // Where the bar and the time show the film: a seek waiting for the buffer limit already there; at the end, the end,
  // though the film has gone back to its start for "Watch again" (docs/decisions.md).
  const at = state.ended ? duration : state.currentTime;
  // A pointer holding the thumb (pressed, or moved and still down) keeps it where it put it, the film playing on: the
  // value is the shopper's until they let go, which seeks there (docs/decisions.md).
  const [held, hold] = useState<number | null>(null);
  const currentTime = held ?? state.seekTarget ?? at;
  const max = known ? Math.floor(duration) : 0;
  // No file could be played (the red line says so): every control is off, as there is nothing for it to do.
  const off = state.error !== null;
  const volume = state.muted ? 0 : state.volume;
  // Pressed while playing, and while a play waits for the buffer (a stalled file): pressing it then cancels the wait.
  const playOn = state.playing || state.playPending;
  // The name the bar shows at a time: its chapter's, when that chapter has a marker (hidden ones have none).
  const spans = useMemo(() => chapterSpans(chapters), [chapters]);
  const nameAt = (seconds: number) => {
    const chapter = chapters[chapterIndexAt(spans, seconds)];
    return chapter && !chapter.hidden ? chapter.name : '';
  };
  // Where a pointer hovers over the bar (or drags the thumb), in seconds: a tip names the time and its chapter there.
  const [pointedAt, setPointedAt] = useState<number | null>(null);
  const release = () => {
    if (held !== null && held !== Math.floor(controller.getState().currentTime)) controller.seek(held);
    hold(null);
  };
  const tipAt = percentOf(pointedAt ?? 0, duration);
  return (
    <div className="sfi-video-controls" role="group" aria-label="Video controls">
      {/* Two rows in document order: one line on a wide player (rows are display: contents), two on a narrow one. */}
      <div className="sfi-video-controls__row">
        <button type="button" className="sfi-video-controls__button" aria-pressed={playOn} disabled={off} onClick={() => controller.toggle()}>
          <Icon name={playOn ? 'pause' : 'play'} />
          <span className="sfi-visually-hidden">Play</span>
        </button>
        <div
          className="sfi-video-progress"
          onPointerMove={(event) => {
            // The time the thumb would take here: its centre travels half our thumb (8 px) short of each end, and its
            // value is the nearest whole second.
            const { left, width } = event.currentTarget.getBoundingClientRect();
            setPointedAt(Math.round(Math.min(1, Math.max(0, (event.clientX - left - SEEK_THUMB_PX / 2) / (width - SEEK_THUMB_PX))) * max));
          }}
          onPointerLeave={() => setPointedAt(null)}
        >
          <div className="sfi-video-progress__track" aria-hidden="true">
            {state.buffered.map(([start, end]) => (
              <span
                key={start}
                className="sfi-video-progress__buffered"
                style={{ left: `${percentOf(start, duration)}%`, width: `${percentOf(end - start, duration)}%` }}
              />
            ))}
            <span className="sfi-video-progress__played" style={{ width: `${percentOf(currentTime, duration)}%` }} />
            {known &&
              chapters.map((chapter) =>
                chapter.hidden || chapter.timein <= 0 ? null : (
                  <span key={chapter.timein} className="sfi-video-progress__marker" style={{ left: `${percentOf(chapter.timein, duration)}%` }} />
                ),
              )}
          </div>
          {known && pointedAt !== null && (
            // For the pointer only: the slider's own text says the same of the thumb. Its edge moves from its left
            // to its right as the pointer goes along the bar, so it never leaves the bar.
            <span className="sfi-video-progress__tip" aria-hidden="true" style={{ left: `${tipAt}%`, transform: `translateX(-${tipAt}%)` }}>
              {[nameAt(pointedAt), formatClock(pointedAt)].filter(Boolean).join(' · ')}
            </span>
          )}
          <input
            type="range"
            className="sfi-video-progress__input"
            aria-label="Seek"
            aria-valuetext={progressText(currentTime, duration, state.ended ? 'ended' : nameAt(currentTime))}
            min={0}
            max={max}
            step={1}
            value={Math.floor(currentTime)}
            disabled={off || !known}
            onPointerDown={() => hold(Math.floor(currentTime))}
            onPointerUp={release}
            onPointerCancel={release}
            onChange={(event) => {
              // A refused seek (outside the buffered part) leaves the player where it was: the thumb goes back too
              // (Preact leaves a changed input alone when the value it renders has not changed). A seek that waits
              // for the buffer limit keeps it where it was put.
              let value = valueOf(event);
              if (!controller.seek(value) && controller.getState().seekTarget === null) event.target.value = String((value = Math.floor(at)));
              hold((pressed) => (pressed === null ? null : value));
            }}
          />
        </div>
        <span className="sfi-video-controls__time" id={`${idBase}-time`}>
          {countdown ? <Countdown left={known ? Math.max(0, duration - currentTime) : 0} duration={duration} /> : `${formatClock(currentTime)} / ${formatClock(duration)}`}
        </span>
      </div>
      <div className="sfi-video-controls__row">
        <button type="button" className="sfi-video-controls__button" aria-pressed={state.muted} disabled={off} onClick={() => controller.toggleMute()}>
          <Icon name={state.muted ? 'muted' : 'sound'} />
          <span className="sfi-visually-hidden">Mute</span>
        </button>
        {!volumeIgnored && <input
          type="range"
          className="sfi-video-controls__volume"
          aria-label="Volume"
          aria-valuetext={volumeText(volume, state.muted)}
          min={0}
          max={VIDEO_VOLUME_MAX}
          step={1}
          value={volume}
          disabled={off}
          onChange={(event) => controller.setVolume(valueOf(event))}
          onKeyDown={(event) => {
            // Muted, the bar shows 0 while the level is kept: a step up unmutes a step above that level (5 → 6), as ↑
            // does elsewhere in the player, not at the browser's step from 0 (1). Down stays silent by itself.
            if (state.muted && /^(ArrowUp|ArrowRight|PageUp)$/.test(event.key)) {
              event.preventDefault();
              controller.stepVolume(1);
            }
          }}
        />}
        <SubtitleChoice state={state} controller={controller} idBase={idBase} off={off} />
        <button type="button" className="sfi-video-controls__button" aria-pressed={state.fullscreen || state.fullWindow} disabled={off} onClick={() => controller.toggleFullscreen()}>
          <Icon name="fullscreen" />
          <span className="sfi-visually-hidden">Full screen</span>
        </button>
      </div>
    </div>
  );
}

/** What is left, shown "−2:15 / 3:20" and read "2 minutes 15 seconds left of 3 minutes 20 seconds". */
function Countdown({ left, duration }: { left: number; duration: number }) {
  return (
    <>
      <span aria-hidden="true">{`−${formatClock(left)} / ${formatClock(duration)}`}</span>
      <span className="sfi-visually-hidden">{`${spokenTime(left)} left of ${spokenTime(duration)}`}</span>
    </>
  );
}

/** One track: a toggle button; several: a menu of the languages and "Off". */
function SubtitleChoice({ state, controller, idBase, off }: { state: VideoState; controller: VideoController; idBase: string; off: boolean }) {
  const tracks = state.subtitles;
  if (tracks.length === 0) return null;
  if (tracks.length === 1) {
    const only = tracks[0]!.srclang;
    const on = state.subtitleLang === only;
    return (
      <button type="button" className="sfi-video-controls__button sfi-video-controls__cc" aria-pressed={on} disabled={off} onClick={() => controller.selectSubtitles(on ? null : only)}>
        <span aria-hidden="true">CC</span>
        <span className="sfi-visually-hidden">Subtitles</span>
      </button>
    );
  }
  return (
    <span className="sfi-video-controls__subtitles">
      <label htmlFor={`${idBase}-subtitles`} className="sfi-visually-hidden">
        Subtitles
      </label>
      <select id={`${idBase}-subtitles`} value={state.subtitleLang ?? ''} disabled={off} onChange={(event) => controller.selectSubtitles(event.target.value || null)}>
        <option value="">Subtitles off</option>
        {tracks.map((track) => (
          <option key={track.srclang} value={track.srclang} lang={languageTag(track.srclang)}>
            {track.label}
          </option>
        ))}
      </select>
    </span>
  );
}
