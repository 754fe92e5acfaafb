/**
 * A whole line of Oracle text: of a permanent (its abilities, chosen by the line's first word),
 * of an instant or sorcery (its effect, CR 608.2), and modal spells' headers and modes (700.2).
 */
import P from "../parsers.js";
import type { SpellMode } from "@fishbowl/engine";
import { type B, type Ctx, type LinePart, Unsupported, byFirstWord, lit, manaSymbols } from "./base.js";
import { effects } from "./effects.js";
import { keywordLine } from "./keywords.js";
import {
  activatedLine,
  additionalCostLine,
  cantBeCounteredLine,
  costReductionLine,
  enchantLine,
  replacementLine,
} from "./abilities.js";
import { staticLine } from "./statics.js";
import { cdaLine } from "./cda.js";
import { selfPreventionLine } from "./self-prevention.js";
import { attachedManaLine } from "./attached-mana.js";
import { triggeredLine } from "./triggers.js";
import { loyaltyLine } from "./loyalty.js";
import { xColorLine } from "./x-mana.js";
import { selfInCombatStaticLine } from "./statics-combat.js";
import { crewsTriggerLine, pairedStaticLine } from "./creature-keywords.js";
import { tokenWithAbilityLine, tokenWithAbilitySpellLine } from "./token-abilities.js";

export const permanentLine: P.Parser<LinePart>[] = [
  byFirstWord<LinePart>([
    [["whenever"], attachedManaLine],
    [["whenever"], crewsTriggerLine],
    [["when", "whenever", "at"], tokenWithAbilityLine],
    [["when", "whenever", "at"], triggeredLine],
    [["enchant"], enchantLine],
    [["as"], pairedStaticLine],
    [["~", "as"], replacementLine],
    [["~"], cantBeCounteredLine],
    [["~'s"], cdaLine],
    [["if"], selfPreventionLine],
    [["enchanted", "equipped", "~", "you", "as", "each"], staticLine],
    [["~"], selfInCombatStaticLine],
    [["as"], additionalCostLine],
    ["*", keywordLine],
    ["*", activatedLine],
    ["*", staticLine],
    ["*", costReductionLine],
  ]),
  loyaltyLine, // a planeswalker's "[+1]: …" (CR 606)
];

/**
 * "Strive — This spell costs {2}{U} more to cast for each target beyond the first." (the ability
 * word dropped, CR 207.2c), and Fireball's "costs {1} more … for each target beyond the first":
 * an increase of the total cost by the number of targets chosen (CR 601.2f).
 */
const perTargetCostLine: P.Parser<LinePart> = P.seqMap(
  lit("~ costs "),
  manaSymbols,
  lit(" more to cast for each target beyond the first."),
  (_c, mana): LinePart => ({ kind: "keywords", keywords: [], abilities: [], extra: { strive: mana } }),
);

/** A line of an instant or sorcery: its effect (CR 608.2), or a keyword line. */
export const spellLine: P.Parser<LinePart>[] = [
  keywordLine,
  perTargetCostLine,
  xColorLine,
  additionalCostLine,
  cantBeCounteredLine,
  tokenWithAbilitySpellLine,
  effects.map((e): LinePart => ({
    kind: "spell",
    build: (c) => {
      const eff = e(c);
      if (c.fromGraveyard) throw new Unsupported("a spell's instruction about its card in a graveyard");
      return { text: "", targets: c.targets, effects: eff };
    },
  })),
];

/** "Choose one —" / "Choose one or both —" / "Choose one or more —" (CR 700.2). */
export const modesHeader: P.Parser<{ min: number; max: number }> = P.alt(
  lit("choose one —").map(() => ({ min: 1, max: 1 })),
  lit("choose one or both —").map(() => ({ min: 1, max: 2 })),
  // "choose one or more —": any number of the modes, each once (CR 700.2d); capped at the number of modes
  lit("choose one or more —").map(() => ({ min: 1, max: Number.MAX_SAFE_INTEGER })),
  lit("choose two —").map(() => ({ min: 2, max: 2 })),
);
/** A mode line: "• Destroy target artifact." */
export const modeLine: P.Parser<B<SpellMode>> = P.seqMap(lit("• "), effects, (_b, e) => (c: Ctx): SpellMode => ({
  text: "",
  targets: c.targets,
  effects: e(c),
}));
