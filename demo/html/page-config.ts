import { raw, type SafeHtml } from './html';

/** The page configuration the bundle reads from `<script type="application/json" data-storefront-config>`. */
export const PAGE_CONFIG = {
  locale: 'en_US',
  pathPrefix: '/',
  brandPrefix: 'demo',
  apiPrefix: 'api',
  debug: false,
  rpc: { url_params: '' },
  metricsFunction: 'cmCreateElementTag',
  // "Notify me" on sold-out shades, and the waitlist popup on the holiday gift sets and limited editions until
  // Christmas 2030 (docs/decisions.md "Waitlist").
  flags: { waitlistNotification: true },
  waitlist: {
    productIds: ['PROD12', 'PROD17', 'PROD18', 'PROD19', 'PROD21', 'PROD34', 'PROD37', 'PROD38', 'PROD39', 'PROD44', 'PROD46'],
    endDate: '2030-12-25',
    eventId: 'HOLIDAY_2030',
    requestType: 'CHRISTMAS',
  },
} as const;

/** JSON safe to place inside a <script> element: `<` is escaped so no `</script>` can appear. */
export function jsonForScript(value: unknown): SafeHtml {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'));
}
