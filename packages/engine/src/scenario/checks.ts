/**
 * Checking a scenario's `expect` steps against the game: life and poison (CR 119, 122.1),
 * objects with their computed characteristics (613), damage marked (120.6), their place in
 * combat (506.4) and whether they are copies (707.2), zone contents and counts, the stack,
 * the step, the turn and the winner; and `label` steps naming objects created mid-scenario.
 */
import type { CopiableValues, GameState, ObjectId, PlayerId, ZoneName } from "../state/types.js";
import { isCardType, isCounterKind, isKeyword, type Keyword } from "../state/vocabulary/index.js";
import type { Ctx } from "../core/context.js";
import { baseValues, copiableOfDefinition, currentIdOf, definition } from "../core/objects.js";
import { characteristics } from "../rules/layers.js";
import { isSick } from "../rules/queries.js";
import { isBlocking } from "../rules/filters.js";
import { ctxOf, field, isObj, ref, ScenarioError, type Json, type Runner } from "./runner.js";

// ---------------------------------------------------------------- checks

function fail(path: string, what: string, expected: unknown, found: unknown): never {
  throw new ScenarioError(`${path}: ${what}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`);
}

const isInt = (v: unknown): boolean => Number.isSafeInteger(v);
const isPlayer = (v: unknown): boolean => v === "you" || v === "opponent";
const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === "string");

/** Throws a ScenarioError naming `path` unless the check's value `v` (when given) passes `test`. */
function typed(v: unknown, test: (v: unknown) => boolean, path: string, what: string): void {
  if (v !== undefined) field(test(v), path, what, v);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join("\u0000") === [...b].sort().join("\u0000");
}

