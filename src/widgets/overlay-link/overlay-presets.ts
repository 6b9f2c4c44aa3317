// Named overlays (docs/requirements.md §2.2, §9): what the quiz and foundation finder links and hash triggers open.
import { QUIZ_OVERLAY_HEIGHT_PX, QUIZ_OVERLAY_WIDTH_PX } from '../../config/overlays';

export interface OverlayPreset {
  url: string;
  title: string;
  width: number;
  height: number;
}

const quiz = (url: string): OverlayPreset => ({ url, title: 'Beauty quiz', width: QUIZ_OVERLAY_WIDTH_PX, height: QUIZ_OVERLAY_HEIGHT_PX });

export const OVERLAY_PRESETS: Readonly<Record<string, OverlayPreset>> = {
  quiz: quiz('/blue_ocean/quiz_overlay.tmpl'),
  'quiz-women': quiz('/blue_ocean/quiz_overlay.tmpl?womensQuiz'),
  'quiz-men': quiz('/blue_ocean/quiz_overlay.tmpl?mensQuiz'),
  'foundation-finder': { url: '/foundation_finder/frame.tmpl', title: 'Foundation finder', width: QUIZ_OVERLAY_WIDTH_PX, height: QUIZ_OVERLAY_HEIGHT_PX },
};
