// The global API's geolocation and favorites (docs/widgets.md "Global API"; docs/requirements.md §8, §9): what a
// page script calls, with the browser's navigator.geolocation and the JSON-RPC client faked. The geolocation rules
// themselves are test/ui/geolocation.
import { createGlobalApi } from '../../src/mount/global-api';
import type { IslandRuntime } from '../../src/mount/runtime';
import type { JsonRpcClient } from '../../src/rpc/client';
import { getStore } from '../../src/store/store';

const api = () => createGlobalApi({} as IslandRuntime, getStore(), {} as JsonRpcClient, 'test', 'preact');
const POSITION = { coords: { latitude: 40.7128, longitude: -74.006, accuracy: 35 }, timestamp: 2 };

/** Puts a geolocation on navigator that answers with `answer` (or never, when it is undefined). */
function fakeGeolocation(answer?: (success: PositionCallback, failure: PositionErrorCallback) => void): void {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) => answer?.(success, failure) },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  jest.useRealTimers();
});

describe('StorefrontIslands.geolocation', () => {
  it('locate: the position goes to onSuccess and resolves the promise', async () => {
    fakeGeolocation((success) => success(POSITION as unknown as GeolocationPosition));
    const onSuccess = jest.fn();
    const onFailure = jest.fn();
    await expect(api().geolocation.locate(onSuccess, onFailure)).resolves.toBe(POSITION);
    expect(onSuccess.mock.calls).toEqual([[POSITION]]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('locate: a failed lookup calls onFailure (§8) and resolves with null', async () => {
    fakeGeolocation((_success, failure) => failure({ code: 2, message: 'Position unavailable' } as GeolocationPositionError));
    const onSuccess = jest.fn();
    const onFailure = jest.fn();
    await expect(api().geolocation.locate(onSuccess, onFailure)).resolves.toBeNull();
    expect(onFailure.mock.calls).toEqual([[{ code: 2, message: 'Position unavailable' }]]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('locate: a device that never answers gets the failure after 1 s', async () => {
    jest.useFakeTimers();
    fakeGeolocation();
    const onFailure = jest.fn();
    const result = api().geolocation.locate(undefined, onFailure);
    await jest.advanceTimersByTimeAsync(999);
    expect(onFailure).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(onFailure.mock.calls).toEqual([[{ code: 3, message: 'The device did not tell its location within 1000 ms.' }]]);
  });

  it('locationIcon: rejects with §8\'s message while the maps library is missing', async () => {
    await expect(api().geolocation.locationIcon()).rejects.toThrow(
      new Error('The map location icon cannot be created because the maps library is not available yet.'),
    );
  });
});

describe('StorefrontIslands.favorites.add', () => {
  const saved = { data: { ac_results: [{ result: { SUCCESS: 1, KEY: 'ADDED' } }] } };
  const clientAnswering = (answer: () => Promise<unknown>) => ({ form: jest.fn(answer) }) as unknown as JsonRpcClient;
  const favorites = (client: JsonRpcClient) => createGlobalApi({} as IslandRuntime, getStore(), client, 'test', 'preact').favorites;
  let warn: jest.SpiedFunction<typeof console.warn>;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('a saved change goes to onSuccess and resolves the promise', async () => {
    const onSuccess = jest.fn();
    const onError = jest.fn();
    await expect(favorites(clientAnswering(async () => saved)).add({ skuBaseId: 101, onSuccess, onError })).resolves.toEqual({ key: 'ADDED', unchanged: false });
    expect(onSuccess.mock.calls).toEqual([[{ key: 'ADDED', unchanged: false }]]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a failed call goes to onError, is logged, and resolves null (§8)', async () => {
    const failure = new Error('network down');
    const onSuccess = jest.fn();
    const onError = jest.fn();
    await expect(favorites(clientAnswering(() => Promise.reject(failure))).add({ skuBaseId: 101, onSuccess, onError })).resolves.toBeNull();
    expect(onError.mock.calls).toEqual([[failure]]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("an error thrown by the page's onSuccess is the page's: no onError, no failure logged, the promise rejects with it", async () => {
    const thrown = new Error('page callback broke');
    const onError = jest.fn();
    const add = favorites(clientAnswering(async () => saved)).add({
      skuBaseId: 101,
      onSuccess: () => {
        throw thrown;
      },
      onError,
    });
    await expect(add).rejects.toBe(thrown);
    expect(onError).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('StorefrontIslands.mount', () => {
  it('scans the root given (hosts a caller had unmounted too) and hands the page nothing of the runtime', () => {
    const scan = jest.fn(() => [{ productId: 'PROD1' }]);
    const mounted = createGlobalApi({ scan } as unknown as IslandRuntime, getStore(), {} as JsonRpcClient, 'test', 'preact');
    const root = document.createElement('section');
    expect(mounted.mount(root)).toBeUndefined();
    expect(scan).toHaveBeenCalledWith(root, true);
  });
});
