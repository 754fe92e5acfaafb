/**
 * Actions are untrusted input (game files, other processes, the table's free-form tools): each
 * malformed one is refused before anything changes, naming the field and citing the closest
 * rule; ids are looked up as the state's own keys only; card names are just names. Regression
 * tests for what `pnpm fuzz` found (each case failed before the action schemas).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import type { CardDefinition, TokenSpec } from "./state/vocabulary/index.js";
import type { CardRegistry } from "./core/context.js";
import { apply, applyInPlace } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { newGame, replay } from "./game.js";
import { currentIdOf } from "./core/objects.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const GOBLIN: TokenSpec = {
  name: "Goblin Token",
  colors: ["R"],
  types: ["Creature"],
  subtypes: ["Goblin"],
  power: 1,
  toughness: 1,
};

function sample() {
  return board(testCards, {
    you: {
      library: ["Forest", "Forest"],
      hand: [
        { card: "Bear", label: "bear" },
        { card: "Zap", label: "zap" },
      ],
      battlefield: [
        { card: "Mountain", label: "m1" },
        { card: "Bear", label: "bf" },
      ],
    },
    opponent: { battlefield: [{ card: "Bear", label: "theirs" }] },
  });
}

/** Refused by apply and by applyInPlace, naming `field` (a path such as `op.life`), citing `rules` (or some rule), changing nothing. */
function expectMalformed(state: GameState, action: unknown, field: string, rules?: string[]): void {
  const before = JSON.stringify(state);
  const protoKeys = Object.getOwnPropertyNames(Object.prototype).length;
  const r = apply(state, action as Action, testCards);
  expect(r.ok, `accepted ${JSON.stringify(action)}`).toBe(false);
  if (r.ok) return;
  expect(r.error.field).toBe(field);
  expect(r.error.message).toContain(`"${field}"`);
  if (rules) expect(r.error.rules).toEqual(rules);
  expect(JSON.stringify(state)).toBe(before);
  const copy = JSON.parse(before) as GameState;
  const inPlace = applyInPlace(copy, action as Action, testCards);
  expect(inPlace.ok).toBe(false);
  expect(JSON.stringify(copy)).toBe(before);
  expect(Object.getOwnPropertyNames(Object.prototype)).toHaveLength(protoKeys);
}

