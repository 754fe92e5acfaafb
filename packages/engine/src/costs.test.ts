/**
 * Sacrifice as a cost (CR 118.3, 602.1a, 602.2b, 601.2h): "{2}, {T}, Sacrifice a creature: …",
 * "Sacrifice another creature: …", "Sacrifice two lands: …", and a spell's additional cost
 * "As an additional cost to cast this spell, sacrifice a creature" (CR 118.8, 601.2b).
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const { act, refused } = play(testCards);

const passBoth = (s: GameState): GameState => act(s, { type: "pass", player: "you" }); // the goldfish passes back (CR 117.4)
const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ card: "Mountain", label: `m${i}` }));

describe("sacrifice a creature as an activation cost (CR 602.2b, 118.3)", () => {
  const setup = (creatures: number) =>
    board(testCards, {
      you: {
        battlefield: [
          { card: "Sacrifice Altar", label: "altar" },
          ...mountains(2),
          ...Array.from({ length: creatures }, (_, i) => ({ card: "Bear", label: `bear${i}` })),
        ],
        library: ["Zap", "Zap"],
      },
      opponent: { battlefield: [{ card: "Bear", label: "theirs" }] },
    });

  it("sacrifices the chosen creature as the cost is paid, and the ability resolves", () => {
    const { state, ids } = setup(2);
    let s = act(state, {
      type: "activate",
      player: "you",
      object: ids["altar"]!,
      ability: 0,
      sacrifice: [ids["bear1"]!],
    });
    expect(s.battlefield).not.toContain(ids["bear1"]!);
    expect(s.battlefield).toContain(ids["bear0"]!);
    expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toEqual(["Bear"]);
    expect(s.objects[ids["altar"]!]!.tapped).toBe(true);
    expect(s.stack).toHaveLength(1);
    const hand = s.players.you.hand.length;
    s = passBoth(s);
    expect(s.players.you.hand.length).toBe(hand + 1);
  });

  it("with exactly one creature, sacrifices it without being told", () => {
    const { state, ids } = setup(1);
    const s = act(state, { type: "activate", player: "you", object: ids["altar"]!, ability: 0 });
    expect(s.battlefield).not.toContain(ids["bear0"]!);
    expect(s.stack).toHaveLength(1);
  });

  it("asks which creature when there are several (601.2h), and refuses one that isn't a legal choice", () => {
    const { state, ids } = setup(2);
    expect(refused(state, { type: "activate", player: "you", object: ids["altar"]!, ability: 0 })).toContain("602.2b");
    expect(
      refused(state, {
        type: "activate",
        player: "you",
        object: ids["altar"]!,
        ability: 0,
        sacrifice: [ids["theirs"]!],
      }),
    ).toContain("701.21a");
    expect(
      refused(state, { type: "activate", player: "you", object: ids["altar"]!, ability: 0, sacrifice: [ids["m0"]!] }),
    ).toContain("118.3");
    expect(
      refused(state, {
        type: "activate",
        player: "you",
        object: ids["altar"]!,
        ability: 0,
        sacrifice: [ids["bear0"]!, ids["bear1"]!],
      }),
    ).toContain("602.2b");
  });

  it("can't be activated without a creature to sacrifice, and legalActions doesn't offer it", () => {
    const { state, ids } = setup(0);
    const rules = refused(state, { type: "activate", player: "you", object: ids["altar"]!, ability: 0 });
    expect(rules).toEqual(expect.arrayContaining(["602.2b", "118.3"]));
    expect(legalActions(state, "you", testCards).some((a) => a.type === "activate" && a.object === ids["altar"])).toBe(
      false,
    );
  });

  it("legalActions offers one activation per creature that could be sacrificed, each accepted", () => {
    const { state, ids } = setup(2);
    const acts = legalActions(state, "you", testCards).filter(
      (a) => a.type === "activate" && a.object === ids["altar"],
    );
    expect(acts.map((a) => (a.type === "activate" ? a.sacrifice : undefined))).toEqual([
      [ids["bear0"]!],
      [ids["bear1"]!],
    ]);
    for (const a of acts) expect(apply(state, a, testCards).ok).toBe(true);
  });
});

describe("sacrifice another creature; sacrifice two lands (CR 109.2, 118.3)", () => {
  it("another creature: never the source itself", () => {
    const { state, ids } = board(testCards, { you: { battlefield: [{ card: "Hungry Ghoul", label: "ghoul" }] } });
    expect(refused(state, { type: "activate", player: "you", object: ids["ghoul"]!, ability: 0 })).toContain("118.3");
    expect(
      refused(state, {
        type: "activate",
        player: "you",
        object: ids["ghoul"]!,
        ability: 0,
        sacrifice: [ids["ghoul"]!],
      }),
    ).toContain("118.3");
    const { state: s2, ids: ids2 } = board(testCards, {
      you: {
        battlefield: [
          { card: "Hungry Ghoul", label: "ghoul" },
          { card: "Bear", label: "bear" },
        ],
      },
    });
    let s = act(s2, { type: "activate", player: "you", object: ids2["ghoul"]!, ability: 0 });
    expect(s.battlefield).toEqual([ids2["ghoul"]!]);
    s = passBoth(s);
    expect(s.objects[ids2["ghoul"]!]!.counters["+1/+1"]).toBe(1);
  });

  it("two lands: both chosen ones go, and fewer than two can't pay", () => {
    const { state, ids } = board(testCards, {
      you: { battlefield: [{ card: "Twin Offering", label: "twin" }, ...mountains(2)], library: ["Zap"] },
    });
    const s = act(state, {
      type: "activate",
      player: "you",
      object: ids["twin"]!,
      ability: 0,
      sacrifice: [ids["twin"]!, ids["m1"]!],
    });
    expect(s.battlefield).toEqual([ids["m0"]!]);
    const { state: one, ids: ids1 } = board(testCards, {
      you: { battlefield: [{ card: "Twin Offering", label: "twin" }] },
    });
    expect(refused(one, { type: "activate", player: "you", object: ids1["twin"]!, ability: 0 })).toContain("118.3");
  });
});

describe("an additional cost to cast a spell: sacrifice a creature (CR 118.8, 601.2b, 601.2h)", () => {
  const setup = (creatures: number) =>
    board(testCards, {
      you: {
        hand: [{ card: "Bone Crack", label: "crack" }],
        battlefield: [
          ...mountains(1),
          ...Array.from({ length: creatures }, (_, i) => ({ card: "Bear", label: `bear${i}` })),
        ],
      },
    });

  it("is paid with the mana: the chosen creature is sacrificed as the spell is cast", () => {
    const { state, ids } = setup(2);
    let s = act(state, {
      type: "cast",
      player: "you",
      object: ids["crack"]!,
      targets: ["opponent"],
      sacrifice: [ids["bear0"]!],
    });
    expect(s.battlefield).not.toContain(ids["bear0"]!);
    expect(s.battlefield).toContain(ids["bear1"]!);
    expect(s.stack).toHaveLength(1);
    s = passBoth(s);
    expect(s.players.opponent.life).toBe(15);
  });

  it("can't be cast without a creature to sacrifice (601.2h), and legalActions offers each creature", () => {
    const none = setup(0);
    expect(
      refused(none.state, { type: "cast", player: "you", object: none.ids["crack"]!, targets: ["opponent"] }),
    ).toEqual(expect.arrayContaining(["601.2h", "118.3"]));
    expect(legalActions(none.state, "you", testCards).some((a) => a.type === "cast")).toBe(false);
    const two = setup(2);
    const casts = legalActions(two.state, "you", testCards).filter(
      (a) => a.type === "cast" && a.targets?.[0] === "opponent",
    );
    expect(casts.map((a) => (a.type === "cast" ? a.sacrifice : undefined))).toEqual([
      [two.ids["bear0"]!],
      [two.ids["bear1"]!],
    ]);
    for (const a of legalActions(two.state, "you", testCards)) expect(apply(two.state, a, testCards).ok).toBe(true);
  });

  it("a spell without such a cost refuses a sacrifice", () => {
    const { state, ids } = board(testCards, {
      you: { hand: [{ card: "Zap", label: "zap" }], battlefield: [...mountains(1), { card: "Bear", label: "bear" }] },
    });
    expect(
      refused(state, {
        type: "cast",
        player: "you",
        object: ids["zap"]!,
        targets: ["opponent"],
        sacrifice: [ids["bear"]!],
      }),
    ).toContain("118.8");
  });
});

describe("a 'pay N life' cost (CR 118.3, 119.4)", () => {
  const greed: import("./state/vocabulary/index.js").CardDefinition = {
    name: "Life Engine",
    manaCost: "{2}",
    types: ["Artifact"],
    oracleText: "Pay 2 life: Draw a card.",
    abilities: [
      {
        kind: "activated",
        text: "Pay 2 life: Draw a card.",
        cost: { payLife: 2 },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      },
    ],
  };
  const reg: import("./core/context.js").CardRegistry = { get: (n) => (n === greed.name ? greed : testCards.get(n)) };
  it("is paid from the life total, and refused citing 119.4 when the life total is lower", () => {
    const { state, ids } = board(reg, {
      you: { battlefield: [{ card: "Life Engine", label: "engine" }], library: ["Forest", "Forest"] },
    });
    const r = apply(state, { type: "activate", player: "you", object: ids["engine"]!, ability: 0 }, reg);
    expect(r.ok && r.state.players.you.life).toBe(18);
    const low = structuredClone(state);
    low.players.you.life = 1;
    const refused = apply(low, { type: "activate", player: "you", object: ids["engine"]!, ability: 0 }, reg);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.rules).toContain("119.4");
  });
});

describe("legalActions and a 'pay N life' cost (CR 119.4)", () => {
  const engine: import("./state/vocabulary/index.js").CardDefinition = {
    name: "Life Engine Two",
    manaCost: "{2}",
    types: ["Artifact"],
    oracleText: "Pay 3 life: Draw a card.",
    abilities: [
      {
        kind: "activated",
        text: "Pay 3 life: Draw a card.",
        cost: { payLife: 3 },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      },
    ],
  };
  const reg: import("./core/context.js").CardRegistry = { get: (n) => (n === engine.name ? engine : testCards.get(n)) };
  it("doesn't offer the ability when the life total is lower than the life to pay", () => {
    const { state, ids } = board(reg, {
      you: { battlefield: [{ card: "Life Engine Two", label: "engine" }], library: ["Forest"] },
    });
    const offered = (s: GameState) =>
      legalActions(s, "you", reg).some((a) => a.type === "activate" && a.object === ids["engine"]);
    expect(offered(state)).toBe(true);
    const low = structuredClone(state);
    low.players.you.life = 2;
    expect(offered(low)).toBe(false);
  });
});
