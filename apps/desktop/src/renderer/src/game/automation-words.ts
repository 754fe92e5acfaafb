/**
 * The one wording of how much of a card the engine plays, used by the deck editor, the table's
 * card badges, its preview and its "not automated" list: automated / partly automated (with the
 * clauses it does not play) / manual, and "placeholder" for a card in no card data.
 */
import type { CardDefinition, ObjectView } from "@fishbowl/engine";
import { builtinDefinitionOf } from "../cards/catalog-card-cache.js";
import { automationOf, type AutomationKind, type CardAutomation } from "../deck/deck-report.js";
import { isPlaceholder } from "./placeholder.js";

/** The word for each kind, as the badges, the preview and the lists print it. */
export const AUTOMATION_WORDS: Readonly<Record<AutomationKind, string>> = {
  automated: "automated",
  partial: "partly automated",
  manual: "manual",
  missing: "placeholder",
};

/** One sentence for a tooltip: the kind, and for a card not automated whole, the clauses the engine does not play. */
export function automationSentence(a: CardAutomation): string {
  switch (a.kind) {
    case "automated":
      return "Automated: the rules engine plays all of it.";
    case "partial":
      return `Partly automated: what compiled is played; not automated: ${a.clauses.join(" · ")}. Use the manual tools ⋯ for the rest.`;
    case "manual":
      return `Manual: ${a.clauses.join(" · ")} — use the manual tools ⋯.`;
    case "missing":
      return "In no card data: a named placeholder, played with the manual tools ⋯.";
  }
}

/**
 * The automation of an object on the table: a token or an automated card is automated; other
 * cards are judged on the definition they are played with — the game's `extraCards` (catalog
 * cards), else the built-in one — as the deck editor judges them; a placeholder is `missing`.
 */
export function objectAutomation(
  o: Pick<ObjectView, "name" | "automated" | "oracleText">,
  extraCards: Readonly<Record<string, CardDefinition>> | undefined,
): CardAutomation {
  if (o.automated) return { kind: "automated", clauses: [] };
  if (isPlaceholder(o)) return automationOf(undefined);
  const def =
    (extraCards !== undefined && Object.hasOwn(extraCards, o.name) ? extraCards[o.name] : undefined) ??
    builtinDefinitionOf(o.name);
  const a = def === undefined ? undefined : automationOf(def);
  // no definition found, or one that says it is automated, on an object the engine says is not: its printed characteristics only
  return a === undefined || a.kind === "automated"
    ? { kind: "manual", clauses: ["its text (printed characteristics only)"] }
    : a;
}
