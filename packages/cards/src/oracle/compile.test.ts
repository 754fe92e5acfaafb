/**
 * The compiler's own Oracle-text corpus: clause by clause, in the current wording and in the
 * 2019-era wording of the reference catalog, with the exact definition each must give — and
 * the clauses it must refuse rather than mis-read.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";
import { clauseTemplate, normalizeOracle } from "./normalize.js";

/** A catalog card literal: a creature by default. */
function cardOf(name: string, oracleText: string, over: Partial<CatalogCard> = {}): CatalogCard {
  return {
    name,
    manaCost: "{1}{R}",
    manaValue: 2,
    typeLine: "Creature — Goblin",
    oracleText,
    power: "2",
    toughness: "2",
    colors: ["R"],
    keywords: [],
    layout: "normal",
    ...over,
  };
}
const spellOf = (name: string, oracleText: string, type = "Instant"): CatalogCard =>
  cardOf(name, oracleText, { typeLine: type, power: undefined, toughness: undefined });

describe("normalisation", () => {
  it("reads the card's name, its short name and 'this creature' as ~, and drops reminder text", () => {
    expect(
      normalizeOracle(
        "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhen Toph enters, draw a card.",
        "Toph, the Blind Bandit",
      ).map((l) => l.text),
    ).toEqual(["flying", "when ~ enters, draw a card."]);
    expect(normalizeOracle("This creature can't block.", "Goblin")[0]!.text).toBe("~ can't block.");
  });
  it("reads the 2019-era wording as the current one", () => {
    expect(
      normalizeOracle(
        "When Gravedigger enters the battlefield, search your library for a card, then shuffle your library.",
        "Gravedigger",
      )[0]!.text,
    ).toBe("when ~ enters, search your library for a card, then shuffle.");
    expect(normalizeOracle("converted mana cost 3 or less", "X")[0]!.text).toBe("mana value 3 or less");
  });
  it("doesn't take a name inside another word for the card", () => {
    expect(normalizeOracle("Elf warriors you control get +1/+1.", "Elf")[0]!.text).toBe(
      "~ warriors you control get +1/+1.",
    );
    expect(normalizeOracle("Goblins get +1/+1.", "Goblin")[0]!.text).toBe("goblins get +1/+1.");
  });
  it("makes templates of clauses for the work list", () => {
    expect(clauseTemplate("{2}{r}: ~ gets +2/+0 until end of turn.")).toBe("{M}{M}: ~ gets +N/+N until end of turn.");
  });
});

describe("keyword lines (CR 702)", () => {
  it("compiles a keyword-only creature and keeps every keyword", () => {
    const r = compileCard(cardOf("Wind Drake", "Flying, first strike\nDefender"));
    expect(r.automated).toBe(true);
    expect(r.definition.keywords).toEqual(["Flying", "First strike", "Defender"]);
    expect(r.definition.automated).toBeUndefined();
  });
  it("compiles a vanilla creature with its printed characteristics", () => {
    const r = compileCard(
      cardOf("Grizzly Bears", "", { typeLine: "Creature — Bear", manaCost: "{1}{G}", colors: ["G"] }),
    );
    expect(r.automated).toBe(true);
    expect(r.definition).toMatchObject({
      name: "Grizzly Bears",
      manaCost: "{1}{G}",
      types: ["Creature"],
      subtypes: ["Bear"],
      power: 2,
      toughness: 2,
    });
  });
  it("reads cycling, equip, kicker and flashback with their costs", () => {
    const cyc = compileCard(cardOf("Cycler", "Cycling {2}"));
    expect(cyc.definition.abilities).toEqual([
      {
        kind: "activated",
        text: "Cycling {2}",
        cost: { mana: "{2}", discardSelf: true },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      },
    ]);
    const eq = compileCard(
      cardOf("Sword", "Equipped creature gets +2/+0.\nEquip {1}{R}", {
        typeLine: "Artifact — Equipment",
        power: undefined,
        toughness: undefined,
      }),
    );
    expect(eq.automated).toBe(true);
    expect(eq.definition.abilities?.map((a) => a.kind)).toEqual(["static", "activated"]);
    expect(eq.definition.abilities?.[1]).toMatchObject({
      text: "Equip {1}{R}",
      cost: { mana: "{1}{R}" },
      sorcery: true,
    });
    const k = compileCard(
      spellOf(
        "Burst",
        "Kicker {4}\nBurst deals 3 damage to any target. If Burst was kicked, it deals 5 damage to that creature instead.",
        "Instant",
      ),
    );
    expect(k.automated).toBe(false); // "instead" is not read: refused, not mis-read
    expect(k.definition.kicker).toBe("{4}");
  });
  it("refuses keywords the engine doesn't implement", () => {
    const r = compileCard(cardOf("Banding Guy", "Banding"));
    expect(r.automated).toBe(false);
    expect(r.unautomated).toEqual(["Banding"]);
    expect(r.definition.automated).toBe(false);
  });
});