/** Checks an `expect` step; throws a ScenarioError naming what differs. */
export function expectStep(r: Runner, e: unknown, path: string): void {
  field(isObj(e), path, "must be an object");
  const x = e as Json;
  const s = r.state;
  const ctx = ctxOf(r);
  let known = false;
  if (x["life"] !== undefined) {
    known = true;
    field(isObj(x["life"]), `${path}.life`, "must be { you?, opponent? }");
    for (const [p, v] of Object.entries(x["life"] as Json)) {
      field(p === "you" || p === "opponent", `${path}.life`, `unknown player "${p}"`);
      typed(v, isInt, `${path}.life.${p}`, "must be an integer");
      if (s.players[p as PlayerId].life !== v) fail(path, `${p}'s life`, v, s.players[p as PlayerId].life);
    }
  }
  if (x["poison"] !== undefined) {
    known = true;
    field(isObj(x["poison"]), `${path}.poison`, "must be { you?, opponent? }");
    for (const [p, v] of Object.entries(x["poison"] as Json)) {
      field(p === "you" || p === "opponent", `${path}.poison`, `unknown player "${p}"`);
      typed(v, isInt, `${path}.poison.${p}`, "must be an integer");
      if (s.players[p as PlayerId].poison !== v)
        fail(path, `${p}'s poison counters`, v, s.players[p as PlayerId].poison);
    }
  }
  if (x["energy"] !== undefined) {
    // energy counters (CR 122.1, 107.14)
    known = true;
    field(isObj(x["energy"]), `${path}.energy`, "must be { you?, opponent? }");
    for (const [p, v] of Object.entries(x["energy"] as Json)) {
      field(p === "you" || p === "opponent", `${path}.energy`, `unknown player "${p}"`);
      typed(v, isInt, `${path}.energy.${p}`, "must be an integer");
      const has = s.players[p as PlayerId].energy ?? 0;
      if (has !== v) fail(path, `${p}'s energy counters`, v, has);
    }
  }
  if (x["object"] !== undefined) {
    known = true;
    const id = ref(r, x["object"], `${path}.object`, true);
    if (x["exists"] === false) {
      if (id !== null) fail(path, `${String(x["object"])} exists`, false, `in ${s.objects[id]!.zone}`);
    } else {
      if (id === null) throw new ScenarioError(`${path}: ${String(x["object"])} does not exist`);
      checkObject(r, ctx, id, x, path);
    }
  }
  if (x["count"] !== undefined) {
    known = true;
    const c = x["count"] as Json;
    field(
      isObj(c) &&
        (c["player"] === "you" || c["player"] === "opponent") &&
        typeof c["zone"] === "string" &&
        Number.isInteger(c["equals"]) &&
        (c["name"] === undefined || typeof c["name"] === "string"),
      `${path}.count`,
      "must be { player, zone, name?, equals }",
    );
    const ids = zoneObjects(s, c["player"] as PlayerId, c["zone"] as ZoneName, `${path}.count.zone`);
    const n = ids.filter((id) => c["name"] === undefined || characteristics(ctx, id).name === c["name"]).length;
    if (n !== c["equals"])
      fail(
        path,
        `number of ${c["name"] ?? "objects"} in ${String(c["player"])}'s ${String(c["zone"])}`,
        c["equals"],
        n,
      );
  }
  if (isObj(x["zone"])) {
    known = true;
    const z = x["zone"] as Json;
    field(
      isObj(z) &&
        (z["player"] === "you" || z["player"] === "opponent") &&
        typeof z["zone"] === "string" &&
        isStrings(z["names"]),
      `${path}.zone`,
      "must be { player, zone, names } (names: an array of card names)",
    );
    const ids = zoneObjects(s, z["player"] as PlayerId, z["zone"] as ZoneName, `${path}.zone.zone`);
    const names = ids.map((id) => characteristics(ctx, id).name);
    const want = z["names"] as string[];
    const ok = z["zone"] === "library" ? JSON.stringify(names) === JSON.stringify(want) : sameSet(names, want);
    if (!ok) fail(path, `${String(z["player"])}'s ${String(z["zone"])}`, want, names);
  }
  if (x["stack"] !== undefined) {
    known = true;
    typed(x["stack"], isInt, `${path}.stack`, "must be the number of objects on the stack");
    if (s.stack.length !== x["stack"]) fail(path, "objects on the stack", x["stack"], s.stack.length);
  }
  if (x["step"] !== undefined || x["turn"] !== undefined || x["active"] !== undefined) {
    known = true;
    typed(x["step"], (v) => typeof v === "string", `${path}.step`, "must be a step's name");
    typed(x["turn"], isInt, `${path}.turn`, "must be an integer");
    typed(x["active"], isPlayer, `${path}.active`, 'must be "you" or "opponent"');
    if (x["step"] !== undefined && s.step !== x["step"]) fail(path, "step", x["step"], s.step);
    if (x["turn"] !== undefined && s.turn !== x["turn"]) fail(path, "turn", x["turn"], s.turn);
    if (x["active"] !== undefined && s.active !== x["active"]) fail(path, "active player", x["active"], s.active);
  }
  if (x["winner"] !== undefined) {
    known = true;
    typed(x["winner"], (v) => v === null || isPlayer(v), `${path}.winner`, 'must be "you", "opponent" or null');
    if (s.winner !== x["winner"]) fail(path, "winner", x["winner"], s.winner);
  }
  field(known, path, "has no known check (life, poison, object, count, zone, stack, step, winner)");
}

function zoneObjects(s: GameState, p: PlayerId, zone: ZoneName, path: string): ObjectId[] {
  switch (zone) {
    case "library":
      return s.players[p].library;
    case "hand":
      return s.players[p].hand;
    case "graveyard":
      return [...s.players[p].graveyard];
    case "battlefield":
      return s.battlefield.filter((id) => s.objects[id]!.controller === p);
    case "exile":
      return s.exile.filter((id) => s.objects[id]!.owner === p);
    case "stack":
      return s.stack.flatMap((it) =>
        it.kind === "spell" && s.objects[it.object]!.controller === p ? [it.object] : [],
      );
    default:
      throw new ScenarioError(`${path}: unknown zone "${String(zone)}"`);
  }
}

