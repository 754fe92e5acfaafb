import type { Action } from "@fishbowl/engine";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property } from "lit/decorators.js";
import { objectAutomation } from "../game/automation-words.js";
import { renderByHand } from "./apply-by-hand.js";
import { logLineInYourTurns, turnWords } from "../game/turn-words.js";
import { isGameRecord, type TableSetup } from "../game/game-host.js";
import { STEP_NAMES, legalIds } from "../game/table-logic.js";
import { isElectronHost, type HostApi } from "../host/host.js";
import { manaStyles } from "../styles/mana-font.js";
import { CARD_DRAG_TYPE, type CardEventDetail, type CardPreviewDetail } from "./game-card.js";
import type { NewGameForm } from "./new-game-form.js";
import { TableController, type TableGame } from "./table-controller.js";
import { tableCommand, type TableCommand } from "./table-keys.js";
import {
  PREVIEW,
  renderActions,
  renderDialogs,
  renderNotAutomated,
  renderRefusal,
  renderOverlays,
  renderPreview,
  renderSettings,
} from "./table-parts.js";
import { renderPrompt } from "./table-prompt.js";
import { zoneStyles, type CardMarks, type PlayerClickDetail, type ViewerOpenDetail } from "./table-zones.js";
import { controlStyles } from "./ui-styles.js";
import "./game-log.js";
import "./new-game-form.js";
import "./table-zones.js";

export type { TableGame } from "./table-controller.js";
export { previewPlace } from "./table-parts.js";

/** Inputs that take no typing: on them only Space and Enter are theirs (they toggle or press it), the other keys the table's. */
const UNTYPED_INPUTS = new Set(["checkbox", "button", "submit", "reset"]);

/** Whether a key press is typed into a field (then it is no shortcut of the table); a header checkbox such as "I'll pay" keeps the other keys. */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && UNTYPED_INPUTS.has(target.type))
    return event.key === " " || event.key === "Enter";
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Whether a key press happens in an open dialog (a decision, a question, the help): then only undo and redo are the table's. */
function inDialog(event: KeyboardEvent): boolean {
  return event.composedPath().some((x) => x instanceof HTMLDialogElement);
}

/**
 * The goldfish table, laid out to fit one screen: a bar to start a game (deck, seed, play or
 * draw), open or save a game file, switch auto-pass and show the keys; the board — buttons
 * for the steps, a line for what is being asked (targets, attackers), the battlefield
 * (identical permanents piled with a count, lands compact, cards sized to fit) and your hand
 * pinned under it; a side panel with the turn, both players, the stack, your graveyard and
 * exile, and the log. Refusals and problems are shown over the board, never pushing it.
 * Legal actions are highlighted; clicking a card plays, casts or activates it; pending
 * decisions open dialogs; every step has a key (`?` lists them).
 *
 * The element lays the table out; its state and every call into the game are its
 * {@link TableController}'s, and the zones are the elements of `table-zones.ts`.
 */
