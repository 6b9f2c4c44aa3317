// The loyalty program's answers (docs/requirements.md §5.1, §7; docs/wire-formats.md "Loyalty join", "offers.apply").

/** A successful `loyalty_join` submit. */
export interface LoyaltyJoinAnswer {
  /** The shopper was a member already (the join changed nothing). */
  alreadyMember: boolean;
}

/** An `offers.apply` answer: whether this call applied the offer, and what the server says about it. */
export interface OfferAnswer {
  code: string;
  /** False when the offer had been applied before (nothing changed). */
  applied: boolean;
  /** The texts of the answer's messages, in order, for the shopper. */
  messages: string[];
  /** The member's points after the call; null when the answer does not say. */
  points: number | null;
}
