/**
 * Checking the closed words of a card definition that was read rather than written: one from
 * a game file's cards or a compiled catalog's text. The TypeScript types say what a
 * definition may be, but a file is only JSON, and a keyword the engine doesn't know would
 * otherwise just do nothing.
 */
import { isCounterKind } from "./counters.js";
import { isCardType, isKeyword, isSupertype } from "./words.js";

/** Fields holding a list of closed words, with the guard and what a word must be. */
const WORD_LISTS: ReadonlyMap<string, readonly [(x: unknown) => boolean, string]> = new Map([
  ["keywords", [isKeyword, "a keyword ability the engine knows (CR 702)"]],
  ["types", [isCardType, "a card type (CR 205.2a)"]],
  ["notTypes", [isCardType, "a card type (CR 205.2a)"]],
  ["allTypes", [isCardType, "a card type (CR 205.2a)"]],
  ["supertypes", [isSupertype, "a supertype (CR 205.4a)"]],
  ["notSupertypes", [isSupertype, "a supertype (CR 205.4a)"]],
]);

const COUNTER = "a counter kind a card names (CR 122.1)";
/** Deeper than any definition; a file nested deeper is refused rather than walked. */
const MAX_DEPTH = 64;

/**
 * The first word of `value` — a card definition, or a part of one (a token, a modification) —
 * that is not in the vocabulary's closed lists, as a sentence starting with its path from
 * `path` (`"keywords[0]: \"Firststrike\" is not …"`); null when every word is known. Reads the
 * value as JSON, by field name, wherever the field is: `keywords` must hold keywords,
 * `types`/`notTypes`/`allTypes` card types, `supertypes`/`notSupertypes` supertypes;
 * `keyword`/`notKeyword` a keyword; `counter`, `perCounter`, the keys of `counters` and the `options` of an
 * `entersWithCounterChoice` counter kinds. Subtypes are open (see `CardDefinition.subtypes`),
 * as is a definition's `data`. Only the words are checked: the rest of the shape is the
 * engine's to read. Never throws.
 */
export function unknownWord(value: unknown, path = ""): string | null {
  const problem = walk(value, 0);
  if (!problem) return null;
  const at = `${path}${problem[0]}`.replace(/^\./, "");
  return `${at || "the definition"}: ${problem[1]}`;
}

/** `[path, what is wrong]` for the first unknown word (the path built only then, `.key` and `[i]` steps). */
function walk(value: unknown, depth: number): [string, string] | null {
  if (depth > MAX_DEPTH) return ["", "nested too deeply"];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], depth + 1);
      if (problem) return [`[${i}]${problem[0]}`, problem[1]];
    }
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const problem = fieldProblem(fields, key, depth);
    if (problem) return [`.${key}${problem[0]}`, problem[1]];
  }
  return null;
}

/** The problem of field `key` of `fields` (see `walk`). */
function fieldProblem(fields: Record<string, unknown>, key: string, depth: number): [string, string] | null {
  const v = fields[key];
  if (key === "data") return null;
  const list = WORD_LISTS.get(key);
  if (list || (key === "options" && fields["kind"] === "entersWithCounterChoice")) {
    const [is, what] = list ?? [isCounterKind, COUNTER];
    if (!Array.isArray(v)) return ["", `must be a list of words, each ${what}`];
    const bad = v.findIndex((x) => !is(x));
    return bad < 0 ? null : [`[${bad}]`, `${JSON.stringify(v[bad])} is not ${what}`];
  }
  if (key === "keyword" || key === "notKeyword")
    return isKeyword(v) ? null : ["", `${JSON.stringify(v)} is not a keyword ability the engine knows (CR 702)`];
  if (key === "counter" || key === "perCounter")
    return isCounterKind(v) ? null : ["", `${JSON.stringify(v)} is not ${COUNTER}`];
  if (key === "counters") {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return ["", "must be counters by kind"];
    const bad = Object.keys(v).find((k) => !isCounterKind(k));
    return bad === undefined ? null : ["", `${JSON.stringify(bad)} is not ${COUNTER}`];
  }
  return walk(v, depth + 1);
}
