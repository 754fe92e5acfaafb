/**
 * `attackOptions` (attack-options.ts): which permanents may attack, asked outside the declare
 * attackers step, agreeing with what a declaration is checked against (CR 508.1a, 508.1c,
 * 508.1d, 302.6, 702.3b).
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { attackOptions } from "./attack-options.js";
import { board, type Entry } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const creature = (name: string, extra: Partial<CardDefinition>): CardDefinition => ({
  name,
  manaCost: "{2}",
  types: ["Creature"],
  subtypes: ["Soldier"],
  power: 2,
  toughness: 2,
  oracleText: name,
  ...extra,
});
const EXTRA: CardDefinition[] = [
  creature("Spear Wall", { power: 3, toughness: 3, keywords: ["Defender"], oracleText: "Defender" }),
  creature("Quick Scout", { keywords: ["Haste"], oracleText: "Haste" }),
  creature("Berserker", {
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
];
const byName = new Map(EXTRA.map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => byName.get(name) ?? testCards.get(name) };

const labelled = (card: string, label: string, extra: { sick?: boolean; tapped?: boolean } = {}): Entry => ({
  card,
  label,
  ...extra,
});

describe("attackOptions", () => {
  it("says which permanents can attack now, and why the others can't", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [
          labelled("Bear", "bear"),
          labelled("Bear", "new", { sick: true }),
          labelled("Quick Scout", "scout", { sick: true }),
          labelled("Bear", "tapped", { tapped: true }),
          labelled("Spear Wall", "wall"),
          labelled("Forest", "forest"),
        ],
      },
      opponent: { battlefield: [labelled("Bear", "theirs")] },
    });
    const o = attackOptions(state, "you", cards);
    expect([...o.keys()]).toEqual(["bear", "new", "scout", "tapped", "wall", "forest"].map((l) => ids[l]));
    const rules = (l: string) => o.get(ids[l]!)!.problem?.rules ?? null;
    expect(rules("bear")).toBeNull();
    expect(rules("new")).toEqual(["508.1a", "302.6"]);
    expect(rules("scout")).toBeNull(); // haste (702.10b)
    expect(rules("tapped")).toEqual(["508.1a"]);
    expect(rules("wall")).toEqual(["702.3b"]);
    expect(rules("forest")).toEqual(["508.1a"]);
    const flags = (l: string) => {
      const x = o.get(ids[l]!)!;
      return [x.controlCondition, x.barred];
    };
    expect(flags("bear")).toEqual([true, false]);
    expect(flags("new")).toEqual([false, false]);
    expect(flags("scout")).toEqual([true, false]);
    expect(flags("tapped")).toEqual([true, false]);
    expect(flags("wall")).toEqual([true, true]);
    expect(o.has(ids["theirs"]!)).toBe(false);
  });

  it('bars every creature under a "can\'t attack" effect (508.1c)', () => {
    const { state, ids } = board(cards, { you: { battlefield: [labelled("Bear", "bear"), "Stalemate Banner"] } });
    const bear = attackOptions(state, "you", cards).get(ids["bear"]!)!;
    expect(bear.problem?.rules).toEqual(["508.1c"]);
    expect(bear.barred).toBe(true);
  });

  it("marks the creatures that must attack (508.1d), but not one that can't", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [
          labelled("Berserker", "b"),
          labelled("Berserker", "sick", { sick: true }),
          labelled("Bear", "bear"),
        ],
      },
    });
    const o = attackOptions(state, "you", cards);
    expect([o.get(ids["b"]!)!.mustAttack, o.get(ids["sick"]!)!.mustAttack, o.get(ids["bear"]!)!.mustAttack]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("agrees with the declarations legalActions offers and apply accepts", () => {
    const { state } = board(cards, {
      you: {
        battlefield: [
          labelled("Bear", "bear"),
          labelled("Bear", "new", { sick: true }),
          labelled("Quick Scout", "scout", { sick: true }),
          labelled("Spear Wall", "wall"),
          labelled("Berserker", "b"),
        ],
      },
    });
    const r = apply(state, { type: "passUntil", player: "you", step: "declare_attackers" }, cards);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const o = [...attackOptions(s, "you", cards)];
    const able = o.filter(([, x]) => x.problem === null).map(([id]) => id);
    const must = o.filter(([, x]) => x.mustAttack).map(([id]) => id);
    const offered = legalActions(s, "you", cards).map((a) => (a.type === "declareAttackers" ? a.attackers : null));
    expect(offered).toEqual([able, must]);
    for (const [id, x] of o) {
      if (x.problem) {
        const refused = apply(s, { type: "declareAttackers", player: "you", attackers: [...must, id] }, cards);
        expect(refused.ok ? null : refused.error.rules).toEqual(x.problem.rules);
      }
    }
    expect(apply(s, { type: "declareAttackers", player: "you", attackers: able }, cards).ok).toBe(true);
  });
});
