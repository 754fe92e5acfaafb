/**
 * "Can't attack" and "can't block" restrictions (CR 508.1c, 509.1b): effects, not
 * characteristics — the affected creature keeps them when it loses all abilities, and they
 * end when the static ability that imposes them stops existing (CR 611.3a, 613.1f).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { runScenario } from "./scenario/index.js";
import { attackProblem } from "./rules/combat.js";
import { newCtx, type CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { view } from "./view.js";
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

describe("restrictions from a static ability", () => {
  const setup = () =>
    board(testCards, {
      you: {
        hand: [{ card: "Silence", label: "silence" }],
        battlefield: ["Island", { card: "Bear", label: "bear" }, { card: "Stalemate Banner", label: "banner" }],
      },
    });

  it("are shown in the view and stop an attack, citing 508.1c", () => {
    const { state, ids } = setup();
    const v = view(state, testCards).battlefield.find((o) => o.id === ids["bear"]);
    expect(v).toMatchObject({ canAttack: false, restrictions: ["can't attack", "can't block"] });
  });

  it("stay when the affected creature loses all abilities", () => {
    const { state, ids } = setup();
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["silence"]!, targets: [ids["bear"]!] }));
    expect(view(s, testCards).battlefield.find((o) => o.id === ids["bear"])).toMatchObject({
      canAttack: false,
      restrictions: ["can't attack", "can't block"],
    });
  });

  it("end when the source loses the ability that imposes them", () => {
    const { state, ids } = setup();
    const s = resolveAll(
      act(state, { type: "cast", player: "you", object: ids["silence"]!, targets: [ids["banner"]!] }),
    );
    const v = view(s, testCards).battlefield.find((o) => o.id === ids["bear"]);
    expect(v?.canAttack).toBe(true);
    expect(v?.restrictions).toBeUndefined();
  });
});

describe("declaring a restricted attacker", () => {
  it("is refused with 508.1c", () => {
    const { state, ids } = board(testCards, {
      you: { battlefield: [{ card: "Bear", label: "bear" }, { card: "Stalemate Banner" }] },
    });
    expect(attackProblem(newCtx(state, testCards), ids["bear"]!, "you")?.rules).toEqual(["508.1c"]);
  });
});

// ---------------------------------------------------------------- evasion (CR 509.1b)

const creature = (
  name: string,
  colors: CardDefinition["colors"],
  power: number,
  toughness: number,
  extra: Partial<CardDefinition> = {},
): CardDefinition => ({
  name,
  manaCost: "{2}",
  colors,
  types: ["Creature"],
  subtypes: ["Soldier"],
  power,
  toughness,
  oracleText: (extra.keywords ?? []).join(", "),
  ...extra,
});

const EVASION_CARDS: CardDefinition[] = [
  creature("Fear Shade", ["B"], 2, 2, { keywords: ["Fear"] }),
  creature("Intimidate Brute", ["R"], 2, 2, { keywords: ["Intimidate"] }),
  creature("Swampwalk Rat", ["B"], 1, 1, { keywords: ["Swampwalk"] }),
  creature("Horse Rider", ["W"], 2, 2, { keywords: ["Horsemanship"] }),
  creature("Skulk Wisp", ["U"], 2, 2, { keywords: ["Skulk"] }),
  creature("Bird", ["U"], 1, 1, { keywords: ["Flying"] }),
  creature("White Guard", ["W"], 1, 4),
  creature("Red Guard", ["R"], 1, 4),
  creature("Black Guard", ["B"], 1, 4),
  creature("Small Guard", ["G"], 2, 1),
  creature("Big Guard", ["G"], 3, 3),
  creature("Horse Guard", ["W"], 1, 1, { keywords: ["Horsemanship"] }),
  creature("Net Thrower", ["G"], 1, 3, {
    keywords: ["Reach"],
    oracleText: "Reach\nNet Thrower can block only creatures with flying.",
    abilities: [
      {
        kind: "static",
        text: "Net Thrower can block only creatures with flying.",
        affects: { kind: "filter", filter: { names: ["Net Thrower"] } },
        mods: [{ layer: "rules", kind: "restrict", restrictions: ["blockOnlyFlying"] }],
      },
    ],
  }),
  creature("Berserker", ["R"], 3, 1, {
    oracleText: "Berserker attacks each combat if able.",
    abilities: [
      {
        kind: "static",
        text: "Berserker attacks each combat if able.",
        affects: { kind: "self" },
        mods: [{ layer: "rules", kind: "restrict", restrictions: ["mustAttack"] }],
      },
    ],
  }),
  {
    name: "Swamp",
    manaCost: null,
    supertypes: ["Basic"],
    types: ["Land"],
    subtypes: ["Swamp"],
    oracleText: "({T}: Add {B}.)",
  },
];

function withCards(extra: CardDefinition[]): CardRegistry {
  const byName = new Map(extra.map((d) => [d.name, d]));
  return { get: (name) => byName.get(name) ?? testCards.get(name) };
}

const evasionCards = withCards(EVASION_CARDS);

/** The opponent's attempt to block `attacker` with `blocker` after you attack with it. */
function tryBlock(attacker: string, blocker: string, opponentExtra: string[] = []) {
  const { state, ids } = board(evasionCards, {
    you: { battlefield: [{ card: attacker, label: "a" }] },
    opponent: { battlefield: [{ card: blocker, label: "b" }, ...opponentExtra] },
  });
  let s = apply(state, { type: "passUntil", player: "you", step: "declare_attackers" }, evasionCards);
  if (!s.ok) throw new Error(s.error.message);
  s = apply(s.state, { type: "declareAttackers", player: "you", attackers: [ids["a"]!] }, evasionCards);
  if (!s.ok) throw new Error(s.error.message);
  return apply(
    s.state,
    { type: "declareBlockers", player: "opponent", blocks: [{ blocker: ids["b"]!, attacker: ids["a"]! }] },
    evasionCards,
  );
}

