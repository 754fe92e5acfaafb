/**
 * Earthbend (CR 701.66a in the current rules) where a scenario can't reach: the land returns
 * only from the graveyard or exile (not from a hand or a library), and it returns under the
 * control of the player who earthbent it, even when someone else owns it.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState, ObjectId, ZoneName } from "./state/types.js";
import { apply } from "./apply.js";
import { currentIdOf } from "./core/objects.js";
import { type CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { view } from "./view.js";
import { runScenario } from "./scenario/index.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}

function resolveAll(s: GameState): GameState {
  for (let i = 0; i < 20 && s.stack.length > 0; i++) s = act(s, { type: "pass", player: s.priority ?? "you" });
  return s;
}

/** Earthbends the labelled land with Ground Shaping (earthbend 2) and resolves it. */
function earthbent(zones: Parameters<typeof board>[1]) {
  const { state, ids } = board(testCards, zones);
  let s = act(state, { type: "cast", player: "you", object: ids["spell"]!, targets: [ids["land"]!] });
  s = resolveAll(s);
  return { s, ids };
}

const me = {
  hand: [{ card: "Ground Shaping", label: "spell" }],
  battlefield: ["Forest", "Forest", { card: "Mountain", label: "land" }],
};

describe("earthbend: where the land goes", () => {
  it("becomes a 0/0 land creature with haste and the counters", () => {
    const { s, ids } = earthbent({ you: me });
    const v = view(s, testCards).battlefield.find((o) => o.id === ids["land"]);
    expect(v).toMatchObject({ types: ["Land", "Creature"], power: 2, toughness: 2 });
  });

  it.each([
    ["graveyard", true],
    ["exile", true],
    ["hand", false],
    ["library", false],
  ] as [ZoneName, boolean][])("moved to its owner's %s: returns to the battlefield tapped = %s", (zone, returns) => {
    const { s, ids } = earthbent({ you: me });
    let t = act(s, { type: "manual", player: "you", op: { kind: "move", object: ids["land"]!, to: zone } });
    t = resolveAll(t);
    const now = currentIdOf(t, ids["land"]!) as ObjectId;
    const o = t.objects[now]!;
    if (returns) {
      expect(o.zone).toBe("battlefield");
      expect(o.tapped).toBe(true);
      expect(o.counters["+1/+1"] ?? 0).toBe(0);
    } else {
      expect(o.zone).toBe(zone);
      expect(t.stack).toHaveLength(0);
    }
  });

  it("returns under the control of the player who earthbent it, not its owner", () => {
    const { state, ids } = board(testCards, {
      you: {
        hand: [
          { card: "Take Land", label: "take" },
          { card: "Ground Shaping", label: "spell" },
          { card: "Unmake", label: "unmake" },
        ],
        battlefield: ["Island", "Forest", "Forest"],
      },
      opponent: { battlefield: [{ card: "Mountain", label: "land" }] },
    });
    let s = resolveAll(act(state, { type: "cast", player: "you", object: ids["take"]!, targets: [ids["land"]!] }));
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["spell"]!, targets: [ids["land"]!] }));
    const bent = s.objects[ids["land"]!]!;
    expect(bent.owner).toBe("opponent");
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["unmake"]!, targets: [ids["land"]!] }));
    const back = s.objects[currentIdOf(s, ids["land"]!)!]!;
    expect(back.zone).toBe("battlefield");
    expect(back.owner).toBe("opponent");
    expect(view(s, testCards).battlefield.find((o) => o.id === back.id)).toMatchObject({ controller: "you" });
    expect(back.tapped).toBe(true);
  });
});

