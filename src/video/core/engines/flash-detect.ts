// Whether the page has a Flash plug-in the Flash engine can use (docs/requirements.md §9.2: 10.0.0 or later).
// Kept apart from the engine, which loads only when this says yes.
import { FLASH_MIN_VERSION } from '../../../config/video';

type Version = readonly [number, number, number];

interface PluginLike {
  description?: string;
}

/** The installed Flash Player's version from navigator.plugins / navigator.mimeTypes, or null. */
export function flashVersion(nav: { plugins?: unknown; mimeTypes?: unknown }): Version | null {
  const plugins = nav.plugins as Record<string, PluginLike | undefined> | undefined;
  const mimeTypes = nav.mimeTypes as Record<string, { enabledPlugin?: PluginLike | null } | undefined> | undefined;
  const plugin = plugins?.['Shockwave Flash'] ?? mimeTypes?.['application/x-shockwave-flash']?.enabledPlugin ?? null;
  // "Shockwave Flash 32.0 r0", "Shockwave Flash 10.1 r102", "Shockwave Flash 9.0 d55"
  const match = /(\d+)\.(\d+)(?:\s*[rd](\d+))?/.exec(plugin?.description ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : null;
}

/** `version` is at least `min`. */
export function versionAtLeast(version: Version | null, min: Version = FLASH_MIN_VERSION): boolean {
  if (!version) return false;
  for (let i = 0; i < 3; i += 1) {
    if (version[i]! !== min[i]!) return version[i]! > min[i]!;
  }
  return true;
}
