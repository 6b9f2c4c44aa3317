// Reading an island's props: small coercers (data-prop-* attributes arrive as strings, JSON props as
// any JSON type), the typed error a bad prop throws, which says what was expected, and its like for markup an
// island cannot use.

/** Thrown by an island's parseProps for a bad prop; the runtime turns it into one console warning naming the host. */
export class PropsError extends Error {
  override name = 'PropsError';
  /** Each problem, when the declaration check (ui/prop-check.ts) found several. */
  declare problems?: HostProblem[];
}

/**
 * What an island throws as it renders a host whose markup it cannot use (an accordion with no heading), in plain words
 * naming what is missing: the runtime reports it as it reports bad props (one warning naming the host, no stack, the
 * host left as it was). The same class as PropsError under a name that says what it is about where it is thrown; a
 * class of its own would add bytes to boot, which holds this module, and the runtime treats the two alike.
 */
export { PropsError as MarkupError };

/** One problem with a host, as the runtime reports it (console, the `sfi:problem` event, debug notes). */
export interface HostProblem {
  /** The prop it is about, when it is about one. */
  prop?: string;
  message: string;
}

export type RawProps = Record<string, unknown>;

export function optionalString(raw: RawProps, key: string, fallback = ''): string {
  const value = raw[key];
  if (value == null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new PropsError(`prop "${key}" must be a string, got ${JSON.stringify(value)}`);
}

export function requiredString(raw: RawProps, key: string): string {
  const value = optionalString(raw, key).trim();
  if (!value) throw new PropsError(`prop "${key}" is required`);
  return value;
}

export function optionalBoolean(raw: RawProps, key: string, fallback = false): boolean {
  const value = raw[key];
  if (value == null || value === '') return fallback;
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  throw new PropsError(`prop "${key}" must be true or false, got ${JSON.stringify(value)}`);
}

export function optionalNumber(raw: RawProps, key: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
  const value = raw[key];
  if (value == null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  const { min = -Infinity, max = Infinity } = bounds;
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new PropsError(`prop "${key}" must be a number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return n;
}
