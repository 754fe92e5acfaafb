/**
 * "Untap up to two lands" (Snap, Cloud of Faeries, Rewind): lands chosen as the instruction is
 * carried out, not targeted (CR 608.2d, 115.1), up to that many — fewer, or none, may be chosen.
 * Only a tapped land can be untapped, so the choice is among those (any player's).
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const snap: CatalogCard = {
  name: "Snap",
  manaCost: "{1}{U}",
  manaValue: 2,
  typeLine: "Instant",
  oracleText: "Return target creature to its owner's hand. Untap up to two lands.",
  colors: ["U"],
  keywords: [],
  layout: "normal",
};
const cloudOfFaeries: CatalogCard = {
  name: "Cloud of Faeries",
  manaCost: "{1}{U}",
  manaValue: 2,
  typeLine: "Creature — Faerie",
  oracleText: "Flying\nWhen Cloud of Faeries enters the battlefield, untap up to two lands.",
  power: "1",
  toughness: "1",
  colors: ["U"],
  keywords: ["Flying"],
  layout: "normal",
};
const registry = catalogRegistry([snap, cloudOfFaeries]);

function castSnap(steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name: "Snap",
      rules: ["608.2d"],
      setup: {
        turn: 3,
        active: "you",
        step: "main1",
        you: {
          hand: [{ card: "Snap", id: "snap" }],
          battlefield: [
            { card: "Island", id: "i1" },
            { card: "Island", id: "i2" },
            { card: "Island", id: "i3", tapped: true },
          ],
        },
        opponent: { battlefield: [{ card: "Grizzly Bears", id: "bears" }] },
      },
      steps: [
        { do: "cast", card: "snap", targets: ["bears"] },
        { expect: { object: "i1", tapped: true } },
        { expect: { object: "i2", tapped: true } },
        { do: "resolve" },
        { expect: { object: "bears", zone: "hand" } },
        ...steps,
      ],
    },
    registry,
  );
}

describe('"untap up to N lands" (CR 608.2d)', () => {
  it("compiles Snap and Cloud of Faeries whole: a choice of up to two tapped lands, then untap them", () => {
    for (const c of [snap, cloudOfFaeries]) expect(compileCard(c).unautomated, c.name).toEqual([]);
    expect(compileCard(snap).definition.spell!.modes[0]!.effects.slice(1)).toEqual([
      {
        kind: "choose",
        text: "up to 2 lands to untap",
        filter: { types: ["Land"], tapped: true },
        count: 2,
        upTo: true,
      },
      { kind: "untap", what: { kind: "last" } },
    ]);
  });

  it("untaps the two lands chosen, not a third", () => {
    const r = castSnap([
      { do: "choose", targets: ["i1", "i2", "i3"], rejected: true },
      { do: "choose", targets: ["i1", "i3"] },
      { expect: { object: "i1", tapped: false } },
      { expect: { object: "i2", tapped: true } },
      { expect: { object: "i3", tapped: false } },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("may untap none", () => {
    const r = castSnap([
      { do: "choose", targets: [] },
      { expect: { object: "i1", tapped: true } },
      { expect: { object: "i3", tapped: true } },
      { expect: { stack: 0 } },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
