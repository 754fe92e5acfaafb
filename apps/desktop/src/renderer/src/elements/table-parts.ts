/**
 * Parts of the goldfish table, drawn for `<game-table>` from its {@link TableController}: the
 * step buttons, the settings, the overlays (refusal, end of game), the open dialog, the large
 * preview of the card under the pointer (placed beside it) and the list of cards not automated.
 */
import { yourTurnNumber } from "@fishbowl/autopilot";
import { builtinRegistry } from "@fishbowl/cards";
import { apply as applyAction, type GameView, type ManualOp, type ObjectView } from "@fishbowl/engine";
import { html, nothing } from "lit";
import { automationOf } from "../deck/deck-report.js";
import { AUTOMATION_WORDS, objectAutomation } from "../game/automation-words.js";
import { isPlaceholder } from "../game/placeholder.js";
import { turnWords, yourTurnAt } from "../game/turn-words.js";
import { faceOf, legalIds, objectsOf } from "../game/table-logic.js";
import type { OptionsChosen } from "./action-options-dialog.js";
import type { DecisionAnswer } from "./decision-dialog.js";
import type { ManualOps } from "./library-tools.js";
import type { CardPreviewDetail } from "./game-card.js";
import { textWithSymbols } from "./mana-cost.js";
import type { TableController } from "./table-controller.js";
import type { TableGame } from "./table-state.js";
import "./action-options-dialog.js";
import "./card-face.js";
import "./confirm-dialog.js";
import "./decision-dialog.js";
import "./manual-tools.js";
import "./zone-viewer.js";
import { renderPaymentSwitch } from "./payment-dialog.js";

/** The preview's size (a card face and its status line), for placing it beside the card it shows. */
export const PREVIEW = { width: 250, height: 380, margin: 12 };

/**
 * Where the large preview of a card goes: beside the card (right, else left), or above it
 * for a card low on the screen (the hand) — never over the card it came from — and within the window.
 */
export function previewPlace(
  rect: NonNullable<CardPreviewDetail["rect"]>,
  win: { width: number; height: number },
): { left: number; top: number } {
  const { width, height, margin } = PREVIEW;
  const clampTop = (top: number) => Math.max(margin, Math.min(top, win.height - height - margin));
  const clampLeft = (left: number) => Math.max(margin, Math.min(left, win.width - width - margin));
  if (rect.top - margin - height >= 0 && rect.bottom > win.height * 0.6)
    return { left: clampLeft((rect.left + rect.right - width) / 2), top: rect.top - margin - height };
  if (rect.right + margin + width <= win.width) return { left: rect.right + margin, top: clampTop(rect.top) };
  if (rect.left - margin - width >= 0) return { left: rect.left - margin - width, top: clampTop(rect.top) };
  return {
    left: clampLeft(rect.left),
    top:
      rect.top - margin - height >= 0
        ? rect.top - margin - height
        : Math.min(rect.bottom + margin, win.height - height),
  };
}

/** The deck's catalog cards that are not automated — partly automated (with the clauses that are not), manual, placeholders — as the deck editor words them. */
export function renderNotAutomated(game: TableGame) {
  const extra = Object.entries(game.record()?.setup.extraCards ?? {})
    .filter(([, d]) => d.automated === false)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, d]) => ({ name, a: isPlaceholder(d) ? automationOf(undefined) : automationOf(d), d }));
  if (extra.length === 0) return nothing;
  return html`<details class="hint panel" id="not-automated" open><summary>Not fully automated (${extra.length}) — use the manual tools ⋯</summary>
    <ul>${extra.map(
      ({ name, a, d }) =>
        html`<li data-automation=${a.kind}><strong>${name}</strong> (${AUTOMATION_WORDS[a.kind]})${a.kind === "partial" ? " — not automated" : ""}: ${textWithSymbols((d.unautomated ?? ["its text (printed characteristics only)"]).join(" · "))}${d.castManually?.length ? html` <em class="cast-manually">— its cost is not automated: cast it with the manual tools ⋯ (move it, tap lands, pay the cost).</em>` : nothing}</li>`,
    )}</ul></details>`;
}