function checkObject(r: Runner, ctx: Ctx, id: ObjectId, x: Json, path: string): void {
  const s = r.state;
  const o = s.objects[id]!;
  const c = characteristics(ctx, id);
  const label = String(x["object"]);
  // the checks' types first: a wrong one is the scenario's mistake, named as such
  typed(x["zone"], (v) => typeof v === "string", `${path}.zone`, "must be a zone's name");
  typed(x["controller"], isPlayer, `${path}.controller`, 'must be "you" or "opponent"');
  for (const k of ["tapped", "token", "sick"])
    typed(x[k], (v) => typeof v === "boolean", `${path}.${k}`, "must be true or false");
  for (const k of ["power", "toughness"])
    typed(x[k], (v) => v === null || isInt(v), `${path}.${k}`, "must be an integer or null");
  for (const k of ["types", "subtypes", "colors"])
    typed(x[k], isStrings, `${path}.${k}`, "must be an array of strings");
  typed(
    x["counters"],
    (v) => isObj(v) && Object.values(v).every(isInt),
    `${path}.counters`,
    "must be an object of counter kind to integer",
  );
  typed(x["name"], (v) => typeof v === "string", `${path}.name`, "must be a string");
  if (x["zone"] !== undefined && o.zone !== x["zone"]) fail(path, `${label}'s zone`, x["zone"], o.zone);
  if (x["controller"] !== undefined && c.controller !== x["controller"])
    fail(path, `${label}'s controller`, x["controller"], c.controller);
  if (x["tapped"] !== undefined && o.tapped !== x["tapped"]) fail(path, `${label} tapped`, x["tapped"], o.tapped);
  if (x["power"] !== undefined && c.power !== x["power"]) fail(path, `${label}'s power`, x["power"], c.power);
  if (x["toughness"] !== undefined && c.toughness !== x["toughness"])
    fail(path, `${label}'s toughness`, x["toughness"], c.toughness);
  for (const k of ["types", "subtypes", "supertypes", "colors"] as const) {
    if (x[k] === undefined) continue;
    field(Array.isArray(x[k]), `${path}.${k}`, "must be an array");
    if (k === "types")
      field((x[k] as unknown[]).every(isCardType), `${path}.types`, "must be card types (CR 205.2a)", x[k]);
    if (!sameSet(c[k] as string[], x[k] as string[])) fail(path, `${label}'s ${k}`, x[k], c[k]);
  }
  for (const which of ["has", "lacks"] as const) {
    if (x[which] === undefined) continue;
    const list: unknown = x[which];
    // an unknown word would make "lacks" pass whatever the object has
    field(Array.isArray(list) && list.every(isKeyword), `${path}.${which}`, "must be an array of keywords", list);
    for (const k of list as Keyword[])
      if (c.keywords.includes(k) !== (which === "has")) fail(path, `${label} ${which} ${k}`, true, c.keywords);
  }
  if (x["counters"] !== undefined) {
    field(isObj(x["counters"]), `${path}.counters`, "must be an object of counter kind to number");
    for (const [k, v] of Object.entries(x["counters"] as Json)) {
      field(isCounterKind(k), `${path}.counters`, "names a counter kind no card has (CR 122.1)", k);
      const has = Object.hasOwn(o.counters, k) ? o.counters[k] : 0;
      if (has !== v) fail(path, `${label}'s ${k} counters`, v, has);
    }
  }
  if (x["name"] !== undefined && c.name !== x["name"]) fail(path, `${label}'s name`, x["name"], c.name);
  if (x["token"] !== undefined && o.isToken !== x["token"]) fail(path, `${label} is a token`, x["token"], o.isToken);
  if (x["sick"] !== undefined && isSick(s, id) !== x["sick"])
    fail(path, `${label} sick (CR 302.6)`, x["sick"], isSick(s, id));
  if (x["damage"] !== undefined && o.damage !== x["damage"])
    fail(path, `${label}'s damage marked (CR 120.6)`, x["damage"], o.damage);
  const combat = s.combat;
  const inCombat = {
    attacking: !!combat?.attackers.some((a) => a.attacker === id),
    blocking: isBlocking(combat, id),
    blocked: !!combat?.blocked.includes(id),
  };
  for (const k of ["attacking", "blocking", "blocked"] as const) {
    if (x[k] === undefined) continue;
    field(typeof x[k] === "boolean", `${path}.${k}`, "must be true or false");
    if (inCombat[k] !== x[k]) fail(path, `${label} ${k} (CR 506.4)`, x[k], inCombat[k]);
  }
  if (x["copyOf"] !== undefined) checkCopyOf(r, ctx, id, x["copyOf"], `${path}.copyOf`, label);
}

