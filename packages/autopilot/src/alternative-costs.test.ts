/**
 * Alternative costs in the autopilot's main phase (casting.ts, CR 118.9): surge when it may
 * (702.117a), evoke only for an enters trigger that deals damage or draws (702.74a), bestow
 * before combat onto a creature that can attack (702.103a), and never a cast the engine refuses.
 */
import { describe, expect, it } from "vitest";
import { apply, type CardDefinition, type CardRegistry } from "@fishbowl/engine";
import { chooseAction } from "./index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const creature = (name: string, extra: Partial<CardDefinition>): CardDefinition => ({
  name,
  manaCost: "{3}{R}",
  types: ["Creature"],
  power: 3,
  toughness: 3,
  oracleText: "",
  ...extra,
});
const sacrificeEvoked = {
  kind: "triggered",
  text: "Evoke {R}",
  event: { kind: "entersSelf" },
  targets: [],
  condition: { kind: "alternativeCostPaid", cost: "evoke" },
  effects: [{ kind: "sacrifice", what: { kind: "self" } }],
} as const;
const PYRE = creature("Pyre Elemental", {
  alternativeCosts: [{ kind: "evoke", mana: "{R}" }],
  abilities: [
    {
      kind: "triggered",
      text: "When Pyre Elemental enters, it deals 3 damage to any target.",
      event: { kind: "entersSelf" },
      targets: [{ text: "any target", objects: { types: ["Creature"] }, players: true, min: 1, max: 1 }],
      effects: [{ kind: "damage", amount: 3, to: { kind: "target", index: 0 } }],
    },
    sacrificeEvoked,
  ],
});
const HUSK = creature("Husk Elemental", {
  alternativeCosts: [{ kind: "evoke", mana: "{R}" }],
  abilities: [sacrificeEvoked],
});
const RUNNER = creature("Surge Runner", { alternativeCosts: [{ kind: "surge", mana: "{R}" }] });
const NYMPH = creature("Nymph", {
  manaCost: "{G}",
  types: ["Enchantment", "Creature"],
  power: 1,
  toughness: 1,
  alternativeCosts: [{ kind: "bestow", mana: "{1}{G}" }],
  abilities: [
    {
      kind: "static",
      text: "Enchanted creature gets +2/+2.",
      affects: { kind: "attached" },
      mods: [{ layer: "7c", kind: "addPT", power: 2, toughness: 2 }],
    },
  ],
});
const MORPHER = creature("Morpher", { manaCost: "{4}{G}{G}", power: 5, toughness: 5, morph: { cost: "{1}{G}" } });
const SPARKS: CardDefinition = {
  name: "Sparks",
  manaCost: "{R}",
  types: ["Instant"],
  oracleText: "Replicate {R}\nSparks deals 1 damage to any target.",
  replicate: "{R}",
  spell: {
    modes: [
      {
        text: "Sparks deals 1 damage to any target.",
        targets: [{ text: "any target", objects: { types: ["Creature"] }, players: true, min: 1, max: 1 }],
        effects: [{ kind: "damage", amount: 1, to: { kind: "target", index: 0 } }],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const extra = new Map([PYRE, HUSK, RUNNER, NYMPH, MORPHER, SPARKS].map((d) => [d.name, d as CardDefinition]));
const cards: CardRegistry = { get: (name) => extra.get(name) ?? testCards.get(name) };

describe("alternative costs in the main phase (CR 118.9)", () => {
  it("evokes a creature whose enters trigger deals damage, not one that does nothing (702.74a)", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Mountain"], hand: [{ card: "Husk Elemental", label: "husk" }] },
    });
    expect(chooseAction(state, cards)).not.toMatchObject({ type: "cast", object: ids["husk"] });
    const withPyre = board(cards, {
      you: { battlefield: ["Mountain"], hand: [{ card: "Pyre Elemental", label: "pyre" }] },
    });
    const a = chooseAction(withPyre.state, cards);
    expect(a).toMatchObject({ type: "cast", object: withPyre.ids["pyre"], alternative: "evoke" });
    expect(apply(withPyre.state, a!, cards).ok).toBe(true);
  });

  it("casts for the surge cost once another spell was cast this turn (702.117a)", () => {
    const { act } = play(cards);
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"],
        hand: [
          { card: "Surge Runner", label: "r" },
          { card: "Zap", label: "z" },
        ],
      },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["z"]!, targets: ["opponent"] });
    const resolved = act(s, { type: "pass", player: "you" });
    expect(chooseAction(resolved, cards)).toMatchObject({ type: "cast", object: ids["r"], alternative: "surge" });
  });

  it("bestows before combat onto a creature that can attack, and casts the creature when none can (702.103a)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Forest", "Forest", { card: "Bear", label: "bear" }],
        hand: [{ card: "Nymph", label: "n" }],
      },
    });
    expect(chooseAction(state, cards)).toMatchObject({
      type: "cast",
      object: ids["n"],
      alternative: "bestow",
      targets: [ids["bear"]],
    });
    const alone = board(cards, { you: { battlefield: ["Forest", "Forest"], hand: [{ card: "Nymph", label: "n" }] } });
    const a = chooseAction(alone.state, cards);
    expect(a).toMatchObject({ type: "cast", object: alone.ids["n"] });
    expect(a && "alternative" in a).toBe(false);
  });

  it("casts face down only when it can't cast face up, and turns it face up before combat (702.37c, 702.37e)", () => {
    const { act } = play(cards);
    const three = board(cards, {
      you: { battlefield: ["Forest", "Forest", "Forest"], hand: [{ card: "Morpher", label: "m" }] },
    });
    const a = chooseAction(three.state, cards);
    expect(a).toMatchObject({ type: "cast", object: three.ids["m"], alternative: "morph" });
    const six = board(cards, {
      you: {
        battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"],
        hand: [{ card: "Morpher", label: "m" }],
      },
    });
    const b = chooseAction(six.state, cards);
    expect(b).toMatchObject({ type: "cast", object: six.ids["m"] });
    expect(b && "alternative" in b).toBe(false);
    // face down with mana to spare: turned face up
    let s = act(six.state, a!.type === "cast" ? { ...a!, object: six.ids["m"]! } : a!);
    s = act(s, { type: "pass", player: "you" });
    const id = s.battlefield.find((x) => s.objects[x]!.faceDown)!;
    expect(chooseAction(s, cards)).toEqual({ type: "turnFaceUp", player: "you", object: id });
  });

  it("pays replicate as many times as it can (CR 702.56a)", () => {
    const { state, ids } = board(cards, {
      step: "main2",
      you: { battlefield: ["Mountain", "Mountain", "Mountain"], hand: [{ card: "Sparks", label: "s" }] },
    });
    expect(chooseAction(state, cards)).toMatchObject({
      type: "cast",
      object: ids["s"],
      replicate: 2,
      targets: ["opponent"],
    });
  });
});
