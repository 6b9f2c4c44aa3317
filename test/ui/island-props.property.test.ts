// Properties of the prop readers and of every island's parseProps (docs/architecture.md "The island contract";
// docs/decisions.md "Property tests"): any props, from JSON or data-prop-* strings, either read into the declared
// type or fail with a PropsError (the runtime's one console warning naming the host), never another error.
import fc from 'fast-check';
import { islands } from '../../src/widgets/registry';
import type { IslandDefinition } from '../../src/ui/island-context';
import { optionalBoolean, optionalNumber, optionalString, PropsError, requiredString, type RawProps } from '../../src/ui/island-props';
import { headingLevelProp, parseProductTarget } from '../../src/ui/product-props';
import { anyJson, checkProperty, trickyObject, usvText, wireValue } from '../helpers/property';

/** A prop value: what JSON props hold, or the string a data-prop-* attribute holds. */
const propValue = fc.oneof(wireValue, usvText(6), fc.constantFrom(undefined, 'true', 'false', '2', '6', '7', '3.5', 'PROD12', '12', ' 12 ', 'CAT3', 'SKU4'));

/**
 * Runs `read`; a PropsError counts as the documented refusal (for the shared readers, one that names the prop).
 * Any other throw fails the property.
 */
function readOrRefuse<T>(read: () => T, namesProp = true): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (!(error instanceof PropsError)) throw error;
    if (namesProp) expect(error.message).toMatch(/^prop "[^"]*" /);
    return { ok: false };
  }
}

describe('prop readers, for any value', () => {
  it('optionalString gives the fallback for null or nothing, the text of a string or number, else a PropsError', () => {
    checkProperty(
      fc.property(propValue, (value) => {
        const read = readOrRefuse(() => optionalString({ p: value }, 'p', 'fallback'));
        if (value == null) expect(read).toEqual({ ok: true, value: 'fallback' });
        else if (typeof value === 'string' || typeof value === 'number') expect(read).toEqual({ ok: true, value: String(value) });
        else expect(read.ok).toBe(false);
      }),
    );
  });

  it('requiredString gives trimmed non-empty text or a PropsError', () => {
    checkProperty(
      fc.property(propValue, (value) => {
        const read = readOrRefuse(() => requiredString({ p: value }, 'p'));
        if (read.ok) expect(read.value === read.value.trim() && read.value !== '').toBe(true);
      }),
    );
  });

  it('optionalBoolean gives a boolean (the fallback for nothing) or a PropsError', () => {
    checkProperty(
      fc.property(propValue, fc.boolean(), (value, fallback) => {
        const read = readOrRefuse(() => optionalBoolean({ p: value }, 'p', fallback));
        if (value == null || value === '') expect(read).toEqual({ ok: true, value: fallback });
        else if ([true, 'true', '1', 1].includes(value as never)) expect(read).toEqual({ ok: true, value: true });
        else if ([false, 'false', '0', 0].includes(value as never)) expect(read).toEqual({ ok: true, value: false });
        else expect(read.ok).toBe(false);
      }),
    );
  });

  it('optionalNumber gives a finite number within its bounds (the fallback for nothing) or a PropsError', () => {
    checkProperty(
      fc.property(propValue, fc.integer({ min: -10, max: 10 }), fc.integer({ min: 0, max: 20 }), (value, min, span) => {
        const read = readOrRefuse(() => optionalNumber({ p: value }, 'p', min, { min, max: min + span }));
        if (read.ok) expect(Number.isFinite(read.value) && read.value >= min && read.value <= min + span).toBe(true);
      }),
    );
  });

  it('product props: a prefixed product id, an optional prefixed category and SKU, a heading level 2–6', () => {
    const raw = fc.record({ productId: propValue, categoryId: propValue, skuId: propValue, headingLevel: propValue }, { requiredKeys: [] });
    checkProperty(
      fc.property(raw, (props) => {
        const target = readOrRefuse(() => parseProductTarget(props));
        if (target.ok) {
          expect(target.value.productId).toMatch(/^(?!\d+$)\S(.*\S)?$/s);
          expect(target.value.categoryId === undefined || !/^\d+$/.test(target.value.categoryId)).toBe(true);
          expect(target.value.skuId === undefined || !/^\d+$/.test(target.value.skuId)).toBe(true);
        }
        const level = readOrRefuse(() => headingLevelProp(props));
        if (level.ok) expect([2, 3, 4, 5, 6]).toContain(level.value);
      }),
    );
  });
});

/** Names an island's parseProps reads: found by running it over a recording proxy (declarations come later). */
function keysRead(parse: (raw: RawProps) => unknown, values: (key: string) => unknown): string[] {
  const read = new Set<string>();
  const proxy = new Proxy({} as RawProps, {
    get: (_, key) => (typeof key === 'string' ? (read.add(key), values(key)) : undefined),
    has: (_, key) => typeof key === 'string' && values(key) !== undefined,
  });
  try {
    parse(proxy);
  } catch {
    // Only the names matter here.
  }
  return [...read];
}

describe("every island's parseProps, for any props", () => {
  const definitions: Array<[string, IslandDefinition<unknown>]> = [];
  beforeAll(async () => {
    for (const [name, load] of Object.entries(islands)) definitions.push([name, (await load('')).default]);
  });

  it('reads the props or refuses them with a PropsError, never another error', () => {
    for (const [name, definition] of definitions) {
      const parse = definition.parseProps?.bind(definition);
      if (!parse) continue;
      // An island that declares its props (docs/architecture.md): its names, and its allowed, example and default
      // values as likely picks, so the values reach past the declaration check.
      const declared = (definition as { props?: Record<string, { values?: readonly string[]; example?: string; default?: unknown }> }).props ?? {};
      const picks = (key: string): unknown[] => {
        const spec = Object.hasOwn(declared, key) ? declared[key]! : {};
        return [...(spec.values ?? []), ...(spec.example === undefined ? [] : [spec.example]), ...(spec.default === undefined ? [] : [spec.default])];
      };
      checkProperty(
        fc.property(
          fc.func(fc.oneof(propValue, anyJson(2), trickyObject)),
          fc.func(fc.nat()),
          fc.dictionary(fc.string({ maxLength: 6 }), propValue, { maxKeys: 2 }),
          (values, pick, extra) => {
            const raw: RawProps = JSON.parse(JSON.stringify(extra));
            for (const key of new Set([...Object.keys(declared), ...keysRead(parse, (k) => values(k))])) {
              const likely = picks(key);
              const choice = pick(key);
              const value = likely.length > 0 && choice % 2 === 0 ? likely[(choice >> 1) % likely.length] : values(key);
              if (value !== undefined) raw[key] = value;
            }
            try {
              readOrRefuse(() => parse(raw), false);
            } catch (error) {
              throw new Error(`island "${name}": parseProps(${JSON.stringify(raw)}) threw ${String(error)}`);
            }
          },
        ),
        100,
      );
    }
    expect(definitions.length).toBe(Object.keys(islands).length);
  });

  it('finds the names a parseProps reads (the proxy sees them)', () => {
    const productCard = definitions.find(([name]) => name === 'product-card')![1];
    expect(keysRead(productCard.parseProps!.bind(productCard), () => 'PROD1')).toEqual(expect.arrayContaining(['productId', 'headingLevel']));
  });
});
