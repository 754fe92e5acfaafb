/**
 * The shape of every action, one valibot schema per action type and per manual tool: what
 * `apply` accepts from files, other processes and the table before any rule looks at it. A
 * malformed action is refused with the field's path (`op.life`, `targets.0`), what it must be,
 * and the rule closest to the field (CR 107.1 for numbers, which are whole; 102.1 for players;
 * 400.1 for zones…), or no rule when none applies (an unknown op kind). Whether the ids name objects of the game is checked against the state afterwards
 * (see `checkAction`); whether the action is legal, by the rules.
 *
 * Numbers are safe integers (exact in JSON and in arithmetic: CR 107.1); strings that name
 * counters may not be names every JavaScript object answers (`__proto__`, `toString`…), since
 * counters are a record by name.
 */
import * as v from "valibot";
import { STEPS } from "./basics.js";
import { CARD_TYPES, KEYWORDS, SUPERTYPES } from "./vocabulary/index.js";
import type { Action, Refusal } from "./actions.js";

const PLAYERS = ["you", "opponent"] as const;
const ZONES = ["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"] as const;
const COLORS = ["W", "U", "B", "R", "G"] as const;

/** The property names every object has (`__proto__`, `constructor`, `toString`…): never names of counters. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  "prototype",
]);

/** One field: its schema, what it must be (for the message), and the CR rules closest to it. */
interface Field {
  schema: v.GenericSchema;
  expected: string;
  rules: readonly string[];
}

const field = (schema: v.GenericSchema, expected: string, ...rules: string[]): Field => ({ schema, expected, rules });
const int = (min: number, max: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const list = (item: v.GenericSchema, max: number) => v.pipe(v.array(item), v.maxLength(max));
const SAFE = Number.MAX_SAFE_INTEGER;

const player = field(v.picklist(PLAYERS), '"you" or "opponent"', "102.1");
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const object = field(id, "an object id (a string)", "400.7");
const ids = (rules: string[]) => field(list(id, 10_000), "a list of object ids", ...rules);
const targets = field(list(id, 100), "a list of object ids or players", "601.2c", "115.1");
const x = field(int(0, 1_000_000), "an integer from 0 to 1,000,000", "107.3a", "107.1");
const divide = field(list(int(1, 1_000_000), 100), "a list of shares (integers from 1), one per target", "601.2d");
const flag = (...rules: string[]) => field(v.boolean(), "true or false", ...rules);
const counterName = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(100),
  v.check((name) => !PROTOTYPE_KEYS.has(name)),
);
const strings = (max: number) => list(text(100), max);
const pt = v.nullable(int(-1_000_000, 1_000_000));

/** The fields of a token made by hand (a `TokenSpec`, CR 111.4: what the effect that makes it says). */
const TOKEN_FIELDS: Record<string, Field> = {
  name: field(v.optional(v.pipe(text(200), v.minLength(1))), "a non-empty string", "111.4"),
  colors: field(list(v.picklist(COLORS), 5), 'a list of color letters ("W", "U", "B", "R", "G")', "111.4"),
  supertypes: field(
    v.optional(list(v.picklist(SUPERTYPES), 10)),
    `a list of supertypes (${SUPERTYPES.join(", ")})`,
    "111.4",
    "205.4a",
  ),
  types: field(
    v.pipe(list(v.picklist(CARD_TYPES), 10), v.minLength(1)),
    "a non-empty list of card types (Creature, Artifact…)",
    "111.4",
    "205.2a",
  ),
  subtypes: field(strings(20), "a list of strings", "111.4"),
  power: field(pt, "an integer or null", "111.4", "107.1"),
  toughness: field(pt, "an integer or null", "111.4", "107.1"),
  keywords: field(
    v.optional(list(v.picklist(KEYWORDS), 50)),
    "a list of keyword abilities (Flying, Haste…)",
    "111.4",
    "702.1",
  ),
  oracleText: field(v.optional(text(5000)), "a string", "111.4"),
};

const optional = (f: Field): Field => ({ ...f, schema: v.optional(f.schema) });

