// Properties of reading a host's props (docs/architecture.md "The island contract"; docs/decisions.md "Property
// tests"): any script text, data-props value or data-prop-* attributes read without throwing, into a JSON object or
// one problem to warn about; a JSON object written into any of the three comes back as it was.
import fc from 'fast-check';
import { readHostProps } from '../../src/mount/read-props';
import { anyJson, anyText, checkProperty } from '../helpers/property';

/** What a merchandiser may write as props: JSON of an object (usually), JSON of something else, or not JSON. */
const propsText = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyJson(2), { maxKeys: 4 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: anyJson(2).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: anyText(12) },
);

/** data-prop-* names as HTML allows them: lower-case words joined by `-`. */
const attributeName = fc.array(fc.stringMatching(/^[a-z0-9_]{1,6}$/), { minLength: 1, maxLength: 3 }).map((words) => words.join('-'));
/** The prop name of data-prop-<name>: camel-cased as dataset does (`-x` → `X` for a lower-case letter only). */
const propName = (attr: string) => attr.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function host(build: (el: HTMLElement) => void): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget', 'product-card');
  build(el);
  return el;
}

function script(text: string, type = 'application/json'): HTMLScriptElement {
  const el = document.createElement('script');
  el.type = type;
  el.textContent = text;
  return el;
}

describe('readHostProps, for any host', () => {
  it('never throws: a JSON object, or one problem naming where the props came from', () => {
    checkProperty(
      fc.property(fc.option(propsText), fc.option(propsText), fc.dictionary(attributeName, anyText(4), { maxKeys: 3 }), (scriptText, dataProps, attributes) => {
        const el = host((h) => {
          if (scriptText !== null) h.append(script(scriptText));
          if (dataProps !== null) h.setAttribute('data-props', dataProps);
          for (const [name, value] of Object.entries(attributes)) h.setAttribute(`data-prop-${name}`, value);
        });
        const reading = readHostProps(el);
        if (reading.ok) {
          expect(reading.props !== null && typeof reading.props === 'object' && !Array.isArray(reading.props)).toBe(true);
        } else {
          const source = scriptText !== null ? 'the props <script type="application/json">' : 'data-props';
          expect(reading.problem.startsWith(`${source} `)).toBe(true);
        }
      }),
    );
  });

  it('gives back a JSON object written in a script, in data-props, the script first', () => {
    const object = fc.dictionary(fc.string({ maxLength: 8 }), anyJson(3), { maxKeys: 5 }).map((o) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>);
    checkProperty(
      fc.property(object, object, (inScript, inAttribute) => {
        expect(readHostProps(host((h) => h.setAttribute('data-props', JSON.stringify(inAttribute))))).toEqual({ ok: true, props: inAttribute });
        const both = host((h) => {
          h.append(script(JSON.stringify(inScript)));
          h.setAttribute('data-props', JSON.stringify(inAttribute));
        });
        expect(readHostProps(both)).toEqual({ ok: true, props: inScript });
      }),
    );
  });

  it('reads data-prop-* attributes as camel-cased string props, ignoring other scripts and data-* attributes', () => {
    checkProperty(
      fc.property(fc.dictionary(attributeName, anyText(6), { maxKeys: 4 }), (attributes) => {
        const el = host((h) => {
          h.append(script('{"ignored": true}', 'text/plain'));
          h.setAttribute('data-hydrate', 'visible');
          for (const [name, value] of Object.entries(attributes)) h.setAttribute(`data-prop-${name}`, value);
        });
        const expected: Record<string, string> = {};
        for (const [name, value] of Object.entries(attributes)) expected[propName(name)] = value;
        const reading = readHostProps(el);
        expect(reading.ok).toBe(true);
        if (reading.ok) expect(Object.entries(reading.props).sort()).toEqual(Object.entries(expected).sort());
      }),
    );
  });
});
