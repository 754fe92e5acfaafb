/**
 * The rule-scenario runner for `fishbowl-scenario/1` files (shared SCENARIOS.md): a pure
 * function from a parsed scenario and a card registry to a result. It builds the board of
 * `setup`, performs each `do` through the same `apply` door as every other client, and
 * checks each `expect` against the computed characteristics (CR 613). A malformed scenario
 * is a failed result whose message names the offending field; this module never throws for
 * bad input.
 */
import type { TokenSpec } from "../state/vocabulary/index.js";
import type { Action, GameState, ObjectId, PhyrexianPayment, PlayerId, StepName, ZoneName } from "../state/types.js";
import { STEPS } from "../state/types.js";
import { copiableOfToken, createObject, currentIdOf } from "../core/objects.js";
import { type CardRegistry, type Ctx } from "../core/context.js";
import { newCtx } from "../core/context.js";
import { emptyState } from "../game.js";
import { applyInPlace } from "../apply.js";
import { settle } from "../rules/turn-structure.js";
import { characteristics } from "../rules/layers.js";
import { isSick } from "../rules/queries.js";
import { requiredAttackers } from "../rules/combat.js";

/** The outcome of one scenario. `step` is the 0-based index of the failing step, if any. */
export interface ScenarioResult {
  name: string;
  status: "passed" | "failed" | "skipped";
  step?: number;
  message?: string;
}

class ScenarioError extends Error {
  constructor(message: string, public readonly step?: number, public readonly skip = false) {
    super(message);
  }
}

type Json = Record<string, unknown>;

const PLAYERS: PlayerId[] = ["you", "opponent"];
const ZONES = ["library", "hand", "battlefield", "graveyard", "exile"] as const;

