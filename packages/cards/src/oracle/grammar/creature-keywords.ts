/**
 * Creature keyword mechanisms (CR 702) read as the abilities they stand for, and the static
 * abilities written about them: soulbond (702.95) and "as long as ~ is paired with another
 * creature, …".
 */
import P from "../parsers.js";
import type { AbilityDef, Keyword } from "@fishbowl/engine";
import { type KeywordExtra, type LinePart, lit } from "./base.js";
import { staticAbility, staticChanges } from "./statics.js";

/** What a keyword of this file contributes to a keyword line (as `paramKeyword` items). */
type Item = { keywords: Keyword[]; abilities: AbilityDef[]; extra?: KeywordExtra };

/**
 * Soulbond (CR 702.95a): two triggered abilities — when this creature enters, if it and another
 * creature you control are unpaired, you may pair it with one; whenever another creature you
 * control enters, if both are unpaired, you may pair that creature with this one.
 */
const soulbond: P.Parser<Item> = lit("soulbond").map(() => ({
  keywords: [],
  abilities: [
    {
      kind: "triggered",
      text: "Soulbond",
      event: { kind: "entersSelf" },
      targets: [],
      condition: { kind: "sourceUnpaired", another: true },
      effects: [{ kind: "pair", with: "chosen" }],
    },
    {
      kind: "triggered",
      text: "Soulbond",
      event: { kind: "enters", filter: { types: ["Creature"], controller: "you", other: true } },
      targets: [],
      condition: { kind: "sourceUnpaired" },
      effects: [{ kind: "pair", with: "refs" }],
    },
  ],
}));

/** The keyword abilities of this file, tried by `paramKeyword` before its own. */
export const creatureKeyword: P.Parser<Item> = P.alt(soulbond);

/**
 * "As long as ~ is paired with another creature, each of those creatures gets +1/+1" / "…, both
 * creatures have flying" (CR 702.95b): a static ability of the source and its partner.
 */
export const pairedStaticLine: P.Parser<LinePart> = P.seqMap(
  lit("as long as ~ is paired with another creature, "),
  P.alt(
    P.seqMap(lit("each of those creatures "), staticChanges(false), (_e, m) => m),
    P.seqMap(lit("both creatures "), staticChanges(true), (_e, m) => m),
  ),
  lit("."),
  (_a, mods) => staticAbility({ kind: "paired" }, mods, undefined),
);
