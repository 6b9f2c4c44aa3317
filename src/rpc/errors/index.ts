export { RpcError } from './rpc-error';
export { RpcHttpError } from './rpc-http-error';
export { RpcNetworkError } from './rpc-network-error';
export { RpcParseError } from './rpc-parse-error';
export { RpcEnvelopeError } from './rpc-envelope-error';
export { RpcMethodError, type RpcMessage } from './rpc-method-error';
