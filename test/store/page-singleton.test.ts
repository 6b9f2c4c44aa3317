import { PAGE_SINGLETONS, pageSingleton } from '../../src/store/page-singleton';
import { forgetPageSingletons } from '../helpers/reset';

const singletons = () => (globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>)[PAGE_SINGLETONS];

afterEach(forgetPageSingletons);

describe('pageSingleton', () => {
  it('creates the value on first use and gives the same one afterwards, without creating it again', () => {
    const create = jest.fn(() => ({ n: 1 }));
    const first = pageSingleton('test-a:v1', create);
    expect(pageSingleton('test-a:v1', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps it on globalThis under the registry symbol, where another bundle copy finds it', () => {
    const value = pageSingleton('test-b:v1', () => 'shared');
    expect(PAGE_SINGLETONS).toBe(Symbol.for('storefront-islands:page-singletons'));
    expect(singletons()!['test-b:v1']).toBe(value);
    singletons()!['test-c:v1'] = 'from another copy';
    expect(pageSingleton('test-c:v1', () => 'mine')).toBe('from another copy');
  });

  it('keeps keys apart, so a new version of a shape is never shared with the old one', () => {
    expect(pageSingleton('test-d:v1', () => 'old')).toBe('old');
    expect(pageSingleton('test-d:v2', () => 'new')).toBe('new');
  });

  it('creates a fresh value once the page singletons are forgotten (a new page load)', () => {
    const first = pageSingleton('test-e:v1', () => ({}));
    forgetPageSingletons();
    expect(singletons()).toBeUndefined();
    expect(pageSingleton('test-e:v1', () => ({}))).not.toBe(first);
  });

  it.each(['__storefrontIslands:test-f:v1', 'storefront-islands:page-singletons', 'test-f:v1'])(
    'is not fooled by page markup with the id %j (named access on window): it makes its own', (id) => {
      const element = document.createElement('div');
      element.id = id;
      document.body.append(element);
      try {
        expect((globalThis as unknown as Record<string, unknown>)[id]).toBe(element); // what the markup puts on window
        const value = pageSingleton('test-f:v1', () => ({ mine: true }));
        expect(value).toEqual({ mine: true });
        expect(pageSingleton('test-f:v1', () => ({ mine: false }))).toBe(value);
      } finally {
        element.remove();
      }
    });
});
