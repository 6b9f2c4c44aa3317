// URLs of the HTML fetchers (src/rpc/html-fetchers.ts).
import { contentZoneUrl } from '../../src/rpc/html-fetchers';

describe('contentZoneUrl', () => {
  it('puts the node id, encoded, after the path and API prefixes', () => {
    expect(contentZoneUrl('/en-gb/', 'api', '77')).toBe('/en-gb/api/endeca_content_result/77');
    expect(contentZoneUrl('/', 'api', 'a/b?c#d')).toBe('/api/endeca_content_result/a%2Fb%3Fc%23d');
  });

  // Found by test/rpc/endeca-normalise.property.test.ts: a spotlight's nodeId " \ud969\t" (JSON may carry a lone
  // surrogate) threw URIError while the results page loaded its content zones.
  it('encodes a lone surrogate in the node id as U+FFFD instead of throwing', () => {
    expect(contentZoneUrl('/', 'api', JSON.parse('"7\\ud969"'))).toBe('/api/endeca_content_result/7%EF%BF%BD');
  });
});
