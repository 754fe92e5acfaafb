/**
 * "If a creature dealt damage this way would die this turn, exile it instead." after a damage
 * instruction, and "If that creature would die this turn, exile it instead." after damage to a
 * target creature (a replacement effect, CR 614.1a, lasting until cleanup, 514.2).
 */
import P from "../parsers.js";
import type { Effect } from "@fishbowl/engine";
import { Unsupported, lit } from "./base.js";

/** The rider sentence; "that creature" needs the damage to be dealt to a creature the sentence targeted. */
export const exileInsteadRider: P.Parser<"dealt" | "that"> = P.alt(
  lit(" if a creature dealt damage this way would die this turn, exile it instead.").map(() => "dealt" as const),
  P.alt(
    lit(" if that creature would die this turn, exile it instead."),
    lit(" if the creature would die this turn, exile it instead."),
  ).map(() => "that" as const),
);

/** Marks the sentence's damage instructions (refused when it has none, or for "that creature" several). */
export function exileInstead(out: Effect[], rider: "dealt" | "that" | undefined): Effect[] {
  if (!rider) return out;
  const damage = out.filter((e) => e.kind === "damage");
  if (damage.length === 0) throw new Unsupported("'exile it instead' without damage");
  if (rider === "that" && (damage.length !== 1 || damage[0]!.kind !== "damage" || damage[0]!.to.kind !== "target"))
    throw new Unsupported("'that creature would die' without one damaged target");
  return out.map((e): Effect => (e.kind === "damage" ? { ...e, exileIfDiesThisTurn: true } : e));
}
