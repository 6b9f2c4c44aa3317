import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const mediaFile = (name: string) => readFileSync(resolve(__dirname, '../../../demo/media/video', name));

describe('video media', () => {
  it.each([
    ['film.mp4', 'video/mp4'],
    ['film.webm', 'video/webm'],
    ['film.ogv', 'video/ogg'],
    ['film.flv', 'video/x-flv'],
    ['fallback.webm', 'video/webm'],
    ['poster.jpg', 'image/jpeg'],
  ])('serves %s whole as %s, announcing ranges, without a session', async (name, type) => {
    const response = await t.app.inject({ url: `/media/video/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.rawPayload.equals(mediaFile(name))).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const whole = mediaFile('film.mp4');
    const response = await t.app.inject({ url: '/media/video/film.mp4', headers: { range: 'bytes=100-1123' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1123/${whole.length}`);
    expect(response.headers['content-length']).toBe('1024');
    expect(response.rawPayload.equals(whole.subarray(100, 1124))).toBe(true);
    const tail = await t.app.inject({ url: '/media/video/film.webm', headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mediaFile('film.webm').subarray(-10))).toBe(true);
    const beyond = await t.app.inject({ url: '/media/video/film.mp4', headers: { range: `bytes=${whole.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('serves the subtitles as UTF-8 text', async () => {
    const en = await t.app.inject({ url: '/media/video/film.en.srt' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(en.body.split(/\n\n/)[1]).toBe('2\n00:00:05,000 --> 00:00:09,500\nLips: colour that lasts all day');
    const fr = await t.app.inject({ url: '/media/video/film.fr.srt' });
    expect(fr.body.split(/\n\n/)[1]).toBe('2\n00:00:05,000 --> 00:00:09,500\nLèvres : une couleur qui tient toute la journée');
  });

  it('keeps every clip well under 1 MB', () => {
    for (const name of ['film.mp4', 'film.webm', 'film.ogv', 'film.flv', 'fallback.webm', 'poster.jpg']) {
      expect(mediaFile(name).length).toBeLessThan(400 * 1024);
    }
  });

  it('answers 404 for the files the fallback page leaves missing', async () => {
    for (const name of ['fallback.mp4', 'fallback.ogv', 'no-such-film.mp4', 'no-such-film.webm', 'no-such-film.ogv']) {
      expect((await t.app.inject({ url: `/media/video/${name}` })).statusCode).toBe(404);
    }
  });
});

describe('GET /demo_video_content/product/:id', () => {
  it('answers the video product info of a catalog product, by bare or prefixed id', async () => {
    const product = t.app.storefront.catalog.productById(1)!;
    const expected = {
      name: product.name,
      description: product.shortDesc,
      image: '/media/product/PROD1.svg',
      category_id: `CAT${product.categoryId}`,
      product_id: 'PROD1',
      cue_subtitle: product.subheading,
    };
    for (const id of ['PROD1', '1']) {
      const response = await t.app.inject({ url: `/demo_video_content/product/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.json()).toEqual(expected);
    }
    expect(product.name).toBe('Luminous Silk Liquid Matte Lipstick');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['PROD99999', 'SKU1', 'x', '1.5']) {
      const response = await t.app.inject({ url: `/demo_video_content/product/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No such product.' });
    }
  });
});
