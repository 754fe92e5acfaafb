import type { CatalogCard } from "@fishbowl/cards";
import { describe, expect, it, vi } from "vitest";
import { createEngineGameHost } from "./engine-game-host.js";
import { DeckSetupError, resolveDeck } from "./deck-cards.js";

const bears: CatalogCard = {
  name: "Unautomated Test Bear", manaCost: "{1}{G}", manaValue: 2, typeLine: "Creature — Bear", oracleText: "", power: "2", toughness: "2",
  colors: ["G"], keywords: [], layout: "normal",
};
const catalog = { lookup: vi.fn(async (names: readonly string[]) => (names.some((n) => n.toLowerCase() === "unautomated test bear") ? [bears] : [])) };

describe("resolveDeck", () => {
  it("gives catalog cards the engine lacks vanilla definitions, and plays them", async () => {
    const text = "Deck\n20 Forest\n4 unautomated test bear\n4 Llanowar Elves\n";
    const { extraCards, notAutomated } = await resolveDeck(text, catalog);
    expect(catalog.lookup).toHaveBeenCalledWith(["unautomated test bear"]);
    expect(notAutomated).toEqual(["Unautomated Test Bear"]);
    expect(extraCards["Unautomated Test Bear"]).toMatchObject({ types: ["Creature"], power: 2, toughness: 2, automated: false });
    const game = createEngineGameHost();
    await game.start({ deckName: "Bears", deckText: text, seed: 3, onThePlay: true, extraCards });
    const record = JSON.parse(JSON.stringify(game.record())) as Parameters<typeof game.resume>[0];
    const again = createEngineGameHost();
    await again.resume(record); // the record alone suffices: no catalog needed to replay
    const all = [...again.view()!.players.you.hand];
    expect(all.length).toBe(7);
    expect(again.state!.extraCards["Unautomated Test Bear"]).toBeDefined();
  });

  it("names the cards found nowhere", async () => {
    await expect(resolveDeck("4 Lightning Bolt\n4 Nonexistent Thing\n", catalog)).rejects.toThrow(DeckSetupError);
    await expect(resolveDeck("4 Lightning Bolt\n4 Nonexistent Thing\n", catalog)).rejects.toThrow(/Nonexistent Thing.*line 2/);
  });
});
