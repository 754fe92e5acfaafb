/**
 * "Spend only black mana on X" (CR 107.3a, 601.2h), one damage instruction for several
 * recipients (120.4b), "whenever ~ deals damage to a player" when that player is its own
 * controller (603.2, 102.2), "land or nonblack creature" (115.1) and colors and creature types
 * added "in addition to its other colors and types" (613.1d-e, 105.3).
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import { parseManaCost, requirementOf } from "./core/mana.js";
import { countAmount, matchesParts } from "./rules/filters.js";
import { newCtx } from "./core/context.js";
import { characteristics } from "./rules/layers.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const CARDS: CardDefinition[] = [
  // a basic Swamp: its mana ability is intrinsic to the land type (CR 305.6)
  {
    name: "Swamp",
    manaCost: null,
    supertypes: ["Basic"],
    types: ["Land"],
    subtypes: ["Swamp"],
    oracleText: "({T}: Add {B}.)",
  },
  {
    name: "Mirror Imp",
    manaCost: "{1}{B}",
    colors: ["B"],
    types: ["Creature"],
    subtypes: ["Imp"],
    power: 1,
    toughness: 1,
    oracleText: "",
    abilities: [
      {
        kind: "activated",
        text: "{X}: ~ deals X damage to each player. Spend only black mana on X.",
        cost: { mana: "{X}", xColor: "B" },
        targets: [],
        effects: [{ kind: "damage", amount: { kind: "x" }, to: { kind: "you" }, alsoTo: [{ kind: "opponents" }] }],
      },
      {
        kind: "triggered",
        text: "Whenever ~ deals damage to you, you gain 5 life.",
        event: { kind: "dealsDamageToController" },
        targets: [],
        effects: [{ kind: "gainLife", amount: 5, who: { kind: "you" } }],
      },
    ],
  },
  {
    name: "Grave Call",
    manaCost: "{B}",
    colors: ["B"],
    types: ["Sorcery"],
    oracleText: "",
    spell: {
      chooseMin: 1,
      chooseMax: 1,
      modes: [
        {
          text: "Target creature is a black Zombie in addition to its other colors and types.",
          targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
          effects: [
            {
              kind: "modify",
              what: { kind: "target", index: 0 },
              mods: [
                { layer: "4", kind: "addSubtypes", subtypes: ["Zombie"] },
                { layer: "5", kind: "addColors", colors: ["B"] },
              ],
              duration: { kind: "indefinite" },
            },
          ],
        },
      ],
    },
  },
];
const byName = new Map(CARDS.map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => byName.get(name) ?? testCards.get(name) };
const { act, refused, resolveAll } = play(cards);

describe('"spend only black mana on X" (CR 107.3a, 601.2h)', () => {
  it("each mana of X is one black mana instead of generic", () => {
    expect(requirementOf(parseManaCost("{X}{1}{B}"), 2, false, "B").req).toEqual({
      generic: 1,
      colored: [["B"], ["B"], ["B"]],
      twobrid: [],
    });
    expect(requirementOf(parseManaCost("{X}{1}{B}"), 2, false).req.generic).toBe(3);
  });
  it("an activated ability's X can't be paid with a Forest; the damage to each player triggers the controller's ability", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: [{ card: "Mirror Imp", label: "imp" }, "Swamp", "Forest"] },
    });
    expect(refused(state, { type: "activate", player: "you", object: ids["imp"]!, ability: 0, x: 2 })).toContain(
      "601.2h",
    );
    const s = resolveAll(act(state, { type: "activate", player: "you", object: ids["imp"]!, ability: 0, x: 1 }));
    expect(s.players.opponent.life).toBe(19);
    expect(s.players.you.life).toBe(20 - 1 + 5); // dealt 1, then "whenever ~ deals damage to you" once
  });
});

describe('"land or nonblack creature" (CR 115.1, 105.2)', () => {
  const filter = {
    types: ["Land" as const, "Creature" as const],
    anyOf: [{ types: ["Land" as const] }, { types: ["Creature" as const], notColors: ["B" as const] }],
  };
  const obj = (types: string[], colors: string[]) => ({
    id: "o",
    types: types as never,
    subtypes: [],
    supertypes: [],
    controller: "opponent" as const,
    name: "O",
    colors,
  });
  it("matches a land and a green creature, not a black creature", () => {
    const m = (types: string[], colors: string[]) => matchesParts(obj(types, colors), {}, false, filter, "you", null);
    expect(m(["Land"], [])).toBe(true);
    expect(m(["Creature"], ["G"])).toBe(true);
    expect(m(["Creature"], ["B"])).toBe(false);
    expect(m(["Artifact"], [])).toBe(false);
  });
});

describe("colors and creature types added in addition to the others (CR 613.1d-e, 105.3)", () => {
  it("a green Bear becomes a green and black Bear Zombie", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Grave Call", label: "call" }], battlefield: ["Swamp", { card: "Bear", label: "bear" }] },
    });
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["call"]!, targets: [ids["bear"]!] }));
    const bear = view(s, cards).battlefield.find((o) => o.id === ids["bear"]);
    expect(bear?.subtypes).toEqual(["Bear", "Zombie"]);
    expect(bear?.colors).toEqual(["G", "B"]);
  });
});

describe('"for each creature attacking you" (CR 506.3, 508.1b) and counts times N', () => {
  it("counts the attackers whose defending player is you, three times", () => {
    const { state, ids } = board(cards, {
      opponent: {
        battlefield: [
          { card: "Bear", label: "a" },
          { card: "Bear", label: "b" },
          { card: "Bear", label: "c" },
        ],
      },
      active: "opponent",
      step: "declare_attackers",
    });
    state.combat = {
      attackers: [
        { attacker: ids["a"]!, defender: "you" },
        { attacker: ids["b"]!, defender: "you" },
      ],
      blocks: [],
      blocked: [],
      firstStrikeDone: false,
      regularDone: false,
    } as unknown as typeof state.combat;
    const ctx = newCtx(state, cards);
    const filter = { types: ["Creature" as const], combat: "attacking" as const, attackingYou: true };
    const amount = { kind: "count" as const, filter, times: 3 };
    expect(countAmount(ctx, amount, "you", (id) => characteristics(ctx, id))).toBe(6);
    // for the opponent, none of them attacks them
    expect(countAmount(ctx, amount, "opponent", (id) => characteristics(ctx, id))).toBe(0);
  });
});

describe('"you may pay {1}. If you do, …" (CR 608.2d)', () => {
  const CUP: CardDefinition = {
    name: "Cup Test",
    manaCost: "{1}",
    types: ["Sorcery"],
    colors: [],
    oracleText: "",
    spell: {
      chooseMin: 1,
      chooseMax: 1,
      modes: [
        {
          text: "You may pay {1}. If you do, you gain 3 life.",
          targets: [],
          effects: [
            {
              kind: "unlessPay",
              text: "you gain 3 life",
              mana: "{1}",
              otherwise: [],
              ifPaid: [{ kind: "gainLife", amount: 3, who: { kind: "you" } }],
            },
          ],
        },
      ],
    },
  };
  const reg: CardRegistry = { get: (n) => (n === CUP.name ? CUP : cards.get(n)) };
  const p = play(reg);
  for (const [answer, life] of [
    ["pay", 23],
    ["don't pay", 20],
  ] as const)
    it(`answered "${answer}": ${life} life`, () => {
      const { state, ids } = board(reg, {
        you: { hand: [{ card: "Cup Test", label: "cup" }], battlefield: ["Forest", "Forest"] },
      });
      let s = p.act(state, { type: "cast", player: "you", object: ids["cup"]! });
      s = p.act(s, { type: "pass", player: "you" });
      expect(s.pending?.decision.kind).toBe("choice");
      s = p.act(s, { type: "choose", player: "you", options: [answer] });
      s = p.resolveAll(s);
      expect(s.players.you.life).toBe(life);
    });
});
