import { builtinRegistry, BOROS_TOKENS, MONO_RED_HASTE } from "@fishbowl/cards";
import { describe, expect, it } from "vitest";
import { createEngineGameHost } from "./engine-game-host.js";
import {
  countOf,
  legalIds,
  nextStep,
  objectsOf,
  playVariants,
  printedTargetSpecs,
  refusalLine,
} from "./table-logic.js";

describe("table logic", () => {
  it("stops 'next step' at steps with priority and wraps to the next turn", () => {
    expect(nextStep("main1")).toEqual({ step: "beginning_of_combat", nextTurn: false });
    expect(nextStep("end")).toEqual({ step: "upkeep", nextTurn: true });
    expect(nextStep("upkeep")).toEqual({ step: "draw", nextTurn: false });
  });

  it("writes a refusal with its rules", () => {
    expect(refusalLine({ message: "No.", rules: ["508.1a", "302.6"] })).toBe("Refused: No. (CR 508.1a, 302.6)");
    expect(refusalLine({ message: "No.", rules: [] })).toBe("Refused: No.");
  });

  it("counts exact and flexible targets", () => {
    expect(countOf([{ text: "any target", min: 1, max: 1 }])).toEqual({ needed: 1 });
    expect(countOf([{ text: "any number", min: 0, max: 99 }])).toEqual({ needed: 99, min: 0 });
  });

  it("reads target specs from definitions", () => {
    expect(printedTargetSpecs(builtinRegistry, {}, "Lightning Bolt", null)).toHaveLength(1);
    expect(printedTargetSpecs(builtinRegistry, {}, "Twinflame", null)[0]).toMatchObject({ min: 0, max: 99 });
    expect(printedTargetSpecs(builtinRegistry, {}, "Raging Goblin", null)).toEqual([]);
    expect(printedTargetSpecs(builtinRegistry, {}, "Prodigal Pyromancer", 0)).toHaveLength(1);
    expect(printedTargetSpecs(builtinRegistry, {}, "No Such Card", null)).toEqual([]);
  });

  it("gives every card of a name the legal actions listed for the first of them", async () => {
    const game = createEngineGameHost();
    await game.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    const v = game.view()!;
    const legal = await game.legalActions();
    const mountains = v.players.you.hand.filter((o) => o.name === "Mountain");
    expect(mountains.length).toBeGreaterThan(1);
    expect(legal.filter((a) => a.type === "playLand")).toHaveLength(1); // one per name
    for (const m of mountains)
      expect(playVariants(legal, objectsOf(v), m)).toEqual([{ type: "playLand", player: "you", object: m.id }]);
    const ids = legalIds(v, legal);
    for (const m of mountains) expect(ids.has(m.id)).toBe(true);
    expect(ids.has(v.players.you.hand.find((o) => o.name === "Raging Goblin")!.id)).toBe(false);
  });

  it("highlights a face-down permanent that can be turned face up (CR 702.37e)", async () => {
    const game = createEngineGameHost();
    await game.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    const v = game.view()!;
    const mountain = v.players.you.hand.find((o) => o.name === "Mountain")!;
    expect(legalIds(v, [{ type: "turnFaceUp", player: "you", object: mountain.id }]).has(mountain.id)).toBe(true);
  });

  it("highlights only possible attackers while attackers are declared", async () => {
    const game = createEngineGameHost();
    await game.start({ deckName: "Boros Tokens", deckText: BOROS_TOKENS, seed: 12, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    await game.apply({
      type: "manual",
      player: "you",
      op: {
        kind: "createToken",
        token: {
          colors: ["R"],
          types: ["Creature"],
          subtypes: ["Goblin"],
          power: 1,
          toughness: 1,
          keywords: ["Haste"],
        },
      },
    });
    await game.apply({
      type: "manual",
      player: "you",
      op: {
        kind: "createToken",
        token: { colors: ["W"], types: ["Creature"], subtypes: ["Soldier"], power: 1, toughness: 1 },
      },
    });
    await game.apply({ type: "passUntil", player: "you", step: "declare_attackers" });
    const v = game.view()!;
    expect(v.pending?.kind).toBe("declareAttackers");
    const ids = legalIds(v, await game.legalActions());
    expect([...ids].map((id) => objectsOf(v).get(id)!.name)).toEqual(["Goblin Token"]);
  });
});