function isObj(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function field<T>(cond: boolean, path: string, what: string, value?: T): void {
  if (!cond) throw new ScenarioError(`field ${path}: ${what}${value !== undefined ? ` (found ${JSON.stringify(value)})` : ""}`);
}

/**
 * Runs one scenario. `opts.skipUnknownCards`: a scenario naming a card without a definition
 * is "skipped" instead of "failed".
 */
export function runScenario(scenario: unknown, cards: CardRegistry, opts: { skipUnknownCards?: boolean } = {}): ScenarioResult {
  const name = isObj(scenario) && typeof scenario["name"] === "string" ? (scenario["name"] as string) : "(unnamed)";
  try {
    run(scenario, cards, opts);
    return { name, status: "passed" };
  } catch (e) {
    if (e instanceof ScenarioError) {
      return { name, status: e.skip ? "skipped" : "failed", ...(e.step !== undefined ? { step: e.step } : {}), message: e.message };
    }
    return { name, status: "failed", message: `internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}` };
  }
}

interface Runner {
  state: GameState;
  cards: CardRegistry;
  labels: Map<string, ObjectId>;
}

function run(sc: unknown, cards: CardRegistry, opts: { skipUnknownCards?: boolean }): void {
  field(isObj(sc), "(top level)", "must be a JSON object");
  const s0 = sc as Json;
  field(s0["format"] === "fishbowl-scenario/1", "format", 'must be "fishbowl-scenario/1"', s0["format"]);
  field(typeof s0["name"] === "string", "name", "must be a string");
  field(s0["seed"] === undefined || Number.isInteger(s0["seed"]), "seed", "must be an integer", s0["seed"]);
  field(isObj(s0["setup"]), "setup", "must be an object");
  field(Array.isArray(s0["steps"]), "steps", "must be an array");
  const r = buildSetup(s0["setup"] as Json, (s0["seed"] as number | undefined) ?? 1, cards, opts);
  const steps = s0["steps"] as unknown[];
  steps.forEach((st, i) => {
    try {
      field(isObj(st), `steps[${i}]`, "must be an object");
      const step = st as Json;
      if ("do" in step) doStep(r, step, `steps[${i}]`);
      else if ("expect" in step) expectStep(r, step["expect"], `steps[${i}].expect`);
      else field(false, `steps[${i}]`, 'needs "do" or "expect"');
    } catch (e) {
      if (e instanceof ScenarioError) throw new ScenarioError(e.message, i, e.skip);
      throw e;
    }
  });
}

/**
 * Builds the game state a scenario's `setup` describes (for benchmarks, tests and loading a
 * board in a UI). Returns the state and the labels (label → object id), or throws an Error
 * whose message names the offending field.
 */
export function stateFromSetup(setup: unknown, seed: number, cards: CardRegistry): { state: GameState; labels: Record<string, ObjectId> } {
  try {
    field(isObj(setup), "setup", "must be an object");
    const r = buildSetup(setup as Json, seed, cards, {});
    return { state: r.state, labels: Object.fromEntries(r.labels) };
  } catch (e) {
    if (e instanceof ScenarioError) throw new Error(e.message);
    throw e;
  }
}

function buildSetup(setup: Json, seed: number, cards: CardRegistry, opts: { skipUnknownCards?: boolean }): Runner {
  const s = emptyState(seed);
  const turn = setup["turn"] ?? 1;
  field(Number.isInteger(turn) && (turn as number) >= 1, "setup.turn", "must be a positive integer", turn);
  const active = setup["active"] ?? "you";
  field(active === "you" || active === "opponent", "setup.active", 'must be "you" or "opponent"', active);
  const step = setup["step"] ?? "main1";
  field(STEPS.includes(step as StepName), "setup.step", `must be one of ${STEPS.join(", ")}`, step);
  s.turn = turn as number;
  s.active = active as PlayerId;
  s.startingPlayer = (s.turn % 2 === 1) === (s.active === "you") ? "you" : "opponent";
  s.step = step as StepName;
  s.clock = 10;
  s.players[s.active].turnStartedAt = 5;
  s.players[s.active === "you" ? "opponent" : "you"].turnStartedAt = 3;
  const ctx: Ctx = newCtx(s, cards);
  const labels = new Map<string, ObjectId>();
  const attach: [ObjectId, string, string][] = [];
  for (const p of PLAYERS) {
    const ps = setup[p];
    if (ps === undefined) continue;
    field(isObj(ps), `setup.${p}`, "must be an object");
    const pj = ps as Json;
    if (pj["life"] !== undefined) { field(typeof pj["life"] === "number", `setup.${p}.life`, "must be a number", pj["life"]); s.players[p].life = pj["life"] as number; }
    if (pj["poison"] !== undefined) { field(Number.isInteger(pj["poison"]) && (pj["poison"] as number) >= 0, `setup.${p}.poison`, "must be a non-negative integer", pj["poison"]); s.players[p].poison = pj["poison"] as number; }
    if (pj["landsPlayed"] !== undefined) { field(Number.isInteger(pj["landsPlayed"]), `setup.${p}.landsPlayed`, "must be an integer"); s.players[p].landsPlayed = pj["landsPlayed"] as number; }
    for (const zone of ZONES) {
      const list = pj[zone];
      if (list === undefined) continue;
      field(Array.isArray(list), `setup.${p}.${zone}`, "must be an array");
      (list as unknown[]).forEach((entry, k) => {
        const path = `setup.${p}.${zone}[${k}]`;
        let card: string | null = null;
        let token: TokenSpec | null = null;
        let e: Json = {};
        if (typeof entry === "string") card = entry;
        else {
          field(isObj(entry), path, "must be a card name or an object");
          e = entry as Json;
          if (e["token"] !== undefined) token = parseToken(e["token"], `${path}.token`);
          else { field(typeof e["card"] === "string", `${path}.card`, "must be a card name"); card = e["card"] as string; }
        }
        if (card !== null && !cards.get(card)) throw new ScenarioError(`${path}: unknown card "${card}"`, undefined, !!opts.skipUnknownCards);
        const o = createObject(ctx, { card, copiable: token ? copiableOfToken(token) : null, isToken: !!token, owner: p, zone }, true);
        if (e["id"] !== undefined) {
          field(typeof e["id"] === "string", `${path}.id`, "must be a string");
          field(!labels.has(e["id"] as string), `${path}.id`, "is used twice", e["id"]);
          labels.set(e["id"] as string, o.id);
        }
        if (e["tapped"] !== undefined) { field(typeof e["tapped"] === "boolean", `${path}.tapped`, "must be true or false"); o.tapped = e["tapped"] as boolean; }
        o.controlSince = e["sick"] === true ? 10 : 0;
        if (e["sick"] !== undefined) field(typeof e["sick"] === "boolean", `${path}.sick`, "must be true or false");
        if (e["counters"] !== undefined) {
          field(isObj(e["counters"]), `${path}.counters`, "must be an object of counter kind to number");
          for (const [kind, n] of Object.entries(e["counters"] as Json)) {
            field(Number.isInteger(n) && (n as number) >= 0, `${path}.counters.${kind}`, "must be a whole number", n);
            if ((n as number) > 0) o.counters[kind] = n as number;
          }
        }
        if (e["attachedTo"] !== undefined) {
          field(typeof e["attachedTo"] === "string", `${path}.attachedTo`, "must be a label");
          attach.push([o.id, e["attachedTo"] as string, `${path}.attachedTo`]);
        }
      });
    }
  }
  for (const [id, label, path] of attach) {
    const target = labels.get(label);
    field(target !== undefined, path, `no object has the label "${label}"`);
    s.objects[id]!.attachedTo = target!;
  }
  s.priority = s.active;
  const r: Runner = { state: s, cards, labels };
  settle(ctx);
  return r;
}

function parseToken(t: unknown, path: string): TokenSpec {
  field(isObj(t), path, "must be an object");
  const j = t as Json;
  const arr = (k: string) => {
    const v = j[k] ?? [];
    field(Array.isArray(v) && (v as unknown[]).every((x) => typeof x === "string"), `${path}.${k}`, "must be an array of strings", v);
    return v as string[];
  };
  const num = (k: string) => {
    const v = j[k];
    field(v === undefined || v === null || typeof v === "number", `${path}.${k}`, "must be a number", v);
    return (v ?? null) as number | null;
  };
  field(j["name"] === undefined || typeof j["name"] === "string", `${path}.name`, "must be a string");
  return {
    ...(typeof j["name"] === "string" ? { name: j["name"] as string } : {}),
    colors: arr("colors") as TokenSpec["colors"], types: arr("types"), subtypes: arr("subtypes"), supertypes: arr("supertypes"),
    power: num("power"), toughness: num("toughness"), keywords: arr("keywords"),
  };
}

// ---------------------------------------------------------------- references

function ref(r: Runner, v: unknown, path: string, allowGone = false): ObjectId | null {
  field(typeof v === "string", path, "must be a label, card name or player");
  const name = v as string;
  const s = r.state;
  const label = r.labels.get(name);
  if (label !== undefined) {
    const cur = currentIdOf(s, label);
    if (!cur && !allowGone) throw new ScenarioError(`${path}: "${name}" no longer exists`);
    return cur;
  }
  const ctx = ctxOf(r);
  const found = Object.keys(s.objects).filter((id) => characteristics(ctx, id).name === name);
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    if (allowGone) return null;
    throw new ScenarioError(`${path}: no object is named "${name}"`);
  }
  throw new ScenarioError(`${path}: "${name}" is ambiguous (${found.length} objects have that name); use a label`);
}

