import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';
import { OVERLAY_PRESETS } from './overlay-presets';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  // Not `required`: a preset gives one; the island refuses a host that has neither.
  title: { type: 'string' },
  label: { type: 'string' },
  width: { type: 'number', min: 0, max: 4000 },
  height: { type: 'number', min: 0, max: 4000 },
  preset: { type: 'string', values: Object.keys(OVERLAY_PRESETS) },
  url: { type: 'string' },
  page: { type: 'string' },
  html: { type: 'string' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'overlay-link',
  summary: 'The generic modal loader: the link\'s page, sanitised, in a dialog.',
  props: {
    title: { description: 'the dialog\'s name (and the link text unless `label` is given)', default: 'the preset\'s', required: 'yes, unless a `preset` gives it' },
    label: { description: 'the link\'s text', default: '`title`' },
    width: { description: 'the dialog\'s size (never beyond the viewport)', default: 'dialog default' },
    height: { description: 'the dialog\'s size (never beyond the viewport)', default: 'dialog default' },
    preset: { description: 'a named page, title and size (below)', default: 'none' },
    url: { description: 'the page the dialog shows', default: 'the link\'s `href`', allowed: 'a page of this site' },
    page: { description: 'where "Open the page instead" leads when the dialog\'s page cannot be loaded', allowed: 'a page of this site', default: 'on a link its `href`; else the preset\'s page (the framed quiz), else `url`' },
    html: { description: 'on demand: server HTML to show (a cart answer\'s `OVERLAY`), sanitised like a fetched page', default: 'none' },
  },
  minimal: { title: 'Shipping and returns' },
  snippets: [
    `<a href="/info/shipping.tmpl" data-widget="overlay-link" data-prop-title="Shipping and returns">Shipping and returns</a>`,
    `<a href="/lcl/blue_ocean/quiz/welcome.html?womensQuiz" data-widget="overlay-link" data-prop-preset="quiz-women" data-prop-label="Take the makeup quiz">Take the makeup quiz</a>`,
  ],
};
