/**
 * Phyrexian mana (CR 107.4f): each Phyrexian symbol of a cost is paid with one mana of its
 * color or with 2 life, independently of the others — never more life than the player has
 * (119.4).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const { act, refused } = play(testCards);

const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ card: "Mountain", label: `m${i}` }));
const tapped = (s: GameState) => s.battlefield.filter((id) => s.objects[id]!.tapped).length;
type Phyrexian = Extract<Action, { type: "cast" }>["phyrexian"];

describe("each Phyrexian symbol paid with mana or 2 life on its own (CR 107.4f)", () => {
  const setup = (lands: number, card = "Twin Bite") =>
    board(testCards, { you: { hand: [{ card, label: "spell" }], battlefield: mountains(lands) } });
  const cast = (id: string, phyrexian?: Phyrexian): Action => ({
    type: "cast",
    player: "you",
    object: id,
    targets: ["opponent"],
    ...(phyrexian ? { phyrexian } : {}),
  });

  it("pays one {R/P} of {1}{R/P}{R/P} with 2 life and the other with mana", () => {
    const { state, ids } = setup(2);
    for (const choice of [
      ["life", "mana"],
      ["mana", "life"],
    ] as const) {
      const s = act(state, cast(ids["spell"]!, [...choice]));
      expect(s.players.you.life).toBe(18);
      expect(tapped(s)).toBe(2);
      const top = s.stack.at(-1)!;
      if (top.kind !== "spell") throw new Error("expected a spell on the stack");
      expect(s.objects[top.object]!.spell!.phyrexianLife).toBe(1);
    }
  });

  it("keeps 'life' (all of them) and 'mana' (none) working", () => {
    const { state, ids } = setup(3);
    const life = act(state, cast(ids["spell"]!, "life"));
    expect([life.players.you.life, tapped(life)]).toEqual([16, 1]);
    const mana = act(state, cast(ids["spell"]!, "mana"));
    expect([mana.players.you.life, tapped(mana)]).toEqual([20, 3]);
    expect(refused(setup(2).state, cast(setup(2).ids["spell"]!, "mana"))).toEqual(expect.arrayContaining(["601.2g"]));
  });

  it("pays the symbols of different colors as the list says, in cost order", () => {
    const { state, ids } = setup(1, "Split Toll"); // {W/P}{R/P} with only a Mountain
    const s = act(state, cast(ids["spell"]!, ["life", "mana"]));
    expect([s.players.you.life, tapped(s)]).toEqual([18, 1]);
    refused(state, cast(ids["spell"]!, ["mana", "life"])); // {W} can't be paid with a Mountain
  });

  it("refuses a list that doesn't give one choice per Phyrexian symbol, changing nothing", () => {
    const { state, ids } = setup(3);
    expect(refused(state, cast(ids["spell"]!, ["life"]))).toContain("107.4f");
    expect(refused(state, cast(ids["spell"]!, ["life", "mana", "life"]))).toContain("107.4f");
    expect(refused(state, cast(ids["spell"]!, ["life", "blood"] as unknown as Phyrexian))).toContain("107.4f");
  });

  it("can't pay more life than the player has (CR 119.4)", () => {
    const { state, ids } = setup(2);
    state.players.you.life = 3;
    expect(refused(state, cast(ids["spell"]!, "life"))).toEqual(expect.arrayContaining(["119.4"]));
    const s = act(state, cast(ids["spell"]!, ["mana", "life"]));
    expect(s.players.you.life).toBe(1);
  });

  it("legalActions pays as few symbols with life as the mana allows, each offer accepted", () => {
    const offered = (lands: number) => {
      const { state } = setup(lands);
      const casts = legalActions(state, "you", testCards).filter(
        (a) => a.type === "cast" && a.targets?.[0] === "opponent",
      );
      for (const a of casts) expect(apply(state, a, testCards).ok).toBe(true);
      return casts.map((a) => (a.type === "cast" ? a.phyrexian : null));
    };
    expect(offered(3)).toEqual([undefined]);
    expect(offered(2)).toEqual([["mana", "life"]]);
    expect(offered(1)).toEqual(["life"]);
  });
});
