import { builtinRegistry } from "@fishbowl/cards";
import { view as viewOf, yourTurnNumber, type Action, type GameView, type ManualOp, type ObjectView, type Refusal, type TargetSpec } from "@fishbowl/engine";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, query, state } from "lit/decorators.js";
import type { SavedGame } from "../../../preload/api.js";
import { isGameRecord, type GameHost, type GameRecord, type TableSetup } from "../game/game-host.js";
import {
  STEP_NAMES, candidatesOf, countOf, faceOf, legalIds, likelyTargets, nextStep, objectsOf, pickableOnTable, playVariants, printedTargetSpecs, refusalLine,
  type CastOrActivate, type Picking,
} from "../game/table-logic.js";
import { gameFileText, recordFromGameFile } from "../game/game-file.js";
import { isElectronHost, type HostApi } from "../host/host.js";
import { needsOptions, type OptionsChosen } from "./action-options-dialog.js";
import type { CardEventDetail, CardPreviewDetail } from "./game-card.js";
import { targetName, type DecisionAnswer } from "./decision-dialog.js";
import type { NewGameForm } from "./new-game-form.js";
import { controlStyles } from "./ui-styles.js";
import "./action-options-dialog.js";
import "./card-face.js";
import "./decision-dialog.js";
import "./game-card.js";
import "./game-log.js";
import "./manual-tools.js";
import "./new-game-form.js";
import "./zone-viewer.js";

/** The engine-backed game the table plays. */
export type TableGame = GameHost & { view?: () => GameView | null };

/** Whether a key press is typed into a field (then it is not a table shortcut). */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
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
 */
