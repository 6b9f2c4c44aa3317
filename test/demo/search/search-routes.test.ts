import { describe, expect, it } from '@jest/globals';
import { ENDPOINT, LEGACY } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const legacyQuery = new URLSearchParams({ ...LEGACY, M: 'recs_per_page:10' }).toString();

describe('search endpoint', () => {
  it.each(['%ED%A0%80', '%FF%FE', '%E0%A4%A', '%', '%%%', '%C0%BC'])('Ntt=%s (broken encoding) gives a normal answer', async (raw) => {
    const response = await t.app.inject({ url: `${ENDPOINT}?${legacyQuery}&Ntt=${raw}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toHaveProperty('MetaInfo');
  });
});

describe('content zones', () => {
  it.each(['12', '13', '14', '15', '16'])('serves zone %s as script-free HTML, with or without a path prefix', async (node) => {
    const html = t.app.storefront.db.prepare('SELECT html FROM content_zones WHERE id = ?').pluck().get(Number(node));
    for (const url of [`/api/endeca_content_result/${node}`, `/en-gb/api/endeca_content_result/${node}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(html);
      expect(response.body).not.toMatch(/<script|javascript:|\son\w+=|style=/i);
    }
  });

  it('answers 404 for an unknown or malformed content zone', async () => {
    const answers = [];
    for (const url of ['/api/endeca_content_result/999', '/api/endeca_content_result/abc', '/en-gb/api/endeca_content_result/0']) {
      const response = await t.app.inject({ url });
      answers.push([response.statusCode, response.body]);
    }
    expect(answers).toEqual([
      [404, 'There is no content zone 999.'], [404, 'There is no content zone.'], [404, 'There is no content zone 0.'],
    ]);
  });
});
