import { describe, expect, it } from '@jest/globals';
import { jsonForScript } from '../../../demo/html/page-config';

describe('jsonForScript', () => {
  it('keeps JSON in a script element from closing it, and line separators from ending a string', () => {
    expect(jsonForScript({ a: '</script><script>', b: 'x\u2028y\u2029z' }).toString())
      .toBe('{"a":"\\u003c/script>\\u003cscript>","b":"x\\u2028y\\u2029z"}');
  });
});
