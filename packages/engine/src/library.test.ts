/**
 * Instructions that work on the top of a library: mill (CR 701.13), scry (701.18) and "look at
 * the top N cards" (608.2c, 701.16e) with the cards put where the text says — into a hand, a
 * graveyard, or back on the top or the bottom in the order the player chooses (401.4).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./types.js";
import { apply } from "./apply.js";
import type { CardRegistry } from "./core.js";
import type { CardDefinition, Effect, TargetSpec } from "./vocabulary.js";
import { board, type Zones } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const targetPlayer: TargetSpec = { text: "target player", players: true, min: 1, max: 1 };
const sorcery = (name: string, oracleText: string, effects: Effect[], targets: TargetSpec[] = []): CardDefinition => ({
  name, manaCost: "{U}", types: ["Sorcery"], oracleText, spell: { modes: [{ text: oracleText, targets, effects }], chooseMin: 1, chooseMax: 1 },
});

const LIBRARY_CARDS: CardDefinition[] = [
  sorcery("Self Mill", "Mill two cards.", [{ kind: "mill", amount: 2, who: { kind: "you" } }]),
  sorcery("Mind Sieve", "Target player mills three cards.", [{ kind: "mill", amount: 3, who: { kind: "target", index: 0 } }], [targetPlayer]),
  sorcery("Tide Wail", "Each opponent mills two cards.", [{ kind: "mill", amount: 2, who: { kind: "opponents" } }]),
];

const cards: CardRegistry = (() => {
  const byName = new Map(LIBRARY_CARDS.map((d) => [d.name, d]));
  return { get: (name: string) => byName.get(name) ?? testCards.get(name) };
})();

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, cards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}

/** Casts the labelled `spell` (with `targets`) from a board where you have Islands, and passes until the stack is empty or a decision waits. */
function cast(you: Zones, opts: { targets?: string[]; opponent?: Zones } = {}) {
  const { state, ids } = board(cards, { you: { battlefield: ["Island", "Island"], ...you }, ...(opts.opponent ? { opponent: opts.opponent } : {}) });
  let s = act(state, { type: "cast", player: "you", object: ids["spell"]!, ...(opts.targets ? { targets: opts.targets.map((t) => ids[t] ?? t) } : {}) });
  for (let i = 0; i < 10 && s.stack.length > 0 && !s.pending; i++) s = act(s, { type: "pass", player: s.priority ?? "you" });
  return { s, ids };
}

const names = (s: GameState, list: string[]) => list.map((id) => s.objects[id]!.card);

describe("mill (CR 701.13)", () => {
  it("puts the top N cards of your library into your graveyard, the rest staying in order", () => {
    const { s } = cast({ hand: [{ card: "Self Mill", label: "spell" }], library: ["Bear", "Zap", "Forest", "Island"] });
    expect(names(s, s.players.you.library)).toEqual(["Forest", "Island"]);
    expect(names(s, s.players.you.graveyard)).toEqual(["Bear", "Zap", "Self Mill"]);
    expect(s.log.some((l) => l.includes("You mill 2 cards: Bear, Zap"))).toBe(true);
  });

  it("mills as many as there are from a short library, and losing needs a draw, not a mill (701.13b, 704.5b)", () => {
    const { s } = cast({ hand: [{ card: "Mind Sieve", label: "spell" }] }, { targets: ["opponent"], opponent: { library: ["Bear", "Zap"] } });
    expect(s.players.opponent.library).toEqual([]);
    expect(names(s, s.players.opponent.graveyard)).toEqual(["Bear", "Zap"]);
    expect(s.winner).toBeNull();
    expect(s.players.opponent.drewFromEmpty).toBe(false);
  });

  it("mills the target player: yourself when you are the target", () => {
    const { s } = cast({ hand: [{ card: "Mind Sieve", label: "spell" }], library: ["Bear", "Zap", "Forest", "Island"] }, { targets: ["you"], opponent: { library: ["Mountain"] } });
    expect(names(s, s.players.you.library)).toEqual(["Island"]);
    expect(s.players.opponent.library).toHaveLength(1);
  });

  it("mills each opponent, not you", () => {
    const { s } = cast({ hand: [{ card: "Tide Wail", label: "spell" }], library: ["Bear"] }, { opponent: { library: ["Mountain", "Forest", "Island"] } });
    expect(names(s, s.players.opponent.graveyard)).toEqual(["Mountain", "Forest"]);
    expect(names(s, s.players.you.library)).toEqual(["Bear"]);
  });
});
