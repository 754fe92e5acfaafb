/**
 * The goldfish table's controller: its state (the view of the game, the legal actions, the
 * last refusal, targets being picked, attackers being declared, which dialog is open…), every
 * call into the game host (start, resume, apply, undo, redo) and the autosave slot and game
 * files around it. A Lit `ReactiveController`: its host element renders {@link TableController.ui}
 * and is updated whenever it changes; the element itself only lays the table out.
 */
import { builtinRegistry } from "@fishbowl/cards";
import {
  view as viewOf,
  type Action,
  type GameView,
  type ManualOp,
  type ObjectView,
  type Refusal,
  type TargetSpec,
} from "@fishbowl/engine";
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { SavedGame } from "../../../preload/api.js";
import { gameFileText, recordFromGameFile } from "../game/game-file.js";
import type { GameHost, GameRecord, TableSetup } from "../game/game-host.js";
import {
  candidatesOf,
  countOf,
  likelyTargets,
  objectsOf,
  pickableOnTable,
  playVariants,
  printedTargetSpecs,
  refusalLine,
  type CastOrActivate,
  type Picking,
} from "../game/table-logic.js";
import type { HostApi } from "../host/host.js";
import { needsOptions } from "./action-options-dialog.js";

/** The engine-backed game the table plays. */
export type TableGame = GameHost & { view?: () => GameView | null };

/** The announcements (modes, X, kicker, mana type) being asked for a cast or an activation. */
export interface OptionsRequest {
  readonly heading: string;
  readonly variants: readonly CastOrActivate[];
  readonly abilityTexts: ReadonlyMap<number, string>;
  readonly modeTexts: ReadonlyMap<number, string>;
}

/** Everything the table shows besides the game itself. */
export interface TableUi {
  /** The autosaved game offered back (none while a game runs). */
  readonly saved: SavedGame | null;
  /** The engine's view of the current state, `null` before a game. */
  readonly view: GameView | null;
  /** The actions the player may take now. */
  readonly legal: readonly Action[];
  /** The last refusal, shown above the table until the next accepted action. */
  readonly refusal: Refusal | null;
  /** Every refusal of this session, for the log (`at`: the log's length then). */
  readonly refusals: readonly { readonly at: number; readonly text: string }[];
  /** The creatures chosen to attack while declaring attackers. */
  readonly attackers: ReadonlySet<string>;
  /** Targets being picked on the table, if any. */
  readonly picking: Picking | null;
  /** The options dialog of a cast or activation, if open. */
  readonly options: OptionsRequest | null;
  /** The manual tools, if open: of one object, or of the table (`object: null`). */
  readonly tools: { readonly object: string | null } | null;
  /** The graveyard or exile viewer, if open. */
  readonly viewer: "graveyard" | "exile" | null;
  /** A problem to show (a bad game file, an engine failure…), `""` for none. */
  readonly problem: string;
  /** The object under the pointer, shown large. */
  readonly preview: string | null;
  /** Whether an action is being applied (further ones are ignored meanwhile). */
  readonly busy: boolean;
}

const INITIAL: TableUi = {
  saved: null,
  view: null,
  legal: [],
  refusal: null,
  refusals: [],
  attackers: new Set(),
  picking: null,
  options: null,
  tools: null,
  viewer: null,
  problem: "",
  preview: null,
  busy: false,
};

/** What the controller needs of its element: the game it plays and the host (autosave, files). */
export interface TableControllerHost extends ReactiveControllerHost {
  readonly game: TableGame;
  readonly host: HostApi;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The table's state and its calls into the game; see the module comment. */
export class TableController implements ReactiveController {
  /** The table's state; replaced (never mutated) on every change, which updates the element. */
  ui: TableUi = INITIAL;

  private unsubscribe: (() => void) | undefined;

  constructor(private readonly element: TableControllerHost) {
    element.addController(this);
  }

  private get game(): TableGame {
    return this.element.game;
  }

  private set(patch: Partial<TableUi>): void {
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
      this.set({ saved: this.game?.state === null ? saved : null });
    } catch {
      this.set({ saved: null });
    }
  }

  /** Reads the game's state and legal actions again. */
  async refresh(): Promise<void> {
    const state = this.game.state;
    if (state === null) {
      this.set({ view: null, legal: [] });
      return;
    }
    const view = this.game.view?.() ?? viewOf(state, builtinRegistry);
    this.set({ view });
    try {
      this.set({ legal: await this.game.legalActions() });
    } catch (error) {
      this.set({ legal: [], problem: `The rules engine could not list the legal actions: ${messageOf(error)}` });
    }
    const pending = view.pending;
    if (pending?.kind !== "declareAttackers") this.set({ attackers: new Set() });
    // A targets decision (a trigger's targets) is answered by clicking on the table, like a spell's.
    const picking = this.ui.picking;
    if (pending?.kind === "targets" && pending.player === "you" && pickableOnTable(pending)) {
      if (picking?.decision !== true)
        this.set({
          picking: {
            base: { type: "choose", player: "you" },
            perTarget: pending.legal.map((l) => new Set(l)),
            needed: pending.specs.length,
            chosen: [],
            name: pending.prompt,
            decision: true,
          },
        });
    } else if (picking?.decision === true) this.set({ picking: null });
  }

