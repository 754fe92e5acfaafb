/**
 * Prevention shields (CR 615.1, 615.6, 615.7): "prevent the next N damage that would be dealt
 * to <creature or player> this turn", used up by damage from any source, combat or not; the
 * damage's results (life loss, counters, lifelink) count only what is dealt; the shields end
 * at cleanup (CR 514.2) and don't follow a permanent that leaves the battlefield (CR 400.7).
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition, TargetSpec } from "./state/vocabulary/index.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const anyTarget: TargetSpec = {
  text: "any target",
  objects: { types: ["Creature", "Planeswalker", "Battle"] },
  players: true,
  min: 1,
  max: 1,
};
const next = (n: number, to: "target" | "you") => ({
  kind: "preventDamage" as const,
  amount: n,
  to: to === "you" ? { kind: "you" as const } : { kind: "target" as const, index: 0 },
  duration: { kind: "endOfTurn" as const },
});

const PREVENTION_CARDS: CardDefinition[] = [
  {
    name: "Mender",
    manaCost: "{G}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 1,
    toughness: 1,
    oracleText: "{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
    abilities: [
      {
        kind: "activated",
        text: "{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
        cost: { tap: true },
        targets: [anyTarget],
        effects: [next(1, "target")],
      },
    ],
  },
  {
    name: "Salve",
    manaCost: "{G}",
    types: ["Instant"],
    oracleText:
      "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn.",
    spell: {
      modes: [
        {
          text: "Target player gains 3 life.",
          targets: [{ text: "target player", players: true, min: 1, max: 1 }],
          effects: [{ kind: "gainLife", amount: 3, who: { kind: "target", index: 0 } }],
        },
        {
          text: "Prevent the next 3 damage that would be dealt to any target this turn.",
          targets: [anyTarget],
          effects: [next(3, "target")],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Ward Idol",
    manaCost: "{1}",
    types: ["Artifact"],
    oracleText: "{G}, {T}: Prevent the next 2 damage that would be dealt to you this turn.",
    abilities: [
      {
        kind: "activated",
        text: "{G}, {T}: Prevent the next 2 damage that would be dealt to you this turn.",
        cost: { mana: "{G}", tap: true },
        targets: [],
        effects: [next(2, "you")],
      },
    ],
  },
  {
    name: "Lifelinker",
    manaCost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Cat"],
    power: 3,
    toughness: 3,
    keywords: ["Lifelink"],
    oracleText: "Lifelink",
  },
  {
    name: "Bond Aura",
    manaCost: "{G}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.",
    abilities: [
      {
        kind: "triggered",
        text: "Whenever enchanted creature deals damage, you gain that much life.",
        event: { kind: "attachedDealsDamage" },
        targets: [],
        effects: [{ kind: "gainLife", amount: { kind: "triggerAmount" }, who: { kind: "you" } }],
      },
    ],
  },
  {
    name: "Raid Aura",
    manaCost: "{G}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { types: ["Creature"] },
    oracleText:
      "Enchant creature\nWhenever enchanted creature deals combat damage to a player, you gain that much life.",
    abilities: [
      {
        kind: "triggered",
        text: "Whenever enchanted creature deals combat damage to a player, you gain that much life.",
        event: { kind: "attachedDealsDamage", combat: true, toPlayer: true },
        targets: [],
        effects: [{ kind: "gainLife", amount: { kind: "triggerAmount" }, who: { kind: "you" } }],
      },
    ],
  },
  {
    name: "Pinger",
    manaCost: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: 3,
    toughness: 3,
    oracleText: "{T}: Pinger deals 2 damage to any target.",
    abilities: [
      {
        kind: "activated",
        text: "{T}: Pinger deals 2 damage to any target.",
        cost: { tap: true },
        targets: [anyTarget],
        effects: [{ kind: "damage", amount: 2, to: { kind: "target", index: 0 } }],
      },
    ],
  },
  {
    name: "Infector",
    manaCost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Horror"],
    power: 3,
    toughness: 3,
    keywords: ["Infect"],
    oracleText: "Infect",
  },
];

const cards: CardRegistry = (() => {
  const byName = new Map(PREVENTION_CARDS.map((d) => [d.name, d]));
  return { get: (name: string) => byName.get(name) ?? testCards.get(name) };
})();

const { act, resolveAll } = play(cards);

/** Activates the first activated ability of `object` and lets it resolve. */
const shield = (s: GameState, object: string, targets: string[] = []) =>
  resolveAll(act(s, { type: "activate", player: "you", object, ability: 0, targets }));
