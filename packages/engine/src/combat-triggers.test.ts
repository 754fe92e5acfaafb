/**
 * Combat triggers: "whenever ~ blocks" (CR 509.3a), "whenever ~ becomes blocked" (509.3c),
 * "blocks or becomes blocked", and the keywords written with them or implemented on them:
 * battle cry (702.91a), flanking (702.25a), afflict (702.130a), bushido (702.45a), rampage
 * (702.23a-b, its bonus counted as it resolves).
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { AbilityDef, CardDefinition, TriggerEvent } from "./state/vocabulary/index.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const creature = (
  name: string,
  power: number,
  toughness: number,
  extra: Partial<CardDefinition> = {},
): CardDefinition => ({
  name,
  manaCost: "{2}",
  colors: ["W"],
  types: ["Creature"],
  subtypes: ["Soldier"],
  power,
  toughness,
  oracleText: "",
  ...extra,
});
const trig = (event: TriggerEvent, effects: Extract<AbilityDef, { kind: "triggered" }>["effects"]): AbilityDef => ({
  kind: "triggered",
  text: "",
  event,
  targets: [],
  effects,
});
const pump = (n: number) => [
  {
    kind: "modify" as const,
    what: { kind: "self" as const },
    mods: [{ layer: "7c" as const, kind: "addPT" as const, power: n, toughness: n }],
    duration: { kind: "endOfTurn" as const },
  },
];

const CARDS: CardDefinition[] = [
  creature("Cry Leader", 1, 1, { keywords: ["Battle cry"] }),
  creature("Flank Knight", 2, 2, { keywords: ["Flanking"] }),
  creature("Afflict Brute", 3, 3, {
    abilities: [trig({ kind: "becomesBlockedSelf" }, [{ kind: "loseLife", amount: 2, who: { kind: "opponents" } }])],
  }),
  creature("Bushido Samurai", 2, 2, { abilities: [trig({ kind: "blocksOrBecomesBlockedSelf" }, pump(1))] }),
  creature("Rampage Beast", 3, 3, {
    abilities: [
      trig({ kind: "becomesBlockedSelf" }, [{ ...pump(2)[0]!, times: { kind: "blockersOfSelf", beyond: 1 } }]),
    ],
  }),
  creature("Watchful Guard", 1, 4, {
    abilities: [trig({ kind: "blocksSelf" }, [{ kind: "gainLife", amount: 3, who: { kind: "you" } }])],
  }),
];
const byName = new Map(CARDS.map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => byName.get(name) ?? testCards.get(name) };

const { act, resolveAll } = play(cards);

/** You attack with `attackers` (labels) and the opponent blocks as told; the stack is emptied after each declaration. */
function combat(you: string[], opponent: string[], attack: string[], blocks: [string, string][]) {
  const { state, ids } = board(cards, {
    you: { battlefield: you.map((c, i) => ({ card: c, label: `y${i}` })) },
    opponent: { battlefield: opponent.map((c, i) => ({ card: c, label: `o${i}` })) },
  });
  let s = act(state, { type: "passUntil", player: "you", step: "declare_attackers" });
  s = resolveAll(act(s, { type: "declareAttackers", player: "you", attackers: attack.map((l) => ids[l]!) }));
  const afterAttack = s;
  s = act(s, {
    type: "declareBlockers",
    player: "opponent",
    blocks: blocks.map(([b, a]) => ({ blocker: ids[b]!, attacker: ids[a]! })),
  });
  const triggered = s.stack.length;
  s = resolveAll(s);
  const pt = (label: string) => {
    const o = view(s, cards).battlefield.find((x) => x.id === ids[label]);
    return o ? `${o.power}/${o.toughness}` : "gone";
  };
  return { s, ids, pt, afterAttack, triggered };
}

describe("battle cry (702.91a)", () => {
  it("gives each other attacking creature +1/+0, not itself nor creatures that don't attack", () => {
    const { afterAttack } = combat(["Cry Leader", "Bear", "Bear", "Bear"], [], ["y0", "y1", "y2"], []);
    const v = view(afterAttack, cards).battlefield;
    expect(
      v
        .filter((o) => o.name === "Bear")
        .map((o) => o.power)
        .sort(),
    ).toEqual([2, 3, 3]);
    expect(v.find((o) => o.name === "Cry Leader")?.power).toBe(1);
  });

  it("two battle cries give +2/+0 and each cryer the other's bonus", () => {
    const { afterAttack } = combat(["Cry Leader", "Cry Leader", "Bear"], [], ["y0", "y1", "y2"], []);
    const v = view(afterAttack, cards).battlefield;
    expect(v.filter((o) => o.name === "Cry Leader").map((o) => o.power)).toEqual([2, 2]);
    expect(v.find((o) => o.name === "Bear")?.power).toBe(4);
  });
});

describe("flanking (702.25a)", () => {
  it("a blocker without flanking gets -1/-1 until end of turn", () => {
    const { pt, triggered } = combat(["Flank Knight"], ["Watchful Guard"], ["y0"], [["o0", "y0"]]);
    expect(triggered).toBe(2); // flanking, and the guard's own "whenever ~ blocks"
    expect(pt("o0")).toBe("0/3");
  });

  it("a blocker with flanking is unaffected (702.25a)", () => {
    const { pt, triggered } = combat(["Flank Knight"], ["Flank Knight"], ["y0"], [["o0", "y0"]]);
    expect(triggered).toBe(0);
    expect(pt("o0")).toBe("2/2");
  });
});

describe('"whenever ~ becomes blocked" (509.3c) and afflict (702.130a)', () => {
  it("triggers once however many creatures block it", () => {
    const { s, triggered } = combat(
      ["Afflict Brute"],
      ["Bear", "Bear"],
      ["y0"],
      [
        ["o0", "y0"],
        ["o1", "y0"],
      ],
    );
    expect(triggered).toBe(1);
    expect(s.players.opponent.life).toBe(18);
  });

  it("doesn't trigger when unblocked", () => {
    const { s, triggered } = combat(["Afflict Brute"], ["Bear"], ["y0"], []);
    expect(triggered).toBe(0);
    expect(s.players.opponent.life).toBe(20);
  });
});

describe('"whenever ~ blocks" (509.3a) and "blocks or becomes blocked" (bushido, 702.45a)', () => {
  it("a blocker's ability triggers under its controller", () => {
    const { s } = combat(["Bear"], ["Watchful Guard"], ["y0"], [["o0", "y0"]]);
    expect(s.players.opponent.life).toBe(23);
  });

  it("bushido triggers when it becomes blocked and when it blocks", () => {
    const attacking = combat(["Bushido Samurai"], ["Bear"], ["y0"], [["o0", "y0"]]);
    expect(attacking.pt("y0")).toBe("3/3");
    const blocking = combat(["Bear"], ["Bushido Samurai"], ["y0"], [["o0", "y0"]]);
    expect(blocking.pt("o0")).toBe("3/3");
  });
});

describe("rampage (702.23a-b)", () => {
  it("+N/+N for each creature blocking it beyond the first", () => {
    expect(
      combat(
        ["Rampage Beast"],
        ["Bear", "Bear", "Bear"],
        ["y0"],
        [
          ["o0", "y0"],
          ["o1", "y0"],
          ["o2", "y0"],
        ],
      ).pt("y0"),
    ).toBe("7/7");
    expect(combat(["Rampage Beast"], ["Bear"], ["y0"], [["o0", "y0"]]).pt("y0")).toBe("3/3");
  });
});