  /** Starts a new game. */
  async start(setup: TableSetup): Promise<void> {
    this.set({ problem: "" });
    try {
      await this.game.start(setup);
      this.set({ saved: null, ...this.cleared() });
    } catch (error) {
      this.set({ problem: messageOf(error) });
    }
  }

  /** Rebuilds a game from its record (the autosave, a game file). */
  async resume(record: GameRecord): Promise<void> {
    this.set({ problem: "" });
    try {
      await this.game.resume(record);
      this.set({ saved: null, ...this.cleared() });
    } catch (error) {
      this.set({ problem: `The saved game could not be resumed: ${messageOf(error)}` });
    }
  }

  /** Forgets the autosaved game. */
  async discardSaved(): Promise<void> {
    await this.element.host.autosave.clear();
    this.set({ saved: null });
  }

  /** Saves the game's record as a game file (`fishbowl-gamefile/1`) through the host's save dialog. */
  async saveGameFile(): Promise<void> {
    const record = this.game.record();
    if (record === null) return;
    try {
      const name = `${record.setup.deckName} seed ${record.setup.seed} turn ${this.ui.view?.turn ?? 0}`;
      await this.element.host.files.exportGame(name, gameFileText(record));
    } catch (error) {
      this.set({ problem: `The game file could not be saved: ${messageOf(error)}` });
    }
  }

  /** Opens a game file through the host's native open dialog and resumes it. */
  async importGameFile(): Promise<void> {
    try {
      const picked = await this.element.host.files.importGame();
      if (picked !== null) await this.loadGameFile(picked.text, picked.name);
    } catch (error) {
      this.set({ problem: messageOf(error) });
    }
  }

  /** Resumes the game a game file's text describes (or says what is wrong with the file). */
  async loadGameFile(text: string, name: string): Promise<void> {
    const record = recordFromGameFile(text, name);
    if (typeof record === "string") this.set({ problem: record });
    else await this.resume(record);
  }

  /** The state of the table's own tools after a game starts: nothing picked, chosen or open. */
  private cleared(): Partial<TableUi> {
    return {
      refusal: null,
      refusals: [],
      picking: null,
      options: null,
      tools: null,
      viewer: null,
      attackers: new Set(),
    };
  }

  /** Applies an action (with `continues`: in the previous action's undo step); a refusal is shown (and logged) and changes nothing. */
  async act(action: Action, continues = false): Promise<boolean> {
    const state = this.game.state;
    if (state === null || this.ui.busy) return false;
    this.set({ busy: true });
    try {
      const outcome = await this.game.apply(action, { continues });
      if (!outcome.ok) {
        this.set({
          refusal: outcome.error,
          refusals: [
            ...this.ui.refusals,
            { at: (this.game.state ?? state).log.length, text: refusalLine(outcome.error) },
          ],
        });
        return false;
      }
      this.set({ refusal: null, problem: "" });
      return true;
    } catch (error) {
      // An engine failure (a bug, not a refusal): the game is unchanged; say so, with the game's record for a report.
      this.set({ problem: `The rules engine failed on this action (the game is unchanged): ${messageOf(error)}` });
      console.warn("Engine failure", { action, record: this.game.record(), error });
      return false;
    } finally {
      this.set({ busy: false });
    }
  }

  async undo(): Promise<void> {
    this.cancelPicking();
    if ((await this.game.undo()) !== null) this.set({ refusal: null });
  }

  async redo(): Promise<void> {
    this.cancelPicking();
    if ((await this.game.redo()) !== null) this.set({ refusal: null });
  }

