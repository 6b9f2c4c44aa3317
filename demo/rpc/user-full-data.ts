import type { RpcMethod } from './rpc-method';

export const userFullData: RpcMethod = {
  name: 'user.fullData',
  handle(_params, { session }) {
    const user = session.user;
    return {
      value: {
        signed_in: user ? 1 : 0,
        csr_logged_in: session.csrLoggedIn ? 1 : 0,
        csr_email: session.csrEmail,
        email: user?.email ?? '',
        first_name: user?.firstName ?? '',
        is_loyalty_member: user?.loyalty ? 1 : 0,
        loyalty_points: user?.loyalty?.points ?? 0,
      },
    };
  },
};
