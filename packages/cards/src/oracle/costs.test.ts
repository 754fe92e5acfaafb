/**
 * The compiler on sacrifice costs (CR 118.3, 602.1a, 118.8), "shuffle ~ into its owner's
 * library" (CR 608.2n, 701.24a) and "with power N or greater/less" (CR 208.1): the exact
 * definition parts, in the older Oracle wording and the current one.
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "./compile.js";
import { catalogCard as card } from "./test-support.js";

describe("sacrifice as an activation cost (CR 118.3, 602.1a)", () => {
  it('"{2}, {T}, Sacrifice a creature: Draw a card."', () => {
    const r = compileCard(
      card({
        name: "Bone Altar",
        manaCost: "{3}",
        manaValue: 3,
        typeLine: "Artifact",
        oracleText: "{2}, {T}, Sacrifice a creature: Draw a card.",
      }),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities).toEqual([
      {
        kind: "activated",
        text: "{2}, {T}, Sacrifice a creature: Draw a card.",
        cost: { mana: "{2}", tap: true, sacrifice: { filter: { types: ["Creature"] }, count: 1 } },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      },
    ]);
  });

  it('"Sacrifice another creature: …", "Sacrifice an artifact: …", "Sacrifice two lands: …"', () => {
    const ghoul = compileCard(
      card({
        name: "Ghoul Eater",
        manaCost: "{B}",
        manaValue: 1,
        typeLine: "Creature — Zombie",
        power: "1",
        toughness: "1",
        oracleText: "Sacrifice another creature: Put a +1/+1 counter on Ghoul Eater.",
      }),
    );
    expect(ghoul.automated).toBe(true);
    expect(ghoul.definition.abilities?.[0]).toMatchObject({
      cost: { sacrifice: { filter: { types: ["Creature"], other: true }, count: 1 } },
      effects: [{ kind: "addCounters", what: { kind: "self" }, counter: "+1/+1", amount: 1 }],
    });
    const scrap = compileCard(
      card({
        name: "Scrap Pit",
        typeLine: "Artifact",
        oracleText: "Sacrifice an artifact: Scrap Pit deals 1 damage to any target.",
      }),
    );
    expect(scrap.automated).toBe(true);
    expect(scrap.definition.abilities?.[0]).toMatchObject({
      cost: { sacrifice: { filter: { types: ["Artifact"] }, count: 1 } },
    });
    const lands = compileCard(
      card({ name: "Land Eater", typeLine: "Artifact", oracleText: "{1}, Sacrifice two lands: Draw two cards." }),
    );
    expect(lands.automated).toBe(true);
    expect(lands.definition.abilities?.[0]).toMatchObject({
      cost: { mana: "{1}", sacrifice: { filter: { types: ["Land"] }, count: 2 } },
      effects: [{ kind: "draw", amount: 2 }],
    });
  });
});

describe('"As an additional cost to cast …, sacrifice a creature." (CR 118.8, 601.2b)', () => {
  const text = (self: string) =>
    `As an additional cost to cast ${self}, sacrifice a creature.\nDestroy target creature.`;
  for (const [wording, self] of [
    ["older", "Bone Crack"],
    ["current", "this spell"],
  ] as const) {
    it(`in the ${wording} wording ("${self}")`, () => {
      const r = compileCard(
        card({
          name: "Bone Crack",
          manaCost: "{B}",
          manaValue: 1,
          colors: ["B"],
          typeLine: "Sorcery",
          oracleText: text(self),
        }),
      );
      expect(r.unautomated).toEqual([]);
      expect(r.definition.additionalCost).toEqual({ sacrifice: { filter: { types: ["Creature"] }, count: 1 } });
      expect(r.definition.spell?.modes).toEqual([
        {
          text: "Destroy target creature.",
          targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
          effects: [{ kind: "destroy", what: { kind: "target", index: 0 } }],
        },
      ]);
    });
  }
});

describe('"Shuffle ~ into its owner\'s library." (CR 608.2n, 701.24a)', () => {
  it("is the spell's last instruction, on the spell itself", () => {
    const r = compileCard(
      card({
        name: "Beacon of Destruction",
        manaCost: "{3}{R}{R}",
        manaValue: 5,
        colors: ["R"],
        typeLine: "Instant",
        oracleText:
          "Beacon of Destruction deals 5 damage to any target. Shuffle Beacon of Destruction into its owner's library.",
      }),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "damage", amount: 5, to: { kind: "target", index: 0 } },
      { kind: "shuffleIntoLibrary", what: { kind: "self" } },
    ]);
  });
});

describe('"with power N or greater / or less" (CR 208.1)', () => {
  it("in a target: destroy target creature with power 4 or greater", () => {
    const r = compileCard(
      card({
        name: "Giant Fall",
        manaCost: "{1}{W}",
        manaValue: 2,
        colors: ["W"],
        typeLine: "Instant",
        oracleText: "Destroy target creature with power 4 or greater.",
      }),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.targets).toEqual([
      {
        text: "target creature with power 4 or greater",
        objects: { types: ["Creature"], powerAtLeast: 4 },
        min: 1,
        max: 1,
      },
    ]);
  });

  it("in an enters trigger, in the older and the current wording", () => {
    for (const enters of ["enters the battlefield", "enters"]) {
      const r = compileCard(
        card({
          name: "Small Hunter",
          manaCost: "{2}{B}",
          manaValue: 3,
          colors: ["B"],
          typeLine: "Creature — Human",
          power: "2",
          toughness: "2",
          oracleText: `When Small Hunter ${enters}, destroy target creature an opponent controls with power 2 or less.`,
        }),
      );
      expect(r.automated).toBe(true);
      expect(r.definition.abilities?.[0]).toMatchObject({
        kind: "triggered",
        event: { kind: "entersSelf" },
        targets: [{ objects: { types: ["Creature"], powerAtMost: 2 }, min: 1, max: 1 }],
      });
    }
  });
});
