/**
 * The goldfish table's controller: its state (the view of the game, the legal actions, which
 * permanents can attack, the last refusal, targets being picked, attackers being declared,
 * which dialog is open…), every call into the game host (start, resume, apply, undo, redo)
 * and the autosave slot and game files around it. A Lit `ReactiveController`: its host element
 * renders {@link TableController.ui} and is updated whenever it changes; the element itself
 * only lays the table out. What a click on a card does is in `table-moves.ts`.
 */
import { builtinRegistry } from "@fishbowl/cards";
import {
  attackOptions,
  handAwarePayment,
  view as viewOf,
  type Action,
  type ManualOp,
  type Refusal,
  type StackView,
} from "@fishbowl/engine";
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { gameFileText, recordFromGameFile } from "../game/game-file.js";
import type { GameRecord, TableSetup } from "../game/game-host.js";
import { yourTurnAt } from "../game/turn-words.js";
import { goOnTo, stoppedGoal, type PassGoal } from "../game/pass-goal.js";
import { appliedByHand, byHandNote } from "../game/apply-by-hand.js";
import { gameOverRefusal } from "../game/game-over.js";
import {
  candidatesOf,
  nextStep,
  objectsOf,
  pickableOnTable,
  refusalLine,
  type CastOrActivate,
} from "../game/table-logic.js";
import type { HostApi } from "../host/host.js";
import * as moves from "./table-moves.js";
import { asksForPayment, paid, storedPayManually, storePayManually } from "./payment-dialog.js";
import { storedKeepTools } from "./manual-tools.js";
import {
  INITIAL,
  resolveOwnStack,
  storeAutoPass,
  storedAutoPass,
  type TableGame,
  type TableUi,
} from "./table-state.js";

export type { OptionsRequest, ReplaceRequest, TableGame, TableUi } from "./table-state.js";

/** What the controller needs of its element: the game it plays and the host (autosave, files). */
export interface TableControllerHost extends ReactiveControllerHost {
  readonly game: TableGame;
  readonly host: HostApi;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The table's state and its calls into the game; see the module comment. */
export class TableController implements ReactiveController, moves.MovesHost {
  /** The table's state; replaced (never mutated) on every change, which updates the element. */
  ui: TableUi = { ...INITIAL, autoPass: storedAutoPass(), payManually: storedPayManually() };

  private unsubscribe: (() => void) | undefined;
  /** Where the last pass command was going when a decision stopped it (gone on to once answered). */
  private goal: PassGoal | null = null;

  constructor(private readonly element: TableControllerHost) {
    element.addController(this);
  }

  private get game(): TableGame {
    return this.element.game;
  }

  get extraCards() {
    return this.game.state?.extraCards ?? {};
  }

