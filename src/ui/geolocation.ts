// Where the shopper is, for page scripts (docs/requirements.md §8, §9; docs/widgets.md "Global API"): one
// answer from the device or one failure, never both, and the icon that marks the place on a map. Loaded on
// first use from the global API, so boot does not carry it. No island uses it yet.
import { GEOLOCATION_FALLBACK_TIMEOUT_MS } from '../config/geolocation';

/** Why a location could not be had: `code` as GeolocationPositionError's (1 denied, 2 unavailable, 3 timeout). */
export interface LocateFailure {
  code: number;
  message: string;
}

/** What `locate` reads from `navigator` (a fake in tests). */
export interface LocatingDevice {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  permissions?: Pick<Permissions, 'query'>;
}

const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/**
 * Asks the device where it is. Exactly one of the callbacks is called, once: `onSuccess` with the device's
 * position, or `onFailure` with why not (the device's own error, or a timeout when it has not answered within
 * GEOLOCATION_FALLBACK_TIMEOUT_MS). An answer after that is ignored. The time counts from the call, or, while
 * the browser is asking the shopper for permission, from their answer (docs/decisions.md). Resolves with the
 * position, or null after a failure.
 */
export function locate(
  onSuccess?: (position: GeolocationPosition) => void,
  onFailure?: (failure: LocateFailure) => void,
  device: LocatingDevice = navigator,
): Promise<GeolocationPosition | null> {
  return new Promise((resolve) => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWaiting = () => {};
    const finish = (position: GeolocationPosition | null, failure?: LocateFailure) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stopWaiting();
      resolve(position);
      if (position) onSuccess?.(position);
      else onFailure?.(failure!);
    };
    const startClock = () => {
      if (done || timer !== undefined) return;
      timer = setTimeout(
        () => finish(null, { code: TIMEOUT, message: `The device did not tell its location within ${GEOLOCATION_FALLBACK_TIMEOUT_MS} ms.` }),
        GEOLOCATION_FALLBACK_TIMEOUT_MS,
      );
    };

    const geolocation = device.geolocation;
    if (!geolocation) {
      finish(null, { code: POSITION_UNAVAILABLE, message: 'This browser cannot tell the device\'s location.' });
      return;
    }
    try {
      geolocation.getCurrentPosition(
        (position) => finish(position),
        (error) => finish(null, { code: error.code, message: error.message }),
      );
    } catch (error) {
      finish(null, { code: POSITION_UNAVAILABLE, message: error instanceof Error ? error.message : String(error) });
      return;
    }
    // While the browser asks the shopper, the clock waits for their answer; without the Permissions API
    // (the legacy devices the fallback is for) it runs from now.
    const permissions = device.permissions;
    if (!permissions) return startClock();
    Promise.resolve()
      .then(() => permissions.query({ name: 'geolocation' }))
      .then((status) => {
        if (done) return;
        if (status.state !== 'prompt') return startClock();
        status.addEventListener('change', startClock);
        stopWaiting = () => status.removeEventListener('change', startClock);
      }, startClock);
  });
}

/** The part of the maps library (a global `google.maps`) the location icon needs. */
interface MapsLibrary {
  SymbolPath?: { CIRCLE: unknown };
}

/** A `google.maps.Symbol` literal: a vector dot, so no image URL is involved. */
export interface LocationIcon {
  path: unknown;
  scale: number;
  fillColor: string;
  fillOpacity: number;
  strokeColor: string;
  strokeWeight: number;
}

/** docs/requirements.md §8. */
const MAPS_MISSING_MESSAGE = 'The map location icon cannot be created because the maps library is not available yet.';

/** The marker icon of the shopper's location; throws MAPS_MISSING_MESSAGE when the maps library has not loaded. */
export function createLocationIcon(): LocationIcon {
  const maps = (globalThis as { google?: { maps?: MapsLibrary } }).google?.maps;
  if (!maps?.SymbolPath) throw new Error(MAPS_MISSING_MESSAGE);
  return { path: maps.SymbolPath.CIRCLE, scale: 8, fillColor: '#1a73e8', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 };
}
