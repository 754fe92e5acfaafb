/**
 * Abilities a static ability grants (CR 613.1f, layer 6): "enchanted creature … has 'When this
 * creature dies, draw a card.'" — a triggered ability in quotation marks, which the affected
 * permanent has as its own (CR 113.2c: "this creature" is that permanent). Only triggered
 * abilities: the engine numbers a permanent's activated abilities by its card's definition.
 */
import P from "../parsers.js";
import type { AbilityDef } from "@fishbowl/engine";
import { type Ctx, Unsupported, lit, quoted } from "./base.js";
import { triggeredLine } from "./triggers.js";

/** A fresh line context for a granted ability: its `~` is the permanent that has it. */
const grantedCtx = (): Ctx => ({ targets: [], it: undefined, self: { kind: "self" }, name: "", spell: false });

/** `has "<triggered ability>"`: the abilities it grants. */
export const grantedAbility: P.Parser<AbilityDef[]> = P.seqMap(
  lit('has "'),
  quoted(triggeredLine),
  lit('"'),
  (_h, inner) => {
    const part = inner.value;
    if (part.kind !== "abilities") throw new Unsupported("a granted ability that isn't triggered");
    const text = inner.text.replace(/~/g, "this creature");
    return part.builds.map((b): AbilityDef => ({ ...b(grantedCtx()), text }));
  },
);

/**
 * The end of a static ability whose last words are a granted ability in quotation marks: its
 * period is inside them (`… has "when ~ dies, draw a card."`). Consumes nothing.
 */
export const endsInQuote: P.Parser<string> = P((input, i) =>
  i === input.length && input[i - 1] === '"' ? P.makeSuccess(i, ".") : P.makeFailure(i, "the end after a quote"),
);