describe("spells (CR 608.2)", () => {
  it("reads damage to any target in both wordings of the name", () => {
    const r = compileCard(spellOf("Lightning Bolt", "Lightning Bolt deals 3 damage to any target."));
    expect(r.automated).toBe(true);
    expect(r.definition.spell).toEqual({
      modes: [
        {
          text: "Lightning Bolt deals 3 damage to any target.",
          targets: [
            {
              text: "any target",
              objects: { types: ["Creature", "Planeswalker", "Battle"] },
              players: true,
              min: 1,
              max: 1,
            },
          ],
          effects: [{ kind: "damage", amount: 3, to: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    });
  });
  it("reads destroy with a filtered target and the moot regeneration rider", () => {
    const r = compileCard(spellOf("Terror", "Destroy target nonartifact, nonblack creature. It can't be regenerated."));
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.targets[0]).toEqual({
      text: "target nonartifact, nonblack creature",
      objects: { types: ["Creature"], notTypes: ["Artifact"], notColors: ["B"] },
      min: 1,
      max: 1,
    });
  });
  it("reads a pump with a keyword and 'until end of turn'", () => {
    const r = compileCard(spellOf("Mighty Leap", "Target creature gets +2/+2 and gains flying until end of turn."));
    expect(r.definition.spell?.modes[0]?.effects).toEqual([
      {
        kind: "modify",
        what: { kind: "target", index: 0 },
        duration: { kind: "endOfTurn" },
        mods: [
          { layer: "7c", kind: "addPT", power: 2, toughness: 2 },
          { layer: "6", kind: "addKeywords", keywords: ["Flying"] },
        ],
      },
    ]);
  });
  it("reads tokens, draw and life", () => {
    const t = compileCard(spellOf("Raise", "Create two 1/1 white Soldier creature tokens with vigilance.", "Sorcery"));
    expect(t.definition.spell?.modes[0]?.effects).toEqual([
      {
        kind: "createTokens",
        amount: 2,
        token: {
          colors: ["W"],
          types: ["Creature"],
          subtypes: ["Soldier"],
          power: 1,
          toughness: 1,
          keywords: ["Vigilance"],
        },
      },
    ]);
    const d = compileCard(spellOf("Think", "Draw two cards, then you lose 2 life.", "Sorcery"));
    expect(d.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "draw", amount: 2, who: { kind: "you" } },
      { kind: "loseLife", amount: 2, who: { kind: "you" } },
    ]);
  });
  it("reads a land search in the 2019 and the current wording alike", () => {
    const old = compileCard(
      spellOf(
        "Rampant Growth",
        "Search your library for a basic land card and put that card onto the battlefield tapped. Then shuffle your library.",
        "Sorcery",
      ),
    );
    const now = compileCard(
      spellOf(
        "Rampant Growth",
        "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        "Sorcery",
      ),
    );
    expect(old.automated).toBe(true);
    expect(old.definition.spell?.modes[0]?.effects).toEqual(now.definition.spell?.modes[0]?.effects);
    expect(now.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "search", filter: { types: ["Land"], supertypes: ["Basic"] }, to: "battlefield", tapped: true },
      { kind: "shuffle" },
    ]);
  });
  it("reads modes", () => {
    const r = compileCard(spellOf("Charm", "Choose one —\n• Charm deals 2 damage to any target.\n• You gain 4 life."));
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.chooseMax).toBe(1);
    expect(r.definition.spell?.modes.map((m) => m.text)).toEqual([
      "Charm deals 2 damage to any target.",
      "You gain 4 life.",
    ]);
  });
  it("refuses a spell when any of its sentences is unknown, and plays it with no effect", () => {
    const r = compileCard(spellOf("Blast", "Blast deals 2 damage to any target. Proliferate."));
    expect(r.automated).toBe(false);
    expect(r.definition.spell).toBeUndefined();
    expect(r.unautomated).toEqual(["Blast deals 2 damage to any target. Proliferate."]);
  });
  it("reads 'gain control … until end of turn' with untap and haste", () => {
    const r = compileCard(
      spellOf(
        "Threaten",
        "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.",
        "Sorcery",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.effects.map((e) => e.kind)).toEqual(["untap", "gainControl", "modify"]);
  });
});

