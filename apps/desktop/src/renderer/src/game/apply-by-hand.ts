/**
 * Spells the engine does not play whole that just resolved (CR 608.2): the table tells the
 * player to carry out their effect by hand with the manual tools, naming the card and its
 * text, since the engine resolved them with no effect (a manual card) or only the clauses it
 * compiled (a partly automated one).
 */
import type { CardDefinition, StackView } from "@fishbowl/engine";
import { builtinDefinitionOf } from "../cards/catalog-card-cache.js";
import { automationOf, type CardAutomation } from "../deck/deck-report.js";

/** A spell that resolved without all of its effect: its name, its text, and how much the engine played. */
export interface ApplyByHand {
  readonly name: string;
  readonly text: string;
  readonly automation: CardAutomation;
}

/** The log's note for a spell that resolved without all of its effect: "Kindle is not automated: do what it says with the ⋯ tools". */
export function byHandNote(b: ApplyByHand): string {
  return b.automation.kind === "partial"
    ? `${b.name} is only partly automated: do the rest of what it says with the ⋯ tools`
    : `${b.name} is not automated: do what it says with the ⋯ tools`;
}

/**
 * The spells of `before` (the stack before an action) that resolved during it — gone from
 * `after` and logged as "<name> resolves" among `newLog` (the log lines the action added) —
 * and that are not automated: judged on the game's `extraCards` definition, else the built-in
 * one, as the table's badges are. Abilities on the stack were compiled, so they are left out.
 */
export function appliedByHand(
  before: readonly StackView[],
  after: readonly StackView[],
  newLog: readonly string[],
  extraCards: Readonly<Record<string, CardDefinition>>,
): ApplyByHand[] {
  const still = new Set(after.map((s) => s.id));
  const out: ApplyByHand[] = [];
  for (const item of before) {
    if (item.kind !== "spell" || still.has(item.id) || !newLog.includes(`${item.name} resolves`)) continue;
    const def = Object.hasOwn(extraCards, item.name) ? extraCards[item.name] : builtinDefinitionOf(item.name);
    const automation = automationOf(def);
    if (automation.kind !== "automated") out.push({ name: item.name, text: item.text, automation });
  }
  return out;
}
