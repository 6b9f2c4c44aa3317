/** Base of every JSON-RPC failure; `method` names the call that failed. */
export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    message: string,
    readonly method: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** What a shopper may be shown about this failure; '' when the server said nothing meant for them. */
  get userText(): string {
    return '';
  }
}
