import { MONO_RED_HASTE } from "@fishbowl/cards";
import type { Action, GameState } from "@fishbowl/engine";
import { describe, expect, it, vi } from "vitest";
import { createEngineGameHost } from "./engine-game-host.js";
import { connectAutosave, isGameRecord } from "./game-host.js";
import { DeckSetupError, deckCardNames } from "./deck-cards.js";

const setup = { deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true };

describe("deckCardNames", () => {
  it("expands the main deck to one name per card and names unknown cards", () => {
    const names = deckCardNames(MONO_RED_HASTE);
    expect(names).toHaveLength(60);
    expect(names.filter((n) => n === "Mountain")).toHaveLength(20);
    expect(() => deckCardNames("4 Lightning Bolt\n2 Not A Real Card\n")).toThrow(DeckSetupError);
    expect(() => deckCardNames("4 Lightning Bolt\n2 Not A Real Card\n")).toThrow(/Not A Real Card.*line 2/);
  });
});

describe("createEngineGameHost", () => {
  it("starts a game waiting on the mulligan decision and lists keep and mulligan", async () => {
    const game = createEngineGameHost();
    expect(game.state).toBeNull();
    const state = await game.start(setup);
    expect(state.pending?.decision.kind).toBe("mulligan");
    expect(game.view()?.players.you.hand).toHaveLength(7);
    expect(await game.legalActions()).toContainEqual({ type: "choose", player: "you", options: ["keep"] });
    expect(game.canUndo).toBe(false);
  });

  it("leaves the game unchanged when the engine refuses an action", async () => {
    const game = createEngineGameHost();
    await game.start(setup);
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    const before = game.state!;
    const listener = vi.fn();
    game.subscribe(listener);
    const hand = game.view()!.players.you.hand;
    const outcome = await game.apply({ type: "declareAttackers", player: "you", attackers: [hand[0]!.id] });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.rules.length).toBeGreaterThan(0);
    expect(game.state).toBe(before);
    expect(game.record()!.actions).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it("undoes without limit by replaying the action log, and redoes", async () => {
    const game = createEngineGameHost();
    await game.start(setup);
    const states: GameState[] = [game.state!];
    const actions: Action[] = [
      { type: "choose", player: "you", options: ["keep"] },
      { type: "passUntil", player: "you", step: "main1" },
      { type: "passUntil", player: "you", step: "main1", nextTurn: true },
      { type: "passUntil", player: "you", step: "main1", nextTurn: true },
    ];
    for (const action of actions) {
      const outcome = await game.apply(action);
      expect(outcome.ok).toBe(true);
      states.push(game.state!);
    }
    expect(game.state!.turn).toBe(3);
    for (let i = actions.length - 1; i >= 0; i--) {
      await game.undo();
      expect(JSON.parse(JSON.stringify(game.state))).toEqual(JSON.parse(JSON.stringify(states[i])));
    }
    expect(game.canUndo).toBe(false);
    expect(await game.undo()).toBeNull();
    expect(game.canRedo).toBe(true);
    await game.redo();
    await game.redo();
    expect(JSON.parse(JSON.stringify(game.state))).toEqual(JSON.parse(JSON.stringify(states[2])));
    // A new action forgets what was undone.
    await game.apply({ type: "pass", player: "you" });
    expect(game.canRedo).toBe(false);
    expect(await game.redo()).toBeNull();
  });

  it("undoes and redoes a command of several actions as one step", async () => {
    const game = createEngineGameHost();
    await game.start(setup);
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    const main1 = JSON.stringify(game.state);
    await game.apply({ type: "passUntil", player: "you", step: "main1", nextTurn: true });
    await game.apply({ type: "passUntil", player: "you", step: "main1", nextTurn: true }, { continues: true });
    const turn3 = JSON.stringify(game.state);
    expect(game.state!.turn).toBe(3);
    await game.undo();
    expect(JSON.stringify(game.state)).toBe(main1);
    await game.redo();
    expect(JSON.stringify(game.state)).toBe(turn3);
    expect(game.record()!.actions).toHaveLength(4);
  });

  it("autosaves its record after every change, and resumes the same game from it", async () => {
    const game = createEngineGameHost();
    const save = vi.fn(async (_record: unknown) => undefined);
    connectAutosave(game, { save });
    await game.start(setup);
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    await game.undo();
    expect(save).toHaveBeenCalledTimes(4);
    const saved = JSON.parse(JSON.stringify(save.mock.calls.at(-1)![0])) as unknown;
    expect(isGameRecord(saved)).toBe(true);
    const other = createEngineGameHost();
    await other.resume(saved as never);
    expect(other.record()).toEqual(game.record());
    expect(JSON.stringify(other.state)).toBe(JSON.stringify(game.state));
  });
});