function target(r: Runner, v: unknown, path: string): string {
  if (v === "you" || v === "opponent") return v;
  return ref(r, v, path)!;
}

function ctxOf(r: Runner): Ctx {
  return newCtx(r.state, r.cards);
}

// ---------------------------------------------------------------- actions

function applyOrFail(r: Runner, a: Action): { ok: true } | { ok: false; message: string; rules: string[] } {
  const res = applyInPlace(r.state, a, r.cards);
  if (!res.ok) return { ok: false, message: res.error.message, rules: res.error.rules };
  return { ok: true };
}

function doStep(r: Runner, step: Json, path: string): void {
  const kind = step["do"];
  const rejected = step["rejected"];
  field(rejected === undefined || rejected === true || rejected === false || (Array.isArray(rejected) && rejected.every((x) => typeof x === "string")), `${path}.rejected`, "must be true or a list of rule numbers");
  const before = JSON.stringify(r.state);
  const outcome = perform(r, kind, step, path);
  if (rejected === undefined || rejected === false) {
    if (!outcome.ok) throw new ScenarioError(`${path} (${String(kind)}): the engine refused it: ${outcome.message} [${outcome.rules.join(", ")}]`);
    return;
  }
  if (outcome.ok) throw new ScenarioError(`${path} (${String(kind)}): expected the action to be refused${Array.isArray(rejected) ? ` citing ${rejected.join(" or ")}` : ""}, but it was accepted`);
  if (JSON.stringify(r.state) !== before) throw new ScenarioError(`${path} (${String(kind)}): the action was refused but the game changed`);
  if (Array.isArray(rejected)) {
    const ok = outcome.rules.some((rule) => (rejected as string[]).some((p) => rule.startsWith(p)));
    if (!ok) throw new ScenarioError(`${path} (${String(kind)}): refused citing [${outcome.rules.join(", ")}], expected a rule starting with ${(rejected as string[]).join(" or ")} (message: ${outcome.message})`);
  }
}