describe("permanents' abilities", () => {
  it("reads an enters trigger with a target, old wording", () => {
    const r = compileCard(
      cardOf("Flametongue", "When Flametongue enters the battlefield, it deals 4 damage to target creature."),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities).toEqual([
      {
        kind: "triggered",
        text: "When Flametongue enters the battlefield, it deals 4 damage to target creature.",
        event: { kind: "entersSelf" },
        targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
        effects: [{ kind: "damage", amount: 4, to: { kind: "target", index: 0 } }],
      },
    ]);
  });
  it("reads 'you may … target' as a target that may be left unchosen (min 0)", () => {
    const r = compileCard(
      cardOf(
        "Gravedigger",
        "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.",
      ),
    );
    expect(r.automated).toBe(true);
    const a = r.definition.abilities![0]!;
    expect(a.kind === "triggered" && a.targets[0]).toMatchObject({
      min: 0,
      max: 1,
      objects: { types: ["Creature"], zone: "graveyard", controller: "you" },
    });
  });
  it("reads dies triggers as the card left behind", () => {
    const r = compileCard(cardOf("Rancor Guy", "When Rancor Guy dies, return Rancor Guy to its owner's hand."));
    expect(r.definition.abilities?.[0]).toMatchObject({
      event: { kind: "selfToGraveyardFromBattlefield" },
      effects: [{ kind: "returnToHand", what: { kind: "refs" } }],
    });
  });
  it("reads activated abilities with costs and sorcery timing", () => {
    const r = compileCard(
      cardOf(
        "Pyromancer",
        "{T}: Pyromancer deals 1 damage to any target.\n{1}{R}: Pyromancer gets +1/+0 until end of turn. Activate only as a sorcery.",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities?.map((a) => a.kind === "activated" && [a.cost, a.sorcery ?? false])).toEqual([
      [{ tap: true }, false],
      [{ mana: "{1}{R}" }, true],
    ]);
  });
  it("reads mana abilities of lands and creatures", () => {
    const r = compileCard(
      cardOf("Karplusan Forest", "{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.", {
        typeLine: "Land",
        power: undefined,
        toughness: undefined,
        manaCost: "",
      }),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities?.[1]).toMatchObject({
      cost: { tap: true },
      effects: [
        { kind: "addMana", choices: ["R", "G"] },
        { kind: "damage", amount: 1, to: { kind: "you" } },
      ],
    });
  });
  it("reads lords, auras and self restrictions", () => {
    const lord = compileCard(
      cardOf("Goblin King", "Other Goblin creatures you control get +1/+1 and have mountainwalk."),
    );
    expect(lord.definition.abilities?.[0]).toMatchObject({
      kind: "static",
      affects: {
        kind: "filter",
        filter: { types: ["Creature"], subtypes: ["Goblin"], controller: "you", other: true },
      },
    });
    const aura = compileCard(
      cardOf("Pacifism", "Enchant creature\nEnchanted creature can't attack or block.", {
        typeLine: "Enchantment — Aura",
        power: undefined,
        toughness: undefined,
      }),
    );
    expect(aura.automated).toBe(true);
    expect(aura.definition.enchant).toEqual({ types: ["Creature"] });
    const wall = compileCard(cardOf("Brute", "Brute attacks each combat if able.\nBrute can't block."));
    expect(wall.definition.abilities?.map((a) => a.kind === "static" && [a.affects, a.mods])).toEqual([
      [{ kind: "self" }, [{ layer: "rules", kind: "restrict", restrictions: ["mustAttack"] }]],
      [{ kind: "self" }, [{ layer: "rules", kind: "restrict", restrictions: ["cantBlock"] }]],
    ]);
  });
  it("reads entry replacements and */* characteristic-defining abilities", () => {
    const tapped = compileCard(
      cardOf("Gate", "Gate enters the battlefield tapped.\n{T}: Add {W} or {U}.", {
        typeLine: "Land — Gate",
        power: undefined,
        toughness: undefined,
        manaCost: "",
      }),
    );
    expect(tapped.automated).toBe(true);
    expect(tapped.definition.abilities?.[0]).toEqual({
      kind: "replacement",
      text: "Gate enters the battlefield tapped.",
      replacement: { kind: "entersTapped" },
    });
    const cda = compileCard(
      cardOf(
        "Lhurgoyf",
        "Lhurgoyf's power and toughness are each equal to the number of creature cards in your graveyard.",
        { power: "*", toughness: "*" },
      ),
    );
    expect(cda.automated).toBe(true);
    expect(cda.definition).toMatchObject({
      power: null,
      toughness: null,
      powerCda: { kind: "count", filter: { types: ["Creature"], zone: "graveyard", controller: "you" } },
    });
  });
  it("keeps what compiled of a partly compiled card, marks it and names the rest (Walls keep Defender)", () => {
    const r = compileCard(cardOf("Wall of Odd", "Defender\nCumulative upkeep—Pay 1 life."));
    expect(r.automated).toBe(false);
    expect(r.definition).toMatchObject({
      keywords: ["Defender"],
      automated: false,
      unautomated: ["Cumulative upkeep—Pay 1 life."],
    });
    expect(r.failedTemplates).toEqual(["cumulative upkeep—pay N life."]);
  });
  it("refuses */* without a readable characteristic-defining ability, multi-face cards and planeswalkers without loyalty", () => {
    expect(
      compileCard(
        cardOf("Odd", "Odd's power is equal to the number of cards in your hand.", { power: "*", toughness: "3" }),
      ).automated,
    ).toBe(false);
    const split = compileCard(
      cardOf("Fire // Ice", "", {
        layout: "split",
        typeLine: "Instant // Instant",
        manaCost: "{1}{R} // {1}{U}",
        power: undefined,
        toughness: undefined,
        faces: [
          { name: "Fire", manaCost: "{1}{R}", typeLine: "Instant", oracleText: "Fire deals 2 damage to any target." },
          { name: "Ice", manaCost: "{1}{U}", typeLine: "Instant", oracleText: "Tap target permanent.\nDraw a card." },
        ],
      }),
    );
    // a split card is compiled half by half (CR 709, split.test.ts); other multi-face layouts are refused
    expect(split.automated).toBe(true);
    const flip = compileCard(
      cardOf("Student of Elements // Tobita, Master of Winds", "", {
        layout: "flip",
        faces: [
          { name: "Student of Elements", manaCost: "{1}{U}", typeLine: "Creature — Human Wizard", oracleText: "" },
          { name: "Tobita, Master of Winds", manaCost: "", typeLine: "Creature — Spirit", oracleText: "" },
        ],
      }),
    );
    expect(flip.automated).toBe(false);
    expect(flip.unautomated[0]).toMatch(/several faces/);
    const pw = compileCard(
      cardOf("Jace", "+1: Draw a card.", {
        typeLine: "Legendary Planeswalker — Jace",
        power: undefined,
        toughness: undefined,
        loyalty: "3",
      }),
    );
    // a planeswalker is compiled (CR 306, 606: see loyalty.test.ts); one without a printed loyalty number is refused
    expect(pw.automated).toBe(true);
    const noLoyalty = compileCard(
      cardOf("Jace", "+1: Draw a card.", {
        typeLine: "Legendary Planeswalker — Jace",
        power: undefined,
        toughness: undefined,
        loyalty: "X",
      }),
    );
    expect(noLoyalty.automated).toBe(false);
    expect(noLoyalty.unautomated[0]).toMatch(/planeswalker without a printed loyalty/);
    // a supertype the engine doesn't know (an un-card's "Host", not one of CR 205.4a's) is refused like a card type
    const host = compileCard(cardOf("Host Goblin", "Haste", { typeLine: "Host Creature — Goblin" }));
    expect(host).toMatchObject({ automated: false, unautomated: ["Host cards are not compiled yet"] });
    expect(host.definition).toMatchObject({ supertypes: [], types: ["Creature"] });
  });
  it("reads 'for each': counted continuously in a static ability, once on resolution in an effect", () => {
    const armor = compileCard(
      cardOf("Armor", "Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control.", {
        typeLine: "Enchantment — Aura",
        power: undefined,
        toughness: undefined,
      }),
    );
    expect(armor.automated).toBe(true);
    expect(armor.definition.abilities?.[0]).toMatchObject({
      affects: { kind: "attached" },
      mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1, per: { subtypes: ["Forest"], controller: "you" } }],
    });
    const howl = compileCard(
      spellOf("Howl", "Create a 2/2 green Wolf creature token for each Forest you control.", "Sorcery"),
    );
    expect(howl.definition.spell?.modes[0]?.effects[0]).toMatchObject({
      kind: "createTokens",
      amount: { kind: "count", filter: { subtypes: ["Forest"], controller: "you" } },
    });
    const grave = compileCard(cardOf("Ghoul", "Ghoul gets +1/+1 for each creature card in your graveyard."));
    expect(grave.definition.abilities?.[0]).toMatchObject({
      affects: { kind: "self" },
      mods: [{ per: { types: ["Creature"], zone: "graveyard", controller: "you" } }],
    });
    // "two … for each": the count times two, made as it resolves
    expect(
      compileCard(
        spellOf("Double Howl", "Create two 2/2 green Wolf creature tokens for each Forest you control.", "Sorcery"),
      ).definition.spell?.modes[0]?.effects[0],
    ).toMatchObject({
      kind: "createTokens",
      amount: { kind: "count", filter: { subtypes: ["Forest"], controller: "you" }, times: 2 },
    });
  });

  it("reads 'as long as' conditions and drops ability words (CR 611.3a, 207.2c)", () => {
    const nacatl = compileCard(
      cardOf(
        "Wild Cat",
        "Wild Cat gets +1/+1 as long as you control a Mountain.\nWild Cat gets +1/+1 as long as you control a Plains.",
      ),
    );
    expect(nacatl.automated).toBe(true);
    expect(nacatl.definition.abilities?.map((a) => a.kind === "static" && a.condition)).toEqual([
      { kind: "youControl", filter: { subtypes: ["Mountain"] } },
      { kind: "youControl", filter: { subtypes: ["Plains"] } },
    ]);
    const thr = compileCard(
      cardOf("Bird", "Flying\nThreshold — Bird gets +1/+1 as long as seven or more cards are in your graveyard."),
    );
    expect(thr.automated).toBe(true);
    expect(thr.definition.abilities?.[0]).toMatchObject({
      text: "Threshold — Bird gets +1/+1 as long as seven or more cards are in your graveyard.",
      condition: { kind: "graveyardAtLeast", amount: 7 },
    });
    const mage = compileCard(cardOf("Mage", "Mage has flying as long as an artifact card is in your graveyard."));
    expect(mage.definition.abilities?.[0]).toMatchObject({
      mods: [{ layer: "6", kind: "addKeywords", keywords: ["Flying"] }],
      condition: { kind: "graveyardAtLeast", amount: 1, filter: { types: ["Artifact"] } },
    });
    expect(compileCard(cardOf("Odd", "Odd gets +1/+1 as long as you control another creature.")).automated).toBe(false);
  });

  it("reads 'whenever a … enters' triggers, 'it' as the source, attached objects and library placement", () => {
    const leopard = compileCard(
      cardOf(
        "Leopard",
        "Landfall — Whenever a land enters the battlefield under your control, Leopard gets +1/+1 until end of turn.",
      ),
    );
    expect(leopard.automated).toBe(true);
    expect(leopard.definition.abilities?.[0]).toMatchObject({
      event: { kind: "enters", filter: { types: ["Land"], controller: "you" } },
    });
    const other = compileCard(cardOf("Greeter", "Whenever another creature enters the battlefield, you gain 1 life."));
    expect(other.definition.abilities?.[0]).toMatchObject({
      event: { kind: "enters", filter: { types: ["Creature"], other: true } },
    });
    const dogs = compileCard(cardOf("Dogs", "Whenever Dogs attacks, it gets +2/+0 until end of turn."));
    expect(dogs.definition.abilities?.[0]).toMatchObject({ effects: [{ kind: "modify", what: { kind: "self" } }] });
    const claus = compileCard(
      cardOf(
        "Claus",
        "Enchant creature\nWhen Claus enters the battlefield, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step.",
        { typeLine: "Enchantment — Aura", power: undefined, toughness: undefined },
      ),
    );
    expect(claus.automated).toBe(true);
    expect(claus.definition.abilities?.[0]).toMatchObject({ effects: [{ kind: "tap", what: { kind: "attachedTo" } }] });
    const ebb = compileCard(spellOf("Ebb", "Put target creature on top of its owner's library.", "Sorcery"));
    expect(ebb.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "putOnLibrary", what: { kind: "target", index: 0 } },
    ]);
    const servitor = compileCard(cardOf("Servitor", "When Servitor dies, each player draws a card."));
    expect(servitor.definition.abilities?.[0]).toMatchObject({
      effects: [
        { kind: "draw", who: { kind: "you" } },
        { kind: "draw", who: { kind: "opponents" } },
      ],
    });
    const cloak = compileCard(
      cardOf("Cloak", "When Cloak enters the battlefield, return a creature you control to its owner's hand."),
    );
    expect(cloak.definition.abilities?.[0]).toMatchObject({
      effects: [
        { kind: "choose", filter: { types: ["Creature"], controller: "you" }, count: 1 },
        { kind: "returnToHand", what: { kind: "last" } },
      ],
    });
    // a creature an opponent controls is a target, never a silent choice
    expect(
      compileCard(
        cardOf("Odd", "When Odd enters the battlefield, return a creature an opponent controls to its owner's hand."),
      ).automated,
    ).toBe(false);
  });

  it("reads regeneration and its riders (CR 701.15)", () => {
    const boa = compileCard(cardOf("Boa", "Islandwalk\n{G}: Regenerate Boa."));
    expect(boa.automated).toBe(true);
    expect(boa.definition.abilities?.[0]).toMatchObject({
      cost: { mana: "{G}" },
      effects: [{ kind: "regenerate", what: { kind: "self" } }],
    });
    const terror = compileCard(
      spellOf("Terror", "Destroy target nonartifact, nonblack creature. It can't be regenerated."),
    );
    expect(terror.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "destroy", what: { kind: "target", index: 0 }, noRegenerate: true },
    ]);
    const wrath = compileCard(spellOf("Wrath", "Destroy all creatures. They can't be regenerated.", "Sorcery"));
    expect(wrath.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "destroy", what: { kind: "all", filter: { types: ["Creature"] } }, noRegenerate: true },
    ]);
    const inc = compileCard(
      spellOf(
        "Incinerate",
        "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
      ),
    );
    expect(inc.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "damage", amount: 3, to: { kind: "target", index: 0 }, noRegenerateThisTurn: true },
    ]);
    const strands = compileCard(
      cardOf("Strands", "Enchant creature\n{B}: Regenerate enchanted creature.", {
        typeLine: "Enchantment — Aura",
        power: undefined,
        toughness: undefined,
      }),
    );
    expect(strands.definition.abilities?.[0]).toMatchObject({
      effects: [{ kind: "regenerate", what: { kind: "attachedTo" } }],
    });
  });

  it("reads 'they' after a group, 'each player', 'pay N life', 'a card' searches and 'target opponent or planeswalker'", () => {
    const crane = compileCard(
      spellOf("Crane", "Untap all creatures you control. They gain flying and double strike until end of turn."),
    );
    expect(crane.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "untap", what: { kind: "all", filter: { types: ["Creature"], controller: "you" } } },
      {
        kind: "modify",
        what: { kind: "all", filter: { types: ["Creature"], controller: "you" } },
        mods: [{ layer: "6", kind: "addKeywords", keywords: ["Flying", "Double strike"] }],
        duration: { kind: "endOfTurn" },
      },
    ]);
    const banshee = compileCard(cardOf("Banshee", "When Banshee enters the battlefield, each player loses 3 life."));
    expect(banshee.definition.abilities?.[0]).toMatchObject({
      effects: [
        { kind: "loseLife", amount: 3, who: { kind: "you" } },
        { kind: "loseLife", amount: 3, who: { kind: "opponents" } },
      ],
    });
    const greed = compileCard(
      cardOf("Greed", "{B}, Pay 2 life: Draw a card.", {
        typeLine: "Enchantment",
        power: undefined,
        toughness: undefined,
      }),
    );
    expect(greed.definition.abilities?.[0]).toMatchObject({ cost: { mana: "{B}", payLife: 2 } });
    const tutor = compileCard(
      spellOf(
        "Tutor",
        "Search your library for a card and put that card into your hand. Then shuffle your library.",
        "Sorcery",
      ),
    );
    expect(tutor.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "search", filter: {}, to: "hand", tapped: false },
      { kind: "shuffle" },
    ]);
    const charm = compileCard(spellOf("Charm", "Charm deals 4 damage to target opponent or planeswalker."));
    expect(charm.definition.spell?.modes[0]?.targets[0]).toMatchObject({
      players: "opponent",
      objects: { types: ["Planeswalker"] },
    });
    expect(compileCard(spellOf("Odd", "They gain flying until end of turn.")).automated).toBe(false);
  });

  it("reads 'draw a card at the beginning of the next turn's upkeep' as a delayed trigger (CR 603.7a)", () => {
    const wine = compileCard(
      spellOf("Wine", "You gain 1 life.\nDraw a card at the beginning of the next turn's upkeep."),
    );
    expect(wine.automated).toBe(true);
    expect(wine.definition.spell?.modes[0]?.effects[1]).toMatchObject({
      kind: "delayed",
      event: { kind: "nextStep", step: "upkeep" },
      effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
    });
  });

  it("never mis-reads: unknown words anywhere in a line fail the line", () => {
    for (const text of [
      "When ~ enters, draw a card for each opponent.",
      "Creatures you control get +1/+1 as long as it's your turn.",
      "{T}: Add {G} for each Elf you control.",
      "Whenever ~ attacks, it gets +1/+1 until end of turn for each other attacking creature.",
      "Destroy target creature with flying.",
      "Target creature gets +X/+X until end of turn, where X is the number of cards in your hand.",
    ])
      expect(compileCard(cardOf("~", text.replace(/~/g, "Odd"), { name: "Odd" })).automated, text).toBe(false);
  });
});
