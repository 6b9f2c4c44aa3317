/** A waitlist answer without `SUCCESS: 1`: the server ran the call but confirmed nothing. */
export class WaitlistNotSavedError extends Error {
  override name = 'WaitlistNotSavedError';
  constructor() {
    super('Waitlist: the server did not confirm the sign-up (no SUCCESS: 1); try again.');
  }
}