/** The card under the pointer, large, beside it, with its state (current values, counters, damage). */
export function renderPreview(t: TableController, v: GameView, element: HTMLElement, game?: TableGame) {
  const preview = t.ui.preview;
  const o = preview?.id == null ? undefined : objectsOf(v).get(preview.id);
  if (o === undefined || preview?.rect === undefined) return nothing;
  const counters = Object.entries(o.counters)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n}× ${k}`);
  const status = [
    o.zone,
    o.tapped && o.zone === "battlefield" ? "tapped" : "",
    o.sick && o.zone === "battlefield" && o.types.includes("Creature") ? "summoning sick" : "",
    o.keywords.length ? o.keywords.join(", ") : "",
    counters.join(", "),
    o.damage > 0 ? `${o.damage} damage` : "",
    o.automated ? "" : AUTOMATION_WORDS[objectAutomation(o, game?.record()?.setup.extraCards).kind],
  ].filter((x) => x !== "");
  const at = previewPlace(preview.rect, { width: window.innerWidth, height: window.innerHeight });
  // Through the CSS object model: the page's CSP allows no inline style attribute.
  element.style.setProperty("--preview-left", `${at.left}px`);
  element.style.setProperty("--preview-top", `${at.top}px`);
  return html`<div class="preview" id="card-preview" aria-hidden="true">
    <card-face .card=${faceOf(o)}></card-face>
    <span class="status">${status.join(" · ")}</span>
  </div>`;
}

/** The open dialog of the table, if any: a question, a viewer, the tools, the options of a cast, the game's decision. */
export function renderDialogs(t: TableController, game: TableGame, v: GameView) {
  const { viewer, tools, options, picking, legal, replace } = t.ui;
  if (replace !== null) {
    const turn =
      v.turn === 0
        ? "before its first turn"
        : `on ${turnWords(v.turn, v.active, game.record()?.setup.onThePlay ?? true)
            .replace(/^Your/, "your")
            .replace(/^Goldfish's/, "the goldfish's")}`;
    return html`<confirm-dialog heading=${replace.kind === "new" ? "Start a new game?" : `Open “${replace.name}”?`}
      message=${`The game on the table (${game.record()?.setup.deckName ?? "?"}, ${turn}) will be replaced. Save it as a game file first to keep it.`}
      confirmLabel=${replace.kind === "new" ? "Start new game" : "Open game file"} @confirm-answer=${(e: CustomEvent<boolean>) => t.answerReplace(e.detail)}></confirm-dialog>`;
  }
  if (viewer !== null) {
    const list = viewer === "graveyard" ? v.players.you.graveyard : v.exile;
    const targetable = new Set(list.filter((o) => t.isTargetable(o.id)).map((o) => o.id));
    return html`<zone-viewer id="zone-viewer" heading=${viewer === "graveyard" ? "Graveyard" : "Exile"} .objects=${list} .legal=${legalIds(v, legal)}
      .targetable=${targetable} .automation=${(o: ObjectView) => objectAutomation(o, game.record()?.setup.extraCards)} @viewer-close=${() => t.show({ viewer: null })}></zone-viewer>`;
  }
  if (tools !== null) {
    const object = tools.object === null ? null : (objectsOf(v).get(tools.object) ?? null);
    const st = game.state;
    const library = st ? st.players.you.library.map((id) => ({ id, name: st.objects[id]?.card ?? "Token" })) : [];
    return html`<manual-tools .object=${object} .view=${v} .library=${library} .refusal=${t.ui.refusal} @manual-op=${(e: CustomEvent<ManualOp>) => t.manualOp(e.detail)}
      @manual-ops=${(e: CustomEvent<ManualOps>) => t.manualOps(e.detail.ops, e.detail.keep, e.detail.continues)}
      @tools-close=${() => t.show({ tools: null })}></manual-tools>`;
  }
  if (t.ui.paying !== null) {
    const o = objectsOf(v).get(t.ui.paying.object);
    const action = t.ui.paying;
    const state = game.state;
    const problem = (ids: readonly string[]): string | null => {
      if (state === null) return null;
      const r = applyAction(state, { ...action, payment: [...ids] }, builtinRegistry);
      return r.ok ? null : r.error.message;
    };
    // the cost offered against: a spell's mana cost, or the mana in an ability's cost; with kicker or X-like extras, any source
    const ability = action.type === "activate" ? o?.abilities.find((a) => a.index === action.ability) : undefined;
    const extra = action.type === "cast" && (action.kicker || action.buyback || action.flashback || action.alternative);
    const cost = extra ? null : action.type === "cast" ? (o?.manaCost ?? null) : (ability?.text.split(":")[0] ?? null);
    return html`<payment-dialog heading=${o?.name ?? "it"} .view=${v} .problem=${problem} .cost=${cost}
      .energy=${state?.players.you.energy ?? 0}
      @payment-chosen=${(e: CustomEvent<readonly string[] | null>) => t.pay(e.detail)}
      @modal-cancel=${() => t.pay(null, true)}></payment-dialog>`;
  }
  if (options !== null) {
    return html`<action-options-dialog heading=${options.heading} .variants=${options.variants} .abilityTexts=${options.abilityTexts} .modeTexts=${options.modeTexts}
      @options-chosen=${(e: CustomEvent<OptionsChosen>) => t.proceed(e.detail.variants, e.detail.x, options.heading)}
      @options-cancel=${() => t.show({ options: null })}></action-options-dialog>`;
  }
  const d = v.pending;
  const onTable = d?.kind === "targets" && picking?.decision === true;
  if (
    d !== null &&
    d.player === "you" &&
    d.kind !== "declareAttackers" &&
    d.kind !== "declareBlockers" &&
    !onTable &&
    v.winner === null
  ) {
    return html`<decision-dialog .decision=${d} .view=${v}
      @decision-answer=${(e: CustomEvent<DecisionAnswer>) => t.act({ type: "choose", player: "you", ...e.detail })}></decision-dialog>`;
  }
  return nothing;
}

