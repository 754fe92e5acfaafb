/**
 * Mana abilities activated by hand (CR 605.3a-b) that add one mana of a choice of types
 * ("{T}: Add {R} or {G}", "{1}, {T}: Add one mana of any color"): the player chooses the type
 * as the ability resolves, at once (106.1a-b, 605.3b), so the `activate` action names it.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const { act } = play(testCards);

function refusal(s: GameState, a: Action): { message: string; rules: string[] } {
  const before = JSON.stringify(s);
  const r = apply(s, a, testCards);
  if (r.ok) throw new Error(`${a.type} was accepted`);
  expect(JSON.stringify(s)).toBe(before);
  return r.error;
}
const tap = (object: string, extra: Partial<Extract<Action, { type: "activate" }>> = {}): Action => ({
  type: "activate",
  player: "you",
  object,
  ability: 0,
  ...extra,
});

describe("choosing the mana a mana ability adds (CR 106.1a, 605.3b)", () => {
  const setup = () =>
    board(testCards, {
      you: {
        battlefield: [
          { card: "Dual Land", label: "dual" },
          { card: "Forest", label: "forest" },
          { card: "Bounce Land", label: "bounce" },
          { card: "Mountain", label: "mountain" },
          { card: "Prism Filter", label: "prism" },
          { card: "Treasure Chest", label: "chest" },
          { card: "Sacrifice Altar", label: "altar" },
        ],
      },
    });

  it("adds the color chosen: {T}: Add {R} or {G} for green gives {G}", () => {
    const { state, ids } = setup();
    const s = act(state, tap(ids["dual"]!, { mana: "G" }));
    expect(s.players.you.manaPool).toEqual({ G: 1 });
    expect(s.objects[ids["dual"]!]!.tapped).toBe(true);
    expect(act(state, tap(ids["dual"]!, { mana: "R" })).players.you.manaPool).toEqual({ R: 1 });
  });

  it("refuses the activation without a choice when there are several, naming them, and changes nothing", () => {
    const { state, ids } = setup();
    const r = refusal(state, tap(ids["dual"]!));
    expect(r.rules).toEqual(expect.arrayContaining(["106.1a", "605.3b"]));
    expect(r.message).toContain("{R} or {G}");
  });

  it("refuses a color the ability can't add, naming those it can, and changes nothing", () => {
    const { state, ids } = setup();
    const r = refusal(state, tap(ids["dual"]!, { mana: "U" }));
    expect(r.rules).toEqual(expect.arrayContaining(["106.1a", "605.3b"]));
    expect(r.message).toContain("{R} or {G}, not {U}");
    expect(refusal(state, tap(ids["forest"]!, { mana: "R" })).message).toContain("adds {G}, not {R}");
    expect(refusal(state, tap(ids["dual"]!, { mana: "purple" })).rules).toContain("106.1a");
  });

  it("needs no choice for one type or several mana, and accepts the only type named", () => {
    const { state, ids } = setup();
    expect(act(state, tap(ids["forest"]!)).players.you.manaPool).toEqual({ G: 1 });
    expect(act(state, tap(ids["forest"]!, { mana: "G" })).players.you.manaPool).toEqual({ G: 1 });
    expect(act(state, tap(ids["bounce"]!)).players.you.manaPool).toEqual({ R: 1, G: 1 });
  });

  it("'one mana of any color' with a mana cost adds the color chosen, paying {1} from another source", () => {
    const { state, ids } = setup();
    const s = act(state, tap(ids["prism"]!, { mana: "B" }));
    expect(s.players.you.manaPool).toEqual({ B: 1 });
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(2);
    const chest = act(state, tap(ids["chest"]!, { mana: "W" }));
    expect(chest.players.you.manaPool).toEqual({ W: 1 });
    expect(chest.battlefield).not.toContain(ids["chest"]!);
  });

  it("refuses a mana choice for an ability that adds no mana (CR 605.1a)", () => {
    const { state, ids } = board(testCards, {
      you: {
        battlefield: [
          { card: "Sacrifice Altar", label: "altar" },
          "Mountain",
          "Mountain",
          { card: "Bear", label: "bear" },
        ],
      },
    });
    expect(
      refusal(state, {
        type: "activate",
        player: "you",
        object: ids["altar"]!,
        ability: 0,
        sacrifice: [ids["bear"]!],
        mana: "R",
      }).rules,
    ).toContain("605.1a");
  });

  it("legalActions offers the ability once per color, each accepted and adding that color", () => {
    const { state, ids } = setup();
    const legal = legalActions(state, "you", testCards);
    const of = (id: string) => legal.filter((a) => a.type === "activate" && a.object === id);
    expect(of(ids["dual"]!).map((a) => (a.type === "activate" ? a.mana : null))).toEqual(["R", "G"]);
    expect(of(ids["prism"]!).map((a) => (a.type === "activate" ? a.mana : null))).toEqual(["W", "U", "B", "R", "G"]);
    expect(of(ids["chest"]!)).toHaveLength(5);
    expect(of(ids["forest"]!)).toEqual([tap(ids["forest"]!)]); // its printed ability and the Forest type's (CR 305.6): the same, offered once
    expect(of(ids["bounce"]!)).toEqual([tap(ids["bounce"]!)]);
    for (const a of [...of(ids["dual"]!), ...of(ids["prism"]!), ...of(ids["chest"]!)]) {
      const s = act(state, a);
      if (a.type === "activate") expect(s.players.you.manaPool[a.mana!]).toBe(1);
    }
  });

  it("the view marks mana abilities and the types they choose among", () => {
    const { state, ids } = setup();
    const v = view(state, testCards);
    const abilities = (id: string) => v.battlefield.find((o) => o.id === id)!.abilities;
    expect(abilities(ids["dual"]!)).toEqual([
      { index: 0, text: "{T}: Add {R} or {G}.", mana: true, choices: ["R", "G"] },
    ]);
    expect(abilities(ids["forest"]!)[0]).toEqual({ index: 0, text: "{T}: Add {G}.", mana: true });
    expect(abilities(ids["altar"]!)[0]).not.toHaveProperty("mana");
  });

  it("automatic payment still chooses the colors a spell needs", () => {
    const { state, ids } = board(testCards, {
      you: { hand: [{ card: "Gold Golem", label: "golem" }], battlefield: ["Dual Land", "Mountain", "Mountain"] },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["golem"]!, targets: [] });
    expect(s.stack).toHaveLength(1);
    expect(s.players.you.manaPool).toEqual({});
  });
});
