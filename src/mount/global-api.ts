// window.StorefrontIslands, for legacy page scripts (design.md "Global API").
import type { JsonRpcClient, RpcParams, RpcResult } from '../rpc/client';
import type { Cart, Product, UserData } from '../rpc/types';
import type { StorefrontStore } from '../store/store';
import type { UserFlags } from '../store/user-cookie';
import type { OpenedIsland } from '../ui/island-context';
import type { RawProps } from '../ui/island-props';
import { on } from './events';
import type { IslandRuntime } from './runtime';

export interface StoreSnapshot {
  flags: UserFlags;
  itemCount: number;
  userCookie: Record<string, string>;
  user: UserData | null;
  cart: Cart | null;
  products: Record<string, Product>;
  locale: string;
}

export interface StorefrontIslandsApi {
  readonly version: string;
  readonly flavour: string;
  /** Mounts hosts under `root` (default: the document), including ones unmounted earlier. */
  mount(root?: ParentNode): void;
  /** Unmounts the island on `host`; its server-rendered content comes back. */
  unmount(host: HTMLElement): void;
  /** Mounts an island on demand on a new host; `close()` removes it. */
  open(name: string, props?: RawProps): OpenedIsland;
  store: {
    get(): StoreSnapshot;
    subscribe(listener: (snapshot: StoreSnapshot) => void): () => void;
  };
  rpc: {
    call<V = unknown, D = unknown>(method: string, params?: RpcParams): Promise<RpcResult<V, D>>;
    form<D = unknown>(submit: string, fields?: RpcParams): Promise<RpcResult<unknown, D>>;
    /** Calls sent together in one request; settles like Promise.allSettled. */
    batch(calls: Array<[method: string, params?: RpcParams]>): Promise<PromiseSettledResult<RpcResult>[]>;
  };
  on: typeof on;
}

export const API_GLOBAL = 'StorefrontIslands';

export function snapshot(store: StorefrontStore): StoreSnapshot {
  const flags = store.flags.get();
  return {
    flags,
    itemCount: flags.itemCount,
    userCookie: { ...store.userCookie.get() },
    user: store.user.get(),
    cart: store.cart.get(),
    products: store.products.get(),
    locale: store.locale.get(),
  };
}

export function createGlobalApi(runtime: IslandRuntime, store: StorefrontStore, client: JsonRpcClient, version: string, flavour: string): StorefrontIslandsApi {
  return Object.freeze({
    version,
    flavour,
    mount: (root: ParentNode = document) => runtime.scan(root, true),
    unmount: (host: HTMLElement) => runtime.unmount(host),
    open: (name: string, props?: RawProps) => runtime.open(name, props),
    store: {
      get: () => snapshot(store),
      subscribe(listener: (s: StoreSnapshot) => void) {
        const notify = () => listener(snapshot(store));
        const stops = [store.userCookie, store.user, store.cart, store.products, store.locale].map((atom) => atom.listen(notify));
        return () => stops.forEach((stop) => stop());
      },
    },
    rpc: {
      call: (method: string, params?: RpcParams) => client.call(method, params),
      form: (submit: string, fields?: RpcParams) => client.form(submit, fields),
      batch: (calls: Array<[string, RpcParams?]>) => Promise.allSettled(calls.map(([method, params]) => client.call(method, params))),
    },
    on,
  }) as StorefrontIslandsApi;
}
