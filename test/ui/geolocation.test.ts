// Locating the shopper and the map icon (docs/requirements.md §8, §9 GEOLOCATION_FALLBACK_TIMEOUT_MS;
// docs/decisions.md "Geolocation, keyboard delay and flags"), against a fake device on jest's fake clock.
import { createLocationIcon, locate, type LocatingDevice } from '../../src/ui/geolocation';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { google?: unknown }).google;
});

const POSITION = { coords: { latitude: 51.5072, longitude: -0.1276, accuracy: 20 }, timestamp: 1 } as unknown as GeolocationPosition;
const DENIED = { code: 1, message: 'User denied Geolocation' } as GeolocationPositionError;
const TIMED_OUT = { code: 3, message: 'The device did not tell its location within 1000 ms.' };

/** A device whose answer the test gives: `answer(position)` or `fail(error)`, as often as it likes. */
function fakeDevice(permission?: FakePermission | 'rejects'): LocatingDevice & { answer(p: GeolocationPosition): void; fail(e: GeolocationPositionError): void; asked: number } {
  let success: PositionCallback = () => {};
  let failure: PositionErrorCallback | null | undefined;
  const device = {
    asked: 0,
    geolocation: {
      getCurrentPosition(onSuccess: PositionCallback, onError?: PositionErrorCallback | null) {
        device.asked += 1;
        success = onSuccess;
        failure = onError;
      },
    },
    answer: (position: GeolocationPosition) => success(position),
    fail: (error: GeolocationPositionError) => failure?.(error),
    ...(permission
      ? { permissions: { query: () => (permission === 'rejects' ? Promise.reject(new TypeError('unsupported')) : Promise.resolve(permission as unknown as PermissionStatus)) } }
      : {}),
  };
  return device;
}

/** A PermissionStatus whose state the test changes. */
class FakePermission extends EventTarget {
  constructor(public state: PermissionState) {
    super();
  }
  change(state: PermissionState) {
    this.state = state;
    this.dispatchEvent(new Event('change'));
  }
}

function callbacks() {
  return { onSuccess: jest.fn(), onFailure: jest.fn() };
}

