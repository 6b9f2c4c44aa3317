// Reading values off the wire, where every value may be a string, a number, missing or the wrong shape.
// None of these throws: a wrong shape gives the empty value.

export type Raw = Record<string, unknown>;

export const isObject = (value: unknown): value is Raw => !!value && typeof value === 'object' && !Array.isArray(value);

/** The objects of a list (anything else in it dropped); not a list gives []. */
export const objects = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** A string or number as trimmed text; anything else gives ''. */
export const toText = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * A message's text for the shopper: a string only, trimmed. A number or anything else is no text, so the island's own
 * words show rather than a bare "7" (docs/decisions.md "Message texts").
 */
export const messageText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A number, or a string holding one; anything else gives null. */
export function toFinite(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A number, or a string holding one; anything else gives 0. */
export const toNumber = (value: unknown): number => toFinite(value) ?? 0;

/** Storefront flags arrive as 1/0, "1"/"0" or booleans; only a real "one" is set ("0" is not: docs/decisions.md). */
export const toFlag = (value: unknown): boolean => value === 1 || value === '1' || value === true;

/** The non-empty texts of a list. */
export const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(toText).filter(Boolean) : []);
