/**
 * "You may <do something>. If you do, <effect>." (CR 118.12): the first instruction is a cost
 * paid as the ability resolves, and the effect happens only if it was paid. A player can't
 * choose an option that's impossible (CR 608.2d: with no creature, "you may sacrifice a
 * creature" can't be chosen) nor pay a cost without the resources for it (CR 118.3); and once
 * the source is gone, "you may sacrifice ~" can't be paid, so nothing follows (CR 118.12's
 * Standstill example). The compiler reads the choice of a permanent you control as done only
 * when you control one, and refuses the costs the engine can't tell were paid.
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const ironclad: CatalogCard = {
  name: "Ironclad Revolutionary",
  manaCost: "{4}{B}{B}",
  manaValue: 6,
  typeLine: "Creature — Aetherborn Artificer",
  oracleText:
    "When Ironclad Revolutionary enters the battlefield, you may sacrifice an artifact. If you do, put two +1/+1 counters on Ironclad Revolutionary and each opponent loses 2 life.",
  power: "4",
  toughness: "4",
  colors: ["B"],
  keywords: [],
  layout: "normal",
};

const creature = (name: string, oracleText: string): CatalogCard => ({
  name,
  manaCost: "{2}{R}",
  manaValue: 3,
  typeLine: "Creature — Human Warrior",
  oracleText,
  power: "2",
  toughness: "2",
  colors: ["R"],
  keywords: [],
  layout: "normal",
});

/** Casts Ironclad Revolutionary with six Swamps and `more` on the battlefield, up to its trigger resolving. */
function castIronclad(more: unknown[], steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name: "Ironclad Revolutionary",
      rules: ["118.12", "608.2d"],
      setup: {
        turn: 3,
        active: "you",
        step: "main1",
        you: {
          hand: [{ card: "Ironclad Revolutionary", id: "ironclad" }],
          battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", ...more],
        },
      },
      steps: [{ do: "cast", card: "ironclad" }, { do: "resolve" }, { expect: { stack: 1 } }, ...steps],
    },
    catalogRegistry([ironclad]),
  );
}

describe('"you may sacrifice a <permanent>. If you do, …" (CR 118.12, 608.2d)', () => {
  it("does nothing when you control no artifact to sacrifice", () => {
    const r = castIronclad(
      [],
      [
        { do: "resolveAll" },
        { expect: { object: "ironclad", zone: "battlefield", counters: { "+1/+1": 0 }, power: 4 } },
        { expect: { life: { opponent: 20 } } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("sacrifices the artifact and does the rest when you choose to", () => {
    const r = castIronclad(
      [{ card: "Ornithopter", id: "thopter" }],
      [
        { do: "resolve" },
        { do: "choose", options: ["yes"] },
        { expect: { object: "thopter", zone: "graveyard" } },
        { expect: { object: "ironclad", counters: { "+1/+1": 2 }, power: 6 } },
        { expect: { life: { opponent: 18 } } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("keeps the effect when you choose not to", () => {
    const r = castIronclad(
      [{ card: "Ornithopter", id: "thopter" }],
      [
        { do: "resolve" },
        { do: "choose", options: ["no"] },
        { expect: { object: "thopter", zone: "battlefield" } },
        { expect: { object: "ironclad", counters: { "+1/+1": 0 } } },
        { expect: { life: { opponent: 20 } } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});

describe('"you may <cost>. If you do, …" with a cost the engine can\'t tell was paid', () => {
  it.each([
    // an empty hand can't pay "discard a card" (CR 118.3): no card would be drawn
    ["Keldon Raider", "When Keldon Raider enters the battlefield, you may discard a card. If you do, draw a card."],
    // a second trigger finds Dreamcatcher already sacrificed (CR 118.12, the Standstill example)
    [
      "Dreamcatcher",
      "Whenever you cast a Spirit or Arcane spell, you may sacrifice Dreamcatcher. If you do, draw a card.",
    ],
    [
      "Blind Zealot",
      "Whenever Blind Zealot deals combat damage to a player, you may sacrifice it. If you do, destroy target creature that player controls.",
    ],
    // the card may have left the graveyard before the trigger resolves (CR 400.7)
    [
      "Greenwarden of Murasa",
      "When Greenwarden of Murasa dies, you may exile it. If you do, you may return target card from your graveyard to your hand.",
    ],
  ])("refuses %s's line, naming it", (name, text) => {
    const c = compileCard(creature(name, text));
    expect(c.automated).toBe(false);
    expect(c.unautomated).toEqual([text]);
  });

  it("still reads the instructions that can always be done: drawing (CR 121.3), creating a token", () => {
    for (const [name, text] of [
      [
        "Jeskai Elder",
        "Whenever Jeskai Elder deals combat damage to a player, you may draw a card. If you do, discard a card.",
      ],
      [
        "Turntimber Ranger",
        "Whenever Turntimber Ranger or another Ally enters the battlefield under your control, you may create a 2/2 green Wolf creature token. If you do, put a +1/+1 counter on Turntimber Ranger.",
      ],
    ] as const)
      expect(compileCard(creature(name, text)).unautomated, text).toEqual([]);
  });
});
