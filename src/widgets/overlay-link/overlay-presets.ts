// Named overlays (docs/requirements.md §2.2, §9): what the quiz and foundation finder links and hash triggers open.
import { QUIZ_OVERLAY_HEIGHT_PX, QUIZ_OVERLAY_WIDTH_PX } from '../../config/overlays';

export interface OverlayPreset {
  url: string;
  /** The page a dialog that cannot load its `url` (a bare overlay template) leads to instead. */
  page?: string;
  title: string;
  width: number;
  height: number;
}

/** A quiz's overlay template, and its framed page (the quiz as a page of its own) for when the template fails. */
const quiz = (query: string): OverlayPreset => ({
  url: `/blue_ocean/quiz_overlay.tmpl${query}`,
  page: `/lcl/blue_ocean/quiz/welcome.html${query}`,
  title: 'Beauty quiz',
  width: QUIZ_OVERLAY_WIDTH_PX,
  height: QUIZ_OVERLAY_HEIGHT_PX,
});

export const OVERLAY_PRESETS: Readonly<Record<string, OverlayPreset>> = {
  quiz: quiz(''),
  'quiz-women': quiz('?womensQuiz'),
  'quiz-men': quiz('?mensQuiz'),
  'foundation-finder': { url: '/foundation_finder/frame.tmpl', title: 'Foundation finder', width: QUIZ_OVERLAY_WIDTH_PX, height: QUIZ_OVERLAY_HEIGHT_PX },
};
