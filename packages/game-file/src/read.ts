/**
 * Reading game files. Game files are shared between people (attached to bug reports, sent to
 * friends), so a file is untrusted input: every field is checked, and anything wrong comes
 * back as one sentence naming the field, never as an exception. The reader never looks a
 * file's own keys up in a plain object: a card named `__proto__` or `toString` is refused,
 * since the engine finds definitions by card name.
 *
 * Actions are checked with the engine's action schema (`parseAction`), so a malformed one is
 * named as the file is read; whether an action is legal is the engine's call when the game is
 * replayed. Card definitions in `extraCards` are checked for their required fields, their
 * closed words (keywords, card types, supertypes, counter kinds), numbers, instructions and
 * modifications (the engine's `definitionProblem`), which the engine would otherwise act on
 * unchecked (a NaN power, an instruction nobody carries out).
 */
import type { AbilityDef, Action, CardDefinition } from "@fishbowl/engine";
import { definitionProblem as engineDefinitionProblem, parseAction } from "@fishbowl/engine";
import * as v from "valibot";
import { GAMEFILE_FORMAT, GAMEFILE_FORMAT_PREFIX, type GameFile } from "./game-file.js";

/** What reading a game file gives: the file, or why it is not one (a sentence naming the field). */
export type GameFileReading =
  { readonly ok: true; readonly file: GameFile } | { readonly ok: false; readonly error: string };

/**
 * Names that are not card names: the properties every JavaScript object has (`__proto__`,
 * `constructor`, `toString`…). No Magic card is called that, and looking one up by card name
 * would find the property instead of a definition.
 */
const NOT_CARD_NAMES: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), "prototype"]);

/** Whether `name` can be a card's name: a non-empty string on one line (no control characters) that is no object property's name. */
function isCardName(name: string): boolean {
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return name.trim() !== "" && !/[\u0000-\u001f\u007f]/.test(name) && !NOT_CARD_NAMES.has(name);
}

/** `value` as JSON shows it, shortened for a message. */
function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Whether `value` is a plain object (what JSON.parse makes of `{…}`). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether the plain object `value` has an own field `key` that passes `test`. */
function has(value: Record<string, unknown>, key: string, test: (field: unknown) => boolean): boolean {
  return Object.hasOwn(value, key) && test(value[key]);
}

const isString = (x: unknown): x is string => typeof x === "string";

const DECK = `"deck" must be a non-empty array of card names`;
const EXTRA_CARDS = `"extraCards" must be an object of card definitions by card name`;

/** A card name: a non-empty string on one line that no object property is called. */
const CardName = v.pipe(v.string(), v.check(isCardName));

/**
 * An action: an object with a string `type` that the engine's action schema accepts
 * (`parseAction`: each action type's fields, numbers that are integers, known players and
 * zones…), so a malformed action is named when the file is read rather than when it is
 * replayed. Whether its ids name objects and whether it is legal, the engine says when the
 * game is replayed (it refuses anything else). Checked, not copied, so the action is kept as
 * written.
 */
const ActionShape = v.custom<Action>((a) => isPlainObject(a) && has(a, "type", isString) && parseAction(a).ok);

/** The required fields of a card definition (the engine's `CardDefinition`), each with what it must be. */
const DEFINITION_FIELDS: readonly (readonly [string, string, (field: unknown) => boolean])[] = [
  ["name", "a string", isString],
  ["manaCost", "a string or null", (x) => x === null || isString(x)],
  ["types", "an array of strings", (x) => Array.isArray(x) && x.every(isString)],
  ["oracleText", "a string", isString],
];

/** The kinds of ability a definition may have (the engine's `AbilityDef`); a kind missing here is a type error. */
const ABILITY_KINDS: { readonly [K in AbilityDef["kind"]]: true } = {
  activated: true,
  triggered: true,
  static: true,
  replacement: true,
  costReduction: true,
  preventDamageToSelf: true,
};

const isKnownAbility = (a: unknown): boolean =>
  isPlainObject(a) && has(a, "kind", (k) => isString(k) && Object.hasOwn(ABILITY_KINDS, k));

