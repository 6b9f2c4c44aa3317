import { describe, expect, it } from '@jest/globals';
import { html, raw } from '../../../demo/html/html';

describe('html tagged template', () => {
  it('escapes every interpolation', () => {
    const hostile = `"><script>alert('x')</script>&`;
    expect(html`<input value="${hostile}">`.toString())
      .toBe('<input value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">');
  });

  it('keeps nested templates and raw() markup, and escapes inside arrays', () => {
    const items = ['<b>', 'ok'].map((text) => html`<li>${text}</li>`);
    expect(html`<ul>${items}</ul>${raw('<hr>')}`.toString()).toBe('<ul><li>&lt;b&gt;</li><li>ok</li></ul><hr>');
  });

  it('renders nothing for null, undefined and false, and numbers as text', () => {
    expect(html`${null}${undefined}${false}${0}${12.5}`.toString()).toBe('012.5');
  });
});
