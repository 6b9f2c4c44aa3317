import { checkProps, didYouMean, editDistance, expected, type PropsDeclaration } from '../../src/ui/prop-check';
import { PropsError } from '../../src/ui/island-props';

const DECLARED: PropsDeclaration = {
  productId: { type: 'string', required: true, example: 'PROD345' },
  color: { type: 'string' },
  headingLevel: { type: 'integer', min: 2, max: 6, default: 3 },
  quickView: { type: 'boolean', default: true },
  variant: { type: 'string', values: ['sticky', 'nav'], default: 'sticky' },
  open: { type: ['integer', 'list'], min: 1 },
  quiz: { type: 'object' },
};

function check(raw: Record<string, unknown>) {
  const report = jest.fn();
  const props = checkProps(DECLARED, raw, report);
  return { props, reports: report.mock.calls as Array<[string, Array<{ prop?: string; message: string }>]> };
}

function refusal(raw: Record<string, unknown>): PropsError {
  try {
    checkProps(DECLARED, raw);
  } catch (error) {
    return error as PropsError;
  }
  throw new Error('expected a PropsError');
}

describe('checkProps', () => {
  it('passes valid props through untouched, JSON values and data-prop-* strings alike, and reports nothing', () => {
    const json = { productId: 'PROD1', color: 'red', headingLevel: 4, quickView: false, variant: 'nav', open: [1, 2], quiz: { a: 1 } };
    expect(check(json)).toEqual({ props: json, reports: [] });
    expect(check(json).props).toBe(json);
    const strings = { productId: '345', headingLevel: '4', quickView: '0', variant: ' nav ', open: '1,3' };
    expect(check(strings)).toEqual({ props: strings, reports: [] });
    expect(check({ productId: 345, open: 2 }).reports).toEqual([]);
  });

  it('drops a value of a prop with allowed values that cannot be read as text, rather than throwing (property test counterexample)', () => {
    const hostile = { valueOf: 'x', toString: null };
    const { props, reports } = check({ productId: 'PROD1', variant: hostile });
    expect(props).toEqual({ productId: 'PROD1' });
    expect(reports.map(([, problems]) => problems.map((p) => p.prop))).toEqual([['variant']]);
  });

  it('drops an unknown prop, naming the closest declared one', () => {
    expect(check({ productId: 'PROD1', colour: 'red' })).toEqual({
      props: { productId: 'PROD1' },
      reports: [[
        'unknown prop "colour" is ignored — did you mean "color"?; the island mounted without them',
        [{ prop: 'colour', message: 'unknown prop "colour" is ignored — did you mean "color"?' }],
      ]],
    });
    // data-prop-productid arrives lower-cased: the case is not held against it.
    expect(check({ productId: 'PROD1', headinglevel: 2 }).reports[0]![1]).toEqual([{ prop: 'headinglevel', message: 'unknown prop "headinglevel" is ignored — did you mean "headingLevel"?' }]);
    expect(check({ productId: 'PROD1', zzz: 1 }).reports[0]![1]).toEqual([
      { prop: 'zzz', message: 'unknown prop "zzz" is ignored (its props: productId, color, headingLevel, quickView, variant, open, quiz)' },
    ]);
    expect(() => checkProps({}, { a: 1 }, (message) => expect(message).toBe('unknown prop "a" is ignored (it takes no props); the island mounted without them'))).not.toThrow();
  });

  it('drops an optional prop of the wrong type or out of range, so the island takes its default, and says which default', () => {
    const { props, reports } = check({ productId: 'PROD1', headingLevel: 9, quickView: 'maybe', variant: 'modal', open: 0, quiz: 'x', color: { r: 1 } });
    expect(props).toEqual({ productId: 'PROD1' });
    expect(reports).toHaveLength(1);
    expect(reports[0]![1]).toEqual([
      { prop: 'headingLevel', message: 'prop "headingLevel" must be a whole number from 2 to 6, got 9; the default, 3, is used' },
      { prop: 'quickView', message: 'prop "quickView" must be true or false, got "maybe"; the default, true, is used' },
      { prop: 'variant', message: 'prop "variant" must be one of "sticky", "nav", got "modal"; the default, "sticky", is used' },
      { prop: 'open', message: 'prop "open" must be a whole number or a list, got 0; it is left out' },
      { prop: 'quiz', message: 'prop "quiz" must be an object, got "x"; it is left out' },
      { prop: 'color', message: 'prop "color" must be text, got {"r":1}; it is left out' },
    ]);
  });

  it('refuses a missing required prop, with an example, and lists every other problem in the same error', () => {
    const error = refusal({ colour: 'red' });
    expect(error).toBeInstanceOf(PropsError);
    expect(error.message).toBe('prop "productId" is required, like "PROD345"; unknown prop "colour" is ignored — did you mean "color"?');
    expect(error.problems).toEqual([
      { prop: 'productId', message: 'prop "productId" is required, like "PROD345"' },
      { prop: 'colour', message: 'unknown prop "colour" is ignored — did you mean "color"?' },
    ]);
    expect(refusal({ productId: '  ' }).message).toBe('prop "productId" is required, like "PROD345"');
    expect(refusal({ productId: null }).message).toBe('prop "productId" is required, like "PROD345"');
  });

  it('refuses a required prop of the wrong type', () => {
    expect(refusal({ productId: ['PROD1'] }).problems).toEqual([{ prop: 'productId', message: 'prop "productId" must be text, like "PROD345", got ["PROD1"]' }]);
  });

  it('takes an empty data-prop-* attribute as left out: no report, and the island\'s reading takes its default', () => {
    expect(check({ productId: 'PROD1', headingLevel: '', quickView: ' ' })).toEqual({ props: { productId: 'PROD1', headingLevel: '', quickView: ' ' }, reports: [] });
  });
});

describe('what a prop must be, and did-you-mean', () => {
  it('words the expectation', () => {
    expect(expected({ type: 'number', min: 1, max: 24 })).toBe('a number from 1 to 24');
    expect(expected({ type: ['integer', 'list'] })).toBe('a whole number or a list');
    expect(expected({ type: 'string', values: ['signin', 'create'] })).toBe('one of "signin", "create"');
  });

  it('measures edit distance ignoring case', () => {
    expect(editDistance('colour', 'color')).toBe(1);
    expect(editDistance('productid', 'productId')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests only a near name', () => {
    expect(didYouMean('prodId', ['productId', 'categoryId'])).toBe('productId');
    expect(didYouMean('categoryid', ['productId', 'categoryId'])).toBe('categoryId');
    expect(didYouMean('price', ['productId', 'categoryId'])).toBeUndefined();
    expect(didYouMean('x', ['id'])).toBeUndefined();
  });
});