/**
 * What is wrong with the parts of a definition the engine reads as lists or objects without
 * asking (it maps over `abilities`, reads `spell.modes`, and each face is a definition of its
 * own), as words for a message; `undefined` when they are what they claim. A file that got
 * past this with `"abilities": "foo"` would fail only once the card is cast, with a JavaScript
 * error instead of the field's name.
 */
function partsProblem(definition: Record<string, unknown>, depth: number): string | undefined {
  if (Object.hasOwn(definition, "abilities")) {
    const abilities = definition["abilities"];
    if (!Array.isArray(abilities)) return `"abilities" must be an array of abilities`;
    const bad = abilities.findIndex((a) => !isKnownAbility(a));
    if (bad >= 0) {
      const a: unknown = abilities[bad];
      return isPlainObject(a) && Object.hasOwn(a, "kind")
        ? `abilities[${bad}].kind: ${shown(a["kind"])} is not a kind of ability (${Object.keys(ABILITY_KINDS).join(", ")})`
        : `abilities[${bad}] must be an object with a "kind"`;
    }
  }
  if (Object.hasOwn(definition, "spell")) {
    const spell = definition["spell"];
    if (
      !isPlainObject(spell) ||
      !has(spell, "modes", (m) => Array.isArray(m) && m.length > 0 && m.every(isPlainObject))
    )
      return `"spell" must be an object with "modes", a non-empty array of modes`;
  }
  if (Object.hasOwn(definition, "faces")) {
    const faces = definition["faces"];
    if (!Array.isArray(faces)) return `"faces" must be an array of card definitions`;
    for (const [i, face] of faces.entries()) {
      const problem = definitionProblem(face, depth + 1);
      if (problem !== undefined) return `faces[${i}]: ${problem}`;
    }
  }
  return undefined;
}

/**
 * What is wrong with `definition`, as words for a message: the first required field it lacks
 * (or has wrong), else a list or object the engine reads without asking that is not one
 * (`partsProblem`), else the engine's `definitionProblem` (a number, instruction, modification
 * or closed word it doesn't know); `undefined` when none.
 */
function definitionProblem(definition: unknown, depth = 0): string | undefined {
  if (!isPlainObject(definition)) return "an object";
  const bad = DEFINITION_FIELDS.find(([key, , test]) => !has(definition, key, test));
  if (bad !== undefined) return `"${bad[0]}" must be ${bad[1]}`;
  if (depth > 2) return `"faces" nested too deeply`;
  return (
    partsProblem(definition, depth) ?? (depth === 0 ? (engineDefinitionProblem(definition) ?? undefined) : undefined)
  );
}

/** The first card of `cards` whose definition's name is not the name it is filed under, as `[key, name]`. */
function misfiled(cards: Record<string, unknown>): readonly [string, unknown] | undefined {
  for (const [key, definition] of Object.entries(cards))
    if (isPlainObject(definition) && definition["name"] !== key) return [key, definition["name"]];
  return undefined;
}

/**
 * A card definition as far as the file format goes: an object with the required fields of the
 * engine's `CardDefinition` (its abilities are the engine's to read). Checked, not copied.
 */
const CardDefinitionShape = v.custom<CardDefinition>((d) => definitionProblem(d) === undefined);

const ExtraCards = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject),
  // Checked before `record`, which would silently drop a `__proto__` or `constructor` key.
  v.check((cards) => Object.keys(cards).every(isCardName)),
  v.record(v.string(), CardDefinitionShape),
  // the engine finds a card's definition by the card's name: one filed under another name is never found
  v.check((cards) => misfiled(cards) === undefined),
);

/** Version 1, in the order its fields are checked (the first problem is the one reported). */
const GameFileV1 = v.object({
  format: v.literal(GAMEFILE_FORMAT),
  deck: v.pipe(v.array(CardName), v.minLength(1)),
  // the engine seeds its generator with the seed's 32 bits (`seed | 0`): a larger number would replay other shuffles
  seed: v.pipe(v.number(), v.integer(), v.minValue(-(2 ** 31)), v.maxValue(2 ** 32 - 1)),
  onThePlay: v.boolean(),
  actions: v.array(ActionShape),
  extraCards: v.optional(ExtraCards),
  deckName: v.optional(v.string()),
});

