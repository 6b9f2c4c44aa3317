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
} as const;

/** JSON safe to place inside a <script> element: `<` is escaped so no `</script>` can appear. */
export function jsonForScript(value: unknown): SafeHtml {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'));
}
