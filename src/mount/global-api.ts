// window.StorefrontIslands, for legacy page scripts (docs/widgets.md "Global API (legacy page scripts)"). What it hands
// out is in the storefront's own shapes (legacy-shapes.ts), as scripts written for the old site expect.
import type { FavoriteAnswer } from '../model/cart';
import type { FavoriteRequest } from '../rpc/cart-methods';
import type { JsonRpcClient, RpcParams, RpcResult } from '../rpc/client';
import { toLegacy } from '../rpc/legacy-shapes';
import type { StorefrontStore } from '../store/store';
import type { UserFlags } from '../store/user-cookie';
import type { LocateFailure, LocationIcon } from '../ui/geolocation';
import type { OpenedIsland } from '../ui/island-context';
import type { RawProps } from '../ui/island-props';
import { on } from './events';
import type { IslandRuntime } from './runtime';

export interface StoreSnapshot {
  flags: UserFlags;
  itemCount: number;
  userCookie: Record<string, string>;
  /** `user.fullData`'s value, with its storefront keys (`signed_in`, `csr_email`, ...). */
  user: Record<string, unknown> | null;
  /** The bag as `trans.get` answers it (`TRANS_ID`, `items_count`, `order.items`, ...). */
  cart: Record<string, unknown> | null;
  /** prodcat products by PRODUCT_ID, with their storefront keys. */
  products: Record<string, Record<string, unknown>>;
  locale: string;
}

export interface StorefrontIslandsApi {
  readonly version: string;
  readonly flavour: string;
  /** Mounts hosts under `root` (default: the document), including ones unmounted earlier, and tries failed ones again. */
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
  /** Opens the quick view of a product (docs/requirements.md §2; the video panel uses it too). */
  quickView: { open(product: { productId: string; categoryId?: string }): OpenedIsland };
  /** The generic modal loader: shows a same-site page, sanitised, in the dialog. */
  overlay: { open(url: string, options?: { width?: number; height?: number; title?: string }): OpenedIsland };
  /** Favorites (docs/requirements.md §7 alter_collection, §8): a failure reaches `onError` when given, and is logged. */
  favorites: {
    add(request: FavoriteRequest & { onSuccess?(answer: FavoriteAnswer): void; onError?(error: unknown): void }): Promise<FavoriteAnswer | null>;
  };
  /** The shopper's location (docs/requirements.md §8, §9; ui/geolocation.ts). Nothing in the bundle uses it yet. */
  geolocation: {
    /** Exactly one callback, once; resolves with the position, or null after a failure. */
    locate(onSuccess?: (position: GeolocationPosition) => void, onFailure?: (failure: LocateFailure) => void): Promise<GeolocationPosition | null>;
    /** The map marker of the shopper's location; rejects with §8's message while the maps library is missing. */
    locationIcon(): Promise<LocationIcon>;
  };
}

export const API_GLOBAL = 'StorefrontIslands';

function snapshot(store: StorefrontStore): StoreSnapshot {
  const flags = store.flags.get();
  const user = store.user.get();
  const cart = store.cart.get();
  return {
    flags,
    itemCount: flags.itemCount,
    userCookie: { ...store.userCookie.get() },
    user: user && toLegacy(user),
    cart: cart && toLegacy(cart),
    products: Object.fromEntries(Object.entries(store.products.get()).map(([id, product]) => [id, toLegacy(product)])),
    locale: store.locale.get(),
  };
}

export function createGlobalApi(runtime: IslandRuntime, store: StorefrontStore, client: JsonRpcClient, version: string, flavour: string): StorefrontIslandsApi {
  return Object.freeze({
    version,
    flavour,
    mount: (root: ParentNode = document) => {
      runtime.scan(root, true); // its list of props read is the runtime's own
    },
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
    quickView: {
      open: ({ productId, categoryId }: { productId: string; categoryId?: string }) =>
        runtime.open('quick-view', { productId, ...(categoryId ? { categoryId } : {}) }),
    },
    overlay: {
      open: (url: string, { width, height, title = 'Details' }: { width?: number; height?: number; title?: string } = {}) =>
        runtime.open('overlay-link', { url, title, ...(width ? { width } : {}), ...(height ? { height } : {}) }),
    },
    favorites: {
      async add({ onSuccess, onError, ...request }: FavoriteRequest & { onSuccess?(answer: FavoriteAnswer): void; onError?(error: unknown): void }) {
        let answer: FavoriteAnswer;
        try {
          // Loaded on first use, so boot does not carry the cart and favorites calls.
          const { alterFavorites } = await import('../rpc/cart-methods');
          answer = await alterFavorites(client, request);
        } catch (error) {
          console.warn('[storefront-islands] favorites: the change was not saved.', error);
          onError?.(error);
          return null;
        }
        // Outside the try: the change is saved, so an error thrown by the page's own callback is the page's (it
        // rejects this promise) and never reported as a failed save.
        onSuccess?.(answer);
        return answer;
      },
    },
    // Loaded on first use, so boot does not carry it.
    geolocation: {
      locate: (onSuccess?: (position: GeolocationPosition) => void, onFailure?: (failure: LocateFailure) => void) =>
        import('../ui/geolocation').then(
          ({ locate }) => locate(onSuccess, onFailure),
          (error: unknown) => (onFailure?.({ code: 2, message: String(error) }), null),
        ),
      locationIcon: () => import('../ui/geolocation').then(({ createLocationIcon }) => createLocationIcon()),
    },
  }) as StorefrontIslandsApi;
}