function refusedWith(r: ReturnType<typeof tryBlock>): string[] | null {
  return r.ok ? null : r.error.rules;
}

describe("evasion abilities on blocks", () => {
  it("fear: only artifact creatures and/or black creatures block (702.36b)", () => {
    expect(refusedWith(tryBlock("Fear Shade", "White Guard"))).toEqual(["702.36b", "509.1b"]);
    expect(tryBlock("Fear Shade", "Black Guard").ok).toBe(true);
    expect(tryBlock("Fear Shade", "Iron Wall").ok).toBe(true);
  });

  it("intimidate: only artifact creatures and/or creatures sharing a color block (702.13b)", () => {
    expect(refusedWith(tryBlock("Intimidate Brute", "Black Guard"))).toEqual(["702.13b", "509.1b"]);
    expect(tryBlock("Intimidate Brute", "Red Guard").ok).toBe(true);
    expect(tryBlock("Intimidate Brute", "Iron Wall").ok).toBe(true);
  });

  it("swampwalk: unblockable while the defending player controls a Swamp (702.14c)", () => {
    const r = tryBlock("Swampwalk Rat", "White Guard", ["Swamp"]);
    expect(refusedWith(r)).toEqual(["702.14c", "509.1b"]);
    expect(r.ok ? "" : r.error.message).toContain("swampwalk");
    expect(tryBlock("Swampwalk Rat", "White Guard", ["Island"]).ok).toBe(true);
  });

  it("horsemanship: only creatures with horsemanship block it (702.31b)", () => {
    expect(refusedWith(tryBlock("Horse Rider", "White Guard"))).toEqual(["702.31b", "509.1b"]);
    expect(tryBlock("Horse Rider", "Horse Guard").ok).toBe(true);
  });

  it("skulk: creatures with greater power can't block it (702.118b)", () => {
    expect(refusedWith(tryBlock("Skulk Wisp", "Big Guard"))).toEqual(["702.118b", "509.1b"]);
    expect(tryBlock("Skulk Wisp", "Small Guard").ok).toBe(true);
  });

  it('"can block only creatures with flying" is a restriction on the blocker (509.1b), shown in the view', () => {
    expect(refusedWith(tryBlock("Bear", "Net Thrower"))).toEqual(["509.1b"]);
    expect(tryBlock("Bird", "Net Thrower").ok).toBe(true);
    const { state, ids } = board(evasionCards, { you: { battlefield: [{ card: "Net Thrower", label: "n" }] } });
    expect(view(state, evasionCards).battlefield.find((o) => o.id === ids["n"])?.restrictions).toEqual([
      "can block only creatures with flying",
    ]);
  });
});

// ---------------------------------------------------------------- requirements (CR 508.1d)

describe('"attacks each combat if able"', () => {
  const toAttack = (berserker: Partial<{ sick: boolean; tapped: boolean }> = {}) => {
    const { state, ids } = board(evasionCards, {
      you: {
        battlefield: [
          { card: "Berserker", label: "berserker", ...berserker },
          { card: "Bear", label: "bear" },
        ],
      },
    });
    const r = apply(state, { type: "passUntil", player: "you", step: "declare_attackers" }, evasionCards);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pending?.decision.kind).toBe("declareAttackers");
    return { s: r.state, ids };
  };

  it("refuses a declaration that leaves the creature out, citing 508.1d", () => {
    const { s, ids } = toAttack();
    for (const attackers of [[], [ids["bear"]!]]) {
      const r = apply(s, { type: "declareAttackers", player: "you", attackers }, evasionCards);
      expect(r.ok ? null : r.error.rules).toEqual(["508.1d"]);
    }
    expect(apply(s, { type: "declareAttackers", player: "you", attackers: [ids["berserker"]!] }, evasionCards).ok).toBe(
      true,
    );
  });

  it("doesn't require a creature that can't attack (302.6, 508.1a)", () => {
    for (const why of [{ sick: true }, { tapped: true }]) {
      const { s } = toAttack(why);
      expect(apply(s, { type: "declareAttackers", player: "you", attackers: [] }, evasionCards).ok).toBe(true);
    }
  });

  it("legalActions offers only declarations that include it, and each is accepted", () => {
    const { s, ids } = toAttack();
    const offered = legalActions(s, "you", evasionCards);
    expect(offered.map((a) => (a.type === "declareAttackers" ? [...a.attackers].sort() : null))).toEqual([
      [ids["berserker"]!, ids["bear"]!].sort(),
      [ids["berserker"]!],
    ]);
    for (const a of offered) expect(apply(s, a, evasionCards).ok).toBe(true);
  });

  it("a scenario's advance through combat declares it (and nothing else)", () => {
    const r = runScenario(
      {
        format: "fishbowl-scenario/1",
        name: "must attack",
        setup: { you: { battlefield: ["Berserker", "Bear"] } },
        steps: [{ do: "advance", to: "main2" }, { expect: { life: { opponent: 17 } } }],
      },
      evasionCards,
    );
    expect(r).toMatchObject({ status: "passed" });
  });

  it("is shown in the view", () => {
    const { state, ids } = board(evasionCards, { you: { battlefield: [{ card: "Berserker", label: "b" }] } });
    expect(view(state, evasionCards).battlefield.find((o) => o.id === ids["b"])?.restrictions).toEqual([
      "attacks each combat if able",
    ]);
  });
});
