import { MONO_RED_HASTE } from "@fishbowl/cards";
import { describe, expect, it } from "vitest";
import { createEngineGameHost } from "./engine-game-host.js";
import { GAMEFILE_FORMAT } from "@fishbowl/game-file";
import { deckTextOf, gameFileText, recordFromGameFile, toGameFile } from "./game-file.js";
// A game file the table wrote before the format moved to @fishbowl/game-file.
import writtenBefore from "../../../../../../packages/game-file/__fixtures__/desktop-table-save.json?raw";

describe("game files", () => {
  it("writes the CLI's game file and reads it back into the same game", async () => {
    const game = createEngineGameHost();
    await game.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    const file = toGameFile(game.record()!);
    expect(file).toMatchObject({ format: GAMEFILE_FORMAT, deckName: "Mono-Red Haste", seed: 27, onThePlay: true });
    expect(file.deck).toHaveLength(60);
    expect(file.actions).toHaveLength(2);
    const record = recordFromGameFile(gameFileText(game.record()!), "game.json");
    if (typeof record === "string") throw new Error(record);
    const again = createEngineGameHost();
    await again.resume(record);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
  });

  it("explains what is wrong with a file that is not a game file", () => {
    expect(recordFromGameFile("{", "x.json")).toMatch(/^x\.json: not valid JSON/);
    expect(recordFromGameFile("[]", "x.json")).toMatch(/not a game file/);
    expect(recordFromGameFile('{"format":"other"}', "x.json")).toMatch(/format/);
    expect(
      recordFromGameFile(`{"format":"${GAMEFILE_FORMAT}","deck":[],"seed":1,"onThePlay":true,"actions":[]}`, "x.json"),
    ).toMatch(/deck/);
    expect(
      recordFromGameFile(
        `{"format":"${GAMEFILE_FORMAT}","deck":["Shock"],"seed":1.5,"onThePlay":true,"actions":[]}`,
        "x.json",
      ),
    ).toMatch(/seed/);
    expect(
      recordFromGameFile(
        `{"format":"${GAMEFILE_FORMAT}","deck":["Shock"],"seed":1,"onThePlay":true,"actions":[7]}`,
        "x.json",
      ),
    ).toMatch(/action 1 of 1 is not an action/);
  });

  it("names a deck entry that no definition covers by its place in the file's deck, not a deck-list line", () => {
    expect(
      recordFromGameFile(
        `{"format":"${GAMEFILE_FORMAT}","deck":["Shock","Lightnig Bolt","Shock","Lightnig Bolt"],"seed":1,"onThePlay":true,"actions":[]}`,
        "x.json",
      ),
    ).toBe(
      `x.json: "deck" names “Lightnig Bolt” (entry 2), which neither the rules engine nor the file's "extraCards" define`,
    );
  });

  it("opens a game file the table wrote before, and saves it again as it was", async () => {
    const record = recordFromGameFile(writtenBefore, "bears.json");
    if (typeof record === "string") throw new Error(record);
    expect(record.setup).toMatchObject({ deckName: "Bears", seed: 9, onThePlay: false });
    expect(Object.keys(record.setup.extraCards ?? {})).toEqual(["Unautomated Test Bear"]);
    const game = createEngineGameHost();
    await game.resume(record);
    expect(game.state?.turn).toBe(2);
    expect(game.view()?.players.you.hand.map((o) => o.name)).toHaveLength(8);
    expect(gameFileText(game.record()!)).toBe(writtenBefore);
  });

  it("names a file without a deck name after the file", () => {
    const record = recordFromGameFile(
      `{"format":"${GAMEFILE_FORMAT}","deck":["Shock"],"seed":1,"onThePlay":true,"actions":[]}`,
      "burn",
    );
    expect(typeof record !== "string" && record.setup.deckName).toBe("burn");
  });

  it("lists a deck in order of first appearance", () => {
    expect(deckTextOf(["Mountain", "Shock", "Mountain"])).toBe("Deck\n2 Mountain\n1 Shock\n");
  });
});
