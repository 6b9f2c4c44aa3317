// The demo's product film (demo/media/make-media.sh draws the same chapter titles at the same times): its files, its
// chapters and the catalog category whose bestseller each chapter shows in the product panel (docs/requirements.md
// §2.4, §3.7).

/** Where the film's files are served (demo/media/video/, HTTP Range on). */
export const VIDEO_MEDIA_PREFIX = '/media/video/';

export const FILM = {
  src: `${VIDEO_MEDIA_PREFIX}film.mp4`,
  flv: `${VIDEO_MEDIA_PREFIX}film.flv`,
  poster: `${VIDEO_MEDIA_PREFIX}poster.jpg`,
  subtitles: [
    { src: `${VIDEO_MEDIA_PREFIX}film.en.srt`, srclang: 'en', label: 'English' },
    { src: `${VIDEO_MEDIA_PREFIX}film.fr.srt`, srclang: 'fr', label: 'Français' },
  ],
  width: 640,
  height: 360,
} as const;

interface FilmChapter {
  name: string;
  timein: number;
  timeout: number;
  /** The opening has no marker on the progress bar and no product. */
  hidden?: boolean;
  /** The catalog category whose most-reviewed live product the chapter shows. */
  categoryId?: number;
}

export const FILM_CHAPTERS: readonly FilmChapter[] = [
  { name: 'Opening', timein: 0, timeout: 5, hidden: true },
  { name: 'Lips', timein: 5, timeout: 10, categoryId: 1 },
  { name: 'Skin', timein: 10, timeout: 15, categoryId: 2 },
  { name: 'Eyes', timein: 15, timeout: 20, categoryId: 3 },
  { name: 'Care', timein: 20, timeout: 25, categoryId: 8 },
  { name: 'Scent', timein: 25, timeout: 30, categoryId: 10 },
];

/** The fallback page: a clip whose .mp4 (and .ogv) are missing, so its .webm plays; and a film with no file at all. */
export const FALLBACK = {
  webmOnly: `${VIDEO_MEDIA_PREFIX}fallback.mp4`,
  missing: `${VIDEO_MEDIA_PREFIX}no-such-film.mp4`,
} as const;
