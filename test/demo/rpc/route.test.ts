import { describe, expect, it } from '@jest/globals';
import { postRawBody } from '../helpers/rpc-client';
import { formBody, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('transport failures', () => {
  it('answers a body over the limit with JSON, not HTML', async () => {
    const { status, error } = await postRawBody(t.app, formBody({ JSONRPC: JSON.stringify([{ method: 'x', params: ['a'.repeat(300 * 1024)] }]) }));
    expect(status).toBe(413);
    expect(error.message).toMatch(/larger than/);
  });

  it('answers the wrong content type with JSON', async () => {
    const { status, error } = await postRawBody(t.app, '{"JSONRPC":"[]"}', 'text/xml');
    expect(status).toBe(415);
    expect(error.message).toMatch(/x-www-form-urlencoded/);
  });
});
