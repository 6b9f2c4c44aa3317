// Props of a host (docs/architecture.md): a child <script type="application/json"> first, else data-props JSON,
// else data-prop-* attributes camel-cased (their values stay strings).
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
  const script = [...host.children].find(
    (child) => child.tagName === 'SCRIPT' && (child as HTMLScriptElement).type === 'application/json',
  );
  if (script) return parseObject(script.textContent ?? '', 'the props <script type="application/json">');
  const attribute = host.getAttribute('data-props');
  if (attribute !== null) return parseObject(attribute, 'data-props');
  const props: RawProps = {};
  for (const [key, value] of Object.entries(host.dataset)) {
    if (key.length > 4 && key.startsWith('prop') && key[4] === key[4]!.toUpperCase()) {
      props[key[4]!.toLowerCase() + key.slice(5)] = value;
    }
  }
  return { ok: true, props };
}
