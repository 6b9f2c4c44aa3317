// Props of a host (docs/architecture.md): a child <script type="application/json"> first (copied to data-props when
// read), else data-props JSON, else data-prop-* attributes camel-cased (their values stay strings).
import type { RawProps } from '../ui/island-props';

export type PropsReading = { ok: true; props: RawProps } | { ok: false; problem: string };

function parseObject(text: string, source: string): PropsReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${source} is not valid JSON (${(error as Error).message})` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problem: `${source} must be a JSON object` };
  }
  return { ok: true, props: value as RawProps };
}

export function readHostProps(host: HTMLElement): PropsReading {
  // Plain loops over children and attributes: the runtime reads every host of the page at start (a thousand
  // on a long listing), and spreading `children` or walking the `dataset` proxy costs several times more.
  for (let child = host.firstElementChild; child; child = child.nextElementSibling) {
    if (child.tagName === 'SCRIPT' && (child as HTMLScriptElement).type === 'application/json') {
      const text = child.textContent ?? '';
      const reading = parseObject(text, 'the props <script type="application/json">');
      // The island's render replaces the host's children, this script with them: the props stay on the host as
      // data-props, so a copy of the live host (DevTools' "Copy outerHTML") still has them.
      if (reading.ok) host.setAttribute('data-props', text);
      return reading;
    }
  }
  const attribute = host.getAttribute('data-props');
  if (attribute !== null) return parseObject(attribute, 'data-props');
  const props: RawProps = {};
  // Names only (no Attr object per attribute); the values of the few that are props read after.
  for (const name of host.getAttributeNames()) {
    // data-prop-hide-when-empty → hideWhenEmpty, as the dataset would name it less its "prop" prefix.
    if (name.length > 10 && name.startsWith('data-prop-')) {
      props[name.slice(10).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = host.getAttribute(name)!;
    }
  }
  return { ok: true, props };
}
