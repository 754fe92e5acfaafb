/**
 * "Target creature deals damage to itself equal to its power" (Repentance, Inner Struggle):
 * the creature, not the spell, is the damage's source (CR 120.1, 120.3), so its own
 * deathtouch, lifelink or infect apply; its power is read as the instruction resolves (608.2h).
 */
import P from "../parsers.js";
import { type EffB, Unsupported, lit, one } from "./base.js";
import { objectRef } from "./refs.js";

/** "target creature deals damage to itself equal to its power": one object dealing damage to itself. */
export const selfDamage: P.Parser<EffB> = P.seqMap(
  objectRef,
  lit(" deals damage to itself equal to its power"),
  (what) =>
    one((c) => {
      const r = what(c);
      if (!(r.kind === "self" || (r.kind === "target" && r.index !== undefined)))
        throw new Unsupported("damage to itself by several objects");
      return { kind: "damage", amount: { kind: "powerOf", ref: r }, to: r, by: r };
    }),
);
