import { badParams } from './rpc-error';

/** The first params object of a call; `{}` when the call sent none. */
export function firstParamObject(method: string, params: unknown[]): Record<string, unknown> {
  const first = params[0];
  if (first === undefined || first === null) return {};
  if (typeof first !== 'object' || Array.isArray(first)) {
    throw badParams(`${method}: params[0] must be an object, got ${Array.isArray(first) ? 'an array' : typeof first}.`);
  }
  return first as Record<string, unknown>;
}

/** An optional list of strings (field lists and the like), at most `max` long. */
export function optionalStringList(method: string, params: Record<string, unknown>, key: string, max = 200): string[] | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw badParams(`${method}: ${key} must be an array of strings.`, `${method}.${key}.invalid`);
  }
  if (value.length > max) throw badParams(`${method}: ${key} may list at most ${max} entries, got ${value.length}.`, `${method}.${key}.too_many`);
  return value as string[];
}