describe("malformed manual operations (the table's free-form tools)", () => {
  const { state, ids } = sample();
  const manual = (op: unknown) => ({ type: "manual", player: "you", op });

  it.each([
    [{ kind: "setLife", target: "__proto__", life: 10 }, "op.target", ["102.1"]],
    [{ kind: "setLife", target: "constructor", life: 10 }, "op.target", ["102.1"]],
    [{ kind: "setLife", target: "you", life: "twenty" }, "op.life", ["119.1", "107.1"]],
    [{ kind: "setLife", target: "you", life: Number.NaN }, "op.life", ["119.1", "107.1"]],
    [{ kind: "setLife", target: "you", life: Infinity }, "op.life", ["119.1", "107.1"]],
    [{ kind: "setLife", target: "you", life: 1.5 }, "op.life", ["119.1", "107.1"]],
    [{ kind: "counters", object: "o6", counter: "+1/+1", delta: Number.NaN }, "op.delta", ["122.1", "107.1"]],
    [{ kind: "counters", object: "o6", counter: "+1/+1", delta: 1e300 }, "op.delta", ["122.1", "107.1"]],
    [{ kind: "counters", object: "o6", counter: "", delta: 1 }, "op.counter", ["122.1"]],
    [{ kind: "counters", object: "o6", counter: "__proto__", delta: 1 }, "op.counter", ["122.1"]],
    [{ kind: "counters", object: "o6", counter: "toString", delta: 1 }, "op.counter", ["122.1"]],
    [{ kind: "createToken", token: GOBLIN, controller: "bob" }, "op.controller", ["110.2"]],
    [{ kind: "createToken", token: {} }, "op.token.colors", ["111.4"]],
    [{ kind: "createToken", token: { ...GOBLIN, power: Number.NaN } }, "op.token.power", ["111.4", "107.1"]],
    [{ kind: "move", object: "o6", to: "bogus" }, "op.to", ["400.1"]],
    [{ kind: "move", object: "o6", to: "library", position: "middle" }, "op.position", ["401.4"]],
    [{ kind: "tap", object: "o6", tapped: "yes" }, "op.tapped", ["701.21a"]],
    [{ kind: "fly" }, "op.kind", []],
    [null, "op", []],
  ] as const)("%j is refused naming %s", (op, field, rules) => {
    expectMalformed(state, manual(op), field, [...rules]);
  });

  it("refuses moving a card to the stack or the command zone by hand, and never half-moves it in place", () => {
    for (const to of ["command", "stack"]) {
      const s = JSON.parse(JSON.stringify(state)) as GameState;
      const before = JSON.stringify(s);
      const r = applyInPlace(
        s,
        { type: "manual", player: "you", op: { kind: "move", object: ids["bear"]!, to } } as Action,
        testCards,
      );
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.rules).toEqual([to === "stack" ? "405.1" : "408.1"]);
      expect(JSON.stringify(s)).toBe(before); // the card is still in the hand
    }
  });

  it("refuses counters beyond the integers JSON keeps exactly (CR 107.1)", () => {
    const big = {
      type: "manual",
      player: "you",
      op: { kind: "counters", object: ids["bf"]!, counter: "+1/+1", delta: Number.MAX_SAFE_INTEGER },
    } as Action;
    const r1 = apply(state, big, testCards);
    expect(r1.ok).toBe(true);
    if (r1.ok) expectMalformed(r1.state, big, "op.delta", ["122.1", "107.1"]);
  });

  it("accepts a counter named like an Object method only where it is a plain name: never on the prototype", () => {
    const r = apply(
      state,
      { type: "manual", player: "you", op: { kind: "counters", object: ids["bf"]!, counter: "charge", delta: 2 } },
      testCards,
    );
    expect(r.ok && r.state.objects[ids["bf"]!]!.counters["charge"]).toBe(2);
  });
});

describe("ids that are no object of the game", () => {
  const { state, ids } = sample();
  const hostile = ["__proto__", "constructor", "toString", "hasOwnProperty", "o999"];

  it.each(hostile)("%s is refused wherever an action names an object", (bad) => {
    const cases: [unknown, string][] = [
      [{ type: "playLand", player: "you", object: bad }, "object"],
      [{ type: "cast", player: "you", object: bad }, "object"],
      [{ type: "cast", player: "you", object: ids["zap"]!, targets: [bad] }, "targets.0"],
      [{ type: "activate", player: "you", object: bad, ability: 0 }, "object"],
      [{ type: "activate", player: "you", object: ids["m1"]!, ability: 0, sacrifice: [bad] }, "sacrifice.0"],
      [{ type: "declareAttackers", player: "you", attackers: [bad] }, "attackers.0"],
      [
        { type: "declareBlockers", player: "opponent", blocks: [{ blocker: bad, attacker: ids["bf"]! }] },
        "blocks.0.blocker",
      ],
      [{ type: "choose", player: "you", targets: [bad] }, "targets.0"],
      [{ type: "manual", player: "you", op: { kind: "move", object: bad, to: "graveyard" } }, "op.object"],
      [{ type: "manual", player: "you", op: { kind: "tap", object: bad, tapped: true } }, "op.object"],
      [
        { type: "manual", player: "you", op: { kind: "counters", object: bad, counter: "+1/+1", delta: 1 } },
        "op.object",
      ],
    ];
    for (const [action, field] of cases) expectMalformed(state, action, field, ["400.7"]);
  });

  it("refuses wrongly typed fields of every action kind, naming them", () => {
    const cases: [unknown, string][] = [
      [{ type: "cast", player: "you", object: ids["zap"]!, targets: "__proto__" }, "targets"],
      [{ type: "cast", player: "you", object: ids["zap"]!, x: Number.NaN }, "x"],
      [{ type: "cast", player: "you", object: ids["zap"]!, modes: [0.5] }, "modes.0"],
      [{ type: "cast", player: "you", object: ids["zap"]!, kicker: "yes" }, "kicker"],
      [{ type: "cast", player: "you", object: ids["zap"]!, phyrexian: "blood" }, "phyrexian"],
      [{ type: "activate", player: "you", object: ids["m1"]!, ability: "0" }, "ability"],
      [{ type: "activate", player: "you", object: ids["m1"]!, ability: 0, mana: "Z" }, "mana"],
      [{ type: "declareAttackers", player: "you", attackers: null }, "attackers"],
      [{ type: "declareAttackers", player: "you", attackers: [], defender: "bob" }, "defender"],
      [{ type: "declareBlockers", player: "opponent", blocks: [null] }, "blocks.0"],
      [{ type: "choose", player: "you", options: "keep" }, "options"],
      [{ type: "passUntil", player: "you", step: "__proto__" }, "step"],
      [{ type: "passUntil", player: "you", step: "end", nextTurn: "yes" }, "nextTurn"],
      [{ type: "passUntil", player: "you", step: "end", active: 1 }, "active"],
      [{ type: "pass", player: "toString" }, "player"],
      [{ type: "pass" }, "player"],
    ];
    for (const [action, field] of cases) expectMalformed(state, action, field);
  });

  it("cites the actions a player may take (CR 117.1) for an unknown action type", () => {
    for (const a of [
      { type: "flyAway", player: "you" },
      { type: "__proto__", player: "you" },
      { player: "you" },
      null,
      42,
      [],
    ]) {
      const r = apply(state, a as never, testCards);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ field: "type", rules: ["117.1"] });
    }
  });
});

