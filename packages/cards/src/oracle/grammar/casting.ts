/**
 * Casting keywords (CR 601.2b, 601.2f): alternative costs given by keywords (118.9) — evoke
 * (702.74a), surge (702.117a), bestow (702.103a) — read as the card's `alternativeCosts`, with
 * the abilities they stand for (evoke's sacrifice trigger); morph and megamorph (702.37a-b) as
 * its `morph`; replicate (702.56a) and entwine (702.42a) as its `replicate`, `entwine`; and the conditions that ask which cost was paid ("if its surge cost was paid").
 */
import P from "../parsers.js";
import type { AbilityDef, AlternativeCostKind, CardDefinition, Condition, Keyword } from "@fishbowl/engine";
import { type KeywordExtra, lit, manaSymbols, oneOf, Unsupported } from "./base.js";

const SACRIFICE_SELF = { kind: "sacrifice", what: { kind: "self" } } as const;

/**
 * Evoke's second ability (CR 702.74a): "When this permanent enters, if its evoke cost was paid,
 * its controller sacrifices it."
 */
function evokeTrigger(cost: string): AbilityDef {
  return {
    kind: "triggered",
    text: `Evoke ${cost}`,
    event: { kind: "entersSelf" },
    targets: [],
    condition: { kind: "alternativeCostPaid", cost: "evoke" },
    effects: [SACRIFICE_SELF],
  };
}

const KINDS = [
  ["evoke", "evoke"],
  ["surge", "surge"],
  ["bestow", "bestow"],
] as const satisfies readonly (readonly [string, AlternativeCostKind])[];

/** "Evoke {1}{G}", "Surge {1}{R}", "Bestow {3}{W}": an alternative cost (CR 118.9) and, for evoke, its trigger. */
export const castingKeyword: P.Parser<{ keywords: Keyword[]; abilities: AbilityDef[]; extra: KeywordExtra }> = P.seqMap(
  oneOf(KINDS),
  lit(" "),
  manaSymbols,
  (kind, _s, mana) => ({
    keywords: [],
    abilities: kind === "evoke" ? [evokeTrigger(mana)] : [],
    extra: { alternativeCosts: [{ kind, mana }] },
  }),
);

/** "Morph {2}{G}", "Megamorph {5}{G}" (CR 702.37a-b): cast face down for {3}, turned face up for the cost. */
export const morphKeyword: P.Parser<{ keywords: Keyword[]; abilities: AbilityDef[]; extra: KeywordExtra }> = P.seqMap(
  P.alt(
    lit("megamorph ").map(() => true),
    lit("morph ").map(() => false),
  ),
  manaSymbols,
  (megamorph, cost) => ({
    keywords: [],
    abilities: [],
    extra: { morph: { cost, ...(megamorph ? { megamorph } : {}) } },
  }),
);

/** "Replicate {1}{R}" (CR 702.56a): an additional cost paid any number of times, and its copy trigger (the engine's). */
export const replicateKeyword: P.Parser<{ keywords: Keyword[]; abilities: AbilityDef[]; extra: KeywordExtra }> =
  P.seqMap(lit("replicate "), manaSymbols, (_r, cost) => ({ keywords: [], abilities: [], extra: { replicate: cost } }));

/** "Entwine {2}" (CR 702.42a): all the modes of a modal spell for this more. */
export const entwineKeyword: P.Parser<{ keywords: Keyword[]; abilities: AbilityDef[]; extra: KeywordExtra }> = P.seqMap(
  lit("entwine "),
  manaSymbols,
  (_r, cost) => ({ keywords: [], abilities: [], extra: { entwine: cost } }),
);

/** "if its surge cost was paid", "if its evoke cost was paid" (CR 702.117a, 702.74a): the alternative cost its spell was cast for. */
export const ifCostPaid: P.Parser<Condition> = P.seqMap(
  lit("if its "),
  oneOf(KINDS),
  lit(" cost was paid"),
  (_i, cost): Condition => ({ kind: "alternativeCostPaid", cost }),
);

/** The card's alternative costs once a keyword line's are added to those of its earlier lines (CR 118.9: a card may have several). */
export function alternativesAdded(def: Partial<CardDefinition>, extra: KeywordExtra): Partial<CardDefinition> {
  // a copy of a permanent spell becomes a token (CR 707.10f), which the engine's copies don't do
  if (extra.replicate && !def.types?.some((t) => t === "Instant" || t === "Sorcery"))
    throw new Unsupported("replicate on a permanent spell");
  if (extra.entwine && !def.types?.some((t) => t === "Instant" || t === "Sorcery"))
    throw new Unsupported("entwine on a permanent"); // (modal permanents have none: CR 702.42a is of modal spells)
  if (!extra.alternativeCosts) return {};
  return { alternativeCosts: [...(def.alternativeCosts ?? []), ...extra.alternativeCosts] };
}