/** The fields of each manual tool (the table's free-form actions), by `op.kind`. */
const MANUAL_OPS: Record<string, Record<string, Field>> = {
  move: {
    object,
    to: field(v.picklist(ZONES), "a zone: library, hand, battlefield, graveyard or exile", "400.1"),
    position: field(v.optional(v.picklist(["top", "bottom"])), '"top" or "bottom"', "401.4"),
  },
  tap: { object, tapped: flag("701.21a") },
  counters: {
    object,
    counter: field(counterName, "a counter's name (a non-empty string)", "122.1"),
    delta: field(int(-SAFE, SAFE), "an integer", "122.1", "107.1"),
  },
  createToken: {
    token: field(v.object(schemaOf(TOKEN_FIELDS)), "a token description", "111.4"),
    controller: field(v.optional(v.picklist(PLAYERS)), '"you" or "opponent"', "110.2"),
    count: field(v.optional(int(1, 100)), "an integer from 1 to 100", "111.1", "107.1"),
  },
  setLife: { target: player, life: field(int(-SAFE, SAFE), "an integer", "119.1", "107.1") },
  draw: { count: field(int(0, 1000), "an integer from 0 to 1000", "121.1", "107.1") },
  mill: { count: field(int(0, 1000), "an integer from 0 to 1000", "701.13a", "107.1") },
  look: { count: field(int(0, 1000), "an integer from 0 to 1000", "701.16e", "107.1") },
  reveal: { objects: ids(["701.16a"]) },
  shuffle: {},
  arrange: { top: ids(["401.4"]), bottom: ids(["401.4"]) },
  addMana: {
    mana: field(
      v.pipe(list(v.picklist([...COLORS, "C"]), 100), v.minLength(1)),
      'a non-empty list of mana types ("W", "U", "B", "R", "G" or "C"), at most 100',
      "106.1a",
      "106.4",
    ),
    source: optional(object),
  },
  pump: {
    object,
    power: field(int(-1_000_000, 1_000_000), "an integer from -1,000,000 to 1,000,000", "613.4c", "107.1"),
    toughness: field(int(-1_000_000, 1_000_000), "an integer from -1,000,000 to 1,000,000", "613.4c", "107.1"),
  },
};

/** The fields of each action, by `type`. */
const ACTIONS: Record<string, Record<string, Field>> = {
  pass: { player },
  playLand: { player, object },
  cast: {
    player,
    object,
    targets: optional(targets),
    divide: optional(divide),
    x: optional(x),
    modes: optional(field(list(int(0, 100), 20), "a list of mode numbers (integers from 0)", "700.2", "601.2b")),
    kicker: optional(flag("702.33a", "601.2b")),
    buyback: optional(flag("702.27a", "601.2b")),
    flashback: optional(flag("702.34a", "601.2b")),
    alternative: optional(
      field(
        v.picklist(["evoke", "surge", "bestow", "morph"]),
        '"evoke", "surge", "bestow" or "morph"',
        "118.9",
        "601.2b",
      ),
    ),
    entwine: optional(flag("702.42a", "601.2b")),
    replicate: optional(field(int(0, 20), "an integer from 0 to 20", "702.56a", "601.2b")),
    face: optional(field(int(0, 1), "0 or 1: the half of a split card", "709.3")),
    phyrexian: optional(
      field(
        v.union([v.picklist(["life", "mana"]), list(v.picklist(["life", "mana"]), 20)]),
        '"life", "mana" or a list of them',
        "107.4f",
      ),
    ),
    sacrifice: optional(ids(["118.8", "601.2h"])),
    payment: optional(ids(["601.2g", "601.2h", "605.3a"])),
  },
  turnFaceUp: { player, object },
  activate: {
    player,
    object,
    ability: field(int(0, 1000), "an ability's index (an integer from 0)", "602.2", "107.1"),
    targets: optional(targets),
    divide: optional(divide),
    x: optional(x),
    mana: optional(
      field(v.picklist([...COLORS, "C"]), 'a mana type ("W", "U", "B", "R", "G" or "C")', "106.1a", "106.1b"),
    ),
    sacrifice: optional(ids(["602.2b", "601.2h"])),
    crew: optional(ids(["702.122a"])),
    discard: optional(ids(["602.2b", "701.8a"])),
    exile: optional(ids(["602.2b", "406.2"])),
    returnToHand: optional(ids(["602.2b", "118.3"])),
    payment: optional(ids(["602.2b", "601.2g", "601.2h", "605.3a"])),
  },
  declareAttackers: {
    player,
    attackers: ids(["508.1a"]),
    defender: optional(field(v.picklist(PLAYERS), '"you" or "opponent"', "508.1b")),
  },
  declareBlockers: {
    player,
    blocks: field(
      list(v.object({ blocker: id, attacker: id }), 10_000),
      "a list of { blocker, attacker } object ids",
      "509.1a",
    ),
  },
  choose: {
    player,
    targets: optional(field(list(id, 1000), "a list of object ids or players", "608.2d")),
    options: optional(field(list(text(500), 1000), "a list of strings", "608.2d")),
    divide: optional(
      field(list(int(1, 1_000_000), 100), "a list of shares (integers from 1), one per target", "603.3d", "601.2d"),
    ),
  },
  passUntil: {
    player,
    step: field(v.picklist(STEPS), `a step (${STEPS.join(", ")})`, "500.1"),
    nextTurn: optional(flag("500.1")),
    active: optional(field(v.picklist(PLAYERS), '"you" or "opponent"', "102.1")),
  },
  manual: { player, op: field(v.looseObject({}), "a manual operation (an object with a kind)") },
};

