/**
 * The closed word lists of the card vocabulary (keywords, CR 702; card types, 205.2a;
 * supertypes, 205.4a; counter kinds, 122.1): a misspelt word in a definition is a compile
 * error (this file is typechecked by tsconfig.test.json: each `@ts-expect-error` fails the
 * typecheck if the line it marks compiles), and one read from a file is refused.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition, Effect, Modification, ObjectFilter, TokenSpec } from "./state/vocabulary/index.js";
import {
  CARD_TYPES,
  COUNTER_KINDS,
  isCardType,
  isCounterKind,
  isKeyword,
  isSupertype,
  KEYWORDS,
  SUPERTYPES,
  unknownWord,
} from "./state/vocabulary/index.js";
import { KEYWORD_COUNTERS } from "./rules/layers.js";
import { runScenario } from "./scenario/index.js";
import { testCards } from "./test-support/registry.js";

describe("typos in definitions are compile errors", () => {
  it("in keywords, card types, supertypes and counter kinds", () => {
    const bear: CardDefinition = {
      name: "Typo Bear",
      manaCost: "{1}{G}",
      supertypes: ["Legendary"],
      types: ["Creature"],
      // subtypes are open (see CardDefinition.subtypes): no error here
      subtypes: ["Baer"],
      oracleText: "First strike",
      keywords: ["First strike"],
    };
    const typos: CardDefinition[] = [
      // @ts-expect-error -- "Firststrike" is not a keyword
      { ...bear, keywords: ["Firststrike"] },
      // @ts-expect-error -- keywords are capitalised as Oracle text begins a line ("First strike")
      { ...bear, keywords: ["first strike"] },
      // @ts-expect-error -- "Creture" is not a card type
      { ...bear, types: ["Creture"] },
      // @ts-expect-error -- "Legendery" is not a supertype
      { ...bear, supertypes: ["Legendery"] },
    ];
    // @ts-expect-error -- a keyword granted by a modification is checked too
    const grant: Modification = { layer: "6", kind: "addKeywords", keywords: ["Flyng"] };
    // @ts-expect-error -- "+1/+1 " (with a space) is not a counter kind
    const counters: Effect = { kind: "addCounters", what: { kind: "self" }, counter: "+1/+1 ", amount: 1 };
    // @ts-expect-error -- so is a filter's card type
    const filter: ObjectFilter = { types: ["Creatures"] };
    // @ts-expect-error -- and a filter's keyword ("creature with flying", CR 702.9)
    const withKeyword: ObjectFilter = { types: ["Creature"], notKeyword: "Fliyng" };
    const token: TokenSpec = {
      colors: [],
      types: ["Creature"],
      subtypes: [],
      power: 1,
      toughness: 1,
      // @ts-expect-error -- and a token's keyword
      keywords: ["Hast"],
    };
    // the objects exist at run time all the same; the guards see the typos
    expect(typos.map((d) => unknownWord(d))).toEqual([
      'keywords[0]: "Firststrike" is not a keyword ability the engine knows (CR 702)',
      'keywords[0]: "first strike" is not a keyword ability the engine knows (CR 702)',
      'types[0]: "Creture" is not a card type (CR 205.2a)',
      'supertypes[0]: "Legendery" is not a supertype (CR 205.4a)',
    ]);
    expect([grant, counters, filter, withKeyword, token].map((x) => unknownWord(x) !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(unknownWord({ types: ["Creature"], keyword: "Flying", notKeyword: "Reach" })).toBeNull();
    expect(unknownWord(bear)).toBeNull();
  });
});

describe("the word lists", () => {
  it("have no word twice", () => {
    for (const list of [KEYWORDS, CARD_TYPES, SUPERTYPES, COUNTER_KINDS] as readonly (readonly string[])[])
      expect(new Set(list).size).toBe(list.length);
  });

  it("are what the guards accept, exactly", () => {
    expect(KEYWORDS.every(isKeyword) && CARD_TYPES.every(isCardType) && SUPERTYPES.every(isSupertype)).toBe(true);
    expect(COUNTER_KINDS.every(isCounterKind)).toBe(true);
    for (const x of ["Firststrike", "Flying ", "creature", "legendary", "+1/+1 ", "Javelin", "", 1, null, undefined])
      expect([isKeyword(x), isCardType(x), isSupertype(x), isCounterKind(x)]).toEqual([false, false, false, false]);
  });

  it("give each keyword counter (CR 122.1b) its keyword", () => {
    for (const [kind, keyword] of KEYWORD_COUNTERS) {
      expect(isCounterKind(kind)).toBe(true);
      expect(keyword.toLowerCase()).toBe(kind);
    }
  });
});

describe("unknownWord", () => {
  it("looks into abilities, filters, costs, replacements and conditions", () => {
    const def = (abilities: unknown) => ({ name: "X", manaCost: null, types: ["Creature"], oracleText: "", abilities });
    const cases: [unknown, string][] = [
      [
        [{ kind: "static", affects: { kind: "filter", filter: { notTypes: ["Lands"] } }, mods: [] }],
        'abilities[0].affects.filter.notTypes[0]: "Lands" is not a card type (CR 205.2a)',
      ],
      [
        [{ kind: "activated", cost: { removeCounters: { counter: "javlin", amount: 1 } }, targets: [], effects: [] }],
        'abilities[0].cost.removeCounters.counter: "javlin" is not a counter kind a card names (CR 122.1)',
      ],
      [
        [{ kind: "replacement", replacement: { kind: "entersWithCounters", counters: { "+1/+1": 1, "+1+1": 1 } } }],
        'abilities[0].replacement.counters: "+1+1" is not a counter kind a card names (CR 122.1)',
      ],
      [
        [{ kind: "replacement", replacement: { kind: "entersWithCounterChoice", options: ["menace", "deaftouch"] } }],
        'abilities[0].replacement.options[1]: "deaftouch" is not a counter kind a card names (CR 122.1)',
      ],
      [
        [{ kind: "triggered", condition: { kind: "sourceHasCounter", counter: "tyme" }, targets: [], effects: [] }],
        'abilities[0].condition.counter: "tyme" is not a counter kind a card names (CR 122.1)',
      ],
      [
        [{ kind: "static", mods: [{ layer: "6", kind: "addKeywords", keywords: "Flying" }] }],
        "must be a list of words",
      ],
    ];
    for (const [abilities, message] of cases) expect(unknownWord(def(abilities))).toContain(message);
    // known words anywhere, subtypes and data of any word
    const fine = def([{ kind: "static", affects: { kind: "filter", filter: { subtypes: ["Gobiln"] } }, mods: [] }]);
    expect(unknownWord({ ...fine, data: { types: ["Anything"] } })).toBeNull();
  });

  it("refuses what is nested deeper than a definition, without throwing", () => {
    let deep: unknown = { keywords: ["Flying"] };
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(unknownWord(deep)).toContain("nested too deeply");
  });
});

describe("scenarios refuse unknown words", () => {
  const scenario = (setup: unknown, expectation: unknown) => ({
    format: "fishbowl-scenario/1",
    name: "words",
    setup,
    steps: [{ expect: expectation }],
  });
  const bears = { you: { battlefield: [{ card: "Bear", id: "bear" }] } };

  it("in a token's keywords and types", () => {
    const token = (t: object) => ({ you: { battlefield: [{ token: { colors: [], power: 1, toughness: 1, ...t } }] } });
    const r1 = runScenario(
      scenario(token({ types: ["Creature"], keywords: ["Firststrike"] }), { life: {} }),
      testCards,
    );
    expect(r1).toMatchObject({ status: "failed", message: expect.stringContaining('has "Firststrike"') });
    const r2 = runScenario(scenario(token({ types: ["Creture"] }), { life: {} }), testCards);
    expect(r2).toMatchObject({ status: "failed", message: expect.stringContaining('has "Creture"') });
  });

  it("in an object's counters", () => {
    const setup = { you: { battlefield: [{ card: "Bear", counters: { "+1/+1 ": 1 } }] } };
    expect(runScenario(scenario(setup, { life: {} }), testCards)).toMatchObject({
      status: "failed",
      message: expect.stringContaining("counter kind"),
    });
  });

  it("in what an object has, lacks, is or has counters of", () => {
    // "lacks" an unknown keyword would pass whatever the object has
    for (const expectation of [
      { object: "bear", lacks: ["Flyng"] },
      { object: "bear", has: ["Flyng"] },
      { object: "bear", types: ["Creatures"] },
      { object: "bear", counters: { plus: 0 } },
    ])
      expect(runScenario(scenario(bears, expectation), testCards)).toMatchObject({
        status: "failed",
        message: expect.stringMatching(/must be an array of keywords|must be card types|counter kind/),
      });
    expect(runScenario(scenario(bears, { object: "bear", lacks: ["Flying"], has: [] }), testCards).status).toBe(
      "passed",
    );
  });
});
