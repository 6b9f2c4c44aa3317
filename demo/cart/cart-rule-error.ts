/** A bag change refused for a reason the shopper can act on; `key` is stable, `message` is shopper-facing text. */
export class CartRuleError extends Error {
  constructor(readonly key: string, message: string) {
    super(message);
    this.name = 'CartRuleError';
  }
}
