// Reading a host's props (docs/architecture.md "The island contract").
import { readHostProps } from '../../src/mount/read-props';

function host(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  return wrapper.firstElementChild as HTMLElement;
}

describe('readHostProps: data-prop-* attributes', () => {
  it('camel-cases the name after data-prop- and keeps the value as a string', () => {
    expect(readHostProps(host('<div data-widget="x" data-prop-product-id="345" data-prop-heading-level="2"></div>'))).toEqual({
      ok: true,
      props: { productId: '345', headingLevel: '2' },
    });
  });

  // Found by test/mount/read-props.property.test.ts: data-prop-5_a_ gave the prop "-5_a_" (the dataset keeps the
  // dash before a digit), and data-prop1 (not a data-prop-* attribute) gave the prop "1".
  it('names a prop after what follows data-prop-, also when that starts with a digit or _; ignores data-prop<x>', () => {
    expect(readHostProps(host('<div data-widget="x" data-prop-5_a_="a" data-prop-_b="b" data-prop1="no" data-prop_c="no" data-props-x="no"></div>'))).toEqual({
      ok: true,
      props: { '5_a_': 'a', _b: 'b' },
    });
  });
});