describe("drawing, losing life and adding mana", () => {
  it("draw two (CR 121.2) and lose 2 life (CR 119.3) as instructions", () => {
    const { state, ids } = board(testCards, {
      you: {
        hand: [{ card: "Insight", label: "spell" }],
        library: ["Forest", "Bear", "Island"],
        battlefield: ["Island"],
      },
    });
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["spell"]!, targets: [] }));
    expect(s.players.you.hand.map((id) => s.objects[id]!.card)).toEqual(["Forest", "Bear"]);
    expect(s.players.you.life).toBe(18);
  });

  it("a spell that adds mana: the mana pays for the next spell, and empties at the end of the step (CR 106.4, 500.4)", () => {
    const { state, ids } = board(testCards, {
      you: {
        hand: [
          { card: "Ritual", label: "ritual" },
          { card: "Many Zaps", label: "zaps" },
        ],
        battlefield: ["Mountain"],
      },
    });
    let s = resolveAll(act(state, { type: "cast", player: "you", object: ids["ritual"]!, targets: [] }));
    expect(s.players.you.manaPool).toEqual({ R: 3 });
    s = act(s, { type: "cast", player: "you", object: ids["zaps"]!, targets: ["opponent"] });
    expect(s.players.you.manaPool).toEqual({ R: 1 });
    s = act(s, { type: "passUntil", player: "you", step: "beginning_of_combat" });
    expect(s.players.you.manaPool).toEqual({});
  });

  it("a mana ability with a side effect deals its damage at once, without the stack (CR 605.1a, 605.3b)", () => {
    const { state, ids } = board(testCards, {
      you: { hand: [{ card: "Zap", label: "zap" }], battlefield: [{ card: "Painful Elf", label: "elf" }] },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["zap"]!, targets: ["opponent"] });
    expect(s.objects[ids["elf"]!]!.tapped).toBe(true);
    expect(s.players.you.life).toBe(19);
    expect(s.stack).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- infect and wither (CR 120.3)

const DAMAGE_CARDS: CardDefinition[] = [
  {
    name: "Infect Rat",
    manaCost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Rat"],
    power: 3,
    toughness: 3,
    keywords: ["Infect"],
    oracleText: "Infect",
  },
  {
    name: "Wither Hound",
    manaCost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Dog"],
    power: 2,
    toughness: 2,
    keywords: ["Wither"],
    oracleText: "Wither",
  },
  {
    name: "Big Guard",
    manaCost: "{3}",
    types: ["Creature"],
    subtypes: ["Soldier"],
    power: 1,
    toughness: 5,
    oracleText: "",
  },
  {
    name: "Plague Bomb",
    manaCost: "{2}{B}",
    types: ["Creature"],
    subtypes: ["Horror"],
    power: 1,
    toughness: 1,
    keywords: ["Wither"],
    oracleText: "Wither\nWhen Plague Bomb dies, it deals 2 damage to each creature.",
    abilities: [
      {
        kind: "triggered",
        text: "When Plague Bomb dies, it deals 2 damage to each creature.",
        event: { kind: "selfToGraveyardFromBattlefield" },
        targets: [],
        effects: [{ kind: "damage", amount: 2, to: { kind: "all", filter: { types: ["Creature"] } } }],
      },
    ],
  },
  {
    name: "Swamp Stand-in",
    manaCost: null,
    types: ["Land"],
    oracleText: "{T}: Add {B}.",
    abilities: [
      {
        kind: "activated",
        text: "{T}: Add {B}.",
        cost: { tap: true },
        targets: [],
        effects: [{ kind: "addMana", choices: ["B"] }],
      },
    ],
  },
  {
    name: "Withering Zap",
    manaCost: "{B}",
    types: ["Instant"],
    keywords: ["Wither"],
    oracleText: "Wither\nWithering Zap deals 2 damage to target creature.",
    spell: {
      modes: [
        {
          text: "Withering Zap deals 2 damage to target creature.",
          targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
          effects: [{ kind: "damage", amount: 2, to: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
];
const damageCards: CardRegistry = { get: (name) => DAMAGE_CARDS.find((d) => d.name === name) ?? testCards.get(name) };

function dact(s: GameState, a: Action): GameState {
  const r = apply(s, a, damageCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}

/** Attacks with the labelled attacker, optionally blocked by the labelled blocker, through combat damage. */
function fight(
  attacker: string,
  blocker: string | null,
  opts: { poison?: number; blockerCounters?: Record<string, number> } = {},
) {
  const { state, ids } = board(damageCards, {
    you: { battlefield: [{ card: attacker, label: "a" }] },
    opponent: { battlefield: blocker ? [{ card: blocker, label: "b", counters: opts.blockerCounters }] : [] },
  });
  state.players.opponent.poison = opts.poison ?? 0;
  let s = dact(state, { type: "passUntil", player: "you", step: "declare_attackers" });
  s = dact(s, { type: "declareAttackers", player: "you", attackers: [ids["a"]!] });
  if (blocker)
    s = dact(s, { type: "declareBlockers", player: "opponent", blocks: [{ blocker: ids["b"]!, attacker: ids["a"]! }] });
  s = dact(s, { type: "passUntil", player: "you", step: "main2" });
  return { s, ids };
}

describe("infect and wither", () => {
  it("infect damage to a player gives poison counters instead of life loss (120.3b, 702.90b)", () => {
    const { s } = fight("Infect Rat", null);
    expect(s.players.opponent.poison).toBe(3);
    expect(s.players.opponent.life).toBe(20);
    expect(view(s, damageCards).players.opponent.poison).toBe(3);
  });

  it("a player with ten or more poison counters loses (704.5c)", () => {
    const { s } = fight("Infect Rat", null, { poison: 7 });
    expect(s.winner).toBe("you");
    expect(s.log.some((l) => l.includes("704.5c"))).toBe(true);
  });

  it("infect and wither damage to a creature is dealt as -1/-1 counters, not marked (120.3d)", () => {
    for (const [attacker, n] of [
      ["Infect Rat", 3],
      ["Wither Hound", 2],
    ] as const) {
      const { s, ids } = fight(attacker, "Big Guard");
      const guard = s.objects[ids["b"]!]!;
      expect(guard.counters["-1/-1"]).toBe(n);
      expect(guard.damage).toBe(0);
      expect(view(s, damageCards).battlefield.find((o) => o.id === ids["b"])?.toughness).toBe(5 - n);
    }
  });

  it("the -1/-1 counters stay after the turn, unlike marked damage (514.2)", () => {
    const { s, ids } = fight("Wither Hound", "Big Guard");
    const later = dact(s, { type: "passUntil", player: "you", step: "main1", nextTurn: true });
    const id = currentIdOf(later, ids["b"]!)!;
    expect(view(later, damageCards).battlefield.find((o) => o.id === id)?.toughness).toBe(3);
  });

  it("-1/-1 counters from wither annihilate with +1/+1 counters (704.5q)", () => {
    const { s, ids } = fight("Wither Hound", "Big Guard", { blockerCounters: { "+1/+1": 3 } });
    const guard = s.objects[ids["b"]!]!;
    expect([guard.counters["+1/+1"], guard.counters["-1/-1"] ?? 0]).toEqual([1, 0]);
  });

  it("a spell with wither deals its damage as -1/-1 counters too (702.80c)", () => {
    const { state, ids } = board(damageCards, {
      you: { hand: [{ card: "Withering Zap", label: "zap" }], battlefield: [{ card: "Swamp Stand-in" }] },
      opponent: { battlefield: [{ card: "Big Guard", label: "b" }] },
    });
    let s = dact(state, { type: "cast", player: "you", object: ids["zap"]!, targets: [ids["b"]!] });
    s = dact(s, { type: "pass", player: "you" });
    expect(s.objects[ids["b"]!]!.counters["-1/-1"]).toBe(2);
    expect(s.objects[ids["b"]!]!.damage).toBe(0);
  });

  it("a source that left the battlefield deals damage with the wither it last had (702.80b)", () => {
    const { state, ids } = board(damageCards, {
      you: { hand: [{ card: "Zap", label: "zap" }], battlefield: ["Mountain", { card: "Plague Bomb", label: "bomb" }] },
      opponent: { battlefield: [{ card: "Big Guard", label: "b" }] },
    });
    let s = dact(state, { type: "cast", player: "you", object: ids["zap"]!, targets: [ids["bomb"]!] });
    s = dact(s, { type: "pass", player: "you" }); // Zap resolves, the trigger goes on the stack
    expect(s.stack).toHaveLength(1);
    s = dact(s, { type: "pass", player: "you" });
    expect([s.objects[ids["b"]!]!.counters["-1/-1"], s.objects[ids["b"]!]!.damage]).toEqual([2, 0]);
  });

  it("scenarios set and check poison counters", () => {
    const scenario = (expected: number) => ({
      format: "fishbowl-scenario/1",
      name: "poison",
      setup: { opponent: { poison: 4 }, you: { battlefield: ["Infect Rat"] } },
      steps: [
        { do: "attack", attackers: ["Infect Rat"] },
        { do: "advance", to: "main2" },
        { expect: { poison: { opponent: expected }, life: { opponent: 20 } } },
      ],
    });
    expect(runScenario(scenario(7), damageCards).status).toBe("passed");
    expect(runScenario(scenario(4), damageCards)).toMatchObject({
      status: "failed",
      message: expect.stringContaining("poison"),
    });
  });
});
