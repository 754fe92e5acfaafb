/**
 * The table's prompt line, between its buttons and the battlefield: what the game asks now —
 * targets to pick (with a button naming each candidate), attackers to choose (Attack, Attack
 * with all, No attack) — or a hint of what can be done. One line of fixed height, so the
 * board never moves when it changes.
 */
import type { GameView } from "@fishbowl/engine";
import { html, nothing } from "lit";
import { candidatesOf } from "../game/table-logic.js";
import { targetName } from "./decision-dialog.js";
import type { TableController } from "./table-controller.js";
import { ableAttackers } from "./table-moves.js";

/** Buttons naming the candidates (numbered where names repeat, so two Forests can be told apart). */
function candidateButtons(t: TableController, v: GameView, ids: readonly string[]) {
  const names = ids.map((id) => targetName(v, id));
  const seen = new Map<string, number>();
  return ids.map((id, i) => {
    const name = names[i]!;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    const label = names.filter((x) => x === name).length > 1 ? `${name} #${n}` : name;
    return html`<button class="candidate" data-target=${id} @click=${() => t.addTarget(id)}>${label}</button>`;
  });
}

/** Beyond this many candidates the prompt lists them in a menu instead of buttons (the line would run off the board). */
const MAX_CANDIDATE_BUTTONS = 5;

/** A menu of the candidates (a chosen one marked ✓); choosing one picks it, as its button would. */
function candidateMenu(t: TableController, v: GameView, ids: readonly string[], chosen: readonly string[]) {
  const names = ids.map((id) => targetName(v, id));
  const seen = new Map<string, number>();
  return html`<select id="target-menu" aria-label="Pick a target" @change=${(e: Event) => {
    const menu = e.target as HTMLSelectElement;
    const id = menu.value;
    menu.value = "";
    if (id !== "") t.addTarget(id);
  }}><option value="">Pick one of ${ids.length}…</option>${ids.map((id, i) => {
    const name = names[i]!;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    const label = names.filter((x) => x === name).length > 1 ? `${name} #${n}` : name;
    return html`<option value=${id} data-target=${id}>${chosen.includes(id) ? "✓ " : ""}${label}</option>`;
  })}</select>`;
}

/** The prompt line for the game's view `v` (see the module comment). */
export function renderPrompt(t: TableController, v: GameView) {
  const { picking: p, attackers } = t.ui;
  if (p !== null) {
    const candidates = candidatesOf(p);
    const done =
      p.min === undefined
        ? nothing
        : html`<button class="primary" id="done-picking" ?disabled=${p.chosen.length < p.min} @click=${() => t.finishPicking(p.chosen)}>Done (${p.chosen.length} chosen) <kbd>Enter</kbd></button>`;
    const many = candidates !== null && candidates.size > MAX_CANDIDATE_BUTTONS;
    // the words give way (cut with an ellipsis) so the controls after them always show
    return html`<div class="prompt asking" id="picking" data-decision=${p.decision ? "true" : "false"}>
      <span class="ask">${
        p.decision
          ? html`<b>${p.name}</b>${p.needed > 1 ? ` (target ${p.chosen.length + 1} of ${p.needed})` : ""} —`
          : p.min !== undefined
            ? html`Choose ${p.min === 0 ? "any number of" : `${p.min} to ${p.needed}`} targets for <b>${p.name}</b> (click again to take one back), then Done:`
            : html`Choose target ${p.chosen.length + 1} of ${p.needed} for <b>${p.name}</b>:`
      }
      click a highlighted permanent or player${candidates === null ? "." : ", or:"}</span>
      ${candidates === null ? nothing : many ? candidateMenu(t, v, [...candidates], p.chosen) : candidateButtons(t, v, [...candidates])}
      ${done}
      ${p.decision ? nothing : html`<button id="cancel-picking" @click=${() => t.cancelPicking()}>Cancel <kbd>Esc</kbd></button>`}
    </div>`;
  }
  if (v.pending?.kind === "declareAttackers" && v.pending.player === "you") {
    const able = ableAttackers(t.ui).length;
    const why = t.ui.nextTurnStopped
      ? html`<span class="ask" id="next-turn-stopped"
          title="Next turn stopped at your declare attackers step"
          >You have creatures that can attack — declare attackers or press N again to skip combat</span>`
      : html`<span class="ask">Declare attackers: click creatures (${attackers.size} of ${able} chosen), then</span>`;
    return html`<div class="prompt asking" id="declare-attackers">
      ${why}
      <button class="primary" id="attack" @click=${() => t.declareAttack([...attackers])}>Attack${attackers.size ? ` with ${attackers.size}` : ""} <kbd>Enter</kbd></button>
      <button id="attack-all-now" ?disabled=${able === 0} @click=${() => t.attackWithAll()}>Attack with all ${able} <kbd>A</kbd></button>
      <button id="no-attack" @click=${() => t.declareAttack([])}>No attack <kbd>X</kbd></button>
    </div>`;
  }
  const hint =
    v.winner !== null
      ? "The game is over: start a new one, or undo."
      : v.pending !== null
        ? "Answer the dialog."
        : v.priority !== "you"
          ? "The goldfish acts…"
          : v.stack.length > 0
            ? "Pass (Space) to let the top of the stack resolve."
            : "Click a highlighted card to play it. ? shows every key.";
  return html`<div class="prompt hint" id="prompt-hint">${hint}</div>`;
}
