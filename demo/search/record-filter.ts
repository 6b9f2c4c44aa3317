/**
 * `Nr` record filters (`AND(...)`, `OR(...)`, `NOT(...)`, `key:value`) and `Nf` range filters
 * (`key|GT+0|key|BTWN+1+5`), compiled into one predicate over a searchable record (product i, SKU j).
 *
 * Every record already satisfies docs/requirements.md §9, so clauses such as `NOT(s_INVENTORY_STATUS:5)` fold to
 * `true` and cost nothing. A clause on a property search does not know is neutral (dropped), and a filter that
 * does not parse is ignored as a whole: odd input means "no filter", never an error.
 */
import { SKU_FLAG, type SearchSnapshot } from './snapshot';

type Level = 'product' | 'sku';
interface Property {
  level: Level;
  /** Set when every searchable record has this value. */
  fixed?: string;
  text?: (s: SearchSnapshot, i: number, j: number) => string;
  number?: (s: SearchSnapshot, i: number, j: number) => number;
}

const flag = (bits: Uint8Array, index: number, mask: number) => ((bits[index]! & mask) !== 0 ? '1' : '0');
const constant = (value: string): Property => ({ level: 'product', fixed: value });

/**
 * Record properties a filter may test (`rec_type` and `locale` are handled apart). Keys are case-sensitive. A Map,
 * so that a key such as `__proto__` or `toString` is unknown like any other, never an inherited member.
 */
const PROPERTIES: ReadonlyMap<string, Property> = new Map(Object.entries({
  p_PRODUCT_ID: { level: 'product', text: (s, i) => `PROD${s.productId[i]}` },
  p_PARENT_CAT_ID: { level: 'product', text: (s, i) => `CAT${s.categoryId[i]}` },
  c_CATEGORY_ID: { level: 'product', text: (s, i) => `CAT${s.categoryId[i]}` },
  p_MISC_FLAG: { level: 'product', text: (s, i) => String(s.miscFlag[i]), number: (s, i) => s.miscFlag[i]! },
  p_shaded: { level: 'product', text: (s, i) => flag(s.productFlags, i, 1) },
  p_sized: { level: 'product', text: (s, i) => flag(s.productFlags, i, 2) },
  p_isKit: { level: 'product', text: (s, i) => flag(s.productFlags, i, 4) },
  p_PRICE: { level: 'product', number: (s, i) => s.priceMin[i]! / 100 },
  p_AVERAGE_RATING: { level: 'product', number: (s, i) => s.rating[i]! },
  p_TOTAL_REVIEW_COUNT: { level: 'product', text: (s, i) => String(s.reviewCount[i]), number: (s, i) => s.reviewCount[i]! },
  p_DATE_CREATED: { level: 'product', number: (s, i) => s.created[i]! },
  p_discontinued: constant('0'),
  s_discontinued: constant('0'),
  s_searchable: constant('1'),
  p_shoppable: constant('1'),
  p_displayable: constant('1'),
  s_SKU_ID: { level: 'sku', text: (s, _i, j) => `SKU${s.skuId[j]}` },
  s_SKU_BASE_ID: { level: 'sku', text: (s, _i, j) => String(s.skuId[j]), number: (s, _i, j) => s.skuId[j]! },
  s_PRICE: { level: 'sku', number: (s, _i, j) => s.skuPrice[j]! / 100 },
  s_INVENTORY_STATUS: { level: 'sku', text: (s, _i, j) => String(s.skuStatus[j]), number: (s, _i, j) => s.skuStatus[j]! },
  s_isPreOrder: { level: 'sku', text: (s, _i, j) => flag(s.skuFlags, j, SKU_FLAG.preOrder) },
  s_isComingSoon: { level: 'sku', text: (s, _i, j) => flag(s.skuFlags, j, SKU_FLAG.comingSoon) },
  s_isShoppable: { level: 'sku', text: (s, _i, j) => flag(s.skuFlags, j, SKU_FLAG.shoppable) },
  s_isOrderable: { level: 'sku', text: (s, _i, j) => flag(s.skuFlags, j, SKU_FLAG.orderable) },
} satisfies Record<string, Property>));

/** A compiled filter: `true`/`false` when it does not depend on the record, else a test. */
export type RecordPredicate = boolean | { level: Level; test: (i: number, j: number) => boolean };

// ---- Nr parsing -------------------------------------------------------------------------------------------

type Node = { op: 'AND' | 'OR'; items: Node[] } | { op: 'NOT'; item: Node } | { op: 'EQ'; key: string; value: string };