/** The buttons of the steps (each with its key). */
export function renderActions(t: TableController, game: TableGame, v: GameView) {
  const canPass = v.priority === "you" && v.pending === null && v.winner === null;
  const key = (k: string) => html` <kbd>${k}</kbd>`;
  return html`<div class="actions" role="toolbar" aria-label="Game actions">
    <button id="pass" title="Pass priority (Space)" ?disabled=${!canPass} @click=${() => t.act({ type: "pass", player: "you" })}>Pass${key("Space")}</button>
    <button id="next-step" title="On to the next step (S)" ?disabled=${!canPass} @click=${() => t.nextStep()}>Next step${key("S")}</button>
    <button id="to-combat" title="On to combat (C)" ?disabled=${!canPass || v.active !== "you" || !["upkeep", "draw", "main1", "beginning_of_combat"].includes(v.step)}
      @click=${() => t.toCombat()}>Combat${key("C")}</button>
    <button id="attack-all" class="primary" ?disabled=${!t.canAttackWithAll} title="Every creature that can attack attacks (then on to damage, with auto-pass, unless you can cast a trick) (A)"
      @click=${() => t.attackWithAll()}>Attack with all${key("A")}</button>
    <button id="to-damage" title="On to combat damage (D)" ?disabled=${!t.canGoToDamage} @click=${() => t.toDamage()}>To damage${key("D")}</button>
    <button id="next-turn" title="On to your next turn (N)" ?disabled=${!canPass && !t.ui.nextTurnStopped} @click=${() => t.nextTurn()}>Next turn${key("N")}</button>
    <button id="undo" ?disabled=${!game.canUndo} title="Undo (Ctrl+Z)" aria-label="Undo" @click=${() => t.undo()}><span class="long">Undo</span><span class="tiny">↶</span></button>
    <button id="redo" ?disabled=${!game.canRedo} title="Redo (Ctrl+Y)" aria-label="Redo" @click=${() => t.redo()}><span class="long">Redo</span><span class="tiny">↷</span></button>
    <button id="table-tools" title="Library tools, tokens, life (T)" @click=${() => t.show({ tools: { object: null }, refusal: null })}>Tools…</button>
  </div>`;
}

/** The auto-pass switch and the keyboard help. */
export function renderSettings(t: TableController) {
  return html`<span class="settings">
    <label class="toggle" title="Your own spells and triggers resolve at once, since the goldfish never responds (P)">
      <input type="checkbox" id="auto-pass" .checked=${t.ui.autoPass} @change=${() => t.toggleAutoPass()} /> Auto-pass</label>
    ${renderPaymentSwitch(t.ui.payManually, () => t.togglePayManually())}
    <button id="help" title="Keyboard shortcuts (?)" aria-label="Keyboard shortcuts" @click=${() => t.show({ help: true })}>?</button>
  </span>`;
}

/**
 * The last refusal, over the foot of the side panel (the log, where it is logged too): it never
 * covers a card or a control of the board, and never pushes anything.
 */
export function renderRefusal(t: TableController) {
  const { refusal } = t.ui;
  return refusal === null
    ? nothing
    : html`<p class="panel overlay" id="refusal" role="alert"><span class="message">${textWithSymbols(refusal.message)}</span>${refusal.rules.map((r) => html`<cite class="rule">${r}</cite>`)}
          <button class="dismiss" aria-label="Dismiss" title="Esc" @click=${() => t.show({ refusal: null })}>✕</button></p>`;
}

/** The end of the game, shown over the board (never pushing it). */
export function renderOverlays(game: TableGame, v: GameView) {
  return html`${
    v.winner === null
      ? nothing
      : html`<p class="panel overlay" id="winner">${
          v.winner === "you"
            ? `The goldfish is dead: you win on your turn ${game.state === null ? yourTurnAt(v.turn, game.record()?.setup.onThePlay ?? true) : yourTurnNumber(game.state)}.`
            : "You lost this game."
        }</p>`
  }`;
}
