// Boot: read the page config, start the store, send the load batch, start the island runtime.
import { LOCALE_COOKIE } from './config/constants';
import { readPageConfig } from './config/page-config';
import { createGlobalApi, API_GLOBAL } from './mount/global-api';
import { emit } from './mount/events';
import { warn } from './mount/host-warning';
import { applyPageClasses } from './mount/page-classes';
import { IslandRuntime } from './mount/runtime';
import { JsonRpcClient } from './rpc/client';
import { planLoadBatch, sendLoadBatch } from './rpc/load-batch';
import { toProdcatRef } from './rpc/storefront-methods';
import { getStore } from './store/store';
import { readCookie } from './store/cookie-jar';
import { BASE_CSS } from './ui/base-css';
import { islands } from './widgets';
import { readHostProps } from './mount/read-props';

/** Shared by every copy of the bundle on a page: the first copy boots, later ones do nothing. */
const RUNTIME_GLOBAL = '__storefrontIslandsRuntime_v1';

function productRefsOnPage(doc: Document): string[] {
  const refs: string[] = [];
  doc.querySelectorAll<HTMLElement>('[data-widget]').forEach((host) => {
    const reading = readHostProps(host);
    if (!reading.ok) return;
    const { productId, categoryId } = reading.props;
    if (typeof productId === 'string' && productId) {
      refs.push(toProdcatRef(productId, typeof categoryId === 'string' ? categoryId : undefined));
    }
  });
  return refs;
}

function boot(): void {
  const holder = globalThis as unknown as Record<string, unknown>;
  if (holder[RUNTIME_GLOBAL]) return;
  holder[RUNTIME_GLOBAL] = true;

  const config = readPageConfig(document, readCookie(LOCALE_COOKIE));
  const store = getStore();
  store.locale.set(config.locale);
  const client = new JsonRpcClient({ urlParams: config.rpcUrlParams });
  const debug = (...args: unknown[]) => {
    if (config.debug) console.debug('[storefront-islands]', ...args);
  };
  const runtime = new IslandRuntime({
    registry: islands,
    services: { config, rpc: client, store, emit, debug },
    baseCss: BASE_CSS,
  });

  applyPageClasses(store.flags.get());
  store.flags.listen((flags) => applyPageClasses(flags));
  store.userCookie.listen(() => emit('cart:updated', { itemCount: store.flags.get().itemCount }));

  void sendLoadBatch(planLoadBatch(productRefsOnPage(document), store.flags.get()), {
    client,
    store,
    emit,
    logSilentFailure: (what, error) => debug(`${what} failed (silently ignored, spec §8)`, error),
  });

  runtime.start(document);
  (window as unknown as Record<string, unknown>)[API_GLOBAL] = createGlobalApi(runtime, store, client, __SFI_VERSION__, __SFI_FLAVOUR__);
  emit('ready', { version: __SFI_VERSION__, flavour: __SFI_FLAVOUR__ });
}

function safeBoot(): void {
  try {
    boot();
  } catch (error) {
    // The bundle must never break the page it is dropped into.
    warn('the runtime could not start; the page keeps its server-rendered content.', error);
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', safeBoot, { once: true });
else safeBoot();