const zap = (s: GameState, object: string, target: string) =>
  resolveAll(act(s, { type: "cast", player: "you", object, targets: [target] }));

/** Attacks the opponent with `attackers` and plays through combat damage. */
function attack(s: GameState, attackers: string[]): GameState {
  s = act(s, { type: "passUntil", player: "you", step: "declare_attackers" });
  s = act(s, { type: "declareAttackers", player: "you", attackers });
  return act(s, { type: "passUntil", player: "you", step: "main2" });
}

describe("prevention shields (CR 615.7)", () => {
  it("prevent part of an effect's damage to a creature", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [{ card: "Zap", label: "zap" }],
        battlefield: ["Mountain", { card: "Mender", label: "mender" }, { card: "Gold Golem", label: "golem" }],
      },
    });
    let s = shield(state, ids["mender"]!, [ids["golem"]!]);
    expect(s.shields).toMatchObject([{ to: ids["golem"], remaining: 1 }]);
    expect(view(s, cards).battlefield.find((o) => o.id === ids["golem"])?.prevention).toBe(1);
    s = zap(s, ids["zap"]!, ids["golem"]!);
    expect(s.objects[ids["golem"]!]?.damage).toBe(2);
    expect(s.shields).toBeUndefined();
    expect(s.log).toContain("1 of 3 damage from Zap to Gold Golem is prevented (CR 615.7)");
  });

  it("prevent all of the damage when the shield is big enough, and the rest stays for later damage", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Salve", label: "salve" },
          { card: "Zap", label: "zap" },
        ],
        battlefield: ["Forest", "Mountain", { card: "Bear", label: "bear" }],
      },
    });
    let s = resolveAll(
      act(state, { type: "cast", player: "you", object: ids["salve"]!, modes: [1], targets: [ids["bear"]!] }),
    );
    s = act(s, { type: "cast", player: "you", object: ids["zap"]!, targets: ["opponent"] });
    s = resolveAll(s);
    expect(s.players.opponent.life).toBe(17); // the shield is on the Bear, not on the opponent
    expect(s.shields).toMatchObject([{ to: ids["bear"], remaining: 3 }]);
  });

  it("stack: two shields on one player prevent their total, one after the other (CR 616.1)", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Salve", label: "salve" },
          { card: "Zap", label: "zap1" },
          { card: "Zap", label: "zap2" },
        ],
        battlefield: ["Forest", "Mountain", "Mountain", { card: "Mender", label: "mender" }],
      },
    });
    let s = shield(state, ids["mender"]!, ["opponent"]);
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["salve"]!, modes: [1], targets: ["opponent"] }));
    expect(view(s, cards).players.opponent.prevention).toBe(4);
    s = zap(s, ids["zap1"]!, "opponent");
    expect(s.players.opponent.life).toBe(20);
    expect(s.shields).toMatchObject([{ to: "opponent", remaining: 1 }]); // the older shield went first, then 2 of the newer
    s = zap(s, ids["zap2"]!, "opponent");
    expect(s.players.opponent.life).toBe(18);
    expect(s.shields).toBeUndefined();
  });

  it("reduce combat damage, and lifelink gains only the damage dealt (CR 615.6, 120.3f)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [
          { card: "Lifelinker", label: "cat" },
          { card: "Mender", label: "mender" },
        ],
      },
    });
    let s = shield(state, ids["mender"]!, ["opponent"]);
    s = attack(s, [ids["cat"]!]);
    expect(s.players.opponent.life).toBe(18);
    expect(s.players.you.life).toBe(22);
  });

  it("leave no lifelink, no damage and no bloodthirst record when all the damage is prevented", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Salve", label: "salve" }], battlefield: ["Forest", { card: "Lifelinker", label: "cat" }] },
    });
    let s = resolveAll(
      act(state, { type: "cast", player: "you", object: ids["salve"]!, modes: [1], targets: ["opponent"] }),
    );
    s = attack(s, [ids["cat"]!]);
    expect(s.players.opponent.life).toBe(20);
    expect(s.players.you.life).toBe(20);
    expect(s.players.opponent.damagedOnTurn).toBeUndefined();
  });

  it("reduce the poison counters of infect damage (CR 120.3b)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [
          { card: "Infector", label: "horror" },
          { card: "Mender", label: "mender" },
        ],
      },
    });
    let s = shield(state, ids["mender"]!, ["opponent"]);
    s = attack(s, [ids["horror"]!]);
    expect(s.players.opponent.poison).toBe(2);
  });

  it("with a cost of mana and {T}, shield the ability's controller", () => {
    const { state, ids } = board(cards, { you: { battlefield: ["Forest", { card: "Ward Idol", label: "idol" }] } });
    const s = shield(state, ids["idol"]!);
    expect(s.shields).toMatchObject([{ to: "you", remaining: 2 }]);
    expect(view(s, cards).players.you.prevention).toBe(2);
  });

  it("end at cleanup (CR 514.2)", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Zap", label: "zap" }], battlefield: ["Mountain", { card: "Mender", label: "mender" }] },
    });
    let s = shield(state, ids["mender"]!, ["opponent"]);
    expect(s.shields).toHaveLength(1);
    s = act(s, { type: "passUntil", player: "you", step: "upkeep", nextTurn: true });
    expect(s.shields).toBeUndefined();
    expect(s.active).toBe("opponent");
    s = zap(s, ids["zap"]!, "opponent");
    expect(s.players.opponent.life).toBe(17);
  });

  it("are gone when the shielded permanent leaves the battlefield (CR 400.7)", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [{ card: "Unmake", label: "unmake" }],
        battlefield: ["Forest", { card: "Mender", label: "mender" }, { card: "Bear", label: "bear" }],
      },
    });
    let s = shield(state, ids["mender"]!, [ids["bear"]!]);
    expect(s.shields).toMatchObject([{ to: ids["bear"], remaining: 1 }]);
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["unmake"]!, targets: [ids["bear"]!] }));
    expect(s.players.you.graveyard.map((id) => s.objects[id]?.card)).toContain("Bear");
    expect(s.shields).toBeUndefined();
  });
});

