// Every island declares its props once (`props.ts` beside its island.ts, docs/architecture.md "An island
// folder"); this checks a host's raw props against that declaration before the island's own parser reads them.
// It travels in the chunk every island shares (ui/use-island.ts imports it), never in boot. Unknown props and
// bad optional ones are dropped (the island takes its default) and reported; a missing or bad required prop
// refuses the host. The catalogue, docs/widgets.md and dist/storefront.d.ts read the same declarations.
import { PropsError, type HostProblem, type RawProps } from './island-props';

/**
 * `string` (numbers pass, as ids are often written bare), `number`, `integer`, `boolean` (`true`/`false`, `1`/`0`,
 * as JSON or as a `data-prop-*` string), `list` (a JSON list, or a comma-separated string), `object`.
 */
export type PropType = 'string' | 'number' | 'integer' | 'boolean' | 'list' | 'object';

export interface PropSpec {
  /** One type, or several a value may be (accordion `open`: a position or a list of them). */
  type: PropType | readonly PropType[];
  required?: boolean;
  /** What the island uses when the prop is left out (when that is a value, not "the page config's"). */
  default?: string | number | boolean;
  /** The only values allowed (compared as trimmed strings). */
  values?: readonly string[];
  min?: number;
  max?: number;
  /** A value to show in a message: `PROD345`. */
  example?: string;
}

/** An island's props, by name. */
export type PropsDeclaration = Readonly<Record<string, PropSpec>>;

/** Called with the problems that did not stop the island (it mounts with defaults): one message, and each. */
export type ProblemReport = (message: string, problems: HostProblem[]) => void;

/**
 * What the catalogue, docs/widgets.md and dist/storefront.d.ts say about an island (`ABOUT` beside `PROPS` in its
 * props.ts). Nothing in the bundle reads it, so it stays out of every chunk.
 */
export interface IslandAbout<D extends PropsDeclaration> {
  /** The host's `data-widget`. */
  name: string;
  /** One line for the catalogue's list. */
  summary: string;
  props: { readonly [K in keyof D]: PropAbout };
  /** Host markup as a merchandiser writes it (or a script line); the first is the catalogue's copyable snippet. */
  snippets: readonly string[];
  /** The least a host needs, when that is more than the required props (overlay-link: a title or a preset). */
  minimal?: Readonly<Record<string, unknown>>;
}

export interface PropAbout {
  /** One line: what it does (Markdown code spans allowed). */
  description: string;
  /** The type as a merchandiser reads it, when the declared type says too little (`string (same-site)`). */
  type?: string;
  /** The default in words, when it is not a value (`the product's`, `page config`). */
  default?: string;
  /** TypeScript type for dist/storefront.d.ts, when the declared type says too little. */
  ts?: string;
  /** A valid value other than the default, when the declared type does not suggest one (a list, an object). */
  example?: unknown;
  /**
   * What the island's own reading takes, in words, when it checks more than the declaration says (a pattern, a rule
   * across props); the tables show it instead of the declared values or range.
   */
  allowed?: string;
  /**
   * When a prop that is not `required` is needed all the same, in words for the tables' "required" column (`yes,
   * unless a preset gives it`, `one of the sources`).
   */
  required?: string;
}

const NAMES: Record<PropType, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  list: 'a list',
  object: 'an object',
};

const quote = (value: unknown) => JSON.stringify(value);
/** A value as text for comparing with allowed values; anything but text or a number is none of them (and an object
 * whose `toString` is not a function would throw if turned into text: found by test/ui/island-props.property.test.ts). */
const asText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function matches(type: PropType, value: unknown, spec: PropSpec): boolean {
  if (type === 'string') return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
  if (type === 'boolean') return [true, false, 'true', 'false', '1', '0', 1, 0].includes(value as never);
  if (type === 'list') return Array.isArray(value) || typeof value === 'string';
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && (type === 'number' || Number.isInteger(n)) && n >= (spec.min ?? -Infinity) && n <= (spec.max ?? Infinity);
}

