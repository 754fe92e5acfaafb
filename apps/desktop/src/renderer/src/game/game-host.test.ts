import { describe, expect, it, vi } from "vitest";
import {
  connectAutosave,
  ENGINE_NOT_CONNECTED,
  isGameRecord,
  unavailableGameHost,
  type GameHost,
  type GameRecord,
} from "./game-host.js";

describe("unavailableGameHost", () => {
  it("is not ready and refuses to play", async () => {
    const game = unavailableGameHost();
    expect(game.ready).toBe(false);
    expect(game.record()).toBeNull();
    await expect(game.start({ deckName: "Burn", deckText: "4 Shock", seed: 1, onThePlay: true })).rejects.toThrow(
      ENGINE_NOT_CONNECTED,
    );
  });
});

describe("connectAutosave", () => {
  it("saves the record after every change until disconnected", async () => {
    let listener: (() => void) | undefined;
    const record: GameRecord = {
      format: 1,
      setup: { deckName: "Burn", deckText: "4 Shock", seed: 7, onThePlay: true },
      actions: [{ type: "pass", player: "you" }],
    };
    const game = {
      ...unavailableGameHost(),
      record: () => record,
      subscribe: (fn: () => void) => {
        listener = fn;
        return () => (listener = undefined);
      },
    } as unknown as GameHost;
    const save = vi.fn(async () => undefined);
    const stop = connectAutosave(game, { save });
    listener?.();
    expect(save).toHaveBeenCalledWith(record);
    stop();
    expect(listener).toBeUndefined();
    expect(isGameRecord(JSON.parse(JSON.stringify(record)))).toBe(true);
    expect(isGameRecord({ format: 1, setup: {}, actions: [] })).toBe(false);
    expect(isGameRecord({ ...record, actions: ["pass"] })).toBe(false);
  });
});
