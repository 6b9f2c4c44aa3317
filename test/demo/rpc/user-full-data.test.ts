import { describe, expect, it } from '@jest/globals';
import { rpcCall } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('user.fullData', () => {
  it('is anonymous for a guest', async () => {
    expect((await rpcCall(new Visitor(t.app), 'user.fullData', [])).result!.value).toEqual({
      signed_in: 0, csr_logged_in: 0, csr_email: '', email: '', first_name: '', is_loyalty_member: 0, loyalty_points: 0,
    });
  });

  it('describes a loyalty member', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    expect((await rpcCall(visitor, 'user.fullData')).result!.value).toEqual({
      signed_in: 1, csr_logged_in: 0, csr_email: '', email: 'member@example.com', first_name: 'Ana', is_loyalty_member: 1, loyalty_points: 1250,
    });
  });

  it('carries the representative email for a CSR session', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('csr@example.com');
    expect((await rpcCall(visitor, 'user.fullData')).result!.value).toMatchObject({ signed_in: 1, csr_logged_in: 1, csr_email: 'csr@example.com' });
  });
});