/** A schema issue as a sentence naming the field (by the issue's path). */
function describe(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  const field = path[0]?.key;
  const at = (depth: number) => path[depth];
  switch (field) {
    case "deck": {
      const entry = at(1);
      if (entry === undefined || typeof entry.key !== "number") return DECK;
      return typeof entry.value === "string"
        ? `${DECK}: entry ${entry.key + 1} (${shown(entry.value)}) is not a card name`
        : `${DECK}: entry ${entry.key + 1} is ${shown(entry.value)}`;
    }
    case "seed":
      return `"seed" must be a whole number from -2147483648 to 4294967295`;
    case "onThePlay":
      return `"onThePlay" must be true or false`;
    case "actions": {
      const action = at(1);
      if (action === undefined || typeof action.key !== "number") return `"actions" must be an array of actions`;
      const count = Array.isArray(action.input) ? action.input.length : 0;
      const parsed =
        isPlainObject(action.value) && has(action.value, "type", isString) ? parseAction(action.value) : undefined;
      if (parsed !== undefined && !parsed.ok)
        return `action ${action.key + 1} of ${count} is malformed: ${parsed.error.message}`;
      return `action ${action.key + 1} of ${count} is not an action (an object with a string "type")`;
    }
    case "extraCards": {
      const card = at(1);
      if (card === undefined) {
        const bad = isPlainObject(issue.input) ? Object.keys(issue.input).find((name) => !isCardName(name)) : undefined;
        if (bad !== undefined) return `${EXTRA_CARDS}: ${shown(bad)} is not a card name`;
        const wrong = isPlainObject(issue.input) ? misfiled(issue.input) : undefined;
        return wrong === undefined
          ? EXTRA_CARDS
          : `"extraCards": the definition filed under ${shown(wrong[0])} is named ${shown(wrong[1])} (a definition's "name" must be the card name it is filed under)`;
      }
      return `"extraCards": the definition of ${shown(card.key)} is not a card definition (${definitionProblem(card.value) ?? "an object"})`;
    }
    case "deckName":
      return `"deckName" must be a string`;
    default:
      return "not a game file: expected a JSON object";
  }
}

