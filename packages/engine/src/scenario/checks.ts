/**
 * Checking a scenario's `expect` steps against the game: life and poison (CR 119, 122.1),
 * objects with their computed characteristics (613), zone contents and counts, the stack,
 * the step, the turn and the winner.
 */
import type { GameState, ObjectId, PlayerId, ZoneName } from "../state/types.js";
import { isCardType, isCounterKind, isKeyword, type Keyword } from "../state/vocabulary/index.js";
import type { Ctx } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { isSick } from "../rules/queries.js";
import { ctxOf, field, isObj, ref, ScenarioError, type Json, type Runner } from "./runner.js";

// ---------------------------------------------------------------- checks

function fail(path: string, what: string, expected: unknown, found: unknown): never {
  throw new ScenarioError(`${path}: ${what}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`);
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
      if (s.players[p as PlayerId].life !== v) fail(path, `${p}'s life`, v, s.players[p as PlayerId].life);
    }
  }
  if (x["poison"] !== undefined) {
    known = true;
    field(isObj(x["poison"]), `${path}.poison`, "must be { you?, opponent? }");
    for (const [p, v] of Object.entries(x["poison"] as Json)) {
      field(p === "you" || p === "opponent", `${path}.poison`, `unknown player "${p}"`);
      if (s.players[p as PlayerId].poison !== v)
        fail(path, `${p}'s poison counters`, v, s.players[p as PlayerId].poison);
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
        Number.isInteger(c["equals"]),
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
        Array.isArray(z["names"]),
      `${path}.zone`,
      "must be { player, zone, names }",
    );
    const ids = zoneObjects(s, z["player"] as PlayerId, z["zone"] as ZoneName, `${path}.zone.zone`);
    const names = ids.map((id) => characteristics(ctx, id).name);
    const want = z["names"] as string[];
    const ok = z["zone"] === "library" ? JSON.stringify(names) === JSON.stringify(want) : sameSet(names, want);
    if (!ok) fail(path, `${String(z["player"])}'s ${String(z["zone"])}`, want, names);
  }
  if (x["stack"] !== undefined) {
    known = true;
    if (s.stack.length !== x["stack"]) fail(path, "objects on the stack", x["stack"], s.stack.length);
  }
  if (x["step"] !== undefined || x["turn"] !== undefined || x["active"] !== undefined) {
    known = true;
    if (x["step"] !== undefined && s.step !== x["step"]) fail(path, "step", x["step"], s.step);
    if (x["turn"] !== undefined && s.turn !== x["turn"]) fail(path, "turn", x["turn"], s.turn);
    if (x["active"] !== undefined && s.active !== x["active"]) fail(path, "active player", x["active"], s.active);
  }
  if (x["winner"] !== undefined) {
    known = true;
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
  if (x["zone"] !== undefined && o.zone !== x["zone"]) fail(path, `${label}'s zone`, x["zone"], o.zone);
  if (x["controller"] !== undefined && c.controller !== x["controller"])
    fail(path, `${label}'s controller`, x["controller"], c.controller);
  if (x["tapped"] !== undefined && o.tapped !== x["tapped"]) fail(path, `${label} tapped`, x["tapped"], o.tapped);
  if (x["power"] !== undefined && c.power !== x["power"]) fail(path, `${label}'s power`, x["power"], c.power);
  if (x["toughness"] !== undefined && c.toughness !== x["toughness"])
    fail(path, `${label}'s toughness`, x["toughness"], c.toughness);
  for (const k of ["types", "subtypes", "colors"] as const) {
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
      if ((o.counters[k] ?? 0) !== v) fail(path, `${label}'s ${k} counters`, v, o.counters[k] ?? 0);
    }
  }
  if (x["name"] !== undefined && c.name !== x["name"]) fail(path, `${label}'s name`, x["name"], c.name);
  if (x["token"] !== undefined && o.isToken !== x["token"]) fail(path, `${label} is a token`, x["token"], o.isToken);
  if (x["sick"] !== undefined && isSick(s, id) !== x["sick"])
    fail(path, `${label} sick (CR 302.6)`, x["sick"], isSick(s, id));
}