  /** Changes part of the state (and updates the element). */
  update(patch: Partial<TableUi>): void {
    this.ui = { ...this.ui, ...patch };
    this.element.requestUpdate();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** Follows the element's (new) game: every change of its state refreshes the table. */
  follow(game: TableGame): void {
    this.unsubscribe?.();
    this.unsubscribe = game.subscribe(() => void this.refresh());
    void this.refresh();
  }

  /** Reads the autosave slot again: the game saved there is offered back unless a game is already running (the autosave is that game). */
  async reload(): Promise<void> {
    try {
      const saved = await this.element.host.autosave.load();
      this.update({ saved: this.game?.state === null ? saved : null });
    } catch {
      this.update({ saved: null });
    }
  }

  /** Reads the game's state, legal actions and attack options again. */
  async refresh(): Promise<void> {
    const state = this.game.state;
    if (state === null) {
      this.update({ view: null, legal: [], attack: new Map() });
      return;
    }
    const view = this.game.view?.() ?? viewOf(state, builtinRegistry);
    const attack = this.game.attackOptions?.() ?? attackOptions(state, "you", builtinRegistry);
    this.update({ view, attack });
    try {
      this.update({ legal: await this.game.legalActions() });
    } catch (error) {
      this.update({ legal: [], problem: `The rules engine could not list the legal actions: ${messageOf(error)}` });
    }
    const pending = view.pending;
    if (pending?.kind !== "declareAttackers") this.update({ attackers: new Set() });
    // A targets decision (a trigger's targets) is answered by clicking on the table, like a spell's.
    const picking = this.ui.picking;
    if (pending?.kind === "targets" && pending.player === "you" && pickableOnTable(pending)) {
      if (picking?.decision !== true)
        this.update({
          picking: {
            base: { type: "choose", player: "you" },
            perTarget: pending.legal.map((l) => new Set(l)),
            needed: pending.specs.length,
            chosen: [],
            name: pending.prompt,
            decision: true,
          },
        });
    } else if (picking?.decision === true) this.update({ picking: null });
  }

  /** Whether replacing the game on the table would lose play: it has actions and is not over. */
  get inProgress(): boolean {
    return (this.game.record()?.actions.length ?? 0) > 0 && this.ui.view?.winner === null;
  }

  /** Starts a new game; with a game in progress, asks first (unless `confirmed`). */
  async start(setup: TableSetup, confirmed = false): Promise<void> {
    if (!confirmed && this.inProgress) return this.update({ replace: { kind: "new", setup } });
    this.update({ problem: "", replace: null });
    try {
      await this.game.start(setup);
      this.update({ saved: null, ...this.cleared() });
    } catch (error) {
      this.update({ problem: messageOf(error) });
    }
  }

  /** Rebuilds a game from its record: the autosave, or the game file `fileName`. */
  async resume(record: GameRecord, fileName?: string): Promise<void> {
    this.update({ problem: "", replace: null });
    try {
      await this.game.resume(record);
      this.update({ saved: null, ...this.cleared() });
    } catch (error) {
      const what = fileName === undefined ? "The saved game could not be resumed" : `${fileName} could not be opened`;
      this.update({ problem: `${what}: ${messageOf(error)}` });
    }
  }

  /** Answers the question asked before replacing the game in progress. */
  async answerReplace(confirmed: boolean): Promise<void> {
    const request = this.ui.replace;
    this.update({ replace: null });
    if (!confirmed || request === null) return;
    if (request.kind === "new") await this.start(request.setup, true);
    else await this.resume(request.record, request.name);
  }

  /** Forgets the autosaved game. */
  async discardSaved(): Promise<void> {
    await this.element.host.autosave.clear();
    this.update({ saved: null });
  }

  /** Saves the game's record as a game file (`fishbowl-gamefile/1`) through the host's save dialog. */
  async saveGameFile(): Promise<void> {
    const record = this.game.record();
    if (record === null) return;
    try {
      const yours = yourTurnAt(this.ui.view?.turn ?? 0, record.setup.onThePlay);
      const name = `${record.setup.deckName} seed ${record.setup.seed} your turn ${yours}`;
      await this.element.host.files.exportGame(name, gameFileText(record));
    } catch (error) {
      this.update({ problem: `The game file could not be saved: ${messageOf(error)}` });
    }
  }

  /** Opens a game file through the host's native open dialog and resumes it. */
  async importGameFile(): Promise<void> {
    try {
      const picked = await this.element.host.files.importGame();
      if (picked !== null) await this.loadGameFile(picked.text, picked.name);
    } catch (error) {
      this.update({ problem: messageOf(error) });
    }
  }

  /** Resumes the game a game file's text describes (or says what is wrong with the file); with a game in progress, asks first. */
  async loadGameFile(text: string, name: string): Promise<void> {
    const record = recordFromGameFile(text, name);
    if (typeof record === "string") this.update({ problem: record });
    else if (this.inProgress) this.update({ replace: { kind: "open", record, name } });
    else await this.resume(record, name);
  }

  /** The state of the table's own tools after a game starts: nothing picked, chosen or open. */
  private cleared(): Partial<TableUi> {
    this.goal = null;
    return {
      refusal: null,
      refusals: [],
      picking: null,
      options: null,
      tools: null,
      viewer: null,
      attackers: new Set(),
      paying: null,
      byHand: [],
    };
  }

  /**
   * After the opening hand is kept (the last mulligan decision answered): on your first turn,
   * passes through the upkeep and draw step (nothing happens there on the play: no draw,
   * CR 103.8a) to the precombat main phase, in the keep's undo step — as each later turn stops
   * there. A trigger or decision on the way stops it where it happens.
   */
  private async toFirstMain(): Promise<void> {
    const state = this.game.state;
    const v = this.game.view?.() ?? (state && viewOf(state, builtinRegistry));
    if (!v || v.pending !== null || v.active !== "you" || v.priority !== "you" || v.stack.length > 0) return;
    if (v.step !== "upkeep" && v.step !== "draw") return;
    await this.game.apply({ type: "passUntil", player: "you", step: "main1" }, { continues: true });
  }

  /** Shows a refusal (and logs it where it happened). */
  refuse(message: string, rules: readonly string[]): void {
    const refusal: Refusal = { message, rules: [...rules] };
    this.update({
      refusal,
      refusals: [...this.ui.refusals, { at: this.game.state?.log.length ?? 0, text: refusalLine(refusal) }],
    });
  }

  /**
   * Applies an action (with `continues`: in the previous action's undo step); a refusal is shown
   * (and logged) and changes nothing. With auto-pass on, your spells and triggers it leaves on
   * the stack then resolve, in the same undo step.
   */
  async act(action: Action, continues = false): Promise<boolean> {
    const state = this.game.state;
    if (state === null || this.ui.busy) return false;
    // a finished game takes no action, manual ones included (CR 104.1; the engine refuses the others)
    const over = action.type === "manual" ? gameOverRefusal(state) : null;
    if (over !== null) return (this.refuse(over.message, over.rules), false);
    // "I'll pay": the payment dialog asks for the sources first, then `pay` sends the action
    if (this.ui.payManually && asksForPayment(action, this.ui.view)) return (this.update({ paying: action }), false);
    // paid automatically: generic mana from the sources the rest of the hand needs least (CR 601.2g-h)
    if (asksForPayment(action, this.ui.view)) {
      const payment = handAwarePayment(state, action, builtinRegistry);
      if (payment !== null) action = paid(action, payment);
    }
    this.update({ busy: true });
    let stackBefore = this.ui.view?.stack ?? [];
    const logBefore = state.log.length;
    const opening = ["mulligan", "bottom"].includes(this.ui.view?.pending?.kind ?? "");
    try {
      const outcome = await this.game.apply(action, { continues });
      if (!outcome.ok) {
        this.refuse(outcome.error.message, outcome.error.rules);
        return false;
      }
      this.update({ refusal: null, problem: "", nextTurnStopped: false });
      if (opening) await this.toFirstMain();
      // what the action put on the stack counts too: auto-pass may resolve it at once
      const added = (this.game.view?.() ?? viewOf(this.game.state!, builtinRegistry)).stack;
      stackBefore = [...stackBefore, ...added.filter((s) => !stackBefore.some((b) => b.id === s.id))];
      if (this.ui.autoPass) await resolveOwnStack(this.game);
      await this.goOn(action, state.turn);
      // the notice of spells to apply by hand is for the step they resolved in: it goes once the game moves on
      const now = this.game.state!;
      if (this.ui.byHand.length > 0 && (now.turn !== state.turn || now.step !== state.step))
        this.update({ byHand: [] });
      this.noteByHand(stackBefore, logBefore);
      return true;
    } catch (error) {
      // An engine failure (a bug, not a refusal): the game is unchanged; say so, with the game's record for a report.
      this.update({ problem: `The rules engine failed on this action (the game is unchanged): ${messageOf(error)}` });
      console.warn("Engine failure", { action, record: this.game.record(), error });
      return false;
    } finally {
      this.update({ busy: false });
    }
  }

  /**
   * Keeps where a pass command was going when a decision stopped it (`turn`: the turn it was
   * sent in), and once that decision is answered goes on there, in the answer's undo step (it
   * may stop again, for the next decision). Any other action forgets the goal.
   */
  private async goOn(action: Action, turn: number): Promise<void> {
    const state = this.game.state;
    const goal = action.type === "choose" ? this.goal : null;
    this.goal = state === null ? null : stoppedGoal(action, turn, state);
    if (goal === null || state === null) return;
    if (state.pending) return void (this.goal = goal); // a decision still to answer on the way
    const next = goOnTo(goal, state);
    if (next === null) return;
    const outcome = await this.game.apply(next, { continues: true });
    const after = this.game.state;
    const stoppedAgain = outcome.ok && after !== null && stoppedGoal(next, goal.startTurn, after) !== null;
    this.goal = stoppedAgain ? goal : null;
  }

  /** Notes the spells not automated whole that resolved since the stack was `before` and the log `logBefore` long (shown until dismissed or replaced). */
  private noteByHand(before: readonly StackView[], logBefore: number): void {
    const state = this.game.state;
    if (state === null || before.length === 0) return;
    const after = (this.game.view?.() ?? viewOf(state, builtinRegistry)).stack;
    const byHand = appliedByHand(before, after, state.log.slice(logBefore), this.extraCards);
    if (byHand.length === 0) return;
    const at = state.log.length;
    const notes = byHand.map((b) => ({ at, text: byHandNote(b), note: true as const }));
    this.update({ byHand, refusals: [...this.ui.refusals, ...notes] });
  }

  /** Sends the spell or ability waiting for its payment with the sources chosen (`null`: paid automatically), or drops it (`cancel`). */
  async pay(payment: readonly string[] | null, cancel = false): Promise<void> {
    const action = this.ui.paying;
    this.update({ paying: null });
    if (action !== null && !cancel) await this.act(paid(action, payment));
  }

  /** Turns "I'll pay" on or off (remembered). */
  togglePayManually(): void {
    this.update({ payManually: storePayManually(!this.ui.payManually) });
  }

  /** Turns auto-pass on or off (remembered). */
  toggleAutoPass(): void {
    const autoPass = !this.ui.autoPass;
    storeAutoPass(autoPass);
    this.update({ autoPass });
  }

  async undo(): Promise<void> {
    this.cancelPicking();
    this.goal = null;
    const state = await this.game.undo();
    // the refusals and notes of the undone part go with it, lest they show again once the log grows back;
    // so does the notice of a spell to apply by hand whose note went (undone, it is back where it was cast from)
    if (state === null) return;
    const refusals = this.ui.refusals.filter((r) => r.at <= state.log.length);
    const byHand = this.ui.byHand.filter((b) => refusals.some((r) => r.note && r.text === byHandNote(b)));
    this.update({ refusal: null, refusals, byHand });
  }

  async redo(): Promise<void> {
    this.cancelPicking();
    this.goal = null;
    if ((await this.game.redo()) !== null) this.update({ refusal: null });
  }

  /** Passes priority until your next turn's precombat main phase (through the goldfish's turn), in one action. */
  async nextTurn(): Promise<void> {
    if (this.ui.view === null) return;
    const attacking = () => {
      const d = this.game.state?.pending?.decision;
      return d?.kind === "declareAttackers" && d.player === "you";
    };
    // N again where Next turn stopped to let you attack: no attack, and on to your next turn
    const skip = this.ui.nextTurnStopped && attacking();
    if (skip && !(await moves.declareAttack(this, []))) return;
    await this.act({ type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" }, skip);
    // it stops where you may attack (CR 508.1): the prompt says why
    if (attacking()) this.update({ nextTurnStopped: true });
  }

  /** Passes to the next step in which a player gets priority. */
  async nextStep(): Promise<void> {
    if (this.ui.view !== null) await this.act({ type: "passUntil", player: "you", ...nextStep(this.ui.view.step) });
  }

  /** Passes to your declare attackers step. */
  async toCombat(): Promise<void> {
    await this.act({ type: "passUntil", player: "you", step: "declare_attackers" });
  }

  /** Whether "Attack with all" can be used: your turn, before attackers are declared, and some creature can attack. */
  get canAttackWithAll(): boolean {
    return moves.canAttackWithAll(this.ui);
  }

  /** Attacks with every creature that can (see `attackWithAll` of table-moves). */
  attackWithAll(): Promise<void> {
    return moves.attackWithAll(this);
  }

  /** Whether "To damage" can be used: your creatures are attacking and combat damage is still to come. */
  get canGoToDamage(): boolean {
    return moves.canGoToDamage(this.ui, this.game.state);
  }

  /** Passes to the combat damage step (the attackers deal their damage, CR 510). */
  async toDamage(): Promise<void> {
    if (this.canGoToDamage) await this.act({ type: "passUntil", player: "you", step: "combat_damage" });
  }

  /** The actions legal now, asked of the game (even before the table has refreshed). */
  legalActions(): Promise<readonly Action[]> {
    return this.game.legalActions();
  }

  /** Declares the attackers chosen (none: no attack). */
  async declareAttack(attackers: readonly string[]): Promise<void> {
    await moves.declareAttack(this, attackers);
  }

  /** Plays or casts the card at `index` in your hand (the keyboard's 1 … 0). */
  async playHand(index: number): Promise<void> {
    const id = this.ui.view?.players.you.hand[index]?.id;
    if (id !== undefined) await this.cardClicked(id);
  }

  /** Stops picking targets for a spell or ability (a decision's targets cannot be cancelled) and closes the options dialog. */
  cancelPicking(): void {
    this.update({ picking: this.ui.picking?.decision === true ? this.ui.picking : null, options: null });
  }

  /** Opens or closes a dialog, or shows a card large: the parts of the state the table's own controls change. */
  show(patch: Pick<Partial<TableUi>, "tools" | "viewer" | "options" | "preview" | "help" | "refusal">): void {
    this.update(patch);
  }

  /**
   * A click on a card (`pile`: the identical permanents it stands for, itself first): a target
   * while picking, an attacker while declaring, else play, cast or activate it.
   */
  async cardClicked(id: string, pile: readonly string[] = [id]): Promise<void> {
    const v = this.ui.view;
    if (v === null) return;
    if (this.ui.picking !== null) {
      const chosen = this.ui.picking.chosen;
      return this.addTarget(pile.find((x) => !chosen.includes(x)) ?? id);
    }
    const o = objectsOf(v).get(id);
    if (o === undefined) return;
    if (v.pending?.kind === "declareAttackers") {
      if (o.zone === "battlefield") moves.toggleAttacker(this, pile);
      return;
    }
    if (o.zone === "battlefield") return moves.activateFrom(this, o);
    if (o.zone === "hand" || o.zone === "graveyard") return moves.playFrom(this, o);
  }

  /** Goes on with a cast or activation once its options are known (`x`: the chosen X). */
  proceed(variants: readonly CastOrActivate[], x: number | undefined, name: string): Promise<void> {
    return moves.proceed(this, variants, x, name);
  }

  /** Adds `id` (an object or player) to the targets being picked. */
  addTarget(id: string): Promise<void> {
    return moves.addTarget(this, id);
  }

  /** Sends the action being picked for, with the targets chosen. */
  finishPicking(chosen: readonly string[]): Promise<void> {
    return moves.finishPicking(this, chosen);
  }

  /** Applies a manual tool's operation (as a recorded action) and closes the tools. */
  async manualOp(op: ManualOp): Promise<void> {
    if (await this.act({ type: "manual", player: "you", op })) this.closeToolsUnlessKept();
  }

  /** After a manual change: the tools close, unless "Keep open" is on and the card they are for is still there. */
  private closeToolsUnlessKept(): void {
    const on = this.ui.tools?.object;
    const state = this.game.state;
    const now = state === null ? null : (this.game.view?.() ?? viewOf(state, builtinRegistry));
    const there = on === null || on === undefined || (now !== null && objectsOf(now).has(on));
    if (!storedKeepTools() || !there) this.update({ tools: null });
  }

  /**
   * Applies manual operations in order (each a recorded action), stopping at a refusal; closes
   * the tools after, unless `keep`. With `continues` they join the previous action's undo step
   * (a look's answer: the look and where the cards went are one step).
   */
  async manualOps(ops: readonly ManualOp[], keep: boolean, continues = false): Promise<void> {
    for (const op of ops) if (!(await this.act({ type: "manual", player: "you", op }, continues))) return;
    if (!keep) this.closeToolsUnlessKept();
  }

  /** Whether `id` (an object or player) is a legal choice for the target being picked. */
  isTargetable(id: string): boolean {
    const picking = this.ui.picking;
    if (picking === null) return false;
    const candidates = candidatesOf(picking);
    return candidates === null || candidates.has(id);
  }

  /** Whether `id` is attacking (CR 506.4). */
  isAttacking(id: string): boolean {
    return this.game.state?.combat?.attackers.some((a) => a.attacker === id) ?? false;
  }

  /** Whether `id` is chosen: as an attacker, or as a target picked so far. */
  isSelected(id: string): boolean {
    return this.ui.attackers.has(id) || (this.ui.picking?.chosen.includes(id) ?? false);
  }

  /** While declaring attackers: why `id` can't attack (the engine's reason and rules), `null` when it can or nothing is being declared. */
  attackProblem(id: string): string | null {
    if (this.ui.view?.pending?.kind !== "declareAttackers") return null;
    const problem = this.ui.attack.get(id)?.problem;
    return problem ? `Can't attack: ${problem.why} (CR ${problem.rules.join(", ")})` : null;
  }
}