describe("modes of a spell that is not modal", () => {
  it("are refused when they name a mode it doesn't have (CR 700.2), and accepted when they name its only one", () => {
    const m = board(testCards, {
      you: {
        hand: [
          { card: "Zap", label: "zap" },
          { card: "Bear", label: "bear" },
        ],
        battlefield: ["Mountain", "Forest", "Forest"],
      },
    });
    expect(apply(m.state, { type: "cast", player: "you", object: m.ids["bear"]! }, testCards).ok).toBe(true);
    for (const modes of [[99], [1], [0], [0, 0]]) {
      const r = apply(m.state, { type: "cast", player: "you", object: m.ids["bear"]!, modes } as Action, testCards);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.rules).toContain("700.2");
    }
    expect(
      apply(
        m.state,
        { type: "cast", player: "you", object: m.ids["zap"]!, modes: [0], targets: ["opponent"] },
        testCards,
      ).ok,
    ).toBe(true);
    expect(
      apply(
        m.state,
        { type: "cast", player: "you", object: m.ids["zap"]!, modes: [1], targets: ["opponent"] },
        testCards,
      ).ok,
    ).toBe(false);
  });
});

describe("the queries a client asks with its own ids", () => {
  it("find no object for an id that is an Object property", () => {
    const { state, ids } = sample();
    for (const bad of ["constructor", "__proto__", "toString"]) expect(currentIdOf(state, bad)).toBeNull();
    expect(currentIdOf(state, ids["bear"]!)).toBe(ids["bear"]);
  });
});