/** Keys that are never a game file's field: JavaScript's own property names, which a reader of plain objects would drop or misread. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** A JSON path for messages: `actions[2].op`, `extraCards["Bear"].abilities[0]`. */
function pathOf(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return parent === "" ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/**
 * How deep a game file may nest: deeper than any file Fishbowl writes (an action is 3 levels
 * down, a card definition's instructions a few dozen, and the engine's own check of a
 * definition stops at 64 below it). A file nested deeper is refused before anything walks it,
 * so that a hand-made `{"a":{"a":…}}` gets a sentence instead of exhausting the call stack.
 */
const MAX_GAMEFILE_DEPTH = 100;

/** What `badField` found: a forbidden key (and the path of the object holding it), or nesting too deep (and where). */
type BadField =
  | { readonly kind: "forbidden"; readonly key: string; readonly at: string }
  | { readonly kind: "deep"; readonly at: string };

/**
 * The first field of `value` (searched depth first, in the file's order) named `__proto__`,
 * `constructor` or `prototype` (`at`: the path of the object holding it, "" for the top
 * level), or the first place nested deeper than `MAX_GAMEFILE_DEPTH`; `undefined` when there is
 * neither. `extraCards`' own keys are card names, checked (and named) as such by the schema,
 * so they are skipped here.
 */
function badField(value: unknown, at = "", depth = 0): BadField | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  if (depth >= MAX_GAMEFILE_DEPTH) return { kind: "deep", at };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = badField(item, pathOf(at, i), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key) && at !== "extraCards") return { kind: "forbidden", key, at };
    const found = badField(value[key], pathOf(at, key), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A path for a message, its middle left out when it is long (a too-deep path is hundreds of characters). */
function shortPath(path: string): string {
  return path.length > 80 ? `${path.slice(0, 40)}…${path.slice(-30)}` : path;
}

/** Reads a version 1 file (its `format` already checked). */
function readV1(value: unknown): GameFileReading {
  const bad = badField(value);
  if (bad?.kind === "deep")
    return {
      ok: false,
      error: `not a game file: nested more than ${MAX_GAMEFILE_DEPTH} levels deep (at ${shortPath(bad.at)}); no game file nests that deep`,
    };
  if (bad !== undefined)
    return {
      ok: false,
      error: `a field named ${shown(bad.key)}${bad.at === "" ? "" : ` in ${bad.at}`} is refused (no game file has one; it is a JavaScript object's own property name, which would be dropped or misread)`,
    };
  const parsed = v.safeParse(GameFileV1, value, { abortEarly: true, abortPipeEarly: true });
  const issue = parsed.issues?.[0];
  if (!parsed.success) return { ok: false, error: issue === undefined ? "not a game file" : describe(issue) };
  const { format, deck, seed, onThePlay, actions, extraCards, deckName } = parsed.output;
  return {
    ok: true,
    file: {
      format,
      ...(deckName === undefined ? {} : { deckName }),
      deck,
      seed,
      onThePlay,
      ...(extraCards === undefined ? {} : { extraCards }),
      actions,
    },
  };
}

/** The reader of each format version this package knows, by format tag. */
const READERS: ReadonlyMap<string, (value: unknown) => GameFileReading> = new Map([[GAMEFILE_FORMAT, readV1]]);

/**
 * Reads a parsed game file (a value `JSON.parse` returned): the file, or why it is not a
 * game file of a version this package reads (a newer version is named as such).
 */
export function gameFileFromJson(value: unknown): GameFileReading {
  if (!isPlainObject(value)) return { ok: false, error: "not a game file: expected a JSON object" };
  const format = Object.hasOwn(value, "format") ? value["format"] : undefined;
  const reader = typeof format === "string" ? READERS.get(format) : undefined;
  if (reader !== undefined) return reader(value);
  const version =
    typeof format === "string" && format.startsWith(GAMEFILE_FORMAT_PREFIX)
      ? format.slice(GAMEFILE_FORMAT_PREFIX.length)
      : "";
  if (/^\d+$/.test(version) && Number(version) > 1) {
    return {
      ok: false,
      error: `written by a newer version of Fishbowl ("format" is ${shown(format)}; this version reads "${GAMEFILE_FORMAT}")`,
    };
  }
  return { ok: false, error: `not a game file: "format" must be "${GAMEFILE_FORMAT}" (found ${shown(format)})` };
}

/**
 * Whether `text` is a binary file's bytes read as text rather than JSON: it has a NUL, another
 * control character JSON never has outside strings and text files never have at all, or the
 * replacement character a decoder puts for bytes that are not UTF-8.
 */
function looksBinary(text: string): boolean {
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  return /[\u0000-\u0008\u000e-\u001a\u001c-\u001f\ufffd]/.test(text.slice(0, 4096));
}

/**
 * Reads a game file's text (a leading UTF-8 byte-order mark is skipped, as deck lists skip it):
 * the file, or why it is not one — a binary file (never quoting its bytes), text that is not
 * valid JSON (with the parser's reason, its excerpt of the text left out), or JSON that is not
 * a game file.
 */
export function readGameFile(text: string): GameFileReading {
  // a byte-order mark, which Windows editors put before a file they save as UTF-8, is not part of the JSON
  if (text.startsWith("\ufeff")) text = text.slice(1);
  if (looksBinary(text)) return { ok: false, error: "not a game file: it is a binary file, not JSON text" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/, ".*" is not valid JSON$/s, "");
    return { ok: false, error: `not a game file: not valid JSON (${reason})` };
  }
  return gameFileFromJson(value);
}
