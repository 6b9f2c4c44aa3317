import { deleteCookie, lenientDecode, readCookie, safeDecode, writeCookie } from '../../src/store/cookie-jar';
import { clearCookies } from '../helpers/reset';

beforeEach(clearCookies);
afterEach(clearCookies);

describe('readCookie', () => {
  it('finds a cookie among several, trimming the spaces around pairs', () => {
    expect(readCookie('b', 'a=1; b=2 ; c=3')).toBe('2');
    expect(readCookie('a', 'a=1; b=2')).toBe('1');
    expect(readCookie('c', 'a=1;b=2;c=3')).toBe('3');
  });

  it('returns null for a cookie that is not there', () => {
    expect(readCookie('missing', 'a=1; b=2')).toBeNull();
    expect(readCookie('a', '')).toBeNull();
  });

  it('matches whole names, not prefixes or suffixes', () => {
    expect(readCookie('cart', 'FE_USER_CART=1; cart_old=2')).toBeNull();
    expect(readCookie('CART', 'FE_USER_CART=1')).toBeNull();
  });

  it('keeps "=" inside the value', () => {
    expect(readCookie('token', 'token=abc==; x=1')).toBe('abc==');
  });

  it('returns an empty string for a cookie with an empty value', () => {
    expect(readCookie('empty', 'empty=; a=1')).toBe('');
  });

  it('skips pieces without "="', () => {
    expect(readCookie('a', 'junk; a=1')).toBe('1');
    expect(readCookie('junk', 'junk; a=1')).toBeNull();
  });

  it('returns the value still encoded', () => {
    expect(readCookie('q', 'q=red%20lipstick')).toBe('red%20lipstick');
  });

  it('takes the first of two cookies with the same name (the more specific path comes first)', () => {
    expect(readCookie('a', 'a=specific; a=general')).toBe('specific');
  });

  it('reads a double-quoted value without its quotes, and a lone quote as it is', () => {
    expect(readCookie('FE_USER_CART', 'a=1; FE_USER_CART="signed_in%3A1%26item_count%3A3"; b=2')).toBe('signed_in%3A1%26item_count%3A3');
    expect(readCookie('q', 'q=""')).toBe('');
    expect(readCookie('q', 'q="')).toBe('"');
    expect(readCookie('q', 'q=a"b"')).toBe('a"b"');
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'jar_test=yes; path=/';
    expect(readCookie('jar_test')).toBe('yes');
  });
});

describe('writeCookie and deleteCookie', () => {
  it('writes a cookie readCookie can read back, and deletes it', () => {
    writeCookie('jar_write', 'a%3Ab');
    expect(readCookie('jar_write')).toBe('a%3Ab');
    deleteCookie('jar_write');
    expect(readCookie('jar_write')).toBeNull();
  });

  it('writes path, SameSite=Lax and a whole-second max-age', () => {
    const write = jest.spyOn(document, 'cookie', 'set');
    writeCookie('jar_attrs', 'v', { maxAgeSeconds: 90.7 });
    writeCookie('jar_session', 'v', { path: '/shop' });
    const [first, second] = write.mock.calls.map((call) => String(call[0]));
    write.mockRestore();
    expect(first).toBe('jar_attrs=v; path=/; SameSite=Lax; max-age=90');
    expect(second).toBe('jar_session=v; path=/shop; SameSite=Lax');
  });
});

describe('safeDecode', () => {
  it('decodes, and gives null instead of throwing for a garbled sequence', () => {
    expect(safeDecode('a%20b')).toBe('a b');
    expect(safeDecode('%E0%A4%A')).toBeNull();
  });
});

describe('lenientDecode', () => {
  it('decodes UTF-8, and a run of escapes that is not UTF-8 as the Latin-1 characters it names', () => {
    expect(lenientDecode('Ren%C3%A9e')).toBe('Renée');
    expect(lenientDecode('Ren%C3%A9e%20Zo%EB')).toBe('Renée Zoë');
    expect(lenientDecode('%E0%A4%A')).toBe('à¤%A');
  });
});
