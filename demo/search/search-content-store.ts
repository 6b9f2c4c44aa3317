import type { Db } from '../db/open';
import type { ContentZone, ContentZoneRow } from './search-content';

/** Keyword redirects and content zones, as search and the content-zone route read them. */
export function createSearchContentStore(db: Db) {
  const redirectByKeyword = db.prepare('SELECT url FROM keyword_redirects WHERE keyword = ?').pluck();
  const allZones = db.prepare('SELECT id, zone, style, title, keywords, html FROM content_zones ORDER BY position, id');
  const zoneHtmlById = db.prepare('SELECT html FROM content_zones WHERE id = ?').pluck();

  return {
    /** The redirect URL for a normalised term, if any. */
    redirectFor: (normalisedTerm: string): string | null =>
      normalisedTerm === '' ? null : (redirectByKeyword.get(normalisedTerm) as string | undefined) ?? null,
    zones: (): ContentZone[] => (allZones.all() as ContentZoneRow[])
      .map((row) => ({ ...row, keywords: row.keywords.split(/\s+/).filter(Boolean) })),
    zoneHtml: (id: number): string | null => (zoneHtmlById.get(id) as string | undefined) ?? null,
  };
}

export type SearchContentStore = ReturnType<typeof createSearchContentStore>;
