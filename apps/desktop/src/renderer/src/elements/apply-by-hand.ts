/**
 * The table's notice after a spell the engine does not play whole resolved (apply-by-hand.ts):
 * it names the card, how much the engine played, and its text, and points to the manual tools
 * the player carries the effect out with. Shown over the board until dismissed.
 */
import { html, nothing } from "lit";
import { AUTOMATION_WORDS } from "../game/automation-words.js";
import { textWithSymbols } from "./mana-cost.js";
import type { TableController } from "./table-controller.js";

/** The notice for the spells in `t.ui.byHand`, or nothing. */
export function renderByHand(t: TableController) {
  const items = t.ui.byHand;
  if (items.length === 0) return nothing;
  return html`<div class="panel overlay" id="apply-by-hand" role="alert">
    ${items.map(
      (b) => html`<p class="by-hand" data-name=${b.name}><strong>${b.name} resolved — apply its effect by hand.</strong>
        The engine ${b.automation.kind === "partial" ? html`played only part of it (${AUTOMATION_WORDS.partial}; not: ${textWithSymbols(b.automation.clauses.join(" · "))})` : `did nothing for it (${AUTOMATION_WORDS[b.automation.kind]})`}.
        Its text: <q>${textWithSymbols(b.text)}</q></p>`,
    )}
    <p class="hint">Use ⋯ on a card for its manual tools (+N/+N until end of turn, counters, tap, move, add mana), or Tools… for the library, tokens, mana and life.</p>
    <button class="dismiss" id="by-hand-done" aria-label="Done" title="Done" @click=${() => t.update({ byHand: [] })}>✕</button>
  </div>`;
}
