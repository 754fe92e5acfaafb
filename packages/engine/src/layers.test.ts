/**
 * Object filters (the vocabulary's `ObjectFilter`) on current characteristics: color
 * (CR 105.2: "nonblack", monocolored 105.2a, colorless 105.2c), power and toughness (CR 208), and
 * "attacking"/"blocking" (CR 506.4).
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition, ObjectFilter } from "./state/vocabulary/index.js";
import type { GameState } from "./state/types.js";
import { newCtx, type CardRegistry } from "./core/context.js";
import { apply } from "./apply.js";
import { view } from "./view.js";
import { characteristics } from "./rules/layers.js";
import { matches } from "./rules/filters.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const { state, ids } = board(testCards, {
  you: {
    battlefield: [
      { card: "Bear", label: "green" },
      { card: "Night Knight", label: "black" },
      { card: "Gold Golem", label: "multi" },
      { card: "Iron Wall", label: "colorless" },
    ],
  },
});

function matching(s: GameState, f: ObjectFilter): string[] {
  const ctx = newCtx(s, testCards);
  return Object.entries(ids)
    .filter(([, id]) => matches(ctx, characteristics(ctx, id), f, "you"))
    .map(([label]) => label)
    .sort();
}

describe("object filters", () => {
  it("colors: any of them", () => {
    expect(matching(state, { colors: ["G"] })).toEqual(["green", "multi"]);
  });
  it("notColors: nonblack (a colorless object is nonblack)", () => {
    expect(matching(state, { types: ["Creature"], notColors: ["B"] })).toEqual(["colorless", "green", "multi"]);
  });
  it("nonartifact, nonblack", () => {
    expect(matching(state, { types: ["Creature"], notTypes: ["Artifact"], notColors: ["B"] })).toEqual(["green"]);
  });
  it("monocolored: exactly one color", () => {
    expect(matching(state, { monocolored: true })).toEqual(["black", "green"]);
  });
  it("toughness N or less", () => {
    expect(matching(state, { types: ["Creature"], toughnessAtMost: 2 })).toEqual(["black", "green"]);
  });
  it("power N or greater / N or less (CR 208.1)", () => {
    expect(matching(state, { types: ["Creature"], powerAtLeast: 3 })).toEqual(["multi"]);
    expect(matching(state, { types: ["Creature"], powerAtMost: 2 })).toEqual(["black", "colorless", "green"]);
    expect(matching(state, { powerAtLeast: 0, powerAtMost: 0 })).toEqual(["colorless"]);
  });
  it("power: a noncreature permanent has none, so it matches neither bound (CR 208.3)", () => {
    const b = board(testCards, { you: { battlefield: [{ card: "Mountain", label: "land" }] } });
    const ctx = newCtx(b.state, testCards);
    const c = characteristics(ctx, b.ids["land"]!);
    expect(matches(ctx, c, { powerAtMost: 5 }, "you")).toBe(false);
    expect(matches(ctx, c, { powerAtLeast: 0 }, "you")).toBe(false);
  });
  it("power as a target requirement: only a creature with power 3 or greater can be chosen (CR 115.1, 601.2c)", () => {
    const b = board(testCards, {
      you: { hand: [{ card: "Giant Fall", label: "fall" }], battlefield: ["Forest"] },
      opponent: {
        battlefield: [
          { card: "Bear", label: "small" },
          { card: "Gold Golem", label: "big" },
        ],
      },
    });
    const bad = apply(
      b.state,
      { type: "cast", player: "you", object: b.ids["fall"]!, targets: [b.ids["small"]!] },
      testCards,
    );
    expect(bad.ok ? [] : bad.error.rules).toContain("115.1");
    const good = apply(
      b.state,
      { type: "cast", player: "you", object: b.ids["fall"]!, targets: [b.ids["big"]!] },
      testCards,
    );
    expect(good.ok).toBe(true);
  });
  it("attacking / blocking: only creatures in combat", () => {
    expect(matching(state, { combat: "either" })).toEqual([]);
    const s: GameState = {
      ...state,
      combat: {
        attackers: [{ attacker: ids["green"]!, defender: "opponent" }],
        blocks: [],
        blocked: [],
        firstStrikeDone: false,
        regularDone: false,
        firstStrikers: [],
        blockersDeclared: false,
      },
    };
    expect(matching(s, { combat: "attacking" })).toEqual(["green"]);
    expect(matching(s, { combat: "blocking" })).toEqual([]);
    expect(matching(s, { combat: "either" })).toEqual(["green"]);
  });
});

// ---------------------------------------------------------------- changeling (CR 702.73a)

const goblins: ObjectFilter = { types: ["Creature"], subtypes: ["Goblin"], controller: "you" };
const CHANGELING_CARDS: CardDefinition[] = [
  {
    name: "Shapeshifter",
    manaCost: "{1}",
    types: ["Creature"],
    subtypes: ["Shapeshifter"],
    power: 1,
    toughness: 1,
    keywords: ["Changeling"],
    oracleText: "Changeling (This card is every creature type.)",
  },
  {
    name: "Goblin Chief",
    manaCost: "{2}{R}",
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: 2,
    toughness: 2,
    oracleText: "Goblins you control get +1/+1.",
    abilities: [
      {
        kind: "static",
        text: "Goblins you control get +1/+1.",
        affects: { kind: "filter", filter: goblins },
        mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
      },
    ],
  },
  {
    name: "Goblin Count",
    manaCost: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: null,
    toughness: null,
    oracleText: "Goblin Count's power and toughness are each equal to the number of Goblin cards in your graveyard.",
    powerCda: { kind: "count", filter: { subtypes: ["Goblin"], controller: "you", zone: "graveyard" } },
    toughnessCda: { kind: "count", filter: { subtypes: ["Goblin"], controller: "you", zone: "graveyard" } },
  },
  {
    name: "Frog Curse",
    manaCost: "{U}",
    types: ["Instant"],
    oracleText: "Until end of turn, target creature loses all abilities and becomes a Frog.",
    spell: {
      modes: [
        {
          text: "Until end of turn, target creature loses all abilities and becomes a Frog.",
          targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
          effects: [
            {
              kind: "modify",
              what: { kind: "target", index: 0 },
              mods: [
                { layer: "6", kind: "loseAllAbilities" },
                { layer: "4", kind: "setCreatureSubtypes", subtypes: ["Frog"] },
              ],
              duration: { kind: "endOfTurn" },
            },
          ],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
];
CHANGELING_CARDS.push({
  name: "Mask of Many",
  manaCost: "{3}",
  types: ["Artifact"],
  oracleText: "Creatures you control are every creature type.",
  abilities: [
    {
      kind: "static",
      text: "Creatures you control are every creature type.",
      affects: { kind: "filter", filter: { types: ["Creature"], controller: "you" } },
      mods: [{ layer: "4", kind: "allCreatureTypes" }],
    },
  ],
});
const changelingCards: CardRegistry = {
  get: (name) => CHANGELING_CARDS.find((d) => d.name === name) ?? testCards.get(name),
};

describe("changeling: every creature type (CR 702.73a)", () => {
  const setup = () =>
    board(changelingCards, {
      you: {
        hand: [{ card: "Shapeshifter", label: "inHand" }, "Silence", "Frog Curse"],
        graveyard: ["Shapeshifter"],
        battlefield: [
          "Island",
          "Island",
          { card: "Shapeshifter", label: "changeling" },
          { card: "Goblin Chief", label: "chief" },
          { card: "Bear", label: "bear" },
          { card: "Goblin Count", label: "count" },
        ],
      },
    });
  const is = (s: GameState, id: string, f: ObjectFilter) => {
    const ctx = newCtx(s, changelingCards);
    return matches(ctx, characteristics(ctx, id), f, "you");
  };

  it('matches creature-type filters on the battlefield ("Goblins you control") and gets their bonuses', () => {
    const { state, ids } = setup();
    expect([is(state, ids["changeling"]!, goblins), is(state, ids["bear"]!, goblins)]).toEqual([true, false]);
    expect(is(state, ids["changeling"]!, { subtypes: ["Elf"] })).toBe(true);
    expect(is(state, ids["changeling"]!, { subtypes: ["Aura"] })).toBe(false); // not a creature type
    expect(view(state, changelingCards).battlefield.find((o) => o.id === ids["changeling"])).toMatchObject({
      power: 2,
      toughness: 2,
      allCreatureTypes: true,
    });
  });

  it("works in every zone (604.3): in a hand, and counted in a graveyard", () => {
    const { state, ids } = setup();
    expect(is(state, ids["inHand"]!, { subtypes: ["Goblin"], zone: "hand" })).toBe(true);
    expect(view(state, changelingCards).battlefield.find((o) => o.id === ids["count"])?.power).toBe(2); // one Goblin card in the graveyard, +1 from Goblin Chief
  });

  it("stays when the creature loses all its abilities (the CDA applied in layer 4, before layer 6), but not when it becomes a Frog", () => {
    const { state, ids } = setup();
    const cast = (s: GameState, name: string) => {
      const spell = s.players.you.hand.find((id) => s.objects[id]!.card === name)!;
      let r = apply(s, { type: "cast", player: "you", object: spell, targets: [ids["changeling"]!] }, changelingCards);
      if (!r.ok) throw new Error(r.error.message);
      r = apply(r.state, { type: "pass", player: "you" }, changelingCards);
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    const silenced = cast(state, "Silence");
    expect(characteristics(newCtx(silenced, changelingCards), ids["changeling"]!).keywords).toEqual([]);
    expect(is(silenced, ids["changeling"]!, goblins)).toBe(true);
    const frog = cast(state, "Frog Curse");
    expect([is(frog, ids["changeling"]!, goblins), is(frog, ids["changeling"]!, { subtypes: ["Frog"] })]).toEqual([
      false,
      true,
    ]);
  });

  it("an effect can make creatures every creature type too (layer 4)", () => {
    const { state, ids } = board(changelingCards, {
      you: { battlefield: [{ card: "Bear", label: "bear" }, "Mask of Many"] },
    });
    expect(is(state, ids["bear"]!, goblins)).toBe(true);
  });
});