function schemaOf(fields: Record<string, Field>): Record<string, v.GenericSchema> {
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.schema]));
}

const ACTION_SCHEMAS = new Map(Object.entries(ACTIONS).map(([type, fields]) => [type, v.object(schemaOf(fields))]));
const OP_SCHEMAS = new Map(Object.entries(MANUAL_OPS).map(([kind, fields]) => [kind, v.object(schemaOf(fields))]));

/** The action types, in the order refusals list them. */
export const ACTION_TYPES: readonly string[] = Object.keys(ACTIONS);

/** `value` as JSON shows it (NaN, Infinity and undefined spelled out), shortened for a message. */
export function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  let out: string;
  try {
    out = JSON.stringify(value) ?? String(value);
  } catch {
    out = String(value);
  }
  return out.length > 60 ? `${out.slice(0, 57)}...` : out;
}

/** A refusal of a malformed action: the field's path, what it must be, what it was. */
export function malformed(path: string, expected: string, found: unknown, rules: readonly string[]): Refusal {
  const why = rules.length === 0 ? " (a malformed action: no rule of the game applies)" : "";
  return {
    message: `Malformed action: "${path}" must be ${expected} (found ${shown(found)})${why}.`,
    rules: [...rules],
    field: path,
  };
}

/** The first problem of `value` against `fields`, as a refusal; `prefix` is the path of the object. */
function check(schema: v.GenericSchema, fields: Record<string, Field>, value: unknown, prefix: string): Refusal | null {
  const r = v.safeParse(schema, value, { abortEarly: true, abortPipeEarly: true });
  if (r.success) return null;
  const issue = r.issues[0];
  const keys = (issue.path ?? []).map((p) => String(p.key));
  const f = keys.length > 0 ? fields[keys[0]!] : undefined;
  if (keys.length === 0 || f === undefined) return malformed(prefix || "action", "an object", value, []);
  const path = `${prefix}${keys.join(".")}`;
  // a token's own fields are described one by one
  if (fields === MANUAL_OPS["createToken"] && keys[0] === "token" && keys.length > 1) {
    const t = TOKEN_FIELDS[keys[1]!];
    if (t)
      return malformed(
        `${prefix}token.${keys[1]}`,
        t.expected,
        (issue.path![1]!.value as unknown) ?? issue.input,
        t.rules,
      );
  }
  const found = keys.length === 1 ? (issue.path![0]!.value as unknown) : issue.input;
  return malformed(path, f.expected, found, f.rules);
}

const isPlayer = (x: unknown): boolean => x === "you" || x === "opponent";
const STEP_NAMES: ReadonlySet<unknown> = new Set(STEPS);

/**
 * A quick yes for the commonest well-formed actions, `pass` and `passUntil` (what a simulation
 * sends most): true only when their schema would accept them too; false sends them to the schema.
 */
function wellFormedPass(type: string, a: Record<string, unknown>): boolean {
  if (type === "pass") return isPlayer(a.player);
  if (type !== "passUntil") return false;
  return (
    isPlayer(a.player) &&
    STEP_NAMES.has(a.step) &&
    (a.nextTurn === undefined || typeof a.nextTurn === "boolean") &&
    (a.active === undefined || isPlayer(a.active))
  );
}

