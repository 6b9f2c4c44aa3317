import { afterAll, beforeAll } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuildAppOptions } from '../../../demo/app';
import { writeFixtureDist } from './fixture-dist';

export const TEST_PRODUCT_COUNT = 50;

/** Options a test may set; the rest are fixed. */
export type TestAppOptions = Omit<BuildAppOptions, 'dbPath' | 'products' | 'logger' | 'rootDir'>;

/**
 * A demo app over a fresh temporary database with a small catalog. Rate limits are off unless `options` give
 * them (only the tests of the limits want them); /dist/ serves a small fixed build (helpers/fixture-dist.ts) unless
 * `options` name one; every other option is buildApp's default.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-demo-test-'));
  const distDir = options.distDir ?? writeFixtureDist(join(dir, 'dist'));
  const app = await buildApp({ rateLimit: false, ...options, distDir, dbPath: join(dir, 'test.db'), products: TEST_PRODUCT_COUNT, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One test app for the calling test file (or describe block): built before its tests, closed after them. */
export function useTestApp(options: TestAppOptions = {}): { readonly app: FastifyInstance } {
  const state = {} as { app: FastifyInstance; close: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(state, await createTestApp(options));
  });
  afterAll(async () => state.close());
  return { get app() { return state.app; } };
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
}

function setCookies(response: LightMyRequestResponse): SetCookie[] {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

export function setCookie(response: LightMyRequestResponse, name: string): SetCookie | undefined {
  return setCookies(response).find((cookie) => cookie.name === name);
}

/** A browser-like cookie jar for a sequence of inject() calls. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of setCookies(response)) {
      if (cookie.attributes.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** A visitor: keeps cookies between requests and knows the current CSRF token. */
export class Visitor {
  readonly jar = new CookieJar();
  constructor(private readonly app: FastifyInstance) {}

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.jar.store(await this.app.inject({ method: 'GET', url, headers: { cookie: this.jar.header() } }));
  }

  async postForm(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.jar.store(await this.app.inject({
      method: 'POST',
      url,
      headers: { cookie: this.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(fields),
    }));
  }

  /** A visitor that has opened a page, so it has a session and a CSRF token. */
  static async arrived(app: FastifyInstance, url = '/cart'): Promise<Visitor> {
    const visitor = new Visitor(app);
    await visitor.get(url);
    return visitor;
  }

  get csrfToken(): string {
    return decodeURIComponent(this.jar.get('csrftoken') ?? '');
  }

  /** Opens the sign-in page (for cookies and token) and signs in. */
  async signIn(email: string, password = 'password', returnUrl?: string): Promise<LightMyRequestResponse> {
    await this.get('/account/signin.tmpl');
    return this.postForm('/account/signin.tmpl', {
      action: 'signin', email, password, _TOKEN: this.csrfToken, ...(returnUrl ? { return_url: returnUrl } : {}),
    });
  }

  async rpc(calls: unknown, query = ''): Promise<LightMyRequestResponse> {
    return this.postForm(`/rpc/jsonrpc.tmpl${query}`, { JSONRPC: JSON.stringify(calls) });
  }
}
