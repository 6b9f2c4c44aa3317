// The one configuration of the property tests (`*.property.test.ts`, docs/decisions.md "Property tests"):
// a fixed seed and a bounded number of runs, so `npm test` is repeatable and a failure reproduces. A failure
// prints its seed and path; to explore, run with another seed or more runs:
//   SFI_PROPERTY_SEED=123 SFI_PROPERTY_RUNS=5000 npx jest test/store --selectProjects preact
// Runs stop at the first failure without shrinking (`endOnFailure`); SFI_PROPERTY_SHRINK=1 shrinks it.
import fc from 'fast-check';

const FIXED_SEED = 20261126;
/** Runs of a pure property (a function call each: thousands take milliseconds). */
const PURE_RUNS = 200;

function fromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw new Error(`${name} must be an integer, got ${JSON.stringify(value)}`);
  return number;
}

const seed = fromEnv('SFI_PROPERTY_SEED') ?? FIXED_SEED;
const runsOverride = fromEnv('SFI_PROPERTY_RUNS');
const endOnFailure = process.env.SFI_PROPERTY_SHRINK !== '1';

/** Parameters for fc.assert: `runs` is the property's own bound (the server's are costlier than pure ones). */
function propertyParameters<T>(runs = PURE_RUNS): fc.Parameters<T> {
  return { seed, numRuns: runsOverride ?? runs, endOnFailure };
}

/** Checks a property with the shared parameters: `checkProperty(fc.property(arb, (value) => ...))`. */
export function checkProperty<Ts>(property: fc.IProperty<Ts>, runs?: number): void {
  fc.assert(property, propertyParameters<Ts>(runs));
}

/** Checks an async property (server requests) with the shared parameters and its own bound of `runs`. */
export function checkAsyncProperty<Ts>(property: fc.IAsyncProperty<Ts>, runs: number): Promise<void> {
  return fc.assert(property, propertyParameters<Ts>(runs));
}

// ---- Arbitraries shared by the suites --------------------------------------------------------------------------

/** A lone UTF-16 surrogate: what a string may hold that encodeURIComponent rejects. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Characters the codecs and parsers treat specially, so random strings hit them often. */
const special = fc.constantFrom(
  ':', ':::', '&', '=', ';', ',', '%', '%25', '%3A', '%26', '%E0%A4%A', '+', ' ', '\t', '\n', '\u00a0', '\u2028', '#', '?',
  '/', '//', '\\', '<', '>', '"', "'", '*', '|', '||', '.', '-', '_', '0', '1', '-1', '1e3', 'NaN', 'Infinity',
  '__proto__', 'constructor', 'toString', 'javascript:', 'data:', 'http:', 'https:', '😀', 'é', 'İ', 'ß',
  '\0', '\u001b', '\u007f', '\u0085', '\u202e', '\u200d',
);

/**
 * Any text: mostly ordinary characters, often the special ones above, sometimes any code point or a lone
 * surrogate. `maxLength` counts pieces, not characters.
 */
export function anyText(maxLength = 40): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 4 }) },
    { weight: 4, arbitrary: special },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 2 }) },
    { weight: 1, arbitrary: loneSurrogate },
  );
  return fc.array(piece, { maxLength }).map((pieces) => pieces.join(''));
}

/**
 * Text as the browser hands over a cookie, a URL or a location (USVString): like anyText, but a lone
 * surrogate cannot occur (the browser has already made it U+FFFD).
 */
export function usvText(maxLength = 40): fc.Arbitrary<string> {
  return anyText(maxLength).map((text) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** Keys that plain-object code gets wrong (`__proto__`, inherited names) beside ordinary ones. */
export const anyKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty') },
);

/** Objects that break code treating any value as text: `String(value)` and template strings throw on them. */
export const trickyObject = fc.constantFrom<Record<string, unknown>>({ toString: 1 }, { toString: {}, valueOf: {} }, { valueOf: 'x', toString: null }, { __proto__: [] } as never);

/** Any JSON value, with the tricky keys and texts above, as JSON.parse would give it. */
export function anyJson(maxDepth = 4): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth, withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      anyText(8),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(anyKey, tie('value'), { maxKeys: 5 }),
      trickyObject,
    ),
  }));
  // Through JSON text, as the wire gives it: `__proto__` becomes an own key, -0 becomes 0.
  return value.map((v) => JSON.parse(JSON.stringify(v)) as unknown);
}

/** A value as it may stand in a wire field: a number, a numeric or other string, a flag, null, or any JSON. */
export const wireValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 100 }).map(String),
  fc.integer({ min: -5, max: 100 }),
  fc.constantFrom('1', '0', 1, 0, true, false, '', ' 7 ', '12a', 'NaN', 'Infinity', '1e400', null),
  anyText(6),
  anyJson(2),
  trickyObject,
);
