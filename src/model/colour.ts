// Shade colours (HEX_VALUE_STRING on the wire: several, comma-separated, for a multi-colour swatch).

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `"#9b1b30, f28c28"` → `['#9b1b30', '#f28c28']`; anything that is not a 3- or 6-digit hex colour is dropped. */
export function parseColours(list: string): string[] {
  const colours: string[] = [];
  for (const part of list.split(',')) {
    const match = HEX_COLOUR.exec(part.trim());
    if (match) colours.push(`#${match[1]!.toLowerCase()}`);
  }
  return colours;
}
