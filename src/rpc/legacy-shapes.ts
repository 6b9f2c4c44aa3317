// Page scripts written for the old site read the storefront's answers as it sent them (the prodcat
// products, the user, the bag: window.StorefrontIslands.store and the sfi:* events), while islands read
// the model. The parsers remember, for each model record, the wire record it came from.
import type { Raw } from './coerce';

const wireRecords = new WeakMap<object, Raw>();

/** Notes that `model` was read from `wire`; returns `model`. */
export function fromWire<M extends object>(model: M, wire: Raw): M {
  wireRecords.set(model, wire);
  return model;
}

/** The wire record a model record was read from (an empty record for one made otherwise). */
export function toLegacy(model: object): Raw {
  return wireRecords.get(model) ?? {};
}
