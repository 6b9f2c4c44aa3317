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
    if (!key.startsWith('prop') || key.length <= 4) continue;
    const rest = key.slice(4);
    // data-prop-name → propName → name; data-prop-5x stays prop-5x in the dataset (no letter to upper-case) → 5x.
    if (rest[0] === '-') props[rest.slice(1)] = value;
    else if (rest[0] !== rest[0]!.toLowerCase()) props[rest[0]!.toLowerCase() + rest.slice(1)] = value;
  }
  return { ok: true, props };
}
