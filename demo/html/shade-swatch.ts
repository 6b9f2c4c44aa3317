import { html, type SafeHtml } from './html';

const HEX = /^#[0-9a-f]{6}$/i;

/** Inline SVG swatch: presentation attributes, not style, so the strict CSP allows it. */
export function shadeSwatch(hexValueString: string | null, size = 24): SafeHtml {
  const colours = (hexValueString ?? '').split(',').map((c) => c.trim()).filter((c) => HEX.test(c));
  if (colours.length === 0) return html``;
  const width = size / colours.length;
  return html`<svg class="swatch" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true" focusable="false">
    ${colours.map((colour, i) => html`<rect x="${i * width}" y="0" width="${width}" height="${size}" fill="${colour}"/>`)}
  </svg>`;
}
