import { describe, expect, it } from '@jest/globals';
import { addToBag } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('GET /cart', () => {
  it('says an empty bag is empty', async () => {
    const body = (await new Visitor(t.app).get('/cart')).body;
    expect(body).toContain('<p>Your bag is empty.</p>');
    expect(body).not.toContain('cart-table');
  });

  it('lists the lines with their variants and the subtotal', async () => {
    const visitor = await Visitor.arrived(t.app);
    // SKU 1: the Peony Affair shade of product 1, $36.50; SKU 4: a shade of foundation 2, $49.00.
    await addToBag(visitor, 1, 2);
    await addToBag(visitor, 4, 1);
    const body = (await visitor.get('/cart')).body;
    expect([...body.matchAll(/<td>(\d+)<\/td>\s*<td>(\$[\d.,]+)<\/td>/g)].map((m) => [m[1], m[2]])).toEqual([['2', '$73.00'], ['1', '$49.00']]);
    expect(body).toContain('<span class="cart-table__variant">Peony Affair</span>');
    expect(body).toContain('<tfoot><tr><th scope="row" colspan="2">Subtotal</th><td>$122.00</td></tr></tfoot>');
  });
});