@customElement("game-table")
export class GameTable extends LitElement {
  static override styles = [
    controlStyles,
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
      .players { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-bottom: 10px; }
      .player { display: flex; justify-content: space-between; align-items: center; cursor: pointer; border: 2px solid #30363d; }
      .player.targetable { border-color: #e3b341; box-shadow: 0 0 10px #e3b341; }
      .player .life { font-size: 1.8rem; font-weight: 700; }
      .player .meta { color: #8b949e; font-size: 0.85rem; }
      .zone { border: 1px dashed #30363d; border-radius: 8px; padding: 6px 8px; margin-bottom: 8px; min-height: 60px; }
      .zone h3 { margin: 0 0 4px; font-size: 0.8rem; font-weight: 600; color: #8b949e; text-transform: uppercase; letter-spacing: 0.05em; }
      .cards { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
      .empty { color: #6e7681; font-size: 0.85rem; }
      aside .zone { min-height: 0; }
      .stack li { margin: 2px 0; }
      .stack ol { margin: 0; padding-left: 1.4em; font-size: 0.85rem; }
      .piles { display: flex; gap: 6px; flex-wrap: wrap; }
      .piles .wide { width: 100%; }
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

  @state() private saved: SavedGame | null = null;
  @state() private view: GameView | null = null;
  @state() private legal: readonly Action[] = [];
  @state() private refusal: Refusal | null = null;
  @state() private refusals: { at: number; text: string }[] = [];
  @state() private attackers: ReadonlySet<string> = new Set();
  @state() private picking: Picking | null = null;
  @state() private options: { heading: string; variants: CastOrActivate[]; abilityTexts: Map<number, string>; modeTexts: Map<number, string> } | null = null;
  @state() private tools: { object: string | null } | null = null;
  @state() private viewer: "graveyard" | "exile" | null = null;
  @state() private problem = "";
  /** The object under the pointer, shown large. */
  @state() private preview: string | null = null;
  @state() private busy = false;

  private unsubscribe: (() => void) | undefined;

  @query("new-game-form") private form!: NewGameForm | null;

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (this.hidden || this.view === null || typing(event) || event.altKey) return;
    const key = event.key.toLowerCase();
    const ctrl = event.ctrlKey || event.metaKey;
    let run: (() => Promise<unknown>) | undefined;
    if (ctrl && ((key === "z" && event.shiftKey) || key === "y")) run = () => this.redo();
    else if (ctrl && key === "z") run = () => this.undo();
    else if (!ctrl && key === " ") run = () => this.act({ type: "pass", player: "you" });
    else if (!ctrl && key === "n") run = () => this.nextTurn();
    else if (key === "escape") run = async () => this.cancelPicking();
    if (run === undefined) return;
    event.preventDefault();
    void run();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKeyDown);
    void this.reload();
  }

  /** Reads the autosave slot and the deck list again (when the table is shown). */
  async reload(): Promise<void> {
    // Offer back the autosaved game, unless a game is already running (the autosave is that game).
    try {
      const saved = await this.host.autosave.load();
      this.saved = this.game?.state === null ? saved : null;
    } catch {
      this.saved = null;
    }
    await this.form?.reloadDecks();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKeyDown);
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("game") && this.game !== undefined) {
      this.unsubscribe?.();
      this.unsubscribe = this.game.subscribe(() => void this.refresh());
      void this.refresh();
    }
  }

  /** Reads the game's state and legal actions again. */
  async refresh(): Promise<void> {
    const state = this.game.state;
    if (state === null) {
      this.view = null;
      this.legal = [];
      return;
    }
    this.view = this.game.view?.() ?? viewOf(state, builtinRegistry);
    try {
      this.legal = await this.game.legalActions();
    } catch (error) {
      this.legal = [];
      this.problem = `The rules engine could not list the legal actions: ${error instanceof Error ? error.message : String(error)}`;
    }
    const pending = this.view.pending;
    if (pending?.kind !== "declareAttackers") this.attackers = new Set();
    // A targets decision (a trigger's targets) is answered by clicking on the table, like a spell's.
    if (pending?.kind === "targets" && pending.player === "you" && pickableOnTable(pending)) {
      if (this.picking?.decision !== true)
        this.picking = {
          base: { type: "choose", player: "you" },
          perTarget: pending.legal.map((l) => new Set(l)),
          needed: pending.specs.length,
          chosen: [],
          name: pending.prompt,
          decision: true,
        };
    } else if (this.picking?.decision === true) this.picking = null;
  }

  /** Starts a new game. */
  async start(setup: TableSetup): Promise<void> {
    this.problem = "";
    try {
      await this.game.start(setup);
      this.saved = null;
      this.resetUi();
    } catch (error) {
      this.problem = error instanceof Error ? error.message : String(error);
    }
  }

  /** Saves the game's record as a game file (`fishbowl-gamefile/1`) through the host's save dialog. */
  async saveGameFile(): Promise<void> {
    const record = this.game.record();
    if (record === null) return;
    try {
      const name = `${record.setup.deckName} seed ${record.setup.seed} turn ${this.view?.turn ?? 0}`;
      await this.host.files.exportGame(name, gameFileText(record));
    } catch (error) {
      this.problem = `The game file could not be saved: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** Opens a game file and resumes it: the native dialog in Electron, a file input in a browser. */
  async openGameFile(): Promise<void> {
    if (!isElectronHost()) {
      this.renderRoot.querySelector<HTMLInputElement>("#game-file-input")?.click();
      return;
    }
    try {
      const picked = await this.host.files.importGame();
      if (picked !== null) await this.loadGameFile(picked.text, picked.name);
    } catch (error) {
      this.problem = error instanceof Error ? error.message : String(error);
    }
  }

  private readonly onGameFileInput = async (event: Event): Promise<void> => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = "";
    if (file !== undefined) await this.loadGameFile(await file.text(), file.name.replace(/\.json$/i, ""));
  };

  /** Resumes the game a game file's text describes. */
  async loadGameFile(text: string, name: string): Promise<void> {
    const record = recordFromGameFile(text, name);
    if (typeof record === "string") {
      this.problem = record;
      return;
    }
    await this.resume(record);
  }

  private async resume(record: GameRecord): Promise<void> {
    this.problem = "";
    try {
      await this.game.resume(record);
      this.saved = null;
      this.resetUi();
    } catch (error) {
      this.problem = `The saved game could not be resumed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  private resetUi(): void {
    this.refusal = null;
    this.refusals = [];
    this.picking = null;
    this.options = null;
    this.tools = null;
    this.viewer = null;
    this.attackers = new Set();
  }

  /** Applies an action (with `continues`: in the previous action's undo step); a refusal is shown (and logged) and changes nothing. */
  async act(action: Action, continues = false): Promise<boolean> {
    if (this.game.state === null || this.busy) return false;
    this.busy = true;
    try {
      const outcome = await this.game.apply(action, { continues });
      if (!outcome.ok) {
        this.refusal = outcome.error;
        this.refusals = [...this.refusals, { at: this.game.state.log.length, text: refusalLine(outcome.error) }];
        return false;
      }
      this.refusal = null;
      this.problem = "";
      return true;
    } catch (error) {
      // An engine failure (a bug, not a refusal): the game is unchanged; say so, with the game's record for a report.
      this.problem = `The rules engine failed on this action (the game is unchanged): ${error instanceof Error ? error.message : String(error)}`;
      console.warn("Engine failure", { action, record: this.game.record(), error });
      return false;
    } finally {
      this.busy = false;
    }
  }

  async undo(): Promise<void> {
    this.cancelPicking();
    if ((await this.game.undo()) !== null) this.refusal = null;
  }

  async redo(): Promise<void> {
    this.cancelPicking();
    if ((await this.game.redo()) !== null) this.refusal = null;
  }

  /** Passes priority until your next turn's precombat main phase (through the goldfish's turn), in one action. */
  async nextTurn(): Promise<void> {
    if (this.view === null) return;
    await this.act({ type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" });
  }

  private cancelPicking(): void {
    if (this.picking?.decision !== true) this.picking = null;
    this.options = null;
  }

  private async onCardClick(id: string): Promise<void> {
    const v = this.view;
    if (v === null) return;
    if (this.picking !== null) return this.addTarget(id);
    const o = objectsOf(this.view!).get(id);
    if (o === undefined) return;
    if (v.pending?.kind === "declareAttackers") {
      if (o.zone !== "battlefield") return;
      const next = new Set(this.attackers);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      this.attackers = next;
      return;
    }
    if (o.zone === "battlefield") return this.activateFrom(o);
    if (o.zone === "hand" || o.zone === "graveyard") return this.playFrom(o);
  }

  private async playFrom(o: ObjectView): Promise<void> {
    const variants = playVariants(this.legal, objectsOf(this.view!), o);
    const land = variants.find((a) => a.type === "playLand");
    if (land !== undefined) return void (await this.act(land));
    const casts = variants.filter((a): a is CastOrActivate => a.type === "cast");
    if (casts.length === 0) {
      // Nothing legal: try anyway (with targets picked, if it has any), so the engine says why not.
      if (o.types.includes("Land")) await this.act({ type: "playLand", player: "you", object: o.id });
      else await this.tryAnyway({ type: "cast", player: "you", object: o.id }, this.specsOf(o.name, null), o.name);
      return;
    }
    if (needsOptions(casts)) {
      const def = builtinRegistry.get(o.name);
      const modeTexts = new Map((def?.spell?.modes ?? []).map((m, i) => [i, m.text] as const));
      this.options = { heading: o.name, variants: casts, abilityTexts: new Map(), modeTexts };
      return;
    }
    await this.proceed(casts, undefined, o.name);
  }

  private async activateFrom(o: ObjectView): Promise<void> {
    const variants = this.legal.filter((a): a is CastOrActivate => a.type === "activate" && a.object === o.id);
    if (variants.length === 0) {
      const ability = o.abilities[0];
      if (ability !== undefined)
        await this.tryAnyway({ type: "activate", player: "you", object: o.id, ability: ability.index }, this.specsOf(o.name, ability.index), o.name);
      return;
    }
    if (needsOptions(variants)) {
      this.options = { heading: o.name, variants, abilityTexts: new Map(o.abilities.map((a) => [a.index, a.text] as const)), modeTexts: new Map() };
      return;
    }
    await this.proceed(variants, undefined, o.name);
  }

  /** The target specs of a card's spell or ability (see {@link printedTargetSpecs}). */
  private specsOf(name: string, ability: number | null, mode = 0): readonly TargetSpec[] {
    return printedTargetSpecs(builtinRegistry, this.game.state?.extraCards ?? {}, name, ability, mode);
  }

  /** An action the engine does not list as legal: sent anyway (after picking its targets, if any) so its refusal explains why. */
  private async tryAnyway(action: CastOrActivate, specs: readonly TargetSpec[], name: string): Promise<void> {
    if (specs.length === 0) await this.act(action);
    else this.picking = { base: action, perTarget: [], chosen: [], name, decision: false, ...countOf(specs) };
  }

  private async proceed(variants: readonly CastOrActivate[], x: number | undefined, name: string): Promise<void> {
    this.options = null;
    const first = variants[0];
    if (first === undefined) return;
    const base = { ...first, ...(x === undefined ? {} : { x }) } as CastOrActivate;
    const specs = this.specsOf(name, first.type === "activate" ? first.ability : null, first.type === "cast" ? (first.modes?.[0] ?? 0) : 0);
    if (specs.some((s) => s.max !== s.min)) {
      // "Any number of target creatures", "up to two targets": the player says when the choice is complete.
      const count = countOf(specs);
      const likely = specs.length === 1 && this.view !== null ? likelyTargets(this.view, specs[0]!) : null;
      this.picking = { base, perTarget: Array.from({ length: count.needed }, () => likely), chosen: [], name, decision: false, ...count };
      return;
    }
    const needed = first.targets?.length ?? 0;
    if (needed === 0) {
      await this.act(base);
      return;
    }
    const perTarget = needed === 1 ? [new Set(variants.map((v) => v.targets?.[0]).filter((t): t is string => t !== undefined))] : [];
    this.picking = { base, perTarget, needed, chosen: [], name, decision: false };
  }

  private async addTarget(id: string): Promise<void> {
    const p = this.picking;
    if (p === null) return;
    if (p.min !== undefined && p.chosen.includes(id)) {
      this.picking = { ...p, chosen: p.chosen.filter((x) => x !== id) }; // a second click takes a choice back
      return;
    }
    const chosen = [...p.chosen, id];
    if (chosen.length < p.needed) {
      this.picking = { ...p, chosen };
      return;
    }
    await this.finishPicking(chosen);
  }

  /** Sends the action being picked for, with the targets chosen. */
  private async finishPicking(chosen: readonly string[]): Promise<void> {
    const p = this.picking;
    if (p === null) return;
    if (!p.decision) this.picking = null;
    const ok = await this.act({ ...p.base, targets: [...chosen] } as Action);
    // A refused answer to a decision: start picking again (the decision is still pending).
    if (!ok && p.decision) this.picking = { ...p, chosen: [] };
  }

  private async declareAttack(attackers: readonly string[]): Promise<void> {
    if (await this.act({ type: "declareAttackers", player: "you", attackers: [...attackers] })) this.attackers = new Set();
  }

  private async onManualOp(op: ManualOp): Promise<void> {
    if (await this.act({ type: "manual", player: "you", op })) this.tools = null;
  }

  private renderSaved() {
    const saved = this.saved;
    if (saved === null) return nothing;
    const deck = isGameRecord(saved.game) ? ` with “${saved.game.setup.deckName}”` : "";
    return html`<p class="panel row" id="saved-game">
      A game${deck} from ${new Date(saved.savedAt).toLocaleString()} was saved.
      <button class="primary" id="resume" ?disabled=${!this.game.ready || !isGameRecord(saved.game)}
        @click=${() => isGameRecord(saved.game) && this.resume(saved.game)}>Resume</button>
      <button id="discard-saved" @click=${async () => {
        await this.host.autosave.clear();
        this.saved = null;
      }}>Discard</button>
    </p>`;
  }

  /** Whether `id` (an object or player) is a legal choice for the target being picked. */
  private isTargetable(id: string): boolean {
    if (this.picking === null) return false;
    const candidates = candidatesOf(this.picking);
    return candidates === null || candidates.has(id);
  }

  private renderPlayer(id: "you" | "opponent") {
    const v = this.view!;
    const p = v.players[id];
    const targetable = this.isTargetable(id);
    const name = id === "you" ? "You" : "Goldfish";
    return html`<div class="player panel ${targetable ? "targetable" : ""}" id=${id === "you" ? "you" : "opponent"} role="button" tabindex="0"
        aria-label=${`${name}: ${p.life} life${p.poison > 0 ? `, ${p.poison} poison` : ""}`} @click=${() => this.picking !== null && this.addTarget(id)}>
      <div><div>${name}${v.active === id ? html` <span class="hint">(active)</span>` : nothing}</div>
        <div class="meta">${id === "you" ? html`Library <span id="library-count">${p.library}</span> · Hand ${p.hand.length}` : html`never acts, doesn't draw`}
          ${Object.entries(p.manaPool).filter(([, n]) => n > 0).length ? html` · Pool ${Object.entries(p.manaPool).filter(([, n]) => n > 0).map(([c, n]) => `${n}${c}`).join(" ")}` : nothing}
          ${p.poison > 0 ? html` · <span class="poison" id=${id === "you" ? "your-poison" : "opponent-poison"} title="Poison counters: ten or more lose the game (CR 704.5c)">Poison ${p.poison}</span>` : nothing}</div></div>
      <span class="life" id=${id === "you" ? "your-life" : "opponent-life"}>${p.life}</span>
    </div>`;
  }

  private cards(objects: readonly ObjectView[], legal: ReadonlySet<string>, attachments: ReadonlyMap<string, ObjectView[]> = new Map()) {
    const targetable = (id: string) => this.isTargetable(id);
    const selected = (id: string) => this.attackers.has(id) || (this.picking?.chosen.includes(id) ?? false);
    return objects.length === 0
      ? html`<span class="empty">—</span>`
      : objects.map(
          (o) => html`<game-card .object=${o} .attachments=${attachments.get(o.id) ?? []} ?legal=${legal.has(o.id) && this.picking === null}
            ?targetable=${targetable(o.id)} ?selected=${selected(o.id)}></game-card>`,
        );
  }

  private renderBattlefield(legal: ReadonlySet<string>) {
    const v = this.view!;
    const ids = new Set(v.battlefield.map((o) => o.id));
    const attachments = new Map<string, ObjectView[]>();
    for (const o of v.battlefield) if (o.attachedTo !== null && ids.has(o.attachedTo)) attachments.set(o.attachedTo, [...(attachments.get(o.attachedTo) ?? []), o]);
    const loose = v.battlefield.filter((o) => o.attachedTo === null || !ids.has(o.attachedTo));
    const mine = loose.filter((o) => o.controller === "you");
    const theirs = loose.filter((o) => o.controller !== "you");
    const creatures = mine.filter((o) => o.types.includes("Creature"));
    const lands = mine.filter((o) => o.types.includes("Land") && !o.types.includes("Creature"));
    const others = mine.filter((o) => !o.types.includes("Creature") && !o.types.includes("Land"));
    return html`
      ${theirs.length ? html`<div class="zone" id="goldfish-permanents"><h3>Goldfish's permanents</h3><div class="cards">${this.cards(theirs, legal, attachments)}</div></div>` : nothing}
      <div class="zone" id="creatures"><h3>Creatures</h3><div class="cards">${this.cards(creatures, legal, attachments)}</div></div>
      <div class="zone" id="others"><h3>Other permanents</h3><div class="cards">${this.cards(others, legal, attachments)}</div></div>
      <div class="zone" id="lands"><h3>Lands</h3><div class="cards">${this.cards(lands, legal, attachments)}</div></div>`;
  }

  private renderNotAutomated() {
    const extra = Object.entries(this.game.record()?.setup.extraCards ?? {}).filter(([, d]) => d.automated === false).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
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
      return html`<button class="candidate" data-target=${id} @click=${() => this.addTarget(id)}>${label}</button>`;
    });
  }

  private renderPrompt() {
    const v = this.view!;
    if (this.picking !== null) {
      const p = this.picking;
      const candidates = candidatesOf(p);
      const done = p.min === undefined
        ? nothing
        : html`<button class="primary" id="done-picking" ?disabled=${p.chosen.length < p.min} @click=${() => this.finishPicking(p.chosen)}>Done (${p.chosen.length} chosen)</button>`;
      return html`<div class="panel row prompt" id="picking" data-decision=${p.decision ? "true" : "false"}>
        ${p.decision
          ? html`<b>${p.name}</b>${p.needed > 1 ? ` (target ${p.chosen.length + 1} of ${p.needed})` : ""} —`
          : p.min !== undefined
            ? html`Choose ${p.min === 0 ? "any number of" : `${p.min} to ${p.needed}`} targets for <b>${p.name}</b> (click again to take one back), then Done:`
            : html`Choose target ${p.chosen.length + 1} of ${p.needed} for <b>${p.name}</b>:`}
        click a highlighted permanent or player${candidates === null ? "." : html`, or choose here:
          ${this.candidateButtons(v, [...candidates])}`}
        ${done}
        ${p.decision ? nothing : html`<button id="cancel-picking" @click=${() => this.cancelPicking()}>Cancel (Esc)</button>`}
      </div>`;
    }
    if (v.pending?.kind === "declareAttackers" && v.pending.player === "you") {
      return html`<div class="panel row prompt" id="declare-attackers">
        Declare attackers: click creatures (${this.attackers.size} chosen), then
        <button class="primary" id="attack" @click=${() => this.declareAttack([...this.attackers])}>Attack</button>
        <button id="no-attack" @click=${() => this.declareAttack([])}>No attack</button>
      </div>`;
    }
    return nothing;
  }

  /** The card under the pointer, large, with its state (current values, counters, damage). */
  private renderPreview() {
    const o = this.preview === null ? undefined : objectsOf(this.view!).get(this.preview);
    if (o === undefined) return nothing;
    const counters = Object.entries(o.counters).filter(([, n]) => n > 0).map(([k, n]) => `${n}× ${k}`);
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

  private renderDialogs() {
    const v = this.view!;
    const objects = objectsOf(v);
    if (this.viewer !== null) {
      const list = this.viewer === "graveyard" ? v.players.you.graveyard : v.exile;
      const legal = legalIds(v, this.legal);
      const targetable = new Set(list.filter((o) => this.isTargetable(o.id)).map((o) => o.id));
      return html`<zone-viewer id="zone-viewer" heading=${this.viewer === "graveyard" ? "Graveyard" : "Exile"} .objects=${list} .legal=${legal}
        .targetable=${targetable} @viewer-close=${() => (this.viewer = null)}></zone-viewer>`;
    }
    if (this.tools !== null) {
      const object = this.tools.object === null ? null : (objects.get(this.tools.object) ?? null);
      return html`<manual-tools .object=${object} .view=${v} @manual-op=${(e: CustomEvent<ManualOp>) => this.onManualOp(e.detail)}
        @tools-close=${() => (this.tools = null)}></manual-tools>`;
    }
    if (this.options !== null) {
      const o = this.options;
      return html`<action-options-dialog heading=${o.heading} .variants=${o.variants} .abilityTexts=${o.abilityTexts} .modeTexts=${o.modeTexts}
        @options-chosen=${(e: CustomEvent<OptionsChosen>) => this.proceed(e.detail.variants, e.detail.x, o.heading)}
        @options-cancel=${() => (this.options = null)}></action-options-dialog>`;
    }
    const d = v.pending;
    const onTable = d?.kind === "targets" && this.picking?.decision === true;
    if (d !== null && d.player === "you" && d.kind !== "declareAttackers" && d.kind !== "declareBlockers" && !onTable && v.winner === null) {
      return html`<decision-dialog .decision=${d} .view=${v}
        @decision-answer=${(e: CustomEvent<DecisionAnswer>) => this.act({ type: "choose", player: "you", ...e.detail })}></decision-dialog>`;
    }
    return nothing;
  }

  private renderGame() {
    const v = this.view;
    if (v === null) return html`<p class="panel hint" id="no-game">Choose a deck, a seed and play or draw, then start a goldfish game. Games are autosaved after every action.</p>`;
    const legal = legalIds(v, this.legal);
    const hand = v.players.you.hand;
    const canPass = v.priority === "you" && v.pending === null && v.winner === null;
    return html`
      <div class="row toolbar">
        <span class="status" id="turn">${v.turn === 0
          ? html`Before the game · <span class="step" id="step">Opening hand</span>`
          : html`Turn ${v.turn} · <span class="step" id="step">${STEP_NAMES[v.step]}</span> · ${v.active === "you" ? "your turn" : "goldfish's turn"}`}</span>
        <button id="pass" ?disabled=${!canPass} @click=${() => this.act({ type: "pass", player: "you" })}>Pass <kbd>Space</kbd></button>
        <button id="next-step" ?disabled=${!canPass} @click=${() => this.act({ type: "passUntil", player: "you", ...nextStep(v.step) })}>Next step</button>
        <button id="to-combat" ?disabled=${!canPass || v.active !== "you" || !["upkeep", "draw", "main1", "beginning_of_combat"].includes(v.step)}
          @click=${() => this.act({ type: "passUntil", player: "you", step: "declare_attackers" })}>Combat</button>
        <button id="next-turn" ?disabled=${!canPass} @click=${() => this.nextTurn()}>Next turn <kbd>N</kbd></button>
        <button id="undo" ?disabled=${!this.game.canUndo} @click=${() => this.undo()}>Undo <kbd>Ctrl+Z</kbd></button>
        <button id="redo" ?disabled=${!this.game.canRedo} @click=${() => this.redo()}>Redo <kbd>Ctrl+Y</kbd></button>
        <button id="table-tools" @click=${() => (this.tools = { object: null })}>Token / life…</button>
      </div>
      ${this.refusal === null
        ? nothing
        : html`<p class="panel" id="refusal" role="alert"><span class="message">${this.refusal.message}</span>${this.refusal.rules.map((r) => html`<cite class="rule">${r}</cite>`)}</p>`}
      ${v.winner === null
        ? nothing
        : html`<p class="panel" id="winner">${v.winner === "you"
            ? `The goldfish is dead: you win on your turn ${this.game.state === null ? v.turn : yourTurnNumber(this.game.state)} (game turn ${v.turn}).`
            : "You lost this game."}</p>`}
      ${this.renderNotAutomated()}
      ${this.renderPrompt()}
      <div class="layout">
        <div>
          <div class="players">${this.renderPlayer("opponent")}${this.renderPlayer("you")}</div>
          ${this.renderBattlefield(legal)}
          <div class="zone" id="hand"><h3>Hand (${hand.length})</h3><div class="cards">${this.cards(hand, legal)}</div></div>
        </div>
        <aside>
          <div class="zone stack" id="stack"><h3>Stack (${v.stack.length})</h3>
            ${v.stack.length === 0 ? html`<span class="empty">empty</span>` : html`<ol>${v.stack.map(
                (s) => html`<li title=${s.text}><b>${s.name}</b>${s.kind === "ability" ? ` — ${s.text}` : ""}${s.targets.length
                  ? html` <span class="hint">→ ${s.targets.map((t) => targetName(v, t)).join(", ")}</span>`
                  : nothing}</li>`,
              )}</ol>`}
          </div>
          <div class="zone piles"><h3 class="wide">Zones</h3>
            <button id="graveyard-open" @click=${() => (this.viewer = "graveyard")}>Graveyard (${v.players.you.graveyard.length})</button>
            <button id="exile-open" @click=${() => (this.viewer = "exile")}>Exile (${v.exile.length})</button>
          </div>
          <game-log .lines=${v.log} .refusals=${this.refusals}></game-log>
        </aside>
      </div>
      ${this.renderPreview()}
      ${this.renderDialogs()}`;
  }

  override render() {
    return html`<div @card-click=${(e: CustomEvent<CardEventDetail>) => this.onCardClick(e.detail.id)}
        @card-tools=${(e: CustomEvent<CardEventDetail>) => (this.tools = { object: e.detail.id })}
        @card-preview=${(e: CustomEvent<CardPreviewDetail>) => (this.preview = e.detail.id)}>
      <h2>Table</h2>
      ${this.renderSaved()}
      <div class="row">
        <new-game-form .host=${this.host} deck=${this.deck ?? ""} @new-game=${(e: CustomEvent<TableSetup>) => this.start(e.detail)}></new-game-form>
        <button id="open-game-file" @click=${() => this.openGameFile()}>Open game file…</button>
        <button id="save-game-file" ?disabled=${this.view === null} title="The setup and every action, as \`fishbowl replay\` reads it (for a bug report)" @click=${() => this.saveGameFile()}>Save game file…</button>
        <input id="game-file-input" type="file" accept=".json,application/json" hidden @change=${this.onGameFileInput} />
      </div>
      ${this.problem ? html`<p class="error" id="table-problem" role="alert">${this.problem}</p>` : nothing}
      ${this.game.ready ? this.renderGame() : html`<p class="panel hint" id="table-placeholder">The rules engine is not connected.</p>`}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-table": GameTable;
  }
}
