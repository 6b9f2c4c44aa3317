// URLs of the HTML fetchers (src/rpc/html-fetchers.ts).
import { contentZoneUrl } from '../../src/rpc/html-fetchers';

describe('contentZoneUrl', () => {
  it('puts the node id, encoded, after the path and API prefixes', () => {
    expect(contentZoneUrl('/en-gb/', 'api', '77')).toBe('/en-gb/api/endeca_content_result/77');
    expect(contentZoneUrl('/', 'api', 'a/b?c#d')).toBe('/api/endeca_content_result/a%2Fb%3Fc%23d');
  });
});