function optTargets(r: Runner, step: Json, path: string): string[] | undefined {
  const t = step["targets"];
  if (t === undefined) return undefined;
  field(Array.isArray(t), `${path}.targets`, "must be an array");
  return (t as unknown[]).map((x, i) => target(r, x, `${path}.targets[${i}]`));
}

/** A step's `sacrifice`: the permanents chosen for a sacrifice cost (CR 601.2h, 602.2b), by label. */
function optSacrifice(r: Runner, step: Json, path: string): { sacrifice?: string[] } {
  const t = step["sacrifice"];
  if (t === undefined) return {};
  field(Array.isArray(t), `${path}.sacrifice`, "must be an array of card labels");
  return { sacrifice: (t as unknown[]).map((x, i) => ref(r, x, `${path}.sacrifice[${i}]`)!) };
}

function perform(r: Runner, kind: unknown, step: Json, path: string): { ok: true } | { ok: false; message: string; rules: string[] } {
  const s = r.state;
  switch (kind) {
    case "playLand":
      return applyOrFail(r, { type: "playLand", player: s.active, object: ref(r, step["card"], `${path}.card`)! });
    case "cast": {
      const by = step["by"] ?? "you";
      field(by === "you" || by === "opponent", `${path}.by`, 'must be "you" or "opponent"');
      const x = step["x"];
      field(x === undefined || Number.isInteger(x), `${path}.x`, "must be an integer");
      const modes = step["modes"];
      field(modes === undefined || (Array.isArray(modes) && modes.every((m) => Number.isInteger(m))), `${path}.modes`, "must be an array of mode indexes");
      // phyrexian: "life" (every Phyrexian symbol paid with 2 life), "mana" (the default), or one
      // "life"/"mana" per Phyrexian symbol in cost order (CR 107.4f), e.g. ["life", "mana"].
      const phyrexian = step["phyrexian"];
      field(phyrexian === undefined || phyrexian === "life" || phyrexian === "mana" || (Array.isArray(phyrexian) && phyrexian.every((p) => p === "life" || p === "mana")), `${path}.phyrexian`, 'must be "life", "mana" or a list of them, one per Phyrexian symbol', phyrexian);
      const targets = optTargets(r, step, path);
      return applyOrFail(r, {
        type: "cast", player: by as PlayerId, object: ref(r, step["card"], `${path}.card`)!,
        ...(targets ? { targets } : {}), ...(x !== undefined ? { x: x as number } : {}), ...(modes ? { modes: modes as number[] } : {}),
        ...(step["kicker"] ? { kicker: true } : {}), ...(step["buyback"] ? { buyback: true } : {}),
        ...(phyrexian !== undefined ? { phyrexian: phyrexian as PhyrexianPayment } : {}),
        ...optSacrifice(r, step, path),
      });
    }
    case "activate": {
      // Fields: card, ability (0-based, among its activated abilities), targets?, x?, sacrifice?
      // (labels of the permanents sacrificed for the cost), and mana?: the type of mana chosen
      // for a mana ability that adds one of a choice of types, "W", "U", "B", "R", "G" or "C"
      // ("{T}: Add {R} or {G}" with "mana": "G"; CR 106.1a, 605.3b). Without `mana`, such an
      // activation is refused when there is more than one type to choose from.
      field(Number.isInteger(step["ability"]), `${path}.ability`, "must be an ability index");
      field(step["mana"] === undefined || (typeof step["mana"] === "string" && /^[WUBRGC]$/.test(step["mana"])), `${path}.mana`, 'must be one of "W", "U", "B", "R", "G", "C"', step["mana"]);
      const targets = optTargets(r, step, path);
      return applyOrFail(r, {
        type: "activate", player: "you", object: ref(r, step["card"], `${path}.card`)!, ability: step["ability"] as number,
        ...(targets ? { targets } : {}), ...(step["x"] !== undefined ? { x: step["x"] as number } : {}), ...optSacrifice(r, step, path),
        ...(step["mana"] !== undefined ? { mana: step["mana"] as string } : {}),
      });
    }
    case "resolve": {
      if (s.stack.length === 0) throw new ScenarioError(`${path} (resolve): the stack is empty`);
      return passOnce(r, path);
    }
    case "resolveAll": {
      for (let guard = 0; s.stack.length > 0 && guard < 200; guard++) {
        const res = passOnce(r, path);
        if (!res.ok) return res;
        if (s.pending) throw new ScenarioError(`${path} (resolveAll): the game is waiting for a decision (${s.pending.decision.kind}); answer it with "choose"`);
      }
      return { ok: true };
    }
    case "advance": {
      field(typeof step["to"] === "string" && STEPS.includes(step["to"] as StepName), `${path}.to`, `must be one of ${STEPS.join(", ")}`, step["to"]);
      field(step["turn"] === undefined || Number.isInteger(step["turn"]), `${path}.turn`, "must be an integer");
      const to = step["to"] as StepName;
      const turn = step["turn"] as number | undefined;
      for (let guard = 0; guard < 2000; guard++) {
        if (s.winner) throw new ScenarioError(`${path} (advance): the game ended (winner: ${s.winner}) before reaching ${to}`);
        if (s.pending) {
          if (s.pending.decision.kind === "declareAttackers") {
            // no attackers, except creatures that must attack (CR 508.1d)
            const res = applyOrFail(r, { type: "declareAttackers", player: "you", attackers: requiredAttackers(ctxOf(r), "you") });
            if (!res.ok) return res;
          } else throw new ScenarioError(`${path} (advance): the game is waiting for a decision (${s.pending.decision.kind}); answer it with "choose"`);
        } else {
          const res = passOnce(r, path);
          if (!res.ok) return res;
        }
        // A decision made as part of the step's turn-based actions (discarding to hand size in
        // cleanup, CR 514.1) waits there: the step has been reached; `choose` answers it.
        const waits = s.pending !== null && s.pending.decision.kind !== "declareAttackers";
        if ((!s.pending || waits) && s.step === to && (turn === undefined || s.turn === turn)) return { ok: true };
        if (turn !== undefined && s.turn > turn) throw new ScenarioError(`${path} (advance): passed turn ${turn} without stopping in ${to}`);
      }
      throw new ScenarioError(`${path} (advance): never reached ${to}`);
    }
    case "attack": {
      field(Array.isArray(step["attackers"]), `${path}.attackers`, "must be an array");
      const attackers = (step["attackers"] as unknown[]).map((a, i) => ref(r, a, `${path}.attackers[${i}]`)!);
      const defender = step["defender"] ?? "opponent";
      field(defender === "you" || defender === "opponent", `${path}.defender`, 'must be "you" or "opponent"');
      field(s.step === "main1" || s.step === "beginning_of_combat" || s.step === "declare_attackers", path, `attack is done from main1 or beginning_of_combat, the game is in ${s.step}`);
      const snapshot = JSON.stringify(s);
      for (let guard = 0; guard < 20 && !(s.pending?.decision.kind === "declareAttackers"); guard++) {
        if (s.pending) throw new ScenarioError(`${path} (attack): the game is waiting for a decision (${s.pending.decision.kind})`);
        if (s.step === "declare_attackers" || s.step === "end_of_combat") break;
        const res = passOnce(r, path);
        if (!res.ok) return res;
      }
      if (s.pending?.decision.kind !== "declareAttackers") {
        restore(r, snapshot);
        return { ok: false, message: "no creature can attack", rules: ["508.1a"] };
      }
      const res = applyOrFail(r, { type: "declareAttackers", player: "you", attackers, defender: defender as PlayerId });
      if (!res.ok) restore(r, snapshot);
      return res;
    }
    case "block": {
      field(Array.isArray(step["blocks"]), `${path}.blocks`, "must be an array");
      const blocks = (step["blocks"] as unknown[]).map((b, i) => {
        field(isObj(b), `${path}.blocks[${i}]`, "must be { blocker, attacker }");
        const bj = b as Json;
        return { blocker: ref(r, bj["blocker"], `${path}.blocks[${i}].blocker`)!, attacker: ref(r, bj["attacker"], `${path}.blocks[${i}].attacker`)! };
      });
      return applyOrFail(r, { type: "declareBlockers", player: "opponent", blocks });
    }
    case "choose": {
      const d = s.pending?.decision;
      if (!d) return applyOrFail(r, { type: "choose", player: "you" });
      const targets = optTargets(r, step, path);
      const options = step["options"];
      field(options === undefined || (Array.isArray(options) && options.every((o) => typeof o === "string")), `${path}.options`, "must be an array of strings");
      return applyOrFail(r, { type: "choose", player: d.player, ...(targets ? { targets } : {}), ...(options ? { options: options as string[] } : {}) });
    }
    default:
      throw new ScenarioError(`field ${path}.do: unknown action ${JSON.stringify(kind)}`);
  }
}