describe('"whenever enchanted creature deals damage, you gain that much life" (CR 603.2, 120.4b)', () => {
  const enchant = (s: GameState, aura: string, creature: string) =>
    resolveAll(act(s, { type: "cast", player: "you", object: aura, targets: [creature] }));
  const setup = (aura = "Bond Aura", extra: string[] = []) =>
    board(cards, {
      you: {
        hand: [{ card: aura, label: "aura" }, ...extra.map((c) => ({ card: c, label: c }))],
        battlefield: ["Forest", "Forest", { card: "Pinger", label: "pinger" }, { card: "Mender", label: "mender" }],
      },
      opponent: { battlefield: [{ card: "Gold Golem", label: "golem" }] },
    });

  it("gains the combat damage dealt", () => {
    const { state, ids } = setup();
    const s = attack(enchant(state, ids["aura"]!, ids["pinger"]!), [ids["pinger"]!]);
    expect(s.players.opponent.life).toBe(17);
    expect(s.players.you.life).toBe(23);
  });

  it("gains the damage an ability of the creature deals", () => {
    const { state, ids } = setup();
    const s = shield(enchant(state, ids["aura"]!, ids["pinger"]!), ids["pinger"]!, [ids["golem"]!]);
    expect(s.objects[ids["golem"]!]?.damage).toBe(2);
    expect(s.players.you.life).toBe(22);
  });

  it("counts only the damage dealt: a prevention shield's damage isn't (CR 615.6)", () => {
    const { state, ids } = setup();
    let s = shield(enchant(state, ids["aura"]!, ids["pinger"]!), ids["mender"]!, ["opponent"]);
    s = attack(s, [ids["pinger"]!]);
    expect(s.players.opponent.life).toBe(18);
    expect(s.players.you.life).toBe(22);
  });

  it("doesn't trigger when all the damage is prevented", () => {
    const { state, ids } = setup("Bond Aura", ["Salve"]);
    let s = enchant(state, ids["aura"]!, ids["pinger"]!);
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["Salve"]!, modes: [1], targets: ["opponent"] }));
    s = attack(s, [ids["pinger"]!]);
    expect(s.players.opponent.life).toBe(20);
    expect(s.players.you.life).toBe(20);
    expect(s.log.some((l) => l.includes("Bond Aura triggers"))).toBe(false);
  });

  it('"deals combat damage to a player": combat damage to a player only', () => {
    const { state, ids } = setup("Raid Aura");
    const enchanted = enchant(state, ids["aura"]!, ids["pinger"]!);
    const pinged = shield(enchanted, ids["pinger"]!, ["opponent"]);
    expect(pinged.players.opponent.life).toBe(18);
    expect(pinged.players.you.life).toBe(20);
    const attacked = attack(enchanted, [ids["pinger"]!]);
    expect(attacked.players.opponent.life).toBe(17);
    expect(attacked.players.you.life).toBe(23);
  });
});
