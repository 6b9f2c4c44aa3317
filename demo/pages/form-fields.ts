// What the demo's own HTML forms post (sign-in, the bag page, the favorites page), read from the parsed body.

/** A posted text field, or '' when it is missing or not text. */
export function formField(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** A whole number written plainly (no sign, exponent or fraction), or null. */
export function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** An item as a shopper reads it in a name: the product, then its shade and size. */
export const itemName = (productName: string, shadeName: string | null, size: string | null) =>
  [productName, shadeName, size].filter(Boolean).join(', ');
