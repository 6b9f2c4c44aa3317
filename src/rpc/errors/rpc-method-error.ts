import { RpcError } from './rpc-error';

/** One message of a JSON-RPC error (docs/wire-formats.md). */
export interface RpcMessage {
  text: string;
  key: string;
  severity: string;
  tags: string[];
  display_locations: string[];
}

/** The server ran the call and answered with an `error` entry. `messages[0].text` is meant for the shopper. */
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

  /** The first shopper-facing text, falling back to the server's message. */
  override get userText(): string {
    return this.messages.find((m) => m.text)?.text ?? this.serverMessage;
  }
}
