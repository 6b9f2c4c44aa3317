import { RpcError } from './rpc-error';

/** One message of a JSON-RPC error (docs/wire-formats.md). */
export interface RpcMessage {
  text: string;
  key: string;
  severity: string;
  tags: string[];
  display_locations: string[];
}

/** The server ran the call and answered with an `error` entry. `messages[0].text` is meant for the shopper, `message` is not. */
export class RpcMethodError extends RpcError {
  override name = 'RpcMethodError';
  constructor(
    method: string,
    readonly code: number,
    readonly serverMessage: string,
    readonly messages: RpcMessage[],
  ) {
    // The server's text usually ends a sentence already: "…try again." is not followed by a second full stop.
    super(`JSON-RPC call "${method}" failed with code ${code}: ${messages[0]?.text || serverMessage || 'no message'}`.replace(/(?<![.!?…])$/, '.'), method);
  }

  /**
   * The first shopper-facing text; '' when no message has one. The entry's own `message` is the server's word to
   * developers ("empty body", a stack line), kept for the console in `message`, never shown to the shopper.
   */
  override get userText(): string {
    return this.messages.find((m) => m.text)?.text ?? '';
  }
}
