/**
 * A continuous effect from a resolving spell that changes the rules of the game rather than
 * objects' characteristics — "creatures without flying can't block this turn" — is not locked
 * to the permanents there as it resolves (CR 611.2c, second sentence): a creature that enters
 * later, or stops having flying, can't block either. Effects that change characteristics keep
 * their locked set (611.2c, first sentence), and so does one that names "those permanents"
 * (detain, 701.29a in the 2025-02-07 text).
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { Action, GameState } from "./state/types.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const TEXT = "Creatures without flying can't block this turn.";
const falter = (changesRules: boolean): CardDefinition => ({
  name: changesRules ? "Falter" : "Locked Falter",
  manaCost: "{R}",
  types: ["Sorcery"],
  oracleText: TEXT,
  spell: {
    modes: [
      {
        text: TEXT,
        targets: [],
        effects: [
          {
            kind: "modify",
            what: { kind: "all", filter: { types: ["Creature"], notKeyword: "Flying" } },
            mods: [{ layer: "rules", kind: "restrict", restrictions: ["cantBlock"] }],
            duration: { kind: "endOfTurn" },
            ...(changesRules ? { changesRules: true as const } : {}),
          },
        ],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
});
const extra = new Map([falter(true), falter(false)].map((d) => [d.name, d]));
const cards = { get: (n: string) => extra.get(n) ?? testCards.get(n) };
const { act, refused, resolveAll } = play(cards);

function toStep(s: GameState, step: GameState["step"]): GameState {
  for (let i = 0; i < 30 && s.step !== step; i++) s = act(s, { type: "pass", player: s.priority ?? "you" });
  return s;
}

/** Casts the spell with no creature on the opponent's side, then a Bear enters for the opponent; your Bear attacks. */
function laterBlocker(spell: string) {
  const { state, ids } = board(cards, {
    you: {
      battlefield: ["Mountain", { card: "Bear", label: "attacker" }],
      hand: [{ card: spell, label: "spell" }],
    },
    opponent: { hand: [{ card: "Bear", label: "late" }] },
  });
  let s = resolveAll(act(state, { type: "cast", player: "you", object: ids["spell"]! }));
  // the Bear enters after the spell resolved (the table's manual tools put it there)
  s = act(s, { type: "manual", player: "opponent", op: { kind: "move", object: ids["late"]!, to: "battlefield" } });
  s = toStep(s, "declare_attackers");
  s = act(s, { type: "declareAttackers", player: "you", attackers: [ids["attacker"]!] });
  // (a card that changes zones is a new object, CR 400.7)
  const late = s.battlefield.find((id) => s.objects[id]!.controller === "opponent")!;
  const block: Action = {
    type: "declareBlockers",
    player: "opponent",
    blocks: [{ blocker: late, attacker: ids["attacker"]! }],
  };
  return { s, block };
}

describe("an effect that changes the rules applies to creatures that come later (CR 611.2c)", () => {
  it("a creature without flying that entered after the spell resolved can't block", () => {
    const { s, block } = laterBlocker("Falter");
    expect(refused(s, block)).toContain("509.1b");
  });

  it("an effect locked to the permanents there as it resolved leaves the newcomer free to block", () => {
    const { s, block } = laterBlocker("Locked Falter");
    expect(act(s, block).combat?.blocks).toHaveLength(1);
  });
});