function restore(r: Runner, snapshot: string): void {
  r.state = JSON.parse(snapshot) as GameState;
}

function passOnce(r: Runner, path: string): { ok: true } | { ok: false; message: string; rules: string[] } {
  const s = r.state;
  if (s.pending) throw new ScenarioError(`${path}: the game is waiting for a decision (${s.pending.decision.kind}); answer it with "choose"`);
  if (s.priority !== "you") throw new ScenarioError(`${path}: you don't have priority (step ${s.step})`);
  return applyOrFail(r, { type: "pass", player: "you" });
}

// ---------------------------------------------------------------- checks

function fail(path: string, what: string, expected: unknown, found: unknown): never {
  throw new ScenarioError(`${path}: ${what}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join("\u0000") === [...b].sort().join("\u0000");
}

function expectStep(r: Runner, e: unknown, path: string): void {
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
      if (s.players[p as PlayerId].poison !== v) fail(path, `${p}'s poison counters`, v, s.players[p as PlayerId].poison);
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
    field(isObj(c) && (c["player"] === "you" || c["player"] === "opponent") && typeof c["zone"] === "string" && Number.isInteger(c["equals"]), `${path}.count`, "must be { player, zone, name?, equals }");
    const ids = zoneObjects(s, c["player"] as PlayerId, c["zone"] as ZoneName, `${path}.count.zone`);
    const n = ids.filter((id) => c["name"] === undefined || characteristics(ctx, id).name === c["name"]).length;
    if (n !== c["equals"]) fail(path, `number of ${c["name"] ?? "objects"} in ${String(c["player"])}'s ${String(c["zone"])}`, c["equals"], n);
  }
  if (isObj(x["zone"])) {
    known = true;
    const z = x["zone"] as Json;
    field(isObj(z) && (z["player"] === "you" || z["player"] === "opponent") && typeof z["zone"] === "string" && Array.isArray(z["names"]), `${path}.zone`, "must be { player, zone, names }");
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
    case "library": return s.players[p].library;
    case "hand": return s.players[p].hand;
    case "graveyard": return [...s.players[p].graveyard];
    case "battlefield": return s.battlefield.filter((id) => s.objects[id]!.controller === p);
    case "exile": return s.exile.filter((id) => s.objects[id]!.owner === p);
    case "stack": return s.stack.flatMap((it) => (it.kind === "spell" && s.objects[it.object]!.controller === p ? [it.object] : []));
    default: throw new ScenarioError(`${path}: unknown zone "${String(zone)}"`);
  }
}