const isId = (x: unknown): boolean => typeof x === "string" && x.length >= 1 && x.length <= 100;
/** Whether `x` is a list of at most `max` items that all pass `item` (every index: a hole is no item). */
function isList(x: unknown, max: number, item: (y: unknown) => boolean): boolean {
  if (!Array.isArray(x) || x.length > max) return false;
  for (let i = 0; i < x.length; i++) if (!item(x[i])) return false;
  return true;
}
const isIds = (x: unknown, max: number): boolean => isList(x, max, isId);
const isInt = (x: unknown, min: number, max: number): boolean =>
  Number.isSafeInteger(x) && (x as number) >= min && (x as number) <= max;
const isFlag = (x: unknown): boolean => x === undefined || typeof x === "boolean";
const isPayment = (x: unknown): boolean => x === "life" || x === "mana";
/** The cast fields the quick check knows; an action with any other field of the schema present goes to the schema. */
const QUICK_CAST = new Set([
  "type",
  "player",
  "object",
  "targets",
  "x",
  "modes",
  "kicker",
  "flashback",
  "face",
  "phyrexian",
]);
const CAST_FIELDS = Object.keys(ACTIONS["cast"]!);

/**
 * A quick yes for the other actions a simulation sends most — `playLand`, plain `cast`s,
 * `declareAttackers` and `choose` — checking each field as its schema does: true only when the
 * schema would accept the action too; false sends it to the schema (which names the field).
 */
function wellFormedPlay(type: string, a: Record<string, unknown>): boolean {
  if (!isPlayer(a.player)) return false;
  switch (type) {
    case "playLand":
      return isId(a.object);
    case "declareAttackers":
      return isIds(a.attackers, 10_000) && (a.defender === undefined || isPlayer(a.defender));
    case "choose":
      return (
        a.divide === undefined &&
        (a.targets === undefined || isIds(a.targets, 1000)) &&
        (a.options === undefined || isList(a.options, 1000, (o) => typeof o === "string" && o.length <= 500))
      );
    case "cast":
      for (const k of CAST_FIELDS) if (!QUICK_CAST.has(k) && a[k] !== undefined) return false;
      return (
        isId(a.object) &&
        (a.targets === undefined || isIds(a.targets, 100)) &&
        (a.x === undefined || isInt(a.x, 0, 1_000_000)) &&
        (a.modes === undefined || isList(a.modes, 20, (m) => isInt(m, 0, 100))) &&
        isFlag(a.kicker) &&
        isFlag(a.flashback) &&
        (a.face === undefined || isInt(a.face, 0, 1)) &&
        (a.phyrexian === undefined || isPayment(a.phyrexian) || isList(a.phyrexian, 20, isPayment))
      );
    default:
      return false;
  }
}

/** What `parseAction` gives: the action (the very object given), or the refusal of its first malformed field. */
export type ActionParse = { ok: true; action: Action } | { ok: false; error: Refusal };

/**
 * Checks the shape of an action (any JSON value, or anything else): its type, then each field
 * in turn, then a manual action's op by its kind. Ids are not checked against any game here.
 * Never throws.
 */
export function parseAction(value: unknown): ActionParse {
  const type =
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.hasOwn(value, "type")
      ? (value as { type: unknown }).type
      : undefined;
  const schema = typeof type === "string" && Object.hasOwn(ACTIONS, type) ? ACTION_SCHEMAS.get(type) : undefined;
  if (schema === undefined) {
    const found = type === undefined ? value : type;
    return {
      ok: false,
      error: {
        message: `Unknown action ${shown(found)}: "type" must be one of ${ACTION_TYPES.join(", ")} (what a player may do: CR 117.1).`,
        rules: ["117.1"],
        field: "type",
      },
    };
  }
  if (
    wellFormedPass(type as string, value as Record<string, unknown>) ||
    wellFormedPlay(type as string, value as Record<string, unknown>)
  )
    return { ok: true, action: value as Action };
  const bad = check(schema, ACTIONS[type as string]!, value, "");
  if (bad) return { ok: false, error: bad };
  if (type === "manual") {
    const op = (value as { op: unknown }).op;
    const kind = Array.isArray(op) ? undefined : (op as { kind?: unknown }).kind;
    const opSchema = typeof kind === "string" && Object.hasOwn(MANUAL_OPS, kind) ? OP_SCHEMAS.get(kind) : undefined;
    if (opSchema === undefined)
      return { ok: false, error: malformed("op.kind", `one of ${Object.keys(MANUAL_OPS).join(", ")}`, kind, []) };
    const badOp = check(opSchema, MANUAL_OPS[kind as string]!, op, "op.");
    if (badOp) return { ok: false, error: badOp };
  }
  return { ok: true, action: value as Action };
}