@customElement("game-table")
export class GameTable extends LitElement {
  static override styles = [
    controlStyles,
    manaStyles,
    zoneStyles,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; height: 100%; }
      :host([hidden]) { display: none; }
      .wrap { position: relative; display: flex; flex-direction: column; gap: 6px; height: 100%; min-height: 0; }
      /* Nothing in the two bars is ever cut: shorter labels below 1400 px, and a window too narrow even so wraps a bar. */
      .setup { display: flex; gap: 4px 8px; align-items: center; flex: none; flex-wrap: wrap; }
      .setup button { white-space: nowrap; }
      .setup .settings { margin-left: auto; }
      .short, .tiny { display: none; }
      @media (max-width: 1400px) {
        .setup .long { display: none; }
        .setup .short { display: inline; }
      }
      @media (max-width: 1100px) {
        .setup { column-gap: 6px; }
        .setup .short, .actions .long { display: none; }
        .setup .tiny, .actions .tiny { display: inline; }
      }
      .toggle { display: inline-flex; gap: 5px; align-items: center; white-space: nowrap; font-size: 0.9rem; cursor: pointer; }
      .main { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) clamp(240px, 20vw, 320px); gap: 10px; }
      .board { position: relative; display: flex; flex-direction: column; gap: 6px; min-height: 0; min-width: 0; }
      .actions { display: flex; gap: 4px 6px; align-items: center; flex: none; flex-wrap: wrap; }
      .actions button { padding: 4px 10px; white-space: nowrap; }
      @media (max-width: 1200px) {
        .actions kbd { display: none; } /* the keys are in the buttons' titles and on ? */
        .actions button { padding: 4px 8px; }
      }
      kbd { font-size: 0.75em; color: #8b949e; }
      .prompt { flex: none; height: 32px; box-sizing: border-box; display: flex; gap: 6px; align-items: center; padding: 0 8px; border-radius: 6px;
        border: 1px solid #30363d; background: #161b22; font-size: 0.9rem; white-space: nowrap; overflow-x: auto; overflow-y: hidden; }
      .prompt.asking { border-color: #e3b341; }
      .prompt button { padding: 2px 10px; }
      .prompt > button, .prompt > select { flex: none; }
      @media (max-width: 1400px) {
        .prompt kbd { display: none; } /* the keys are on ? */
      }
      .prompt .ask { min-width: 3em; overflow: hidden; text-overflow: ellipsis; }
      .prompt select { font: inherit; color: #e6edf3; background: #0d1117; border: 1px solid #363b42; border-radius: 6px; padding: 2px 6px; max-width: 16em; }
      .overlay { position: absolute; z-index: 25; left: 50%; transform: translateX(-50%); top: 78px; max-width: min(680px, 90%);
        display: flex; gap: 8px; align-items: flex-start; box-shadow: 0 6px 20px rgb(0 0 0 / 60%); }
      .overlay .dismiss { padding: 0 7px; margin-left: auto; }
      #refusal { border-color: #f85149; color: #ffa198; }
      #refusal cite { font-style: normal; font-weight: 700; color: #d2a8ff; margin-left: 6px; }
      #winner { border-color: #3fb950; color: #7ee787; font-weight: 600; top: 40%; }
      #table-problem { top: 40px; border-color: #f85149; }
      .board #table-problem { top: 78px; }
      #apply-by-hand { top: 120px; flex-direction: column; gap: 4px; border-color: #e3b341; padding-right: 40px; }
      #apply-by-hand p { margin: 0; }
      #apply-by-hand .dismiss { position: absolute; top: 8px; right: 8px; }
      .side { position: relative; display: flex; flex-direction: column; gap: 6px; min-height: 0; }
      /* the refusal sits over the foot of the log (which logs it too), covering no card or control */
      .side #refusal { top: auto; bottom: 0; left: 0; right: 0; transform: none; max-width: none; margin: 0; flex-wrap: wrap; row-gap: 2px; }
      .side #refusal .message { flex: 1 1 100%; }
      .side #refusal .dismiss { position: absolute; top: 6px; right: 6px; }
      .side #refusal { padding-right: 36px; }
      .settings { display: inline-flex; gap: 6px; align-items: center; flex: none; }
      .settings button { padding: 2px 8px; }
      .turn { font-weight: 600; font-size: 0.9rem; }
      .game-deck { font-size: 0.8rem; color: #8b949e; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      .turn .step { color: #e3b341; }
      .side .stack { max-height: 28%; overflow: auto; flex: none; }
      #not-automated { flex: none; max-height: 20%; overflow: auto; font-size: 0.8rem; }
      #not-automated ul { margin: 4px 0 0; padding-left: 18px; }
      game-log { flex: 1 1 0; min-height: 60px; --log-height: 100%; }
      .preview { position: fixed; z-index: 20; pointer-events: none; display: flex; flex-direction: column; gap: 4px; width: ${PREVIEW.width}px;
        left: var(--preview-left); top: var(--preview-top); }
      .preview .status { background: #161b22; border: 1px solid #30363d; border-radius: 6px; padding: 3px 8px; font-size: 0.8rem; color: #c9d1d9; }
      #no-game, #saved-game { margin: 0; }
    `,
  ];

  /** The running game. */
  @property({ attribute: false }) game!: TableGame;
  /** The host, for the deck library and the autosave slot. */
  @property({ attribute: false }) host!: HostApi;
  /** The deck open in the editor (preselected for a new game). */
  @property({ type: String }) deck: string | null = null;

  private readonly table = new TableController(this);

  private get form(): NewGameForm | null {
    return this.renderRoot.querySelector("new-game-form");
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (this.hidden || typing(event)) return;
    const command = tableCommand(event);
    if (command === undefined) return;
    const ui = this.table.ui;
    if (ui.view === null && command.kind !== "help") return;
    // With a dialog of the table open, only undo, redo and Esc (closing it) are keys of the table.
    const dialog =
      inDialog(event) ||
      ui.tools !== null ||
      ui.viewer !== null ||
      ui.options !== null ||
      ui.help ||
      ui.replace !== null;
    if (dialog && !["undo", "redo", "cancel"].includes(command.kind)) return;
    if (inDialog(event) && command.kind === "cancel") return; // the dialog's own Escape
    event.preventDefault();
    void this.run(command);
  };

  /** Carries out a command of the keyboard. */
  private async run(command: TableCommand): Promise<void> {
    const t = this.table;
    const v = t.ui.view;
    const declaring = v?.pending?.kind === "declareAttackers";
    switch (command.kind) {
      case "pass":
        return void (await t.act({ type: "pass", player: "you" }));
      case "nextStep":
        return t.nextStep();
      case "combat":
        return t.toCombat();
      case "attackAll":
        return t.attackWithAll();
      case "damage":
        return t.toDamage();
      case "nextTurn":
        return t.nextTurn();
      case "undo":
        return t.undo();
      case "redo":
        return t.redo();
      case "hand":
        return t.playHand(command.index);
      case "confirm":
        if (declaring) return t.declareAttack([...t.ui.attackers]);
        if (t.ui.picking?.min !== undefined && t.ui.picking.chosen.length >= t.ui.picking.min)
          return t.finishPicking(t.ui.picking.chosen);
        return;
      case "noAttack":
        return declaring ? t.declareAttack([]) : undefined;
      case "cancel":
        if (t.ui.help || t.ui.tools !== null || t.ui.viewer !== null)
          return t.show({ help: false, tools: null, viewer: null });
        if (t.ui.refusal !== null && t.ui.picking === null) return t.show({ refusal: null });
        return t.cancelPicking();
      case "help":
        return t.show({ help: true });
      case "tools":
        return t.show({ tools: { object: null }, refusal: null });
      case "graveyard":
        return t.show({ viewer: "graveyard" });
      case "exile":
        return t.show({ viewer: "exile" });
      case "autoPass":
        return t.toggleAutoPass();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKeyDown);
    void this.reload();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKeyDown);
  }

  protected override updated(): void {
    // The card previewed is gone or no longer under the pointer (played, moved, redrawn, its view closed): so is its
    // preview — no pointer event says so. A long press (touch) shows it until the finger lifts.
    const preview = this.table.ui.preview;
    if (preview?.id == null || preview.touch === true) return;
    const selector = `game-card[data-id="${CSS.escape(preview.id)}"]`;
    const card =
      this.renderRoot.querySelector(selector) ??
      this.renderRoot.querySelector("zone-viewer")?.shadowRoot?.querySelector(selector);
    if (card == null || !card.matches(":hover")) this.table.show({ preview: null });
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

  /** Starts a new game (asking first when a game is in progress, unless `confirmed`). */
  start(setup: TableSetup, confirmed = false): Promise<void> {
    return this.table.start(setup, confirmed);
  }

  /** Applies an action (with `continues`: in the previous action's undo step); a refusal is shown (and logged) and changes nothing. */
  act(action: Action, continues = false): Promise<boolean> {
    return this.table.act(action, continues);
  }

  /** Saves the game's record as a game file (`fishbowl-gamefile/1`) through the host's save dialog. */
  saveGameFile(): Promise<void> {
    return this.table.saveGameFile();
  }

  /** Opens a game file and resumes it (asking first when a game is in progress): the native dialog in Electron, a file input in a browser. */
  async openGameFile(): Promise<void> {
    if (isElectronHost()) await this.table.importGameFile();
    else this.renderRoot.querySelector<HTMLInputElement>("#game-file-input")?.click();
  }

  /** Resumes the game a game file's text describes (asking first when a game is in progress). */
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

  /** A card of the hand dragged over the board may be dropped there. */
  private readonly onDragOver = (event: DragEvent): void => {
    if (event.dataTransfer?.types.includes(CARD_DRAG_TYPE)) event.preventDefault();
  };

  /** A card of the hand dropped on the board is played or cast, as a click would. */
  private readonly onDrop = (event: DragEvent): void => {
    const id = event.dataTransfer?.getData(CARD_DRAG_TYPE);
    if (!id) return;
    event.preventDefault();
    void this.table.cardClicked(id);
  };

  private readonly onGameFileInput = async (event: Event): Promise<void> => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = "";
    if (file !== undefined) await this.table.loadGameFile(await file.text(), file.name.replace(/\.json$/i, ""));
  };

  /** The setup of the autosaved game offered back (the form shows its deck, seed and side until another is chosen), or `null`. */
  private savedSetup(): TableSetup | null {
    const saved = this.table.ui.saved;
    return saved !== null && isGameRecord(saved.game) ? saved.game.setup : null;
  }

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

  /**
   * The table's error (a game file that can't be read, a failure of the engine): over the board
   * below its action bar and prompt, as a refusal is, so it never covers Undo, Redo or Tools;
   * over the empty table before a game.
   */
  private renderProblem() {
    const t = this.table;
    if (!t.ui.problem) return nothing;
    return html`<p class="panel overlay error" id="table-problem" role="alert">${t.ui.problem}
      <button class="dismiss" aria-label="Dismiss" @click=${() => t.update({ problem: "" })}>✕</button></p>`;
  }

  private renderGame() {
    const t = this.table;
    const { view: v, refusals, picking } = t.ui;
    if (v === null)
      return html`${this.renderSaved()}<p class="panel hint" id="no-game">Choose a deck, a seed and play or draw, then start a goldfish game. Games are autosaved after every action.</p>`;
    const marks: CardMarks = {
      legal: picking === null ? legalIds(v, t.ui.legal) : new Set(),
      targetable: (id) => t.isTargetable(id),
      selected: (id) => t.isSelected(id),
      unable: (id) => t.attackProblem(id),
      attacking: (id) => t.isAttacking(id),
      automation: (o) => objectAutomation(o, this.game.record()?.setup.extraCards),
    };
    const youStarted = this.game.record()?.setup.onThePlay ?? true;
    return html`<div class="main">
        <section class="board" aria-label="Board" @dragover=${this.onDragOver} @drop=${this.onDrop}>
          ${renderActions(t, this.game, v)}
          ${renderPrompt(t, v)}
          ${renderByHand(t)}
          <table-battlefield .view=${v} .marks=${marks}></table-battlefield>
          <table-hand .view=${v} .marks=${marks}></table-hand>
          ${renderOverlays(this.game, v)}
          ${this.renderProblem()}
        </section>
        <aside class="side" aria-label="Game">
          <div class="game-deck" id="game-deck-name" title="The deck of the game on the table">Playing ${this.game.record()?.setup.deckName ?? ""}</div>
          <div class="turn" id="turn">${
            v.turn === 0
              ? html`Before the game · <span class="step" id="step">Opening hand</span>`
              : html`${turnWords(v.turn, v.active, youStarted)} · <span class="step" id="step">${STEP_NAMES[v.step]}</span>`
          }</div>
          <table-player .view=${v} player="opponent" ?targetable=${t.isTargetable("opponent")}></table-player>
          <table-player .view=${v} player="you" ?targetable=${t.isTargetable("you")}></table-player>
          <table-stack .view=${v}></table-stack>
          <table-piles .view=${v} @viewer-open=${(e: CustomEvent<ViewerOpenDetail>) => t.show({ viewer: e.detail.pile })}></table-piles>
          ${renderNotAutomated(this.game)}
          <game-log .lines=${v.log.map((line) => logLineInYourTurns(line, youStarted))} .refusals=${refusals}></game-log>
          ${renderRefusal(t)}
        </aside>
      </div>
      ${renderPreview(t, v, this, this.game)}
      ${renderDialogs(t, this.game, v)}`;
  }

  override render() {
    const t = this.table;
    return html`<div class="wrap" @card-click=${(e: CustomEvent<CardEventDetail>) => t.cardClicked(e.detail.id, e.detail.ids)}
        @card-tools=${(e: CustomEvent<CardEventDetail>) => t.show({ tools: { object: e.detail.id }, refusal: null })}
        @card-preview=${(e: CustomEvent<CardPreviewDetail>) => t.show({ preview: e.detail.id === null ? null : e.detail })}
        @player-click=${(e: CustomEvent<PlayerClickDetail>) => t.ui.picking !== null && t.addTarget(e.detail.player)}>
      <div class="setup">
        <new-game-form .host=${this.host} deck=${this.deck ?? ""} .current=${this.game.record()?.setup ?? this.savedSetup()}
          .playing=${t.ui.view === null ? null : (this.game.record()?.setup.deckName ?? null)}
          @new-game=${(e: CustomEvent<TableSetup>) => t.start(e.detail)}></new-game-form>
        <button id="open-game-file" title="Open a game file (a saved game) and resume it" @click=${() => this.openGameFile()}><span class="long">Open game file…</span><span class="short">Open game…</span><span class="tiny">Open…</span></button>
        <button id="save-game-file" ?disabled=${t.ui.view === null} title="Save a game file: the setup and every action, as \`fishbowl replay\` reads it (for a bug report)" @click=${() => t.saveGameFile()}><span class="long">Save game file…</span><span class="short">Save game…</span><span class="tiny">Save…</span></button>
        ${renderSettings(t)}
        <input id="game-file-input" type="file" accept=".json,application/json" hidden @change=${this.onGameFileInput} />
      </div>
      ${t.ui.view === null ? this.renderProblem() : nothing}
      ${this.game.ready ? this.renderGame() : html`<p class="panel hint" id="table-placeholder">The rules engine is not connected.</p>`}
      ${t.ui.help ? html`<table-help @modal-cancel=${() => t.show({ help: false })}></table-help>` : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-table": GameTable;
  }
}
