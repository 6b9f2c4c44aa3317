import { badParams } from './rpc-error';

/**
 * Readers for `rpc.form` params. Legacy forms send numbers as strings, so both are read. Each takes a
 * message key stem such as `cart.sku`: a failure is key `cart.sku.missing` / `cart.sku.invalid` with a
 * message that starts `cart: ` and names the field.
 */
export type FormParams = Record<string, unknown>;

const MAX_ID = 2 ** 31 - 1;
const scopeOf = (key: string) => key.split('.')[0];

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** 12 or "12" → 12; anything else (-1, 1.5, "12a", true) → null. */
function wholeNumberOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 0 && number <= MAX_ID ? number : null;
}

/** A required whole number ≥ 0 (QTY and the like); range rules are the caller's. */
export function requiredWholeNumber(p: FormParams, field: string, key: string, example: string): number {
  if (isBlank(p[field])) throw badParams(`${scopeOf(key)}: ${field} is required, like ${field}: ${example}.`, `${key}.missing`);
  const number = wholeNumberOf(p[field]);
  if (number === null) {
    throw badParams(`${scopeOf(key)}: ${field} must be a whole number, like ${example}; got ${JSON.stringify(p[field])}.`, `${key}.invalid`);
  }
  return number;
}

/** A required positive id such as SKU_BASE_ID. */
export function requiredId(p: FormParams, field: string, key: string, example: string): number {
  const id = requiredWholeNumber(p, field, key, example);
  if (id === 0) throw badParams(`${scopeOf(key)}: ${field} must be a positive whole number, like ${example}; got ${JSON.stringify(p[field])}.`, `${key}.invalid`);
  return id;
}

/** An optional id that may carry its prefix: 12, "12" or "CAT12" → 12; absent or "" → null. */
export function optionalPrefixedId(p: FormParams, field: string, prefix: string, key: string): number | null {
  const value = p[field];
  if (isBlank(value)) return null;
  const id = wholeNumberOf(typeof value === 'string' ? value.replace(new RegExp(`^${prefix}`, 'i'), '') : value);
  if (id === null || id === 0) {
    throw badParams(`${scopeOf(key)}: ${field} must be an id like ${prefix}12 or 12; got ${JSON.stringify(value)}.`, `${key}.invalid`);
  }
  return id;
}

/** One of `allowed`, or `fallback` when absent. */
export function optionalChoice<T extends string>(p: FormParams, field: string, allowed: readonly T[], fallback: T, key: string): T {
  const value = p[field];
  if (isBlank(value)) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw badParams(`${scopeOf(key)}: ${field} must be one of ${allowed.map((a) => `"${a}"`).join(', ')}; got ${JSON.stringify(value)}.`, `${key}.invalid`);
}

/** An optional short code (offer codes, collection ids): letters, digits, `_`, `-`, `.`; absent → null. */
export function optionalCode(p: FormParams, field: string, key: string, maxLength: number): string | null {
  const value = typeof p[field] === 'number' ? String(p[field]) : p[field];
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || value.length > maxLength || !/^[A-Za-z0-9_.-]+$/.test(value)) {
    throw badParams(`${scopeOf(key)}: ${field} must be up to ${maxLength} letters, digits, "_", "-" or "."; got ${JSON.stringify(p[field])}.`, `${key}.invalid`);
  }
  return value;
}
