// GETs that answer HTML: content zones (docs/requirements.md §7) and link targets for the generic modal loader.
// The text is returned raw; callers pass it through ui/sanitize-html before it reaches the DOM.
import { RPC_TIMEOUT_MS } from '../config/constants';
import { loadKy } from './http';

export function contentZoneUrl(pathPrefix: string, apiPrefix: string, nodeId: string): string {
  return `${pathPrefix}${apiPrefix}/endeca_content_result/${encodeURIComponent(nodeId)}`;
}

export async function fetchHtml(url: string, signal?: AbortSignal): Promise<string> {
  const ky = await loadKy();
  return ky.get(url, { signal, timeout: RPC_TIMEOUT_MS, retry: 0, credentials: 'same-origin', headers: { accept: 'text/html' } }).text();
}