describe('locate', () => {
  it('hands the device\'s position to onSuccess, once, and resolves with it', async () => {
    const device = fakeDevice();
    const { onSuccess, onFailure } = callbacks();
    const result = locate(onSuccess, onFailure, device);
    expect(device.asked).toBe(1);
    device.answer(POSITION);
    await expect(result).resolves.toBe(POSITION);
    expect(onSuccess.mock.calls).toEqual([[POSITION]]);
    expect(onFailure).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0); // the fallback is cleared
    jest.advanceTimersByTime(5000);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('hands the device\'s failure to onFailure (§8: location lookup fails) and resolves with null', async () => {
    const device = fakeDevice();
    const { onSuccess, onFailure } = callbacks();
    const result = locate(onSuccess, onFailure, device);
    device.fail(DENIED);
    await expect(result).resolves.toBeNull();
    expect(onFailure.mock.calls).toEqual([[{ code: 1, message: 'User denied Geolocation' }]]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('gives up on a device that has not answered after 1 s (GEOLOCATION_FALLBACK_TIMEOUT_MS): onFailure once, with a timeout', async () => {
    const device = fakeDevice();
    const { onSuccess, onFailure } = callbacks();
    const result = locate(onSuccess, onFailure, device);
    jest.advanceTimersByTime(999);
    expect(onFailure).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onFailure.mock.calls).toEqual([[TIMED_OUT]]);
    await expect(result).resolves.toBeNull();
    jest.advanceTimersByTime(5000);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that comes after the fallback, and a failure after a success', () => {
    const late = fakeDevice();
    const first = callbacks();
    void locate(first.onSuccess, first.onFailure, late);
    jest.advanceTimersByTime(1000);
    late.answer(POSITION);
    late.fail(DENIED);
    expect(first.onSuccess).not.toHaveBeenCalled();
    expect(first.onFailure.mock.calls).toEqual([[TIMED_OUT]]);

    const twice = fakeDevice();
    const second = callbacks();
    void locate(second.onSuccess, second.onFailure, twice);
    twice.answer(POSITION);
    twice.fail(DENIED);
    twice.answer(POSITION);
    expect(second.onSuccess).toHaveBeenCalledTimes(1);
    expect(second.onFailure).not.toHaveBeenCalled();
  });

  it('fails at once when the browser has no geolocation, or refuses the request', async () => {
    const none = callbacks();
    await expect(locate(none.onSuccess, none.onFailure, {})).resolves.toBeNull();
    expect(none.onFailure.mock.calls).toEqual([[{ code: 2, message: 'This browser cannot tell the device\'s location.' }]]);

    const refusing = callbacks();
    const device: LocatingDevice = {
      geolocation: {
        getCurrentPosition() {
          throw new Error('Only secure origins are allowed');
        },
      },
    };
    await expect(locate(refusing.onSuccess, refusing.onFailure, device)).resolves.toBeNull();
    expect(refusing.onFailure.mock.calls).toEqual([[{ code: 2, message: 'Only secure origins are allowed' }]]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('works without callbacks: the promise says what happened', async () => {
    const device = fakeDevice();
    const result = locate(undefined, undefined, device);
    device.answer(POSITION);
    await expect(result).resolves.toBe(POSITION);
    const timedOut = locate(undefined, undefined, fakeDevice());
    jest.advanceTimersByTime(1000);
    await expect(timedOut).resolves.toBeNull();
  });

  it('runs the clock from the call when the permission is already granted (or denied)', async () => {
    const device = fakeDevice(new FakePermission('granted'));
    const { onSuccess, onFailure } = callbacks();
    void locate(onSuccess, onFailure, device);
    await jest.advanceTimersByTimeAsync(1000);
    expect(onFailure.mock.calls).toEqual([[TIMED_OUT]]);
  });

  it('runs the clock from the call when the Permissions API cannot answer', async () => {
    const { onSuccess, onFailure } = callbacks();
    void locate(onSuccess, onFailure, fakeDevice('rejects'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(onFailure.mock.calls).toEqual([[TIMED_OUT]]);
  });

  it('while the browser asks the shopper, waits for their answer; the 1 s counts from it', async () => {
    const permission = new FakePermission('prompt');
    const device = fakeDevice(permission);
    const { onSuccess, onFailure } = callbacks();
    void locate(onSuccess, onFailure, device);
    await jest.advanceTimersByTimeAsync(8000); // the shopper reads the prompt
    expect(onFailure).not.toHaveBeenCalled();
    permission.change('granted');
    await jest.advanceTimersByTimeAsync(999);
    expect(onFailure).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(onFailure.mock.calls).toEqual([[TIMED_OUT]]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('after the shopper allows it, the position arrives as a success; later permission changes do nothing', async () => {
    const permission = new FakePermission('prompt');
    const device = fakeDevice(permission);
    const { onSuccess, onFailure } = callbacks();
    const result = locate(onSuccess, onFailure, device);
    await jest.advanceTimersByTimeAsync(3000);
    permission.change('granted');
    device.answer(POSITION);
    await expect(result).resolves.toBe(POSITION);
    permission.change('denied');
    await jest.advanceTimersByTimeAsync(5000);
    expect(jest.getTimerCount()).toBe(0);
    expect(onSuccess.mock.calls).toEqual([[POSITION]]);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('createLocationIcon', () => {
  const MISSING = 'The map location icon cannot be created because the maps library is not available yet.';

  it('throws §8\'s message while the maps library (a global google.maps) is missing', () => {
    expect(() => createLocationIcon()).toThrow(new Error(MISSING));
    (globalThis as { google?: unknown }).google = {};
    expect(() => createLocationIcon()).toThrow(new Error(MISSING));
    (globalThis as { google?: unknown }).google = { maps: {} };
    expect(() => createLocationIcon()).toThrow(new Error(MISSING));
  });

  it('makes a circle symbol once the maps library is there', () => {
    const CIRCLE = 0;
    (globalThis as { google?: unknown }).google = { maps: { SymbolPath: { CIRCLE } } };
    expect(createLocationIcon()).toEqual({ path: CIRCLE, scale: 8, fillColor: '#1a73e8', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 });
  });
});
