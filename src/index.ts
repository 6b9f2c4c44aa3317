// Boot: read the page config, start the store, send the load batch, start the island runtime
// (docs/architecture.md). The only module that knows every layer, the registry included.
import { CSRF_COOKIE, LOCALE_COOKIE } from './config/constants';
import { readPageConfig } from './config/page-config';
import { planLoadBatch, sendLoadBatch } from './data/load-batch';
import { emit } from './mount/events';
import { API_GLOBAL, createGlobalApi } from './mount/global-api';
import { watchHashTriggers } from './mount/hash-triggers';
import { warn } from './mount/host-warning';
import { applyPageClasses } from './mount/page-classes';
import { IslandRuntime } from './mount/runtime';
import { JsonRpcClient } from './rpc/client';
import { toProdcatRef } from './rpc/storefront-methods';
import { readCookie } from './store/cookie-jar';
import { pageSingleton } from './store/page-singleton';
import { getStore } from './store/store';
import { BASE_CSS } from './ui/base-css';
import type { RawProps } from './ui/island-props';
import { categoryIdProp, productIdProp } from './ui/product-props';
import { islands } from './widgets/registry';

/** prodcat refs of the products the page's hosts name (their props as the runtime read them), for the load batch. */
function productRefs(hostProps: RawProps[]): string[] {
  const refs: string[] = [];
  for (const props of hostProps) {
    if (props.productId == null) continue;
    try {
      refs.push(toProdcatRef(productIdProp(props), categoryIdProp(props)));
    } catch {
      // A bad productId: the island reports it when it mounts.
    }
  }
  return refs;
}

/**
 * Where copies built before the page-wide state moved under a symbol mark that they started: a page mixing releases
 * still boots one. Only `true` counts (an element with this id shows on window too, and is no mark).
 */
const EARLIER_COPY_STARTED = '__storefrontIslands:runtime:v1';

function boot(): void {
  // Every copy of the bundle on a page shares this: the first copy boots, later ones do nothing.
  let first = false;
  pageSingleton('runtime:v1', () => (first = true));
  const marks = globalThis as unknown as Record<string, unknown>;
  if (!first || marks[EARLIER_COPY_STARTED] === true) return;
  marks[EARLIER_COPY_STARTED] = true;

  const config = readPageConfig(document, readCookie(LOCALE_COOKIE));
  const store = getStore();
  store.locale.set(config.locale);
  const client = new JsonRpcClient({ urlParams: config.rpcUrlParams, csrfToken: () => readCookie(CSRF_COOKIE) });
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

  // The runtime first: its scan asks for the islands' chunks and the renderer, which then load while the rest of
  // boot runs (no island mounts before they arrive, so the load batch still goes out before any island asks).
  const hostProps = runtime.start(document);
  void sendLoadBatch(planLoadBatch(productRefs(hostProps), store.flags.get()), {
    client,
    store,
    emit,
    logSilentFailure: (what, error) => debug(`${what} failed (silently ignored: docs/requirements.md §8)`, error),
  });
  watchHashTriggers((name, props) => runtime.open(name, props));
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
