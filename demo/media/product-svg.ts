import { escapeHtml } from '../html/html';

const HEX = /^#[0-9a-f]{6}$/i;
const BACKGROUND = '#f5efeb';
const METAL = '#b89a6a';
const DARK = '#2b2326';

/** Pastel fill for products without a shade, stable per product id. */
function fallbackColour(productId: number): string {
  const hue = (productId * 137) % 360;
  return `hsl(${hue} 45% 72%)`;
}

function pans(colours: string[]): string {
  const count = colours.length;
  const columns = count <= 2 ? count : 2;
  const rows = Math.ceil(count / columns);
  const size = count === 1 ? 120 : 70;
  const gap = 12;
  const width = columns * size + (columns - 1) * gap;
  const height = rows * size + (rows - 1) * gap;
  const left = 120 - width / 2;
  const top = 128 - height / 2;
  const circles = colours.map((colour, i) => {
    const cx = left + (i % columns) * (size + gap) + size / 2;
    const cy = top + Math.floor(i / columns) * (size + gap) + size / 2;
    return `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="${colour}" stroke="#00000022" stroke-width="2"/>`;
  }).join('');
  return `<rect x="${left - 18}" y="${top - 18}" width="${width + 36}" height="${height + 36}" rx="22" fill="${DARK}"/>${circles}`;
}

/** One silhouette per category, filled with the colours. */
function silhouette(category: string, colours: string[]): string {
  const [main = '#c0a090', second = main] = colours;
  switch (category) {
    case 'Lipstick':
      return `<rect x="92" y="130" width="56" height="80" rx="6" fill="${DARK}"/><rect x="96" y="112" width="48" height="22" fill="${METAL}"/>`
        + `<path d="M102 112 V62 Q102 46 138 36 V112 Z" fill="${main}"/>`;
    case 'Foundation':
    case 'Concealer':
    case 'Serum':
      return `<rect x="84" y="84" width="72" height="128" rx="14" fill="#ffffffcc" stroke="#00000022" stroke-width="2"/>`
        + `<rect x="90" y="112" width="60" height="94" rx="10" fill="${main}"/><rect x="104" y="44" width="32" height="42" rx="6" fill="${DARK}"/>`;
    case 'Mascara':
      return `<rect x="108" y="90" width="26" height="120" rx="12" fill="${DARK}"/><rect x="112" y="34" width="18" height="60" rx="8" fill="${METAL}"/>`
        + `<rect x="116" y="20" width="10" height="18" rx="4" fill="${main}"/>`;
    case 'Eyeshadow':
    case 'Blush':
      return pans(colours.length > 0 ? colours.slice(0, 4) : [main]);
    case 'Moisturizer':
      return `<rect x="60" y="96" width="120" height="22" rx="8" fill="${METAL}"/><rect x="56" y="116" width="128" height="84" rx="16" fill="${main}"/>`;
    case 'Cleanser':
      return `<path d="M88 40 H152 L146 180 H94 Z" fill="${main}"/><rect x="98" y="180" width="44" height="30" rx="6" fill="${DARK}"/>`;
    case 'Fragrance':
      return `<rect x="110" y="40" width="20" height="26" fill="${METAL}"/><rect x="98" y="62" width="44" height="18" rx="4" fill="${DARK}"/>`
        + `<rect x="64" y="80" width="112" height="128" rx="20" fill="${main}" opacity="0.85"/><rect x="80" y="120" width="80" height="34" fill="#ffffffaa"/>`;
    case 'Brushes':
      return `<path d="M104 30 Q120 10 136 30 L132 96 H108 Z" fill="${second}"/><rect x="106" y="94" width="28" height="30" fill="${METAL}"/>`
        + `<rect x="112" y="122" width="16" height="92" rx="8" fill="${DARK}"/>`;
    default:
      return `<rect x="50" y="86" width="140" height="120" rx="8" fill="${main}"/><rect x="110" y="86" width="20" height="120" fill="${METAL}"/>`
        + `<rect x="50" y="132" width="140" height="20" fill="${METAL}"/><path d="M120 86 C90 50 70 70 100 86 M120 86 C150 50 170 70 140 86" stroke="${METAL}" stroke-width="8" fill="none"/>`;
  }
}

export function productSvg(input: { category: string; hexValueString: string | null; title: string; fallbackId: number }): string {
  const colours = (input.hexValueString ?? '').split(',').map((c) => c.trim()).filter((c) => HEX.test(c));
  const fills = colours.length > 0 ? colours : [fallbackColour(input.fallbackId)];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img">`
    + `<title>${escapeHtml(input.title)}</title><rect width="240" height="240" fill="${BACKGROUND}"/>`
    + `${silhouette(input.category, fills)}</svg>`;
}