/**
 * `copyOf`: the object's copiable values were copied from the referred card (CR 707.2): the
 * same name, mana cost and abilities as that object's own copiable values (or, when it is
 * gone, as it last existed).
 */
function checkCopyOf(r: Runner, ctx: Ctx, id: ObjectId, v: unknown, path: string, label: string): void {
  const s = r.state;
  const o = s.objects[id]!;
  const origId = ref(r, v, path, true);
  const orig = origId !== null ? baseValues(ctx, s.objects[origId]!) : lastCopiable(r, ctx, v);
  if (!orig) throw new ScenarioError(`${path}: ${String(v)} is not an object that was ever in the game`);
  const mine = o.copiable;
  const same =
    mine !== null &&
    mine.name === orig.name &&
    mine.manaCost === orig.manaCost &&
    JSON.stringify(mine.abilities) === JSON.stringify(orig.abilities);
  if (!same) fail(path, `${label} is a copy of ${String(v)} (CR 707.2)`, true, mine ? mine.name : "not a copy");
}

/** The copiable values a labelled object that no longer exists last had (its last known information). */
function lastCopiable(r: Runner, ctx: Ctx, v: unknown): CopiableValues | null {
  let cur = typeof v === "string" ? r.labels.get(v) : undefined;
  let last: CopiableValues | null = null;
  for (let guard = 0; cur && guard < 1000; guard++) {
    const l = r.state.lki[cur];
    if (!l) break;
    last = l.copiable ?? (l.card ? copiableOfDefinition(definition(ctx, l.card)) : last);
    cur = l.newId ?? undefined;
  }
  return last;
}

/**
 * A `label` step: `{ "label": "copy", "find": { "player": "you", "zone": "battlefield",
 * "name": "Grizzly Bears", "token": true } }` gives a label to the one object that matches and
 * has no label yet (an object created while the scenario runs: a token, a copy). `player` and
 * `zone` default to you and the battlefield; `name` and `token` are optional. It fails when no
 * object or more than one matches — unless `nth` (0-based) picks one of them in zone order (two
 * tokens made at once, CR 111.1).
 */
export function labelStep(r: Runner, step: Json, path: string): void {
  const name = step["label"];
  field(typeof name === "string" && name.length > 0, `${path}.label`, "must be a label");
  field(!r.labels.has(name as string), `${path}.label`, "is used twice", name);
  const f = step["find"] ?? {};
  field(isObj(f), `${path}.find`, "must be { player?, zone?, name?, token? }");
  const fj = f as Json;
  const player = fj["player"] ?? "you";
  field(player === "you" || player === "opponent", `${path}.find.player`, 'must be "you" or "opponent"');
  const zone = (fj["zone"] ?? "battlefield") as ZoneName;
  const ctx = ctxOf(r);
  const labelled = new Set([...r.labels.values()].map((id) => currentIdOf(r.state, id)));
  const found = zoneObjects(r.state, player as PlayerId, zone, `${path}.find.zone`).filter(
    (id) =>
      !labelled.has(id) &&
      (fj["name"] === undefined || characteristics(ctx, id).name === fj["name"]) &&
      (fj["token"] === undefined || r.state.objects[id]!.isToken === fj["token"]),
  );
  const nth = fj["nth"];
  field(nth === undefined || Number.isInteger(nth), `${path}.find.nth`, "must be an index");
  if (typeof nth === "number" && nth >= 0 && nth < found.length) found.splice(0, found.length, found[nth]!);
  if (found.length !== 1)
    throw new ScenarioError(
      `${path}: ${found.length === 0 ? "no unlabelled object" : `${found.length} unlabelled objects`} in ${String(player)}'s ${zone}${fj["name"] !== undefined ? ` named "${String(fj["name"])}"` : ""} to label "${String(name)}"`,
    );
  r.labels.set(name as string, found[0]!);
}
