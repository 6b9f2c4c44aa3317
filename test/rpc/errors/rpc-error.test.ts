import { RpcError } from '../../../src/rpc/errors';

describe('RpcError', () => {
  it('has nothing for the shopper by default, and names the call that failed', () => {
    const error = new RpcError('JSON-RPC call "a" failed.', 'a');
    expect(error.userText).toBe('');
    expect(error.name).toBe('RpcError');
    expect(error.method).toBe('a');
  });
});