const MAX_FILTER_LENGTH = 2000;
const MAX_DEPTH = 16;

/** Parses an `Nr` expression; null when it is not one. */
export function parseRecordFilter(text: string): Node | null {
  if (text.length === 0 || text.length > MAX_FILTER_LENGTH) return null;
  let at = 0;
  const peek = () => text[at];
  const skipSpace = () => { while (at < text.length && /\s/.test(text[at]!)) at++; };
  function node(depth: number): Node | null {
    if (depth > MAX_DEPTH) return null;
    skipSpace();
    const operator = /^(AND|OR|NOT)\(/i.exec(text.slice(at, at + 4));
    if (operator) {
      at += operator[0].length;
      const op = operator[1]!.toUpperCase() as 'AND' | 'OR' | 'NOT';
      const items: Node[] = [];
      for (;;) {
        const item = node(depth + 1);
        if (!item) return null;
        items.push(item);
        skipSpace();
        if (peek() === ',') { at++; continue; }
        if (peek() === ')') { at++; break; }
        return null;
      }
      if (op === 'NOT') return items.length === 1 ? { op, item: items[0]! } : null;
      return { op, items };
    }
    const start = at;
    while (at < text.length && text[at] !== ',' && text[at] !== ')' && text[at] !== '(') at++;
    const clause = text.slice(start, at).trim();
    const colon = clause.indexOf(':');
    if (colon <= 0) return null;
    return { op: 'EQ', key: clause.slice(0, colon).trim(), value: clause.slice(colon + 1).trim() };
  }
  const root = node(0);
  skipSpace();
  return root && at === text.length ? root : null;
}

// ---- Nf parsing -------------------------------------------------------------------------------------------

interface Range { key: string; op: 'LT' | 'LTEQ' | 'GT' | 'GTEQ' | 'BTWN'; values: number[] }

/** Parses `Nf` (`key|OP+value[+value]` pairs joined with `|`); pairs that do not parse are skipped. */
export function parseRangeFilters(text: string): Range[] {
  const parts = text.slice(0, MAX_FILTER_LENGTH).split('|');
  const ranges: Range[] = [];
  for (let k = 0; k + 1 < parts.length; k += 2) {
    const [op, ...values] = parts[k + 1]!.trim().split(/[\s+]+/);
    const numbers = values.map(Number);
    const upper = op?.toUpperCase();
    if (upper !== 'LT' && upper !== 'LTEQ' && upper !== 'GT' && upper !== 'GTEQ' && upper !== 'BTWN') continue;
    if (numbers.length !== (upper === 'BTWN' ? 2 : 1) || numbers.some((n) => !Number.isFinite(n))) continue;
    ranges.push({ key: parts[k]!.trim(), op: upper, values: numbers });
  }
  return ranges;
}

// ---- compiling --------------------------------------------------------------------------------------------

type Compiled = RecordPredicate | null; // null = neutral (unknown property)

function and(items: Compiled[]): Compiled {
  const known = items.filter((c): c is RecordPredicate => c !== null);
  if (known.length === 0) return null;
  if (known.includes(false)) return false;
  const tests = known.filter((c): c is Exclude<RecordPredicate, boolean> => c !== true);
  if (tests.length === 0) return true;
  if (tests.length === 1) return tests[0]!;
  return { level: tests.some((t) => t.level === 'sku') ? 'sku' : 'product', test: (i, j) => tests.every((t) => t.test(i, j)) };
}

function or(items: Compiled[]): Compiled {
  const known = items.filter((c): c is RecordPredicate => c !== null);
  if (known.length === 0) return null;
  if (known.includes(true)) return true;
  const tests = known.filter((c): c is Exclude<RecordPredicate, boolean> => c !== false);
  if (tests.length === 0) return false;
  if (tests.length === 1) return tests[0]!;
  return { level: tests.some((t) => t.level === 'sku') ? 'sku' : 'product', test: (i, j) => tests.some((t) => t.test(i, j)) };
}

function not(item: Compiled): Compiled {
  if (item === null || typeof item === 'boolean') return item === null ? null : !item;
  return { level: item.level, test: (i, j) => !item.test(i, j) };
}

/** Every value a property takes over all searchable records (for folding clauses that cannot vary). */
function domain(snapshot: SearchSnapshot, property: Property, read: (i: number, j: number) => string): Set<string> {
  const values = new Set<string>();
  for (let i = 0; i < snapshot.size && values.size < 64; i++) {
    if (property.level === 'product') values.add(read(i, -1));
    else for (let j = snapshot.skuStart[i]!; j < snapshot.skuStart[i + 1]!; j++) values.add(read(i, j));
  }
  return values;
}

export interface FilterContext {
  snapshot: SearchSnapshot;
  /** Locales the catalog is served in; a `locale:` clause for another locale matches nothing. */
  locales: ReadonlySet<string>;
  /** Cache of property domains, shared across requests (the snapshot never changes). */
  domains: Map<string, Set<string>>;
}

function compileEquals(context: FilterContext, key: string, value: string): Compiled {
  if (key === 'locale') return context.locales.has(value);
  const property = PROPERTIES.get(key);
  if (!property) return null;
  if (property.fixed !== undefined) return property.fixed === value;
  const { snapshot } = context;
  const read = property.text
    ? (i: number, j: number) => property.text!(snapshot, i, j)
    : (i: number, j: number) => String(property.number!(snapshot, i, j));
  // Low-cardinality properties fold: a value no record has is false, the only value every record has is true.
  if (key !== 'p_PRODUCT_ID' && key !== 's_SKU_ID' && key !== 's_SKU_BASE_ID') {
    let values = context.domains.get(key);
    if (!values) context.domains.set(key, (values = domain(snapshot, property, read)));
    if (values.size < 64 && !values.has(value)) return false;
    if (values.size === 1 && values.has(value)) return true;
  }
  if (key === 'p_PRODUCT_ID') {
    const wanted = `PROD${value.replace(/^PROD/i, '')}`;
    return { level: 'product', test: (i) => `PROD${snapshot.productId[i]}` === wanted };
  }
  return { level: property.level, test: (i, j) => read(i, j) === value };
}

function compileNode(context: FilterContext, node: Node): Compiled {
  switch (node.op) {
    case 'AND': return and(node.items.map((item) => compileNode(context, item)));
    case 'OR': return or(node.items.map((item) => compileNode(context, item)));
    case 'NOT': return not(compileNode(context, node.item));
    default: return compileEquals(context, node.key, node.value);
  }
}

function compileRange(context: FilterContext, range: Range): Compiled {
  const property = PROPERTIES.get(range.key);
  if (!property) return null;
  const read = property.number;
  if (property.fixed === undefined && !read) return null;
  const [a = 0, b = 0] = range.values;
  const inRange = (x: number) => {
    switch (range.op) {
      case 'LT': return x < a;
      case 'LTEQ': return x <= a;
      case 'GT': return x > a;
      case 'GTEQ': return x >= a;
      default: return x >= Math.min(a, b) && x <= Math.max(a, b);
    }
  };
  if (property.fixed !== undefined || !read) return inRange(Number(property.fixed));
  const { snapshot } = context;
  return { level: property.level, test: (i, j) => inRange(read(snapshot, i, j)) };
}

/** Does the `Nr` filter admit content records (`rec_type:content`)? Product records are the default. */
export function wantsContentRecords(node: Node | null): boolean {
  if (!node) return false;
  const mentions = (n: Node, type: string): boolean => n.op === 'EQ' ? n.key === 'rec_type' && n.value === type
    : n.op === 'NOT' ? false : n.items.some((item) => mentions(item, type));
  return mentions(node, 'content') && !mentions(node, 'product');
}

/** Locale named by an `Nr` filter's `locale:` clause, if any. */
export function filterLocale(node: Node | null): string | null {
  if (!node) return null;
  if (node.op === 'EQ') return node.key === 'locale' ? node.value : null;
  if (node.op === 'NOT') return null;
  for (const item of node.items) {
    const locale = filterLocale(item);
    if (locale) return locale;
  }
  return null;
}

export type RecordFilterNode = Node;

/** One predicate for `Nr` and `Nf` together (`true` = no filtering needed). */
export function compileFilters(context: FilterContext, recordFilter: Node | null, ranges: readonly Range[]): RecordPredicate {
  // rec_type is answered by choosing which records to search; treat it as matching here.
  const withoutRecType = (node: Node): Node | null => {
    if (node.op === 'EQ') return node.key === 'rec_type' ? null : node;
    if (node.op === 'NOT') { const item = withoutRecType(node.item); return item ? { op: 'NOT', item } : null; }
    const items = node.items.map(withoutRecType).filter((n): n is Node => n !== null);
    return items.length ? { op: node.op, items } : null;
  };
  const stripped = recordFilter ? withoutRecType(recordFilter) : null;
  const combined = and([stripped ? compileNode(context, stripped) : null, ...ranges.map((range) => compileRange(context, range))]);
  return combined ?? true;
}
