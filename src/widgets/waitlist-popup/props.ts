import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  productId: { type: 'string' },
  title: { type: 'string', default: 'Join the waitlist' },
  intro: { type: 'string', default: 'Leave your email address and we will let you know as soon as it is available.' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'waitlist-popup',
  summary: 'The waitlist form in a dialog, 7 s after load, on the product pages the page config names, once.',
  props: {
    productId: { description: 'the page\'s product', default: 'read from the page\'s route (`/product/345`, `/products/PROD345`, under any path prefix)' },
    title: { description: 'the dialog\'s heading' },
    intro: { description: 'the text above the field' },
  },
  snippets: [
    `<div data-widget="waitlist-popup"></div>`,
    `<script type="application/json" data-storefront-config>
  {"waitlist": {"productIds": ["PROD12", "PROD17"], "endDate": "2030-12-25", "eventId": "HOLIDAY_2030", "requestType": "CHRISTMAS"}}
</script>`,
  ],
};
