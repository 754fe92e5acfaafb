/**
 * Earthbend (CR 701.66a in the current rules) where a scenario can't reach: the land returns
 * only from the graveyard or exile (not from a hand or a library), and it returns under the
 * control of the player who earthbent it, even when someone else owns it.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState, ObjectId, ZoneName } from "./types.js";
import { apply } from "./apply.js";
import { currentIdOf } from "./core.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}

function resolveAll(s: GameState): GameState {
  for (let i = 0; i < 20 && s.stack.length > 0; i++) s = act(s, { type: "pass", player: s.priority ?? "you" });
  return s;
}

/** Earthbends the labelled land with Ground Shaping (earthbend 2) and resolves it. */
function earthbent(zones: Parameters<typeof board>[1]) {
  const { state, ids } = board(testCards, zones);
  let s = act(state, { type: "cast", player: "you", object: ids["spell"]!, targets: [ids["land"]!] });
  s = resolveAll(s);
  return { s, ids };
}

const me = { hand: [{ card: "Ground Shaping", label: "spell" }], battlefield: ["Forest", "Forest", { card: "Mountain", label: "land" }] };

describe("earthbend: where the land goes", () => {
  it("becomes a 0/0 land creature with haste and the counters", () => {
    const { s, ids } = earthbent({ you: me });
    const v = view(s, testCards).battlefield.find((o) => o.id === ids["land"]);
    expect(v).toMatchObject({ types: ["Land", "Creature"], power: 2, toughness: 2 });
  });

  it.each([
    ["graveyard", true],
    ["exile", true],
    ["hand", false],
    ["library", false],
  ] as [ZoneName, boolean][])("moved to its owner's %s: returns to the battlefield tapped = %s", (zone, returns) => {
    const { s, ids } = earthbent({ you: me });
    let t = act(s, { type: "manual", player: "you", op: { kind: "move", object: ids["land"]!, to: zone } });
    t = resolveAll(t);
    const now = currentIdOf(t, ids["land"]!) as ObjectId;
    const o = t.objects[now]!;
    if (returns) {
      expect(o.zone).toBe("battlefield");
      expect(o.tapped).toBe(true);
      expect(o.counters["+1/+1"] ?? 0).toBe(0);
    } else {
      expect(o.zone).toBe(zone);
      expect(t.stack).toHaveLength(0);
    }
  });

  it("returns under the control of the player who earthbent it, not its owner", () => {
    const { state, ids } = board(testCards, {
      you: { hand: [{ card: "Take Land", label: "take" }, { card: "Ground Shaping", label: "spell" }, { card: "Unmake", label: "unmake" }], battlefield: ["Island", "Forest", "Forest"] },
      opponent: { battlefield: [{ card: "Mountain", label: "land" }] },
    });
    let s = resolveAll(act(state, { type: "cast", player: "you", object: ids["take"]!, targets: [ids["land"]!] }));
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["spell"]!, targets: [ids["land"]!] }));
    const bent = s.objects[ids["land"]!]!;
    expect(bent.owner).toBe("opponent");
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["unmake"]!, targets: [ids["land"]!] }));
    const back = s.objects[currentIdOf(s, ids["land"]!)!]!;
    expect(back.zone).toBe("battlefield");
    expect(back.owner).toBe("opponent");
    expect(view(s, testCards).battlefield.find((o) => o.id === back.id)).toMatchObject({ controller: "you" });
    expect(back.tapped).toBe(true);
  });
});

describe("drawing, losing life and adding mana", () => {
  it("draw two (CR 121.2) and lose 2 life (CR 119.3) as instructions", () => {
    const { state, ids } = board(testCards, { you: { hand: [{ card: "Insight", label: "spell" }], library: ["Forest", "Bear", "Island"], battlefield: ["Island"] } });
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["spell"]!, targets: [] }));
    expect(s.players.you.hand.map((id) => s.objects[id]!.card)).toEqual(["Forest", "Bear"]);
    expect(s.players.you.life).toBe(18);
  });

  it("a spell that adds mana: the mana pays for the next spell, and empties at the end of the step (CR 106.4, 500.4)", () => {
    const { state, ids } = board(testCards, { you: { hand: [{ card: "Ritual", label: "ritual" }, { card: "Many Zaps", label: "zaps" }], battlefield: ["Mountain"] } });
    let s = resolveAll(act(state, { type: "cast", player: "you", object: ids["ritual"]!, targets: [] }));
    expect(s.players.you.manaPool).toEqual({ R: 3 });
    s = act(s, { type: "cast", player: "you", object: ids["zaps"]!, targets: ["opponent"] });
    expect(s.players.you.manaPool).toEqual({ R: 1 });
    s = act(s, { type: "passUntil", player: "you", step: "beginning_of_combat" });
    expect(s.players.you.manaPool).toEqual({});
  });

  it("a mana ability with a side effect deals its damage at once, without the stack (CR 605.1a, 605.3b)", () => {
    const { state, ids } = board(testCards, { you: { hand: [{ card: "Zap", label: "zap" }], battlefield: [{ card: "Painful Elf", label: "elf" }] } });
    const s = act(state, { type: "cast", player: "you", object: ids["zap"]!, targets: ["opponent"] });
    expect(s.objects[ids["elf"]!]!.tapped).toBe(true);
    expect(s.players.you.life).toBe(19);
    expect(s.stack).toHaveLength(1);
  });
});
