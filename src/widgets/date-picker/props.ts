import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  dateFormat: { type: 'string', default: 'mm/dd/yy' },
  firstDay: { type: 'integer', min: 0, max: 6, default: 0 },
  label: { type: 'string', default: 'Choose date' },
  openYearsAgo: { type: 'integer', min: 0, max: 150, default: 0 },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'date-picker',
  summary: 'Enhances the date input it wraps with a calendar dialog (WAI-ARIA APG date picker); typing the date still works.',
  props: {
    dateFormat: { example: 'dd.mm.yy', allowed: 'one day, one month and one year, and no other letters', description: '`dd`/`d` day, `mm`/`m` month, `yy` four-digit year, `y` two-digit year, other characters as written' },
    firstDay: { description: 'the first day of the week', default: '`0` (Sunday)' },
    label: { description: 'the calendar button\'s accessible name (the chosen date in words is added)' },
    openYearsAgo: { example: '30', description: 'with the field empty, the calendar opens on today\'s date this many years ago (a birthday field), kept within the input\'s `min` and `max`', default: '`0` (today)' },
  },
  snippets: [
    `<div data-widget="date-picker">
  <label for="birthday">Birthday</label>
  <input id="birthday" name="birthday" type="date" autocomplete="bday">
</div>`,
  ],
};
