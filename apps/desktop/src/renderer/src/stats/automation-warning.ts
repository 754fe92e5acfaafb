/**
 * The warning the Stats and Compare panels show above their figures when a deck's cards are
 * not all automated, as `fishbowl goldfish` prints it under its histogram: how many cards, which
 * (manual, partly automated, placeholder), and that what did not compile of them is not played
 * by the autopilot — so the kill turns are those of a deck without those effects.
 */
import { css, html, nothing } from "lit";
import type { CardDefinition } from "@fishbowl/engine";
import { builtinDefinitionOf } from "../cards/catalog-card-cache.js";
import { automationOf, type AutomationKind } from "../deck/deck-report.js";
import { AUTOMATION_WORDS } from "../game/automation-words.js";
import { isPlaceholder } from "../game/placeholder.js";

/** A card of a deck the autopilot does not play whole, and how much of it is automated. */
export interface NotAutomatedCard {
  readonly name: string;
  readonly kind: Exclude<AutomationKind, "automated">;
}

/**
 * The cards of `notAutomated` (names, as `resolveDeck` gives them) with their kind, judged on
 * the definitions they are played with: the deck's `extraCards` (catalog cards, placeholders),
 * else the built-in ones.
 */
export function notAutomatedCards(
  notAutomated: readonly string[],
  extraCards: Readonly<Record<string, CardDefinition>>,
): NotAutomatedCard[] {
  return notAutomated.map((name) => {
    const def = Object.hasOwn(extraCards, name) ? extraCards[name] : builtinDefinitionOf(name);
    const kind = def !== undefined && isPlaceholder(def) ? "missing" : automationOf(def).kind;
    return { name, kind: kind === "automated" ? "manual" : kind };
  });
}

/**
 * "Not automated (11 cards): what compiled of them is played, the rest is not — their effects
 * are not played by the autopilot: A (manual), B (partly automated) …", after `deck` (which
 * list, in a comparison; "" for none); empty when every card is automated.
 */
export function automationWarningText(cards: readonly NotAutomatedCard[], deck = ""): string {
  if (cards.length === 0) return "";
  const list = cards.map((c) => `${c.name} (${AUTOMATION_WORDS[c.kind]})`).join(", ");
  return `${deck === "" ? "" : `${deck}: `}not automated (${cards.length} card${cards.length === 1 ? "" : "s"}): what compiled of them is played, the rest is not — their effects are not played by the autopilot: ${list}.`;
}

/** The warning as a paragraph (`id`), or nothing when every card is automated. */
export function renderAutomationWarning(cards: readonly NotAutomatedCard[], id: string, deck = "") {
  const text = automationWarningText(cards, deck);
  if (text === "") return nothing;
  return html`<p class="automation-warning" id=${id} role="note" data-cards=${cards.length}>⚠ ${text[0]!.toUpperCase()}${text.slice(1)}</p>`;
}

/** The warning's style, for a panel's `static styles`. */
export const automationWarningStyle = css`
  .automation-warning { color: #d29922; margin: 0 0 10px; }
`;
