// Test helper: a page with the real island runtime, the real islands and a fresh shared store.
import { IslandRuntime } from '../../src/mount/runtime';
import { resolvePageConfig } from '../../src/config/page-config';
import { JsonRpcClient } from '../../src/rpc/client';
import { getStore, type StorefrontStore } from '../../src/store/store';
import type { IslandRegistry } from '../../src/ui/island-context';
import { closeBroadcastChannels, trackBroadcastChannels } from '../store/channels';
import { resetStore, setUserCookie } from '../store/reset';
import { waitFor } from '../setup/wait-for';

const registry: IslandRegistry = {
  'cart-count': () => import('../../src/widgets/cart-count/island'),
  'csr-header': () => import('../../src/widgets/csr-header/island'),
};

let runtime: IslandRuntime | undefined;

export function setUpIslandPage(): void {
  beforeEach(() => {
    trackBroadcastChannels();
    resetStore();
    document.body.innerHTML = '';
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    runtime?.stop();
    runtime = undefined;
    document.body.innerHTML = '';
    closeBroadcastChannels();
    resetStore();
    jest.restoreAllMocks();
  });
}

/**
 * Sets FE_USER_CART (as the server would), lets `prepare` fill the page store (as the load batch
 * would), puts `html` in the body and mounts every host.
 */
export async function mountPage(html: string, userCookie?: string, prepare?: (store: StorefrontStore) => void): Promise<void> {
  if (userCookie !== undefined) setUserCookie(userCookie);
  prepare?.(getStore());
  document.body.innerHTML = html;
  runtime = new IslandRuntime({
    registry,
    services: { config: resolvePageConfig({}), rpc: new JsonRpcClient(), store: getStore(), emit: () => {}, debug: () => {} },
  });
  runtime.start();
  await waitFor(() =>
    [...document.querySelectorAll('[data-widget]')].every((host) => host.getAttribute('data-widget-state') !== 'pending'),
  );
}
