// GETs that answer HTML: content zones (docs/requirements.md §7) and link targets for the generic modal loader.
// The text is returned raw; callers pass it through ui/sanitize-html before it reaches the DOM.
import { RPC_TIMEOUT_MS } from '../config/constants';
import { kyWithDeadline } from './http';

export function contentZoneUrl(pathPrefix: string, apiPrefix: string, nodeId: string): string {
  return `${pathPrefix}${apiPrefix}/endeca_content_result/${encodeURIComponent(nodeId)}`;
}

export function fetchHtml(url: string, signal?: AbortSignal): Promise<string> {
  return kyWithDeadline(RPC_TIMEOUT_MS, signal, (ky, options) => ky.get(url, { ...options, headers: { accept: 'text/html' } }).text());
}
