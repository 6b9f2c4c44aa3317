// The islands' declarations (each island's props.ts, with about.md beside it when it has one), found on disk so
// that a new island folder is covered by adding its props.ts: no list to keep. What the catalogue, docs/widgets.md
// and dist/storefront.d.ts show of each prop is worked out here, once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { IslandAbout, PropAbout, PropsDeclaration, PropSpec, PropType } from '../../src/ui/prop-check';

/** The repository root: npm scripts and jest run there. */
export const ROOT = process.cwd();

export interface Island {
  name: string;
  /** Folder of its island.ts and props.ts, from the repository root. */
  folder: string;
  declared: PropsDeclaration;
  about: IslandAbout<PropsDeclaration>;
  /** about.md: the hand-written prose of docs/widgets.md ('' when the folder has none). */
  prose: string;
}

/** One row of a props table. */
export interface PropRow {
  name: string;
  type: string;
  required: boolean;
  /** In Markdown (code spans). */
  default: string;
  /** `a`, `b` or `2–6`; '' when anything of the type goes. */
  allowed: string;
  /** When a prop that is not required is needed all the same, in words; '' otherwise. */
  requiredWhen: string;
  description: string;
  /** TypeScript type for dist/storefront.d.ts. */
  ts: string;
}

function propsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return propsFiles(path);
    return entry.name === 'props.ts' && existsSync(join(dir, 'island.ts')) ? [path] : [];
  });
}

/** Every island under src/ that has a props.ts beside its island.ts, sorted by name. */
export async function loadIslands(): Promise<Island[]> {
  const islands: Island[] = [];
  for (const file of propsFiles(join(ROOT, 'src'))) {
    const module = (await import(file)) as { PROPS?: PropsDeclaration; ABOUT?: IslandAbout<PropsDeclaration> };
    const folder = relative(ROOT, dirname(file));
    if (!module.PROPS || !module.ABOUT) throw new Error(`${folder}/props.ts must export PROPS and ABOUT`);
    const md = join(dirname(file), 'about.md');
    islands.push({ name: module.ABOUT.name, folder, declared: module.PROPS, about: module.ABOUT, prose: existsSync(md) ? readFileSync(md, 'utf8').trim() : '' });
  }
  return islands.sort((a, b) => a.name.localeCompare(b.name));
}

const TYPE_WORDS: Record<PropType, string> = { string: 'string', number: 'number', integer: 'whole number', boolean: 'boolean', list: 'list', object: 'object' };
const TS_TYPES: Record<PropType, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  list: 'readonly unknown[] | string',
  object: 'Record<string, unknown>',
};

const types = (spec: PropSpec): PropType[] => ([] as PropType[]).concat(spec.type);
const code = (value: string) => `\`${value}\``;

function defaultText(spec: PropSpec, about: PropAbout): string {
  if (about.default !== undefined) return about.default;
  if (spec.default === undefined) return spec.required ? '' : 'none';
  return code(spec.default === '' ? '""' : String(spec.default));
}

function allowedText(spec: PropSpec, about: PropAbout): string {
  if (about.allowed !== undefined) return about.allowed;
  if (spec.values) return spec.values.map(code).join(', ');
  if (spec.min !== undefined && spec.max !== undefined) return `${spec.min}–${spec.max}`;
  if (spec.min !== undefined) return `${spec.min} or more`;
  return '';
}

export function propRows(island: Island): PropRow[] {
  return Object.entries(island.declared).map(([name, spec]) => {
    const about = island.about.props[name]!;
    return {
      name,
      type: about.type ?? types(spec).map((type) => TYPE_WORDS[type]).join(' or '),
      required: spec.required === true,
      default: defaultText(spec, about),
      allowed: allowedText(spec, about),
      requiredWhen: spec.required === true ? '' : (about.required ?? ''),
      description: about.description,
      ts: about.ts ?? (spec.values ? spec.values.map((value) => JSON.stringify(value)).join(' | ') : types(spec).map((type) => TS_TYPES[type]).join(' | ')),
    };
  });
}
