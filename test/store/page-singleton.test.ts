import { PAGE_SINGLETON_PREFIX, pageSingleton } from '../../src/store/page-singleton';
import { forgetPageSingletons } from '../helpers/reset';

const holder = globalThis as Record<string, unknown>;

afterEach(forgetPageSingletons);

describe('pageSingleton', () => {
  it('creates the value on first use and gives the same one afterwards, without creating it again', () => {
    const create = jest.fn(() => ({ n: 1 }));
    const first = pageSingleton('test-a:v1', create);
    expect(pageSingleton('test-a:v1', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps it on globalThis under the key with the page prefix, where another bundle copy finds it', () => {
    const value = pageSingleton('test-b:v1', () => 'shared');
    expect(PAGE_SINGLETON_PREFIX).toBe('__storefrontIslands:');
    expect(holder['__storefrontIslands:test-b:v1']).toBe(value);
    holder['__storefrontIslands:test-c:v1'] = 'from another copy';
    expect(pageSingleton('test-c:v1', () => 'mine')).toBe('from another copy');
  });

  it('keeps keys apart, so a new version of a shape is never shared with the old one', () => {
    expect(pageSingleton('test-d:v1', () => 'old')).toBe('old');
    expect(pageSingleton('test-d:v2', () => 'new')).toBe('new');
  });

  it('creates a fresh value once the page singletons are forgotten (a new page load)', () => {
    const first = pageSingleton('test-e:v1', () => ({}));
    forgetPageSingletons();
    expect(Object.keys(holder).filter((key) => key.startsWith(PAGE_SINGLETON_PREFIX))).toEqual([]);
    expect(pageSingleton('test-e:v1', () => ({}))).not.toBe(first);
  });
});
