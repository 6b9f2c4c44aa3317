import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  title: { type: 'string' },
  intro: { type: 'string' },
  headingLevel: { type: 'integer', min: 2, max: 6, default: 2 },
  requestType: { type: 'string' },
  eventId: { type: 'string' },
  lastSource: { type: 'string' },
  skuBaseId: { type: 'integer', min: 1, max: 2147483647 },
  productId: { type: 'string' },
} satisfies PropsDeclaration;

/** What `requestType`, `eventId` and `lastSource` take (island.ts `codeProp`). */
const CODE = 'up to 64 letters, digits, `_`, `-`, `.`';

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'waitlist-form',
  summary: 'The waitlist sign-up: the address is checked before it is sent, then a thank-you.',
  props: {
    title: { description: 'the heading (the dialog\'s name on demand)', default: '`Join the waitlist` (`Notify me when it is back` with `skuBaseId`)' },
    intro: { description: 'the text above the field', default: 'a sentence saying what happens' },
    headingLevel: { description: 'level of the heading of a form placed on a page' },
    requestType: { description: 'sent as `REQUEST_TYPE`', allowed: CODE, type: 'code', default: 'page config `waitlist.requestType` (`BIS` with `skuBaseId`)' },
    eventId: { description: 'sent as `EVENT_ID`', allowed: CODE, type: 'code', default: 'page config `waitlist.eventId` (`""` with `skuBaseId`)' },
    lastSource: { description: 'sent as `LAST_SOURCE`', allowed: CODE, type: 'code', default: '`waitlist_form` (`notify_me` with `skuBaseId`; the popup sends `waitlist_popup`)' },
    skuBaseId: { description: 'a sold-out SKU: the sign-up is for it coming back (sent as `SKU_BASE_ID`)', default: 'none' },
    productId: { description: 'the product it is about (names it in a "Notify me" when the page has loaded it)', default: 'none' },
  },
  snippets: [
    `<div data-widget="waitlist-form" data-props='{"title": "Join the holiday waitlist", "headingLevel": 3}'></div>`,
    `StorefrontIslands.open('waitlist-form', { skuBaseId: 1234, productId: 'PROD345' }); // what "Notify me" does`,
  ],
};
