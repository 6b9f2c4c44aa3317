// Geolocation constants of docs/requirements.md §9. Apart from constants.ts so that boot, which does not
// locate anyone, never carries them.

/** A device that has not answered a location request after this long is given up on (§9, "legacy device"). */
export const GEOLOCATION_FALLBACK_TIMEOUT_MS = 1000;
