/**
 * Named placeholders: a deck's cards found in no card data (neither built in nor in the
 * catalog) still play, as cards with their name and nothing else — no cost, no type, no
 * abilities (CR 202.1b: a card without a mana cost can't be cast) — which the player moves and
 * marks with the manual tools. The table draws them marked (`isPlaceholder`).
 */
import type { CardDefinition } from "@fishbowl/engine";

/** The Oracle text of every placeholder (what marks one on the table). */
export const PLACEHOLDER_TEXT = "Not in any card data: a named placeholder. Play it with the manual tools (⋯).";

/** What the not-automated lists say of a placeholder. */
export const PLACEHOLDER_CLAUSE = "the whole card: it is in no card data (a named placeholder)";

/** The placeholder definition of the card `name`. */
export function placeholderDefinition(name: string): CardDefinition {
  return {
    name,
    manaCost: null,
    types: [],
    oracleText: PLACEHOLDER_TEXT,
    automated: false,
    unautomated: [PLACEHOLDER_CLAUSE],
  };
}

/** Whether an object (its view or definition) is a placeholder. */
export function isPlaceholder(o: { readonly oracleText: string }): boolean {
  return o.oracleText === PLACEHOLDER_TEXT;
}
