/**
 * Countering spells (CR 701.5a): "counter target spell" removes a spell from the stack without
 * resolving, to its owner's graveyard (exile if cast with flashback, 702.34a); a spell that
 * can't be countered stays (101.2); "unless its controller pays {N}" is the spell's
 * controller's decision as the counter resolves (118.12). The goldfish never casts spells, so
 * these tests counter the player's own spells — and the autopilot never does.
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import { apply } from "./apply.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition, Effect, TargetSpec } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const spellTarget = (text: string, f: TargetSpec["objects"] = {}): TargetSpec => ({
  text,
  objects: { ...f, zone: "stack" },
  min: 1,
  max: 1,
});
const instant = (
  name: string,
  manaCost: string,
  oracleText: string,
  effects: Effect[],
  targets: TargetSpec[],
  extra: Partial<CardDefinition> = {},
): CardDefinition => ({
  name,
  manaCost,
  types: ["Instant"],
  oracleText,
  spell: { modes: [{ text: oracleText, targets, effects }], chooseMin: 1, chooseMax: 1 },
  ...extra,
});
const COUNTER_CARDS: CardDefinition[] = [
  instant(
    "Nullify",
    "{U}",
    "Counter target spell.",
    [{ kind: "counter", what: { kind: "target", index: 0 } }],
    [spellTarget("target spell")],
  ),
  instant(
    "Creature Denial",
    "{U}",
    "Counter target creature spell.",
    [{ kind: "counter", what: { kind: "target", index: 0 } }],
    [spellTarget("target creature spell", { types: ["Creature"] })],
  ),
  instant(
    "Tax Denial",
    "{U}",
    "Counter target spell unless its controller pays {3}.",
    [{ kind: "counter", what: { kind: "target", index: 0 }, unlessPays: "{3}" }],
    [spellTarget("target spell")],
  ),
  {
    name: "Stubborn Bear",
    manaCost: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Bear"],
    power: 2,
    toughness: 2,
    oracleText: "This spell can't be countered.",
    keywords: ["Can't be countered"],
  },
  instant(
    "Flash Zap",
    "{R}",
    "Flash Zap deals 3 damage to any target.\nFlashback {R}",
    [{ kind: "damage", amount: 3, to: { kind: "target", index: 0 } }],
    [{ text: "any target", objects: { types: ["Creature"] }, players: true, min: 1, max: 1 }],
    { flashback: "{R}" },
  ),
];
const cards: CardRegistry = (() => {
  const byName = new Map(COUNTER_CARDS.map((d) => [d.name, d]));
  return { get: (name: string) => byName.get(name) ?? testCards.get(name) };
})();

const { act } = play(cards);
const names = (s: GameState, ids: string[]) => ids.map((id) => s.objects[id]!.card);
const lands = (n: number, land = "Island") => Array.from({ length: n }, () => land);

describe("counter target spell (CR 701.5a)", () => {
  it("puts the countered spell into its owner's graveyard without resolving", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Bear", label: "bear" },
          { card: "Nullify", label: "nul" },
        ],
        battlefield: ["Forest", "Forest", "Island"],
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["bear"]!, targets: [] });
    const bear = s.stack[0]!.kind === "spell" ? s.stack[0]!.object : "";
    s = act(s, { type: "cast", player: "you", object: ids["nul"]!, targets: [bear] });
    s = act(s, { type: "pass", player: "you" });
    expect(s.stack).toHaveLength(0);
    expect(s.battlefield.map((id) => s.objects[id]!.card)).not.toContain("Bear");
    expect(names(s, s.players.you.graveyard).sort()).toEqual(["Bear", "Nullify"]);
  });

  it("refuses a target that isn't a spell on the stack, or a spell of the wrong kind", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Nullify", label: "nul" },
          { card: "Creature Denial", label: "cd" },
          { card: "Zap", label: "zap" },
        ],
        battlefield: [{ card: "Bear", label: "bf" }, ...lands(2), "Mountain"],
      },
    });
    const r = apply(state, { type: "cast", player: "you", object: ids["nul"]!, targets: [ids["bf"]!] }, cards);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rules).toContain("701.5a");
    const s = act(state, { type: "cast", player: "you", object: ids["zap"]!, targets: ["opponent"] });
    const zap = s.stack[0]!.kind === "spell" ? s.stack[0]!.object : "";
    const r2 = apply(s, { type: "cast", player: "you", object: ids["cd"]!, targets: [zap] }, cards);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.rules).toContain("115.1");
  });

  it("exiles a countered spell cast with flashback (702.34a)", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [{ card: "Nullify", label: "nul" }],
        graveyard: [{ card: "Flash Zap", label: "fz" }],
        battlefield: ["Island", "Mountain"],
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["fz"]!, targets: ["opponent"], flashback: true });
    const fz = s.stack[0]!.kind === "spell" ? s.stack[0]!.object : "";
    s = act(s, { type: "cast", player: "you", object: ids["nul"]!, targets: [fz] });
    s = act(s, { type: "pass", player: "you" });
    expect(s.stack).toHaveLength(0);
    expect(names(s, s.exile)).toEqual(["Flash Zap"]);
    expect(s.players.opponent.life).toBe(20);
  });

  it("leaves a spell that can't be countered on the stack, and it resolves (CR 101.2)", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Stubborn Bear", label: "sb" },
          { card: "Nullify", label: "nul" },
        ],
        battlefield: ["Forest", "Forest", "Island"],
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["sb"]!, targets: [] });
    const sb = s.stack[0]!.kind === "spell" ? s.stack[0]!.object : "";
    s = act(s, { type: "cast", player: "you", object: ids["nul"]!, targets: [sb] });
    s = act(s, { type: "pass", player: "you" });
    expect(s.stack).toHaveLength(1);
    s = act(s, { type: "pass", player: "you" });
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain("Stubborn Bear");
  });
});

describe("counter target spell unless its controller pays {N} (CR 118.12)", () => {
  const setup = (untapped: number) => {
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Zap", label: "zap" },
          { card: "Tax Denial", label: "td" },
        ],
        battlefield: ["Mountain", "Island", ...lands(untapped)],
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["zap"]!, targets: ["opponent"] });
    const zap = s.stack[0]!.kind === "spell" ? s.stack[0]!.object : "";
    s = act(s, { type: "cast", player: "you", object: ids["td"]!, targets: [zap] });
    return act(s, { type: "pass", player: "you" });
  };
  it("asks the spell's controller, and paying keeps the spell", () => {
    let s = setup(3);
    expect(s.pending?.decision.kind).toBe("choice");
    if (s.pending?.decision.kind === "choice") expect(s.pending.decision.options).toEqual(["pay", "don't pay"]);
    s = act(s, { type: "choose", player: "you", options: ["pay"] });
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(5);
    expect(s.stack).toHaveLength(1);
    s = act(s, { type: "pass", player: "you" });
    expect(s.players.opponent.life).toBe(17);
  });
  it("counters the spell when its controller declines", () => {
    let s = setup(3);
    s = act(s, { type: "choose", player: "you", options: ["don't pay"] });
    expect(s.stack).toHaveLength(0);
    expect(names(s, s.players.you.graveyard).sort()).toEqual(["Tax Denial", "Zap"]);
  });
  it("counters without asking when the controller can't pay", () => {
    const s = setup(2);
    expect(s.pending).toBeFalsy();
    expect(s.stack).toHaveLength(0);
    expect(s.players.opponent.life).toBe(20);
  });
});
