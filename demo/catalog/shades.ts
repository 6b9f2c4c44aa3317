import type { Prng } from './prng';
import { SHADE_WORDS } from './vocabulary';
import type { ShadePalette } from './categories';

export interface Shade {
  name: string;
  /** One colour, or several joined with commas for palettes and duos. */
  hex: string;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function lipColour(prng: Prng): string {
  const hue = prng.pick([prng.int(335, 359), prng.int(0, 18), prng.int(10, 28)]);
  return hslToHex(hue, prng.int(35, 80), prng.int(22, 58));
}

function cheekColour(prng: Prng): string {
  return hslToHex(prng.pick([prng.int(340, 359), prng.int(0, 25)]), prng.int(40, 75), prng.int(55, 78));
}

function eyeColour(prng: Prng): string {
  return hslToHex(prng.int(0, 359), prng.int(15, 65), prng.int(20, 75));
}

/** Skin tones run from light to deep; the undertone shifts the hue. */
function skinColour(depth: number, depths: number, undertone: number): string {
  const lightness = 88 - (depth / Math.max(1, depths - 1)) * 68;
  return hslToHex(18 + undertone * 6, 38 + undertone * 6, lightness);
}

function uniqueName(prng: Prng, used: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = make();
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
  const fallback = `${make()} ${used.size + 1}`;
  used.add(fallback);
  return fallback;
}

export function generateShades(prng: Prng, palette: ShadePalette, count: number): Shade[] {
  const used = new Set<string>();
  const shades: Shade[] = [];
  for (let i = 0; i < count; i++) {
    if (palette === 'skin') {
      const undertone = prng.int(0, 2);
      const depth = Math.min(SHADE_WORDS.skin.depth.length - 1, Math.floor((i / count) * SHADE_WORDS.skin.depth.length));
      const code = `${Math.floor(depth / 2) + 1}${['C', 'N', 'W'][undertone]}${prng.int(0, 3)}`;
      const name = uniqueName(prng, used, () => `${code} ${SHADE_WORDS.skin.depth[depth]} ${SHADE_WORDS.skin.undertone[undertone]}`);
      shades.push({ name, hex: skinColour(depth, SHADE_WORDS.skin.depth.length, undertone) });
    } else if (palette === 'eye') {
      const words = SHADE_WORDS.eye;
      const colours = prng.chance(0.45) ? prng.int(2, 4) : 1;
      const hex = Array.from({ length: colours }, () => eyeColour(prng)).join(',');
      shades.push({ name: uniqueName(prng, used, () => `${prng.pick(words.first)} ${prng.pick(words.second)}`), hex });
    } else {
      const words = palette === 'lip' ? SHADE_WORDS.lip : SHADE_WORDS.cheek;
      const colour = palette === 'lip' ? lipColour : cheekColour;
      // A few duos (lip and cheek) carry two colours.
      const hex = prng.chance(0.08) ? `${colour(prng)},${colour(prng)}` : colour(prng);
      shades.push({ name: uniqueName(prng, used, () => `${prng.pick(words.first)} ${prng.pick(words.second)}`), hex });
    }
  }
  return shades;
}
