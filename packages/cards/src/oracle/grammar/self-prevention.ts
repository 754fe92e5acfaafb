/**
 * A permanent's own prevention ability (CR 615.1): "If damage would be dealt to ~, prevent that
 * damage. Remove a +1/+1 counter from ~." and "… Put a -1/-1 counter on ~ for each 1 damage
 * prevented this way."
 */
import P from "../parsers.js";
import type { AbilityDef } from "@fishbowl/engine";
import { type LinePart, constB, counterKind, lit } from "./base.js";

const rider = P.alt(
  P.seqMap(lit(" remove a "), counterKind, lit(" counter from ~."), (_r, k) => ({ removeCounter: k })),
  P.seqMap(lit(" put a "), counterKind, lit(" counter on ~ for each 1 damage prevented this way."), (_p, k) => ({
    countersPerDamage: k,
  })),
);

/** "If damage would be dealt to ~, prevent that damage. <rider>" */
export const selfPreventionLine: P.Parser<LinePart> = P.seqMap(
  lit("if damage would be dealt to ~, prevent that damage."),
  rider,
  (_i, r): LinePart => ({
    kind: "ability",
    build: constB<AbilityDef>({ kind: "preventDamageToSelf", text: "", ...r }),
  }),
);
