import { yourTurnNumber } from "@fishbowl/autopilot";
import type { Action, GameView, ManualOp } from "@fishbowl/engine";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import { isGameRecord, type TableSetup } from "../game/game-host.js";
import { STEP_NAMES, candidatesOf, faceOf, legalIds, nextStep, objectsOf } from "../game/table-logic.js";
import { isElectronHost, type HostApi } from "../host/host.js";
import type { OptionsChosen } from "./action-options-dialog.js";
import type { CardEventDetail, CardPreviewDetail } from "./game-card.js";
import { targetName, type DecisionAnswer } from "./decision-dialog.js";
import type { NewGameForm } from "./new-game-form.js";
import { TableController, type TableGame } from "./table-controller.js";
import { zoneStyles, type CardMarks, type PlayerClickDetail, type ViewerOpenDetail } from "./table-zones.js";
import { controlStyles } from "./ui-styles.js";
import "./action-options-dialog.js";
import "./card-face.js";
import "./decision-dialog.js";
import "./game-log.js";
import "./manual-tools.js";
import "./new-game-form.js";
import "./table-zones.js";
import "./zone-viewer.js";

export type { TableGame } from "./table-controller.js";

/** Whether a key press is typed into a field (then it is not a table shortcut). */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * The goldfish table: both life totals, turn and step, the battlefield (lands, creatures,
 * other permanents; tapped turned sideways; counters; changed power/toughness marked;
 * attachments on their host), your hand, library count, graveyard and exile viewers, the
 * stack, the game log, buttons to pass / go to the next step / next turn / combat, undo and
 * redo, and the manual tools. Legal actions are highlighted; clicking a card plays, casts or
 * activates it (announcing modes, X, kicker and targets; for a mana ability that adds one
 * mana of a choice of types, a button per type); pending decisions open dialogs;
 * every refusal is shown with its rules. Keys: space pass, n next turn, Ctrl+Z undo,
 * Ctrl+Shift+Z / Ctrl+Y redo.
 *
 * The element lays the table out; its state and every call into the game are its
 * {@link TableController}'s, and the zones are the elements of `table-zones.ts`.
 */
@customElement("game-table")
export class GameTable extends LitElement {
  static override styles = [
    controlStyles,
    zoneStyles,
    css`
      :host { display: block; }
      :host([hidden]) { display: none; }
      new-game-form { flex: 1; }
      h2 { margin: 0 0 10px; font-size: 1.3rem; }
      .toolbar { margin: 10px 0; }
      .status { font-weight: 600; margin-right: 10px; }
      .status .step { color: #e3b341; }
      kbd { font-size: 0.75em; color: #8b949e; }
      #refusal { margin: 8px 0; border-color: #f85149; color: #ffa198; }
      #refusal cite { font-style: normal; font-weight: 700; color: #d2a8ff; margin-left: 6px; }
      #winner { margin: 8px 0; border-color: #3fb950; color: #7ee787; font-weight: 600; }
      .prompt { margin: 8px 0; border-color: #e3b341; }
      .layout { display: grid; grid-template-columns: 1fr 300px; gap: 12px; }
      game-log { --log-height: 300px; }
      .preview { position: fixed; right: 16px; bottom: 16px; z-index: 5; pointer-events: none; display: flex; flex-direction: column;
        align-items: flex-end; gap: 4px; }
      .preview .status { background: #161b22; border: 1px solid #30363d; border-radius: 6px; padding: 3px 8px; font-size: 0.8rem; font-weight: 400; color: #c9d1d9; }
    `,
  ];

  /** The running game. */
  @property({ attribute: false }) game!: TableGame;
  /** The host, for the deck library and the autosave slot. */
  @property({ attribute: false }) host!: HostApi;
  /** The deck open in the editor (preselected for a new game). */
  @property({ type: String }) deck: string | null = null;

  private readonly table = new TableController(this);

