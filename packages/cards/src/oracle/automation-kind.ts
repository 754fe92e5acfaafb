/**
 * How much of a card the rules engine plays, from the definition it is played with — the one
 * rule every count uses (the deck editor, the table's badges, the browser's card-data import,
 * the CLI's `catalog coverage`): automated; partly automated when the compiler's report names
 * the clauses it did not compile as lines of the Oracle text and some other line compiled (a
 * keyword line counts); manual otherwise (nothing compiled, or a reason for the whole card).
 */
import type { CardDefinition } from "@fishbowl/engine";

/** The kinds of automation a definition has. */
export type DefinitionAutomation = "automated" | "partial" | "manual";

/** A line or clause without its reminder text (parenthesized, CR 207.2), trimmed, for comparing the two. */
const bare = (line: string): string => line.replace(/\([^)]*\)/g, "").trim();

/** The automation of `def` (see the module comment). */
export function automationKind(
  def: Pick<CardDefinition, "automated" | "unautomated" | "oracleText">,
): DefinitionAutomation {
  if (def.automated !== false) return "automated";
  const clauses = def.unautomated ?? ["its text (printed characteristics only)"];
  const lines = def.oracleText
    .split("\n")
    .map(bare)
    .filter((l) => l !== "");
  const missed = new Set(clauses.map(bare));
  const perClause = [...missed].every((c) => lines.includes(c));
  return perClause && lines.some((l) => !missed.has(l)) ? "partial" : "manual";
}