function checkObject(r: Runner, ctx: Ctx, id: ObjectId, x: Json, path: string): void {
  const s = r.state;
  const o = s.objects[id]!;
  const c = characteristics(ctx, id);
  const label = String(x["object"]);
  if (x["zone"] !== undefined && o.zone !== x["zone"]) fail(path, `${label}'s zone`, x["zone"], o.zone);
  if (x["controller"] !== undefined && c.controller !== x["controller"]) fail(path, `${label}'s controller`, x["controller"], c.controller);
  if (x["tapped"] !== undefined && o.tapped !== x["tapped"]) fail(path, `${label} tapped`, x["tapped"], o.tapped);
  if (x["power"] !== undefined && c.power !== x["power"]) fail(path, `${label}'s power`, x["power"], c.power);
  if (x["toughness"] !== undefined && c.toughness !== x["toughness"]) fail(path, `${label}'s toughness`, x["toughness"], c.toughness);
  for (const k of ["types", "subtypes", "colors"] as const) {
    if (x[k] === undefined) continue;
    field(Array.isArray(x[k]), `${path}.${k}`, "must be an array");
    if (!sameSet(c[k] as string[], x[k] as string[])) fail(path, `${label}'s ${k}`, x[k], c[k]);
  }
  if (x["has"] !== undefined) {
    for (const k of x["has"] as string[]) if (!c.keywords.includes(k)) fail(path, `${label} has ${k}`, true, c.keywords);
  }
  if (x["lacks"] !== undefined) {
    for (const k of x["lacks"] as string[]) if (c.keywords.includes(k)) fail(path, `${label} lacks ${k}`, true, c.keywords);
  }
  if (x["counters"] !== undefined) {
    for (const [k, v] of Object.entries(x["counters"] as Json)) if ((o.counters[k] ?? 0) !== v) fail(path, `${label}'s ${k} counters`, v, o.counters[k] ?? 0);
  }
  if (x["name"] !== undefined && c.name !== x["name"]) fail(path, `${label}'s name`, x["name"], c.name);
  if (x["token"] !== undefined && o.isToken !== x["token"]) fail(path, `${label} is a token`, x["token"], o.isToken);
  if (x["sick"] !== undefined && isSick(s, id) !== x["sick"]) fail(path, `${label} sick (CR 302.6)`, x["sick"], isSick(s, id));
}
