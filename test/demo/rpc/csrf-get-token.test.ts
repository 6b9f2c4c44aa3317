import { describe, expect, it } from '@jest/globals';
import { rpcCall } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('csrf.getToken', () => {
  it('returns the session token that the csrftoken cookie carries', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/');
    expect((await rpcCall(visitor, 'csrf.getToken', [])).result!.value).toEqual({ token: visitor.csrfToken });
  });
});