/** What a prop must be, in words: `a whole number from 2 to 6`, `one of "sticky", "nav"`. */
export function expected(spec: PropSpec): string {
  if (spec.values) return `one of ${spec.values.map(quote).join(', ')}`;
  const types = ([] as PropType[]).concat(spec.type);
  const range = spec.min !== undefined && spec.max !== undefined ? ` from ${spec.min} to ${spec.max}` : '';
  return types.map((type) => NAMES[type] + (type === 'number' || type === 'integer' ? range : '')).join(' or ');
}

/** Edit distance (insertions, deletions, substitutions), ignoring case. */
export function editDistance(a: string, b: string): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The declared name closest to `name`, when it is close enough to be a slip (`colour` → `color`). */
export function didYouMean(name: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of names) {
    const distance = editDistance(name, candidate);
    const longer = Math.max(name.length, candidate.length);
    if (distance < bestDistance && distance <= Math.max(2, Math.floor(longer / 3)) && distance < Math.min(name.length, candidate.length)) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

const like = (spec: PropSpec) => (spec.example ? `, like ${quote(spec.example)}` : '');

const blank = (value: unknown) => value == null || (typeof value === 'string' && !value.trim());

/**
 * Checks `raw` against `declared`. Throws PropsError (its `problems` listing each) when a required prop is missing
 * or bad; otherwise returns the props with unknown and bad optional ones left out, and tells `report` about those.
 */
export function checkProps(declared: PropsDeclaration, raw: RawProps, report?: ProblemReport): RawProps {
  const names = Object.keys(declared);
  const fatal: HostProblem[] = [];
  const dropped: HostProblem[] = [];
  const kept: RawProps = {};
  for (const [prop, value] of Object.entries(raw)) {
    const spec = Object.hasOwn(declared, prop) ? declared[prop] : undefined;
    if (!spec) {
      const near = didYouMean(prop, names);
      const hint = near ? ` — did you mean "${near}"?` : names.length ? ` (its props: ${names.join(', ')})` : ' (it takes no props)';
      dropped.push({ prop, message: `unknown prop "${prop}" is ignored${hint}` });
    } else if (value == null || (blank(value) && spec.type !== 'string')) {
      // Left out, as a `data-prop-*=""` attribute says; required props are checked below.
    } else if (([] as PropType[]).concat(spec.type).some((type) => matches(type, value, spec)) && (!spec.values || spec.values.includes(asText(value)))) {
      kept[prop] = value;
    } else {
      const near = spec.values && didYouMean(asText(value), spec.values);
      const problem = `prop "${prop}" must be ${expected(spec)}${like(spec)}, got ${quote(value)}${near ? ` — did you mean "${near}"?` : ''}`;
      if (spec.required) fatal.push({ prop, message: problem });
      else dropped.push({ prop, message: `${problem}; ${spec.default === undefined ? 'it is left out' : `the default, ${quote(spec.default)}, is used`}` });
    }
  }
  for (const prop of names) {
    const spec = declared[prop]!;
    if (spec.required && blank(raw[prop])) {
      fatal.push({ prop, message: `prop "${prop}" is required${like(spec)}` });
    }
  }
  if (fatal.length) {
    const error = new PropsError([...fatal, ...dropped].map((p) => p.message).join('; '));
    error.problems = [...fatal, ...dropped];
    throw error;
  }
  if (dropped.length) report?.(`${dropped.map((p) => p.message).join('; ')}; the island mounted without them`, dropped);
  return dropped.length ? kept : raw;
}

/**
 * The declaration checked, then the island's own reading of what passed (`read`). One report either way: when the
 * reading refuses the host, what the check left out joins its error rather than making a second warning.
 */
export function readChecked<P>(declared: PropsDeclaration, raw: RawProps, read: ((raw: RawProps) => P) | undefined, report?: ProblemReport): P {
  let left: Parameters<ProblemReport> | undefined;
  const checked = checkProps(declared, raw, (...args) => (left = args));
  let props: P;
  try {
    props = read ? read(checked) : ({} as P);
  } catch (error) {
    if (error instanceof PropsError) {
      const prop = /^prop "([^"]+)"/.exec(error.message)?.[1];
      error.problems = [{ ...(prop ? { prop } : {}), message: error.message }, ...(left?.[1] ?? [])];
      error.message = error.problems.map((p) => p.message).join('; ');
    }
    throw error;
  }
  if (left) report?.(...left);
  return props;
}
