import { describe, expect, it } from '@jest/globals';
import { MISC_FLAGS } from '../../../demo/catalog/types';
import { jsonForScript, PAGE_CONFIG } from '../../../demo/html/page-config';
import { useTestApp } from '../helpers/test-app';

describe('jsonForScript', () => {
  it('keeps JSON in a script element from closing it, and line separators from ending a string', () => {
    expect(jsonForScript({ a: '</script><script>', b: 'x\u2028y\u2029z' }).toString())
      .toBe('{"a":"\\u003c/script>\\u003cscript>","b":"x\\u2028y\\u2029z"}');
  });
});

describe('PAGE_CONFIG waitlist (docs/decisions.md "Waitlist")', () => {
  const t = useTestApp();

  it('names 11 real products, the holiday gift sets and limited editions, and an end date ahead of today', () => {
    const ids = PAGE_CONFIG.waitlist.productIds.map((id) => Number(id.slice(4)));
    const products = t.app.storefront.catalog.productsById(ids);
    expect(products.map((p) => [p.id, p.isKit || p.miscFlag === MISC_FLAGS.limitedEdition])).toEqual(ids.map((id) => [id, true]));
    expect(ids).toHaveLength(11);
    expect(Date.parse(PAGE_CONFIG.waitlist.endDate)).toBeGreaterThan(Date.now());
    expect(PAGE_CONFIG.flags.waitlistNotification).toBe(true);
  });
});
