/**
 * Where a resolved instant or sorcery goes when its own text says otherwise (CR 608.2n):
 * "Shuffle ~ into its owner's library" puts it into the library, then shuffles (701.24a;
 * 701.20a in the 2025-02-07 text); cast with flashback it is exiled instead (702.34a).
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const { act } = play(testCards);

const cardsIn = (s: GameState, ids: string[]) => ids.map((id) => s.objects[id]!.card);

describe("shuffle ~ into its owner's library (CR 608.2n, 701.24a)", () => {
  const library = Array.from({ length: 12 }, (_, i) => (i % 2 ? "Forest" : "Mountain"));
  it("puts the resolved spell into its owner's library, not the graveyard, and shuffles it", () => {
    const { state, ids } = board(testCards, {
      you: { hand: [{ card: "Returning Blast", label: "blast" }], battlefield: ["Mountain"], library },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["blast"]!, targets: ["opponent"] });
    s = act(s, { type: "pass", player: "you" });
    expect(s.stack).toHaveLength(0);
    expect(s.players.opponent.life).toBe(15);
    expect(s.players.you.graveyard).toEqual([]);
    const lib = cardsIn(s, s.players.you.library);
    expect(lib).toHaveLength(13);
    expect(lib.filter((c) => c === "Returning Blast")).toHaveLength(1);
    // shuffled (701.20a): not simply put on top or bottom, and a function of the seed
    const again = act(act(state, { type: "cast", player: "you", object: ids["blast"]!, targets: ["opponent"] }), {
      type: "pass",
      player: "you",
    });
    expect(cardsIn(again, again.players.you.library)).toEqual(lib);
    const unshuffledOrders = [
      ["Returning Blast", ...library],
      [...library, "Returning Blast"],
    ];
    expect(unshuffledOrders).not.toContainEqual(lib);
  });

  it("is exiled instead when it was cast with flashback (702.34a)", () => {
    const { state, ids } = board(testCards, {
      you: { graveyard: [{ card: "Returning Blast", label: "blast" }], battlefield: ["Mountain"], library },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["blast"]!, targets: ["opponent"], flashback: true });
    s = act(s, { type: "pass", player: "you" });
    expect(s.players.opponent.life).toBe(15);
    expect(cardsIn(s, s.exile)).toEqual(["Returning Blast"]);
    expect(cardsIn(s, s.players.you.library)).not.toContain("Returning Blast");
  });
});
