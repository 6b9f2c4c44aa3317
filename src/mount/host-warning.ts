// One console warning per host problem, naming the host so a merchandiser can find it.
const PREFIX = '[storefront-islands]';

function describeHost(host: Element): string {
  const name = host.getAttribute('data-widget') ?? '';
  const id = host.id ? `#${host.id}` : '';
  const classes = host.classList.length ? `.${[...host.classList].slice(0, 3).join('.')}` : '';
  return `<${host.tagName.toLowerCase()}${id}${classes} data-widget="${name}">`;
}

export function warnHost(host: Element, problem: string, error?: unknown): void {
  if (error === undefined) console.warn(`${PREFIX} ${describeHost(host)}: ${problem}`);
  else console.warn(`${PREFIX} ${describeHost(host)}: ${problem}`, error);
}

export function warn(message: string, error?: unknown): void {
  if (error === undefined) console.warn(`${PREFIX} ${message}`);
  else console.warn(`${PREFIX} ${message}`, error);
}