describe("card names are just names", () => {
  const vanilla = (name: string): CardDefinition => ({
    name,
    manaCost: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: 1,
    toughness: 1,
    oracleText: "",
  });
  const mountains = Array<string>(20).fill("Mountain");

  it.each(["constructor", "toString", "__proto__", "valueOf"])(
    "a catalog card named %s plays like any other",
    (name) => {
      // as JSON.parse reads a file: an own property, even for "__proto__"
      const extraCards: Record<string, CardDefinition> = {};
      Object.defineProperty(extraCards, name, {
        value: vanilla(name),
        enumerable: true,
        configurable: true,
        writable: true,
      });
      const setup = { deck: [...mountains, ...Array<string>(20).fill(name)], seed: 4, onThePlay: true, extraCards };
      const actions: Action[] = [
        { type: "choose", player: "you", options: ["keep"] },
        { type: "passUntil", player: "you", step: "main1" },
      ];
      let s = replay(setup, actions, testCards);
      const land = s.players.you.hand.find((id) => s.objects[id]!.card === "Mountain")!;
      const goblin = s.players.you.hand.find((id) => s.objects[id]!.card === name)!;
      for (const a of [
        { type: "playLand", player: "you", object: land },
        { type: "cast", player: "you", object: goblin },
        { type: "pass", player: "you" },
      ] as Action[]) {
        const r = apply(s, a, testCards);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(["Mountain", name]);
    },
  );

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "a deck naming %s without a definition is an unknown card",
    (name) => {
      expect(() => newGame({ deck: [...mountains, name], seed: 1, onThePlay: true }, testCards)).toThrow(
        `unknown card "${name}"`,
      );
    },
  );

  it("a registry card named constructor works", () => {
    const def = vanilla("constructor");
    const cards: CardRegistry = { get: (n) => (n === "constructor" ? def : testCards.get(n)) };
    const s = newGame({ deck: [...mountains, "constructor"], seed: 2, onThePlay: true }, cards);
    expect(Object.values(s.objects).filter((o) => o.card === "constructor")).toHaveLength(1);
    expect(legalActions(s, "you", cards)).toContainEqual({ type: "choose", player: "you", options: ["keep"] });
  });
});

describe("manual tools while a decision is pending", () => {
  it("a card moved out of the hand during the discard to hand size: the discard is asked again, and what legalActions offers is accepted (CR 514.1)", () => {
    const hand = ["Bear", "Bear", "Zap", "Zap", "Forest", "Forest", "Mountain", "Mountain", "Bear"];
    let s = board(testCards, { step: "end", you: { hand, library: ["Forest"] } }).state;
    const r = apply(s, { type: "pass", player: "you" }, testCards);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(s.pending?.continuation.kind).toBe("discard");
    const moved = apply(
      s,
      { type: "manual", player: "you", op: { kind: "move", object: s.players.you.hand[0]!, to: "library" } },
      testCards,
    );
    if (!moved.ok) throw new Error(moved.error.message);
    s = moved.state;
    expect(s.pending?.decision).toMatchObject({ kind: "choice", min: 1, max: 1 });
    for (const a of legalActions(s, "you", testCards)) expect(apply(s, a, testCards).ok).toBe(true);
    const again = apply(
      s,
      { type: "manual", player: "you", op: { kind: "move", object: s.players.you.hand[0]!, to: "exile" } },
      testCards,
    );
    expect(again.ok && again.state.pending).toBe(null); // seven cards: nothing to discard, the turn goes on
  });

  it("refuses the manual tools during a decision that holds objects or counts (the mulligan's bottom cards): its answer would go stale (CR 117.1)", () => {
    const deck = Array<string>(40).fill("Forest");
    let s = newGame({ deck, seed: 1, onThePlay: true }, testCards);
    for (const options of [["mulligan"], ["keep"]]) {
      const r = apply(s, { type: "choose", player: "you", options }, testCards);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.pending?.decision.kind).toBe("bottom");
    const r = apply(
      s,
      { type: "manual", player: "you", op: { kind: "move", object: s.players.you.hand[0]!, to: "graveyard" } },
      testCards,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rules).toEqual(["117.1"]);
    expect(
      apply(s, { type: "manual", player: "you", op: { kind: "createToken", token: GOBLIN } } as Action, testCards).ok,
    ).toBe(false);
  });

  it("allows them while attackers are declared (the decision holds nothing that could go stale)", () => {
    let s = board(testCards, { step: "beginning_of_combat", you: { battlefield: ["Bear"] } }).state;
    const r = apply(s, { type: "pass", player: "you" }, testCards);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(s.pending?.decision.kind).toBe("declareAttackers");
    const t = apply(
      s,
      { type: "manual", player: "you", op: { kind: "createToken", token: GOBLIN } } as Action,
      testCards,
    );
    expect(t.ok).toBe(true);
  });
});