  /** Passes priority until your next turn's precombat main phase (through the goldfish's turn), in one action. */
  async nextTurn(): Promise<void> {
    if (this.ui.view === null) return;
    await this.act({ type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" });
  }

  /** Stops picking targets for a spell or ability (a decision's targets cannot be cancelled) and closes the options dialog. */
  cancelPicking(): void {
    this.set({ picking: this.ui.picking?.decision === true ? this.ui.picking : null, options: null });
  }

  /** Opens or closes a dialog, or shows a card large: the parts of the state the table's own controls change. */
  show(patch: Pick<Partial<TableUi>, "tools" | "viewer" | "options" | "preview">): void {
    this.set(patch);
  }

  /** A click on a card: a target while picking, an attacker while declaring, else play, cast or activate it. */
  async cardClicked(id: string): Promise<void> {
    const v = this.ui.view;
    if (v === null) return;
    if (this.ui.picking !== null) return this.addTarget(id);
    const o = objectsOf(v).get(id);
    if (o === undefined) return;
    if (v.pending?.kind === "declareAttackers") {
      if (o.zone !== "battlefield") return;
      const next = new Set(this.ui.attackers);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      this.set({ attackers: next });
      return;
    }
    if (o.zone === "battlefield") return this.activateFrom(o);
    if (o.zone === "hand" || o.zone === "graveyard") return this.playFrom(o);
  }

  private async playFrom(o: ObjectView): Promise<void> {
    const variants = playVariants(this.ui.legal, objectsOf(this.ui.view!), o);
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
      this.set({ options: { heading: o.name, variants: casts, abilityTexts: new Map(), modeTexts } });
      return;
    }
    await this.proceed(casts, undefined, o.name);
  }

  private async activateFrom(o: ObjectView): Promise<void> {
    const variants = this.ui.legal.filter((a): a is CastOrActivate => a.type === "activate" && a.object === o.id);
    if (variants.length === 0) {
      const ability = o.abilities[0];
      if (ability !== undefined)
        await this.tryAnyway(
          { type: "activate", player: "you", object: o.id, ability: ability.index },
          this.specsOf(o.name, ability.index),
          o.name,
        );
      return;
    }
    if (needsOptions(variants)) {
      this.set({
        options: {
          heading: o.name,
          variants,
          abilityTexts: new Map(o.abilities.map((a) => [a.index, a.text] as const)),
          modeTexts: new Map(),
        },
      });
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
    else this.set({ picking: { base: action, perTarget: [], chosen: [], name, decision: false, ...countOf(specs) } });
  }

  /** Goes on with a cast or activation once its options are known (`x`: the chosen X): picks its targets, or sends it. */
  async proceed(variants: readonly CastOrActivate[], x: number | undefined, name: string): Promise<void> {
    this.set({ options: null });
    const first = variants[0];
    if (first === undefined) return;
    const base = { ...first, ...(x === undefined ? {} : { x }) } as CastOrActivate;
    const specs = this.specsOf(
      name,
      first.type === "activate" ? first.ability : null,
      first.type === "cast" ? (first.modes?.[0] ?? 0) : 0,
    );
    if (specs.some((s) => s.max !== s.min)) {
      // "Any number of target creatures", "up to two targets": the player says when the choice is complete.
      const count = countOf(specs);
      const likely = specs.length === 1 && this.ui.view !== null ? likelyTargets(this.ui.view, specs[0]!) : null;
      this.set({
        picking: {
          base,
          perTarget: Array.from({ length: count.needed }, () => likely),
          chosen: [],
          name,
          decision: false,
          ...count,
        },
      });
      return;
    }
    const needed = first.targets?.length ?? 0;
    if (needed === 0) {
      await this.act(base);
      return;
    }
    const perTarget =
      needed === 1 ? [new Set(variants.map((v) => v.targets?.[0]).filter((t): t is string => t !== undefined))] : [];
    this.set({ picking: { base, perTarget, needed, chosen: [], name, decision: false } });
  }

  /** Adds `id` (an object or player) to the targets being picked; a second click takes a choice back where several may be chosen. */
  async addTarget(id: string): Promise<void> {
    const p = this.ui.picking;
    if (p === null) return;
    if (p.min !== undefined && p.chosen.includes(id)) {
      this.set({ picking: { ...p, chosen: p.chosen.filter((x) => x !== id) } });
      return;
    }
    const chosen = [...p.chosen, id];
    if (chosen.length < p.needed) {
      this.set({ picking: { ...p, chosen } });
      return;
    }
    await this.finishPicking(chosen);
  }

  /** Sends the action being picked for, with the targets chosen. */
  async finishPicking(chosen: readonly string[]): Promise<void> {
    const p = this.ui.picking;
    if (p === null) return;
    if (!p.decision) this.set({ picking: null });
    const ok = await this.act({ ...p.base, targets: [...chosen] } as Action);
    // A refused answer to a decision: start picking again (the decision is still pending).
    if (!ok && p.decision) this.set({ picking: { ...p, chosen: [] } });
  }

  /** Declares `attackers` (none: no attack). */
  async declareAttack(attackers: readonly string[]): Promise<void> {
    if (await this.act({ type: "declareAttackers", player: "you", attackers: [...attackers] }))
      this.set({ attackers: new Set() });
  }

  /** Applies a manual tool's operation (as a recorded action) and closes the tools. */
  async manualOp(op: ManualOp): Promise<void> {
    if (await this.act({ type: "manual", player: "you", op })) this.set({ tools: null });
  }

  /** Whether `id` (an object or player) is a legal choice for the target being picked. */
  isTargetable(id: string): boolean {
    const picking = this.ui.picking;
    if (picking === null) return false;
    const candidates = candidatesOf(picking);
    return candidates === null || candidates.has(id);
  }

  /** Whether `id` is chosen: as an attacker, or as a target picked so far. */
  isSelected(id: string): boolean {
    return this.ui.attackers.has(id) || (this.ui.picking?.chosen.includes(id) ?? false);
  }
}
