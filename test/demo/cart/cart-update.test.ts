import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { decodeFeUserCart } from '../../../demo/cookies/fe-user-cart';
import { createTestApp } from '../helpers/test-app';

const CLIENTS = 50;
const ADDS_PER_CLIENT = 20;
const SKUS_PER_BAG = 4;

let app: FastifyInstance;
let close: () => Promise<void>;
let origin: string;
let skuIds: number[];

beforeAll(async () => {
  // Node's fetch reuses a kept-alive socket until a second before the server's 5 s keep-alive ends; on a loaded
  // machine its timer can run late, reuse a socket the server has just closed, and fail the POST (ECONNRESET: unlike
  // a browser, it does not send a POST again). What this file tests is the bag, not keep-alive: a longer one.
  ({ app, close } = await createTestApp({ timeouts: { keepAliveMs: 60_000 } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  skuIds = app.storefront.db.prepare(`SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
    WHERE p.discontinued = 0 AND p.is_kit = 0 AND s.shoppable = 1 AND s.inventory_status = 1 ORDER BY s.id LIMIT ?`).pluck().all(SKUS_PER_BAG) as number[];
  expect(skuIds).toHaveLength(SKUS_PER_BAG);
});
afterAll(async () => close());

/** A browser session over real HTTP: cookies from a page load, then RPC posts. */
class HttpClient {
  private readonly cookies = new Map<string, string>();

  private keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  cookie(name: string): string {
    return decodeURIComponent(this.cookies.get(name) ?? '');
  }

  async open(path: string): Promise<void> {
    const response = this.keep(await fetch(origin + path, { headers: { cookie: this.header() } }));
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }

  async rpc(method: string, params: Record<string, unknown>): Promise<{ entry: any; itemCount: string | undefined }> {
    const response = await fetch(`${origin}/rpc/jsonrpc.tmpl?dbgmethod=${method}`, {
      method: 'POST',
      headers: { cookie: this.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ JSONRPC: JSON.stringify([{ method, id: 1, params: [params] }]) }).toString(),
    });
    expect(response.status).toBe(200);
    const feUserCart = response.headers.getSetCookie().find((line) => line.startsWith('FE_USER_CART='));
    const itemCount = feUserCart ? decodeFeUserCart(feUserCart.split(';')[0]!.slice('FE_USER_CART='.length)).item_count : undefined;
    return { entry: ((await response.json()) as any[])[0], itemCount };
  }

  private header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe('concurrent adds over HTTP', () => {
  it(`keeps every bag exact: ${CLIENTS} sessions × ${ADDS_PER_CLIENT} adds`, async () => {
    const clients = Array.from({ length: CLIENTS }, () => new HttpClient());
    await Promise.all(clients.map((client) => client.open('/cart')));
    expect(new Set(clients.map((client) => client.cookie('sfi_session'))).size).toBe(CLIENTS);

    const add = (client: HttpClient, n: number) => client.rpc('rpc.form', {
      _SUBMIT: 'cart', SKU_BASE_ID: skuIds[n % SKUS_PER_BAG], INCREMENT: 1, QTY: 1, _TOKEN: client.cookie('csrftoken'),
    });
    const adds = Array.from({ length: ADDS_PER_CLIENT }, (_, n) => n);
    // Even clients add one after another; odd clients fire all their adds at once (concurrent writes to one bag).
    const answers = await Promise.all(clients.map(async (client, index) => {
      if (index % 2 === 1) return Promise.all(adds.map((n) => add(client, n)));
      const sequential = [];
      for (const n of adds) sequential.push(await add(client, n));
      return sequential;
    }));

    answers.forEach((clientAnswers, index) => {
      for (const { entry } of clientAnswers) expect(entry.error).toBeUndefined();
      if (index % 2 === 0) {
        expect(clientAnswers.map(({ entry }) => entry.result.data.trans_data.items_count)).toEqual(adds.map((n) => n + 1));
        expect(clientAnswers.at(-1)!.itemCount).toBe(String(ADDS_PER_CLIENT));
      } else {
        // Each concurrent add saw a distinct count: no two writes read the same bag state.
        expect(clientAnswers.map(({ entry }) => entry.result.data.trans_data.items_count).sort((a, b) => a - b)).toEqual(adds.map((n) => n + 1));
      }
    });

    const bags = await Promise.all(clients.map((client) => client.rpc('trans.get', { order_fields: ['items'] })));
    const perSku = ADDS_PER_CLIENT / SKUS_PER_BAG;
    for (const { entry } of bags) {
      const bag = entry.result.value;
      expect(bag.items_count).toBe(ADDS_PER_CLIENT);
      expect(bag.order.items.map((item: any) => [item.SKU_BASE_ID, item.qty]).sort((a: number[], b: number[]) => a[0]! - b[0]!))
        .toEqual(skuIds.map((id) => [id, perSku]));
    }
    expect(app.storefront.db.prepare('SELECT COALESCE(SUM(qty), 0) FROM cart_lines').pluck().get()).toBe(CLIENTS * ADDS_PER_CLIENT);
  }, 20_000);
});
