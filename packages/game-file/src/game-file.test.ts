import { readFileSync } from "node:fs";
import type { Action } from "@fishbowl/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  GAMEFILE_FORMAT,
  gameFileFromJson,
  gameFileOf,
  gameSetupOf,
  readGameFile,
  writeGameFile,
  type GameFile,
  type GameFileReading,
} from "./index.js";

/** A fixture file's text: game files written by the code before this package existed. */
const fixture = (name: string): string => readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), "utf8");

function read(text: string): GameFile {
  const r = readGameFile(text);
  if (!r.ok) throw new Error(r.error);
  return r.file;
}

function error(r: GameFileReading): string {
  if (r.ok) throw new Error("read as a game file");
  return r.error;
}

const valid = {
  format: GAMEFILE_FORMAT,
  deck: ["Mountain", "Shock"],
  seed: 1,
  onThePlay: true,
  actions: [{ type: "pass", player: "you" }],
};
/** The error reading `valid` with `patch` applied (a field set to `undefined` is left out). */
const errorWith = (patch: Record<string, unknown>) =>
  error(gameFileFromJson(JSON.parse(JSON.stringify({ ...valid, ...patch })) as unknown));

describe("files written before this package (backward compatibility)", () => {
  it("reads the game file `fishbowl goldfish --save` wrote, and writes the same bytes back", () => {
    const text = fixture("cli-goldfish-save.json");
    const file = read(text);
    expect(file).toMatchObject({ format: GAMEFILE_FORMAT, seed: expect.any(Number), onThePlay: true });
    expect(file.deckName).toBeUndefined();
    expect(file.extraCards).toBeUndefined();
    expect(file.deck).toHaveLength(60);
    expect(file.actions).toHaveLength(40);
    expect(file.actions[0]).toEqual({ type: "choose", player: "you", options: ["keep"] });
    expect(writeGameFile(file)).toBe(text);
  });

  it("reads the game file the desktop table wrote (deck name, catalog card definitions), and writes the same bytes back", () => {
    const text = fixture("desktop-table-save.json");
    const file = read(text);
    expect(file).toMatchObject({ format: GAMEFILE_FORMAT, deckName: "Bears", seed: 9, onThePlay: false });
    expect(Object.keys(file.extraCards ?? {})).toEqual(["Unautomated Test Bear"]);
    expect(file.extraCards?.["Unautomated Test Bear"]).toMatchObject({ types: ["Creature"], automated: false });
    expect(file.actions).toHaveLength(3);
    expect(writeGameFile(file)).toBe(text);
  });
});

describe("writing", () => {
  it("builds a file from an engine setup, leaving out empty extra cards, and gives the setup back", () => {
    const setup = { deck: ["Mountain", "Mountain"], seed: 7, onThePlay: false, extraCards: {} };
    const file = gameFileOf(setup, [{ type: "pass", player: "you" }]);
    expect(file).toEqual({
      format: GAMEFILE_FORMAT,
      deck: ["Mountain", "Mountain"],
      seed: 7,
      onThePlay: false,
      actions: [{ type: "pass", player: "you" }],
    });
    expect(writeGameFile(file)).toBe(
      '{"format":"fishbowl-gamefile/1","deck":["Mountain","Mountain"],"seed":7,"onThePlay":false,"actions":[{"type":"pass","player":"you"}]}\n',
    );
    expect(gameSetupOf(file)).toEqual({ deck: ["Mountain", "Mountain"], seed: 7, onThePlay: false });
    expect(gameSetupOf(file).deck).not.toBe(file.deck);
  });

  it("writes the deck name after the format and the extra cards before the actions", () => {
    const bear = { name: "Bear", manaCost: "{1}{G}", types: ["Creature"], oracleText: "" };
    const file = gameFileOf({ deck: ["Bear"], seed: 1, onThePlay: true, extraCards: { Bear: bear } }, [], "My deck");
    expect(Object.keys(JSON.parse(writeGameFile(file)) as object)).toEqual([
      "format",
      "deckName",
      "deck",
      "seed",
      "onThePlay",
      "extraCards",
      "actions",
    ]);
    expect(read(writeGameFile(file))).toEqual(file);
    expect(gameSetupOf(file).extraCards).toEqual({ Bear: bear });
  });
});

