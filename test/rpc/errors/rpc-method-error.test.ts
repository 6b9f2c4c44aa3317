import { RpcError, RpcMethodError, type RpcMessage } from '../../../src/rpc/errors';

const message = (text: string, key = ''): RpcMessage => ({ text, key, severity: 'ERROR', tags: [], display_locations: [] });

describe('RpcMethodError', () => {
  it('is an RpcError naming the call, its code and the first message text', () => {
    const error = new RpcMethodError('rpc.form', 102, 'cart failed', [message('Sorry, this item is sold out'), message('Second')]);
    expect(error).toBeInstanceOf(RpcError);
    expect(error.name).toBe('RpcMethodError');
    expect(error.method).toBe('rpc.form');
    expect(error.message).toBe('JSON-RPC call "rpc.form" failed with code 102: Sorry, this item is sold out.');
  });

  it('names the server message when no message has text, and says so when there is neither', () => {
    expect(new RpcMethodError('a', 1, 'server said no', []).message).toBe('JSON-RPC call "a" failed with code 1: server said no.');
    expect(new RpcMethodError('a', 1, '', []).message).toBe('JSON-RPC call "a" failed with code 1: no message.');
  });

  it('ends with one full stop when the server\'s text already ends a sentence', () => {
    expect(new RpcMethodError('rpc.form', 102, '', [message('Sorry, we could not find this item. Please try again.')]).message).toBe(
      'JSON-RPC call "rpc.form" failed with code 102: Sorry, we could not find this item. Please try again.',
    );
    expect(new RpcMethodError('a', 1, 'Is this right?', []).message).toBe('JSON-RPC call "a" failed with code 1: Is this right?');
  });

  it('gives the shopper the first message that has text, never the server message (developer text)', () => {
    expect(new RpcMethodError('a', 1, 'server', [message(''), message('Second one')]).userText).toBe('Second one');
    expect(new RpcMethodError('a', 1, 'empty body', [message('')]).userText).toBe('');
    expect(new RpcMethodError('a', 103, 'empty body', []).userText).toBe('');
    expect(new RpcMethodError('a', 1, '', []).userText).toBe('');
  });
});
