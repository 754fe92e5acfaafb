/**
 * Checking a card definition that was read rather than written — a game file's `extraCards`,
 * a compiled catalog read back from disk. The TypeScript types say what a definition may be,
 * but a file is only JSON: besides its closed words (`unknownWord`), the parts the engine acts
 * on without asking again must be what they claim, or a shared file could put a NaN into a
 * player's life or an instruction nobody carries out into a game:
 * - every number finite (CR 107.1: the rules use whole numbers; JSON's `1e309` reads as Infinity);
 * - printed power and toughness (CR 208.1) whole numbers or null (a `*` defined by an ability),
 *   a loyalty number (606.4) and every `amount` whole numbers (`amount` may also be a
 *   computed amount: an object);
 * - every instruction of an `effects` / `then` / `otherwise` / `ifUnable` / `ifPaid` list a kind the
 *   engine's interpreter carries out (608.2c);
 * - every modification of a `mods` list a kind the layer system applies, in its own layer (613.1).
 */
import { EFFECT_HANDLERS } from "./effects/index.js";
import type { Modification } from "./state/vocabulary/index.js";
import { unknownWord } from "./state/vocabulary/index.js";

/** Each modification kind's layer (CR 613.1); a kind missing here is a type error. */
const MOD_LAYERS: { readonly [K in Modification["kind"]]: Extract<Modification, { kind: K }>["layer"] } = {
  setController: "2",
  addTypes: "4",
  setCreatureSubtypes: "4",
  addSubtypes: "4",
  allCreatureTypes: "4",
  setLandSubtypes: "4",
  removeSupertypes: "4",
  setColors: "5",
  addColors: "5",
  addKeywords: "6",
  loseAllAbilities: "6",
  setBasePT: "7b",
  addPT: "7c",
  switchPT: "7d",
  restrict: "rules",
  cantBeBlockedBy: "rules",
  cantBeBlockedExceptBy: "rules",
};

/** Fields that hold a list of instructions (`Effect[]`). */
const EFFECT_LISTS: ReadonlySet<string> = new Set(["effects", "then", "otherwise", "ifUnable", "ifPaid"]);
/** Fields that hold a whole number (`amount` may instead be a computed amount, an object). */
const WHOLE_NUMBERS: ReadonlySet<string> = new Set(["power", "toughness", "loyalty", "amount"]);
/** Of those, the ones a `*` leaves null (CR 208.2a). */
const NULLABLE: ReadonlySet<string> = new Set(["power", "toughness"]);
/** Deeper than any definition; a file nested deeper is refused rather than walked. */
const MAX_DEPTH = 64;

const has = (o: object, key: string): boolean => Object.hasOwn(o, key);
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * The first problem of the card definition `value` read from a file, as a sentence starting
 * with its path (`"power: \"NaN\" is not a whole number (CR 107.1)"`,
 * `"abilities[0].effects[0].kind: \"explode\" is not an instruction the engine carries out (CR 608.2c)"`);
 * null when the numbers, instructions, modifications and closed words (`unknownWord`) are all
 * ones the engine knows. Like `unknownWord`, it reads fields by name wherever they are, skips
 * a definition's free-form `data`, and never throws. The rest of the shape is the engine's to read.
 */
export function definitionProblem(value: unknown): string | null {
  const problem = walk(value, 0);
  if (problem) return `${problem[0].replace(/^\./, "") || "the definition"}: ${problem[1]}`;
  return unknownWord(value);
}

/** `[path, what is wrong]` for the first problem under `value` (the path built only then). */
function walk(value: unknown, depth: number): [string, string] | null {
  if (depth > MAX_DEPTH) return ["", "nested too deeply"];
  if (typeof value === "number")
    return Number.isFinite(value) ? null : ["", `${value} is not a finite number (CR 107.1)`];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], depth + 1);
      if (problem) return [`[${i}]${problem[0]}`, problem[1]];
    }
    return null;
  }
  if (!isObject(value)) return null;
  for (const key of Object.keys(value)) {
    if (key === "data") continue;
    const problem = fieldProblem(key, value[key], depth);
    if (problem) return [`.${key}${problem[0]}`, problem[1]];
  }
  return null;
}

/** The problem of field `key` holding `v` (see `walk`). */
function fieldProblem(key: string, v: unknown, depth: number): [string, string] | null {
  if (WHOLE_NUMBERS.has(key)) {
    const ok =
      (typeof v === "number" && Number.isSafeInteger(v)) ||
      (v === null && NULLABLE.has(key)) ||
      (key === "amount" && isObject(v));
    if (!ok)
      return [
        "",
        `${typeof v === "number" ? String(v) : (JSON.stringify(v) ?? String(v))} is not a whole number (CR 107.1)`,
      ];
  }
  if (EFFECT_LISTS.has(key)) {
    if (!Array.isArray(v)) return ["", "must be a list of instructions"];
    const bad = v.findIndex((e) => !isObject(e) || typeof e["kind"] !== "string" || !has(EFFECT_HANDLERS, e["kind"]));
    if (bad >= 0) {
      const e: unknown = v[bad];
      const kind = isObject(e) ? JSON.stringify(e["kind"]) : undefined;
      return [
        `[${bad}]`,
        `${kind === undefined ? "not an instruction" : `kind ${kind} is not an instruction the engine carries out`} (CR 608.2c)`,
      ];
    }
  }
  if (key === "mods") {
    if (!Array.isArray(v)) return ["", "must be a list of modifications"];
    const bad = v.findIndex(
      (m) =>
        !isObject(m) ||
        typeof m["kind"] !== "string" ||
        !has(MOD_LAYERS, m["kind"]) ||
        MOD_LAYERS[m["kind"] as Modification["kind"]] !== m["layer"],
    );
    if (bad >= 0) {
      const m: unknown = v[bad];
      const known = isObject(m) && typeof m["kind"] === "string" && has(MOD_LAYERS, m["kind"]);
      return [
        `[${bad}]`,
        known
          ? `a ${JSON.stringify((m as Record<string, unknown>)["kind"])} modification applies in layer ${MOD_LAYERS[(m as Record<string, string>)["kind"] as Modification["kind"]]}, not ${JSON.stringify((m as Record<string, unknown>)["layer"])} (CR 613.1)`
          : `${isObject(m) ? `kind ${JSON.stringify(m["kind"])}` : "this"} is not a modification the layer system applies (CR 613.1)`,
      ];
    }
  }
  return walk(v, depth + 1);
}