describe("reading untrusted files", () => {
  it("says what is not JSON or not a game file", () => {
    expect(error(readGameFile("{ nope"))).toMatch(/^not a game file: not valid JSON \(/);
    expect(error(readGameFile("PNG garbage"))).toMatch(/^not a game file: not valid JSON \(Unexpected token 'P'\)$/);
    expect(error(readGameFile("[]"))).toBe("not a game file: expected a JSON object");
    expect(error(readGameFile("null"))).toBe("not a game file: expected a JSON object");
    expect(error(readGameFile('"text"'))).toBe("not a game file: expected a JSON object");
    expect(errorWith({ format: undefined })).toBe(
      'not a game file: "format" must be "fishbowl-gamefile/1" (found nothing)',
    );
    expect(errorWith({ format: "something-else" })).toBe(
      'not a game file: "format" must be "fishbowl-gamefile/1" (found "something-else")',
    );
    expect(errorWith({ format: 1 })).toBe('not a game file: "format" must be "fishbowl-gamefile/1" (found 1)');
  });

  it("reads the mana sources named to pay a cost (payment, CR 601.2g-h) and the answers to decisions with a default", () => {
    const actions: Action[] = [
      { type: "cast", player: "you", object: "o3", payment: ["o1", "o2"] },
      { type: "choose", player: "you", targets: ["o4", "o5"], divide: [2, 3] },
    ];
    expect(read(JSON.stringify({ ...valid, actions })).actions).toEqual(actions);
    expect(errorWith({ actions: [{ type: "cast", player: "you", object: "o3", payment: "o1" }] })).toMatch(/payment/);
  });

  it("names a newer version as such", () => {
    expect(errorWith({ format: "fishbowl-gamefile/2" })).toBe(
      'written by a newer version of Fishbowl ("format" is "fishbowl-gamefile/2"; this version reads "fishbowl-gamefile/1")',
    );
    expect(errorWith({ format: "fishbowl-gamefile/0" })).toMatch(/^not a game file/);
  });

  it.each([
    [{ deck: undefined }, '"deck" must be a non-empty array of card names'],
    [{ deck: [] }, '"deck" must be a non-empty array of card names'],
    [{ deck: "Mountain" }, '"deck" must be a non-empty array of card names'],
    [{ deck: ["Mountain", 7] }, '"deck" must be a non-empty array of card names: entry 2 is 7'],
    [{ deck: ["Mountain", ""] }, '"deck" must be a non-empty array of card names: entry 2 ("") is not a card name'],
    [
      { deck: ["__proto__"] },
      '"deck" must be a non-empty array of card names: entry 1 ("__proto__") is not a card name',
    ],
    [
      { deck: ["Mountain", "constructor"] },
      '"deck" must be a non-empty array of card names: entry 2 ("constructor") is not a card name',
    ],
    [{ deck: ["toString"] }, '"deck" must be a non-empty array of card names: entry 1 ("toString") is not a card name'],
    [
      { deck: ["Forest\n4 Black Lotus"] },
      '"deck" must be a non-empty array of card names: entry 1 ("Forest\\n4 Black Lotus") is not a card name',
    ],
    [{ seed: undefined }, '"seed" must be a whole number from -2147483648 to 4294967295'],
    [{ seed: "x" }, '"seed" must be a whole number from -2147483648 to 4294967295'],
    [{ seed: 1.5 }, '"seed" must be a whole number from -2147483648 to 4294967295'],
    [{ onThePlay: "yes" }, '"onThePlay" must be true or false'],
    [{ actions: undefined }, '"actions" must be an array of actions'],
    [{ actions: { type: "pass" } }, '"actions" must be an array of actions'],
    [{ actions: [42] }, 'action 1 of 1 is not an action (an object with a string "type")'],
    [
      { actions: [{ type: "pass", player: "you" }, null] },
      'action 2 of 2 is not an action (an object with a string "type")',
    ],
    [
      { actions: [{ type: "pass", player: "you" }, { type: 3 }, {}] },
      'action 2 of 3 is not an action (an object with a string "type")',
    ],
    [
      { actions: [{ type: "pass" }] },
      'action 1 of 1 is malformed: Malformed action: "player" must be "you" or "opponent" (found nothing).',
    ],
    [
      {
        actions: [
          { type: "pass", player: "you" },
          { type: "flyAway", player: "you" },
        ],
      },
      'action 2 of 2 is malformed: Unknown action "flyAway": "type" must be one of pass, playLand, cast, turnFaceUp, activate, declareAttackers, declareBlockers, choose, passUntil, manual (what a player may do: CR 117.1).',
    ],
    [
      { actions: [{ type: "manual", player: "you", op: { kind: "setLife", target: "__proto__", life: 1 } }] },
      'action 1 of 1 is malformed: Malformed action: "op.target" must be "you" or "opponent" (found "__proto__").',
    ],
    [
      { actions: [{ type: "manual", player: "you", op: { kind: "setLife", target: "you", life: "twenty" } }] },
      'action 1 of 1 is malformed: Malformed action: "op.life" must be an integer (found "twenty").',
    ],
    [{ actions: [{ player: "you" }] }, 'action 1 of 1 is not an action (an object with a string "type")'],
    [{ extraCards: [] }, '"extraCards" must be an object of card definitions by card name'],
    [{ extraCards: null }, '"extraCards" must be an object of card definitions by card name'],
    [{ extraCards: { Bear: 5 } }, '"extraCards": the definition of "Bear" is not a card definition (an object)'],
    [
      { extraCards: { Bear: { name: "Bear", manaCost: null, oracleText: "" } } },
      '"extraCards": the definition of "Bear" is not a card definition ("types" must be an array of strings)',
    ],
    [
      { extraCards: { Bear: { name: "Bear", manaCost: 2, types: [], oracleText: "" } } },
      '"extraCards": the definition of "Bear" is not a card definition ("manaCost" must be a string or null)',
    ],
    [
      {
        extraCards: {
          Bear: { name: "Bear", manaCost: null, types: ["Creature"], oracleText: "", keywords: ["Firststrike"] },
        },
      },
      '"extraCards": the definition of "Bear" is not a card definition (keywords[0]: "Firststrike" is not a keyword ability the engine knows (CR 702))',
    ],
    [
      { extraCards: { Bear: { name: "Bear", manaCost: null, types: ["Creture"], oracleText: "" } } },
      '"extraCards": the definition of "Bear" is not a card definition (types[0]: "Creture" is not a card type (CR 205.2a))',
    ],
    [
      { extraCards: { toString: { name: "x", manaCost: null, types: [], oracleText: "" } } },
      '"extraCards" must be an object of card definitions by card name: "toString" is not a card name',
    ],
    [
      {
        extraCards: {
          Bear: { name: "Bear", manaCost: null, types: ["Creature"], oracleText: "", power: "NaN", toughness: 2 },
        },
      },
      '"extraCards": the definition of "Bear" is not a card definition (power: "NaN" is not a whole number (CR 107.1))',
    ],
    [
      {
        extraCards: {
          Bear: {
            name: "Bear",
            manaCost: null,
            types: ["Creature"],
            oracleText: "",
            abilities: [{ kind: "activated", cost: "{T}", effects: [{ kind: "explode" }] }],
          },
        },
      },
      '"extraCards": the definition of "Bear" is not a card definition (abilities[0].effects[0]: kind "explode" is not an instruction the engine carries out (CR 608.2c))',
    ],
    [
      { extraCards: { Bear: { name: "Bear", manaCost: null, types: ["Creature"], oracleText: "", abilities: "foo" } } },
      '"extraCards": the definition of "Bear" is not a card definition ("abilities" must be an array of abilities)',
    ],
    [
      {
        extraCards: {
          Bear: {
            name: "Bear",
            manaCost: null,
            types: ["Creature"],
            oracleText: "",
            abilities: [{ kind: "nonsense" }],
          },
        },
      },
      '"extraCards": the definition of "Bear" is not a card definition (abilities[0].kind: "nonsense" is not a kind of ability (activated, triggered, static, replacement, costReduction, preventDamageToSelf))',
    ],
    [
      { extraCards: { Bear: { name: "Bear", manaCost: null, types: ["Creature"], oracleText: "", abilities: [7] } } },
      '"extraCards": the definition of "Bear" is not a card definition (abilities[0] must be an object with a "kind")',
    ],
    [
      {
        extraCards: {
          Bear: { name: "Bear", manaCost: null, types: ["Creature"], oracleText: "", spell: { modes: "destroy" } },
        },
      },
      '"extraCards": the definition of "Bear" is not a card definition ("spell" must be an object with "modes", a non-empty array of modes)',
    ],
    [
      {
        extraCards: {
          Bear: { name: "Bear", manaCost: null, types: ["Creature"], oracleText: "", faces: [{ name: "Half" }] },
        },
      },
      '"extraCards": the definition of "Bear" is not a card definition (faces[0]: "manaCost" must be a string or null)',
    ],
    [
      { extraCards: { Bear: { name: "Other", manaCost: null, types: ["Creature"], oracleText: "" } } },
      '"extraCards": the definition filed under "Bear" is named "Other" (a definition\'s "name" must be the card name it is filed under)',
    ],
    [{ seed: 1e20 }, '"seed" must be a whole number from -2147483648 to 4294967295'],
    [{ deckName: 5 }, '"deckName" must be a string'],
  ])("refuses %j: %s", (patch, message) => {
    expect(errorWith(patch)).toBe(message);
  });

  it("refuses a card definition keyed `__proto__` (as JSON.parse reads it: an own key) instead of dropping it", () => {
    const text = `{"format":"${GAMEFILE_FORMAT}","deck":["Bear"],"seed":1,"onThePlay":true,"actions":[],"extraCards":{"__proto__":{"name":"x","manaCost":null,"types":[],"oracleText":""}}}`;
    expect(error(readGameFile(text))).toBe(
      '"extraCards" must be an object of card definitions by card name: "__proto__" is not a card name',
    );
  });

  it("reports the first problem in field order", () => {
    expect(errorWith({ deck: [], seed: "x", actions: 1 })).toMatch(/^"deck"/);
    expect(errorWith({ seed: "x", actions: 1 })).toMatch(/^"seed"/);
  });

  it("refuses a `__proto__`, `constructor` or `prototype` field anywhere in the file, naming it (instead of dropping it)", () => {
    const base = JSON.stringify(valid).slice(1, -1);
    const refused = (text: string) => {
      const r = readGameFile(text);
      if (r.ok) throw new Error("read");
      return r.error;
    };
    expect(refused(`{${base},"__proto__":{"seed":2}}`)).toBe(
      'a field named "__proto__" is refused (no game file has one; it is a JavaScript object\'s own property name, which would be dropped or misread)',
    );
    expect(refused(`{${base},"constructor":1}`)).toMatch(/^a field named "constructor" is refused/);
    const action = `{"type":"manual","player":"you","op":{"kind":"shuffle","prototype":{}}}`;
    expect(
      refused(
        JSON.stringify({ ...valid, actions: [] }).replace(
          '"actions":[]',
          `"actions":[{"type":"pass","player":"you"},${action}]`,
        ),
      ),
    ).toMatch(/^a field named "prototype" in actions\[1\]\.op is refused/);
    const card = `{"name":"Bear","manaCost":null,"types":[],"oracleText":"","__proto__":{"automated":false}}`;
    expect(refused(`{${base},"extraCards":{"Bear":${card}}}`)).toMatch(
      /^a field named "__proto__" in extraCards\.Bear is refused/,
    );
  });

  it("refuses a file nested deeper than any game file, naming where, instead of exhausting the call stack", () => {
    const base = JSON.stringify(valid).slice(1, -1);
    const deep = (levels: number) => `{${base},"note":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`;
    expect(error(readGameFile(deep(50_000)))).toMatch(
      /^not a game file: nested more than 100 levels deep \(at note\.a\.a\.a.*….*\.a\.a\); no game file nests that deep$/,
    );
    expect(error(readGameFile(`{${base},"note":${"[".repeat(50_000)}${"]".repeat(50_000)}}`))).toMatch(
      /^not a game file: nested more than 100 levels deep \(at note\[0\]\[0\]/,
    );
    // what a file may hold is far below the limit: an unknown field nested 90 deep is still ignored
    expect(read(deep(90))).toEqual(valid);
  });

  it("reads a file saved with a byte-order mark (as Windows editors save UTF-8)", () => {
    expect(read(`\ufeff${JSON.stringify(valid)}`)).toEqual(valid);
  });

  it("says a binary file is not a game file, without quoting its bytes", () => {
    const png = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
    for (const text of [png, "PK\u0003\u0004\u0014\u0000", "\ufffd\ufffdJFIF"])
      expect(error(readGameFile(text))).toBe("not a game file: it is a binary file, not JSON text");
    expect(error(readGameFile('{"format":"fishbowl-gamefile/1",\n\t"deck":1}'))).toMatch(/^"deck"/);
  });

  it("ignores fields it does not know and leaves them out of the file", () => {
    const file = read(JSON.stringify({ ...valid, comment: "from a bug report" }));
    expect(file).toEqual(valid);
  });

  it("never throws, whatever the JSON (random values, and valid files with one field replaced)", () => {
    const anyJson = fc.jsonValue({ maxDepth: 4 });
    const field = fc.constantFrom(
      "format",
      "deck",
      "seed",
      "onThePlay",
      "actions",
      "extraCards",
      "deckName",
      "__proto__",
      "constructor",
    );
    fc.assert(
      fc.property(anyJson, field, anyJson, (whole, key, value) => {
        for (const text of [
          JSON.stringify(whole),
          JSON.stringify({ ...valid, [key]: value }).replace('"constructor"', '"__proto__"'),
        ]) {
          const r = readGameFile(text);
          expect(typeof r.ok).toBe("boolean");
          if (!r.ok) expect(r.error).not.toMatch(/TypeError|undefined/);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("reads back what it writes", () => {
    const name = fc
      .string({ minLength: 1 })
      .filter((s) => s.trim() !== "" && !(s in Object.prototype) && s !== "prototype");
    const action = fc.constantFrom<Action>(
      { type: "pass", player: "you" },
      { type: "choose", player: "you", options: ["keep"] },
      { type: "passUntil", player: "you", step: "main1" },
    );
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 5 }),
        fc.integer(),
        fc.boolean(),
        fc.array(action, { maxLength: 5 }),
        fc.option(fc.string(), { nil: undefined }),
        (deck, seed, onThePlay, actions, deckName) => {
          const file = gameFileOf({ deck, seed, onThePlay }, actions, deckName);
          expect(read(writeGameFile(file))).toEqual(file);
        },
      ),
      { numRuns: 300 },
    );
  });
});