  @query("new-game-form") private form!: NewGameForm | null;

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (this.hidden || this.table.ui.view === null || typing(event) || event.altKey) return;
    const key = event.key.toLowerCase();
    const ctrl = event.ctrlKey || event.metaKey;
    let run: (() => Promise<unknown>) | undefined;
    if (ctrl && ((key === "z" && event.shiftKey) || key === "y")) run = () => this.table.redo();
    else if (ctrl && key === "z") run = () => this.table.undo();
    else if (!ctrl && key === " ") run = () => this.table.act({ type: "pass", player: "you" });
    else if (!ctrl && key === "n") run = () => this.table.nextTurn();
    else if (key === "escape") run = async () => this.table.cancelPicking();
    if (run === undefined) return;
    event.preventDefault();
    void run();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKeyDown);
    void this.reload();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKeyDown);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("game") && this.game !== undefined) this.table.follow(this.game);
  }

  /** Reads the autosave slot and the deck list again (when the table is shown). */
  async reload(): Promise<void> {
    await this.table.reload();
    await this.form?.reloadDecks();
  }

  /** Reads the game's state and legal actions again. */
  refresh(): Promise<void> {
    return this.table.refresh();
  }

  /** Starts a new game. */
  start(setup: TableSetup): Promise<void> {
    return this.table.start(setup);
  }

  /** Applies an action (with `continues`: in the previous action's undo step); a refusal is shown (and logged) and changes nothing. */
  act(action: Action, continues = false): Promise<boolean> {
    return this.table.act(action, continues);
  }

  /** Saves the game's record as a game file (`fishbowl-gamefile/1`) through the host's save dialog. */
  saveGameFile(): Promise<void> {
    return this.table.saveGameFile();
  }

  /** Opens a game file and resumes it: the native dialog in Electron, a file input in a browser. */
  async openGameFile(): Promise<void> {
    if (isElectronHost()) await this.table.importGameFile();
    else this.renderRoot.querySelector<HTMLInputElement>("#game-file-input")?.click();
  }

  /** Resumes the game a game file's text describes. */
  loadGameFile(text: string, name: string): Promise<void> {
    return this.table.loadGameFile(text, name);
  }

  undo(): Promise<void> {
    return this.table.undo();
  }

  redo(): Promise<void> {
    return this.table.redo();
  }

  /** Passes priority until your next turn's precombat main phase (through the goldfish's turn), in one action. */
  nextTurn(): Promise<void> {
    return this.table.nextTurn();
  }

  private readonly onGameFileInput = async (event: Event): Promise<void> => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = "";
    if (file !== undefined) await this.table.loadGameFile(await file.text(), file.name.replace(/\.json$/i, ""));
  };

  private renderSaved() {
    const saved = this.table.ui.saved;
    if (saved === null) return nothing;
    const deck = isGameRecord(saved.game) ? ` with “${saved.game.setup.deckName}”` : "";
    return html`<p class="panel row" id="saved-game">
      A game${deck} from ${new Date(saved.savedAt).toLocaleString()} was saved.
      <button class="primary" id="resume" ?disabled=${!this.game.ready || !isGameRecord(saved.game)}
        @click=${() => isGameRecord(saved.game) && this.table.resume(saved.game)}>Resume</button>
      <button id="discard-saved" @click=${() => this.table.discardSaved()}>Discard</button>
    </p>`;
  }

  private renderNotAutomated() {
    const extra = Object.entries(this.game.record()?.setup.extraCards ?? {})
      .filter(([, d]) => d.automated === false)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (extra.length === 0) return nothing;
    return html`<div class="hint" id="not-automated">Not automated — what compiled is played; use the manual tools ⋯ for the rest:
      <ul>${extra.map(([name, d]) => html`<li><strong>${name}</strong>: ${(d.unautomated ?? ["its text (printed characteristics only)"]).join(" · ")}</li>`)}</ul></div>`;
  }

  /** Buttons naming the candidates (numbered where names repeat, so two Forests can be told apart). */
  private candidateButtons(v: GameView, ids: readonly string[]) {
    const names = ids.map((id) => targetName(v, id));
    const seen = new Map<string, number>();
    return ids.map((id, i) => {
      const name = names[i]!;
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      const label = names.filter((x) => x === name).length > 1 ? `${name} #${n}` : name;
      return html`<button class="candidate" data-target=${id} @click=${() => this.table.addTarget(id)}>${label}</button>`;
    });
  }

  private renderPrompt(v: GameView) {
    const { picking: p, attackers } = this.table.ui;
    if (p !== null) {
      const candidates = candidatesOf(p);
      const done =
        p.min === undefined
          ? nothing
          : html`<button class="primary" id="done-picking" ?disabled=${p.chosen.length < p.min} @click=${() => this.table.finishPicking(p.chosen)}>Done (${p.chosen.length} chosen)</button>`;
      return html`<div class="panel row prompt" id="picking" data-decision=${p.decision ? "true" : "false"}>
        ${
          p.decision
            ? html`<b>${p.name}</b>${p.needed > 1 ? ` (target ${p.chosen.length + 1} of ${p.needed})` : ""} —`
            : p.min !== undefined
              ? html`Choose ${p.min === 0 ? "any number of" : `${p.min} to ${p.needed}`} targets for <b>${p.name}</b> (click again to take one back), then Done:`
              : html`Choose target ${p.chosen.length + 1} of ${p.needed} for <b>${p.name}</b>:`
        }
        click a highlighted permanent or player${
          candidates === null
            ? "."
            : html`, or choose here:
          ${this.candidateButtons(v, [...candidates])}`
        }
        ${done}
        ${p.decision ? nothing : html`<button id="cancel-picking" @click=${() => this.table.cancelPicking()}>Cancel (Esc)</button>`}
      </div>`;
    }
    if (v.pending?.kind === "declareAttackers" && v.pending.player === "you") {
      return html`<div class="panel row prompt" id="declare-attackers">
        Declare attackers: click creatures (${attackers.size} chosen), then
        <button class="primary" id="attack" @click=${() => this.table.declareAttack([...attackers])}>Attack</button>
        <button id="no-attack" @click=${() => this.table.declareAttack([])}>No attack</button>
      </div>`;
    }
    return nothing;
  }

  /** The card under the pointer, large, with its state (current values, counters, damage). */
  private renderPreview(v: GameView) {
    const preview = this.table.ui.preview;
    const o = preview === null ? undefined : objectsOf(v).get(preview);
    if (o === undefined) return nothing;
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
      o.automated ? "" : "not automated",
    ].filter((x) => x !== "");
    return html`<div class="preview" id="card-preview" aria-hidden="true">
      <card-face .card=${faceOf(o)}></card-face>
      <span class="status">${status.join(" · ")}</span>
    </div>`;
  }

  private renderDialogs(v: GameView) {
    const { viewer, tools, options, picking, legal } = this.table.ui;
    if (viewer !== null) {
      const list = viewer === "graveyard" ? v.players.you.graveyard : v.exile;
      const targetable = new Set(list.filter((o) => this.table.isTargetable(o.id)).map((o) => o.id));
      return html`<zone-viewer id="zone-viewer" heading=${viewer === "graveyard" ? "Graveyard" : "Exile"} .objects=${list} .legal=${legalIds(v, legal)}
        .targetable=${targetable} @viewer-close=${() => this.table.show({ viewer: null })}></zone-viewer>`;
    }
    if (tools !== null) {
      const object = tools.object === null ? null : (objectsOf(v).get(tools.object) ?? null);
      return html`<manual-tools .object=${object} .view=${v} @manual-op=${(e: CustomEvent<ManualOp>) => this.table.manualOp(e.detail)}
        @tools-close=${() => this.table.show({ tools: null })}></manual-tools>`;
    }
    if (options !== null) {
      return html`<action-options-dialog heading=${options.heading} .variants=${options.variants} .abilityTexts=${options.abilityTexts} .modeTexts=${options.modeTexts}
        @options-chosen=${(e: CustomEvent<OptionsChosen>) => this.table.proceed(e.detail.variants, e.detail.x, options.heading)}
        @options-cancel=${() => this.table.show({ options: null })}></action-options-dialog>`;
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
        @decision-answer=${(e: CustomEvent<DecisionAnswer>) => this.table.act({ type: "choose", player: "you", ...e.detail })}></decision-dialog>`;
    }
    return nothing;
  }

  private renderGame() {
    const { view: v, refusal, refusals, picking } = this.table.ui;
    if (v === null)
      return html`<p class="panel hint" id="no-game">Choose a deck, a seed and play or draw, then start a goldfish game. Games are autosaved after every action.</p>`;
    const marks: CardMarks = {
      legal: picking === null ? legalIds(v, this.table.ui.legal) : new Set(),
      targetable: (id) => this.table.isTargetable(id),
      selected: (id) => this.table.isSelected(id),
    };
    const canPass = v.priority === "you" && v.pending === null && v.winner === null;
    const act = this.table.act.bind(this.table);
    return html`
      <div class="row toolbar">
        <span class="status" id="turn">${
          v.turn === 0
            ? html`Before the game · <span class="step" id="step">Opening hand</span>`
            : html`Turn ${v.turn} · <span class="step" id="step">${STEP_NAMES[v.step]}</span> · ${v.active === "you" ? "your turn" : "goldfish's turn"}`
        }</span>
        <button id="pass" ?disabled=${!canPass} @click=${() => act({ type: "pass", player: "you" })}>Pass <kbd>Space</kbd></button>
        <button id="next-step" ?disabled=${!canPass} @click=${() => act({ type: "passUntil", player: "you", ...nextStep(v.step) })}>Next step</button>
        <button id="to-combat" ?disabled=${!canPass || v.active !== "you" || !["upkeep", "draw", "main1", "beginning_of_combat"].includes(v.step)}
          @click=${() => act({ type: "passUntil", player: "you", step: "declare_attackers" })}>Combat</button>
        <button id="next-turn" ?disabled=${!canPass} @click=${() => this.table.nextTurn()}>Next turn <kbd>N</kbd></button>
        <button id="undo" ?disabled=${!this.game.canUndo} @click=${() => this.table.undo()}>Undo <kbd>Ctrl+Z</kbd></button>
        <button id="redo" ?disabled=${!this.game.canRedo} @click=${() => this.table.redo()}>Redo <kbd>Ctrl+Y</kbd></button>
        <button id="table-tools" @click=${() => this.table.show({ tools: { object: null } })}>Token / life…</button>
      </div>
      ${
        refusal === null
          ? nothing
          : html`<p class="panel" id="refusal" role="alert"><span class="message">${refusal.message}</span>${refusal.rules.map((r) => html`<cite class="rule">${r}</cite>`)}</p>`
      }
      ${
        v.winner === null
          ? nothing
          : html`<p class="panel" id="winner">${
              v.winner === "you"
                ? `The goldfish is dead: you win on your turn ${this.game.state === null ? v.turn : yourTurnNumber(this.game.state)} (game turn ${v.turn}).`
                : "You lost this game."
            }</p>`
      }
      ${this.renderNotAutomated()}
      ${this.renderPrompt(v)}
      <div class="layout">
        <div>
          <div class="players">
            <table-player .view=${v} player="opponent" ?targetable=${this.table.isTargetable("opponent")}></table-player>
            <table-player .view=${v} player="you" ?targetable=${this.table.isTargetable("you")}></table-player>
          </div>
          <table-battlefield .view=${v} .marks=${marks}></table-battlefield>
          <table-hand .view=${v} .marks=${marks}></table-hand>
        </div>
        <aside>
          <table-stack .view=${v}></table-stack>
          <table-piles .view=${v} @viewer-open=${(e: CustomEvent<ViewerOpenDetail>) => this.table.show({ viewer: e.detail.pile })}></table-piles>
          <game-log .lines=${v.log} .refusals=${refusals}></game-log>
        </aside>
      </div>
      ${this.renderPreview(v)}
      ${this.renderDialogs(v)}`;
  }

  override render() {
    return html`<div @card-click=${(e: CustomEvent<CardEventDetail>) => this.table.cardClicked(e.detail.id)}
        @card-tools=${(e: CustomEvent<CardEventDetail>) => this.table.show({ tools: { object: e.detail.id } })}
        @card-preview=${(e: CustomEvent<CardPreviewDetail>) => this.table.show({ preview: e.detail.id })}
        @player-click=${(e: CustomEvent<PlayerClickDetail>) => this.table.ui.picking !== null && this.table.addTarget(e.detail.player)}>
      <h2>Table</h2>
      ${this.renderSaved()}
      <div class="row">
        <new-game-form .host=${this.host} deck=${this.deck ?? ""} @new-game=${(e: CustomEvent<TableSetup>) => this.table.start(e.detail)}></new-game-form>
        <button id="open-game-file" @click=${() => this.openGameFile()}>Open game file…</button>
        <button id="save-game-file" ?disabled=${this.table.ui.view === null} title="The setup and every action, as \`fishbowl replay\` reads it (for a bug report)" @click=${() => this.table.saveGameFile()}>Save game file…</button>
        <input id="game-file-input" type="file" accept=".json,application/json" hidden @change=${this.onGameFileInput} />
      </div>
      ${this.table.ui.problem ? html`<p class="error" id="table-problem" role="alert">${this.table.ui.problem}</p>` : nothing}
      ${this.game.ready ? this.renderGame() : html`<p class="panel hint" id="table-placeholder">The rules engine is not connected.</p>`}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-table": GameTable;
  }
}
