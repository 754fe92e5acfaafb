import type { CatalogCard } from "@fishbowl/cards";
import { describe, expect, it, vi } from "vitest";
import { createEngineGameHost } from "./engine-game-host.js";
import { DeckSetupError, resolveDeck } from "./deck-cards.js";

const bears: CatalogCard = {
  name: "Unautomated Test Bear",
  manaCost: "{1}{G}",
  manaValue: 2,
  typeLine: "Creature — Bear Wall",
  oracleText: "Defender\nCumulative upkeep—Pay 1 life.",
  power: "2",
  toughness: "2",
  colors: ["G"],
  keywords: ["Defender"],
  layout: "normal",
};
const drake: CatalogCard = {
  name: "Compiled Test Drake",
  manaCost: "{1}{U}",
  manaValue: 2,
  typeLine: "Creature — Drake",
  oracleText: "Flying",
  power: "2",
  toughness: "1",
  colors: ["U"],
  keywords: ["Flying"],
  layout: "normal",
};
const catalog = {
  lookup: vi.fn(async (names: readonly string[]) =>
    [bears, drake].filter((c) => names.some((n) => n.toLowerCase() === c.name.toLowerCase())),
  ),
};

describe("resolveDeck", () => {
  it("compiles catalog cards the engine lacks: a card whose every clause compiled is automated", async () => {
    const { extraCards, notAutomated } = await resolveDeck("Deck\n20 Island\n4 Compiled Test Drake\n", catalog);
    expect(notAutomated).toEqual([]);
    expect(extraCards["Compiled Test Drake"]).toMatchObject({ keywords: ["Flying"], power: 2, toughness: 1 });
    expect(extraCards["Compiled Test Drake"]!.automated).toBeUndefined();
  });

  it("gives catalog cards with clauses it can't read what did compile, names the rest, and plays them", async () => {
    const text = "Deck\n20 Forest\n4 unautomated test bear\n4 Llanowar Elves\n";
    const { extraCards, notAutomated } = await resolveDeck(text, catalog);
    expect(catalog.lookup).toHaveBeenCalledWith(["unautomated test bear"]);
    expect(notAutomated).toEqual(["Unautomated Test Bear"]);
    expect(extraCards["Unautomated Test Bear"]).toMatchObject({
      types: ["Creature"],
      power: 2,
      toughness: 2,
      automated: false,
      keywords: ["Defender"],
      unautomated: ["Cumulative upkeep—Pay 1 life."],
    });
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
    await expect(resolveDeck("4 Lightning Bolt\n4 Nonexistent Thing\n", catalog)).rejects.toThrow(
      /Nonexistent Thing.*line 2/,
    );
  });
});
