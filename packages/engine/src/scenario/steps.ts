/**
 * Performing a scenario's `do` steps through the same `apply` door as every other client:
 * play a land, cast, activate, resolve, advance to a step, attack, block, choose — and
 * checking that a step expected to be refused is refused, citing the expected rule, with the
 * game unchanged.
 */
import type { Action, GameState, PhyrexianPayment, PlayerId, StepName } from "../state/types.js";
import type { AlternativeCostKind } from "../state/vocabulary/index.js";
import { STEPS } from "../state/types.js";
import { requiredAttackers } from "../rules/combat.js";
import { applyInPlace } from "../apply.js";
import { ctxOf, field, isObj, ref, ScenarioError, target, type Json, type Runner } from "./runner.js";

// ---------------------------------------------------------------- actions

function applyOrFail(r: Runner, a: Action): { ok: true } | { ok: false; message: string; rules: string[] } {
  const res = applyInPlace(r.state, a, r.cards);
  if (!res.ok) return { ok: false, message: res.error.message, rules: res.error.rules };
  return { ok: true };
}

/** Performs a `do` step; a `rejected` step must be refused (citing one of the rules given) and change nothing. */
export function doStep(r: Runner, step: Json, path: string): void {
  const kind = step["do"];
  const rejected = step["rejected"];
  field(
    rejected === undefined ||
      rejected === true ||
      rejected === false ||
      (Array.isArray(rejected) && rejected.every((x) => typeof x === "string")),
    `${path}.rejected`,
    "must be true or a list of rule numbers",
  );
  const before = JSON.stringify(r.state);
  const outcome = perform(r, kind, step, path);
  if (rejected === undefined || rejected === false) {
    if (!outcome.ok)
      throw new ScenarioError(
        `${path} (${String(kind)}): the engine refused it: ${outcome.message} [${outcome.rules.join(", ")}]`,
      );
    return;
  }
  if (outcome.ok)
    throw new ScenarioError(
      `${path} (${String(kind)}): expected the action to be refused${Array.isArray(rejected) ? ` citing ${rejected.join(" or ")}` : ""}, but it was accepted`,
    );
  if (JSON.stringify(r.state) !== before)
    throw new ScenarioError(`${path} (${String(kind)}): the action was refused but the game changed`);
  if (Array.isArray(rejected)) {
    const ok = outcome.rules.some((rule) => (rejected as string[]).some((p) => rule.startsWith(p)));
    if (!ok)
      throw new ScenarioError(
        `${path} (${String(kind)}): refused citing [${outcome.rules.join(", ")}], expected a rule starting with ${(rejected as string[]).join(" or ")} (message: ${outcome.message})`,
      );
  }
}

function optTargets(r: Runner, step: Json, path: string): string[] | undefined {
  const t = step["targets"];
  if (t === undefined) return undefined;
  field(Array.isArray(t), `${path}.targets`, "must be an array");
  return (t as unknown[]).map((x, i) => target(r, x, `${path}.targets[${i}]`));
}

/** A step's `divide`: how a divided amount is divided among its targets, one share each (CR 601.2d). */
function optDivide(step: Json, path: string): { divide?: number[] } {
  const d = step["divide"];
  if (d === undefined) return {};
  field(
    Array.isArray(d) && d.every((n) => Number.isInteger(n)),
    `${path}.divide`,
    "must be an array of whole numbers, one per target",
    d,
  );
  return { divide: d as number[] };
}

/** A step's `sacrifice`: the permanents chosen for a sacrifice cost (CR 601.2h, 602.2b), by label. */
function optSacrifice(r: Runner, step: Json, path: string): { sacrifice?: string[] } {
  const t = step["sacrifice"];
  if (t === undefined) return {};
  field(Array.isArray(t), `${path}.sacrifice`, "must be an array of card labels");
  return { sacrifice: (t as unknown[]).map((x, i) => ref(r, x, `${path}.sacrifice[${i}]`)!) };
}

/**
 * `discard` / `exile` / `returnToHand`: labels of the cards discarded, exiled from the graveyard
 * or returned to their owners' hands for an ability's cost (CR 602.2b, 701.8a, 406.2, 118.3).
 */
function optCards(
  r: Runner,
  step: Json,
  path: string,
  key: "discard" | "exile" | "returnToHand",
): { [K in typeof key]?: string[] } {
  const t = step[key];
  if (t === undefined) return {};
  field(Array.isArray(t), `${path}.${key}`, "must be an array of card labels");
  return { [key]: (t as unknown[]).map((x, i) => ref(r, x, `${path}.${key}[${i}]`)!) };
}

/** `crew`: labels of the creatures tapped to pay a crew cost (CR 702.122a). */
function optCrew(r: Runner, step: Json, path: string): { crew?: string[] } {
  const t = step["crew"];
  if (t === undefined) return {};
  field(Array.isArray(t), `${path}.crew`, "must be an array of card labels");
  return { crew: (t as unknown[]).map((x, i) => ref(r, x, `${path}.crew[${i}]`)!) };
}

function perform(
  r: Runner,
  kind: unknown,
  step: Json,
  path: string,
): { ok: true } | { ok: false; message: string; rules: string[] } {
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
      field(
        modes === undefined || (Array.isArray(modes) && modes.every((m) => Number.isInteger(m))),
        `${path}.modes`,
        "must be an array of mode indexes",
      );
      // phyrexian: "life" (every Phyrexian symbol paid with 2 life), "mana" (the default), or one
      // "life"/"mana" per Phyrexian symbol in cost order (CR 107.4f), e.g. ["life", "mana"].
      const phyrexian = step["phyrexian"];
      field(
        phyrexian === undefined ||
          phyrexian === "life" ||
          phyrexian === "mana" ||
          (Array.isArray(phyrexian) && phyrexian.every((p) => p === "life" || p === "mana")),
        `${path}.phyrexian`,
        'must be "life", "mana" or a list of them, one per Phyrexian symbol',
        phyrexian,
      );
      const targets = optTargets(r, step, path);
      return applyOrFail(r, {
        type: "cast",
        player: by as PlayerId,
        object: ref(r, step["card"], `${path}.card`)!,
        ...(targets ? { targets } : {}),
        ...(x !== undefined ? { x: x as number } : {}),
        ...(modes ? { modes: modes as number[] } : {}),
        ...(step["kicker"] ? { kicker: true } : {}),
        ...(step["buyback"] ? { buyback: true } : {}),
        // an alternative cost (CR 118.9): "evoke", "surge" or "bestow"; the engine checks the word
        ...(typeof step["alternative"] === "string" ? { alternative: step["alternative"] as AlternativeCostKind } : {}),
        ...(Number.isInteger(step["replicate"]) ? { replicate: step["replicate"] as number } : {}), // CR 702.56a
        ...(step["entwine"] ? { entwine: true } : {}), // CR 702.42a
        ...(Number.isInteger(step["face"]) ? { face: step["face"] as number } : {}), // a split card's half (CR 709.3)
        ...(phyrexian !== undefined ? { phyrexian: phyrexian as PhyrexianPayment } : {}),
        ...optSacrifice(r, step, path),
        ...optDivide(step, path),
        ...optPayment(r, step, path),
      });
    }
    case "activate": {
      // Fields: card, ability (0-based, among its activated abilities), targets?, x?, sacrifice?
      // (labels of the permanents sacrificed for the cost), discard? and exile? (labels of the
      // cards discarded, exiled from the graveyard or returned to hand for it), and mana?: the type of mana chosen
      // for a mana ability that adds one of a choice of types, "W", "U", "B", "R", "G" or "C"
      // ("{T}: Add {R} or {G}" with "mana": "G"; CR 106.1a, 605.3b). Without `mana`, such an
      // activation is refused when there is more than one type to choose from.
      field(Number.isInteger(step["ability"]), `${path}.ability`, "must be an ability index");
      field(
        step["mana"] === undefined || (typeof step["mana"] === "string" && /^[WUBRGC]$/.test(step["mana"])),
        `${path}.mana`,
        'must be one of "W", "U", "B", "R", "G", "C"',
        step["mana"],
      );
      const targets = optTargets(r, step, path);
      return applyOrFail(r, {
        type: "activate",
        player: "you",
        object: ref(r, step["card"], `${path}.card`)!,
        ability: step["ability"] as number,
        ...(targets ? { targets } : {}),
        ...(step["x"] !== undefined ? { x: step["x"] as number } : {}),
        ...optSacrifice(r, step, path),
        ...optCrew(r, step, path),
        ...optCards(r, step, path, "discard"),
        ...optCards(r, step, path, "exile"),
        ...optCards(r, step, path, "returnToHand"),
        ...(step["mana"] !== undefined ? { mana: step["mana"] as string } : {}),
        ...optDivide(step, path),
        ...optPayment(r, step, path),
      });
    }
    case "turnFaceUp":
      // Fields: card (a face-down permanent of yours), by?: the special action of CR 702.37e
      return applyOrFail(r, {
        type: "turnFaceUp",
        player: (step["by"] ?? "you") as PlayerId,
        object: ref(r, step["card"], `${path}.card`)!,
      });
    case "resolve": {
      if (s.stack.length === 0) throw new ScenarioError(`${path} (resolve): the stack is empty`);
      return passOnce(r, path);
    }
    case "resolveAll": {
      for (let guard = 0; s.stack.length > 0 && guard < 200; guard++) {
        const res = passOnce(r, path);
        if (!res.ok) return res;
        if (waitsForAnswer(s))
          throw new ScenarioError(
            `${path} (resolveAll): the game is waiting for a decision (${s.pending!.decision.kind}); answer it with "choose"`,
          );
      }
      return { ok: true };
    }
    case "advance": {
      field(
        typeof step["to"] === "string" && STEPS.includes(step["to"] as StepName),
        `${path}.to`,
        `must be one of ${STEPS.join(", ")}`,
        step["to"],
      );
      field(step["turn"] === undefined || Number.isInteger(step["turn"]), `${path}.turn`, "must be an integer");
      const to = step["to"] as StepName;
      const turn = step["turn"] as number | undefined;
      for (let guard = 0; guard < 2000; guard++) {
        if (s.winner)
          throw new ScenarioError(`${path} (advance): the game ended (winner: ${s.winner}) before reaching ${to}`);
        if (s.pending && !waitsForAnswer(s) && s.step !== to) takeDefaults(r, path);
        if (s.pending) {
          if (s.pending.decision.kind === "declareAttackers") {
            // no attackers, except creatures that must attack (CR 508.1d)
            const res = applyOrFail(r, {
              type: "declareAttackers",
              player: "you",
              attackers: requiredAttackers(ctxOf(r), "you"),
            });
            if (!res.ok) return res;
          } else
            throw new ScenarioError(
              `${path} (advance): the game is waiting for a decision (${s.pending.decision.kind}); answer it with "choose"`,
            );
        } else {
          const res = passOnce(r, path);
          if (!res.ok) return res;
        }
        // A decision made as part of the step's turn-based actions (discarding to hand size in
        // cleanup, CR 514.1) waits there: the step has been reached; `choose` answers it.
        const waits = s.pending !== null && s.pending.decision.kind !== "declareAttackers";
        if ((!s.pending || waits) && s.step === to && (turn === undefined || s.turn === turn)) return { ok: true };
        if (turn !== undefined && s.turn > turn)
          throw new ScenarioError(`${path} (advance): passed turn ${turn} without stopping in ${to}`);
      }
      throw new ScenarioError(`${path} (advance): never reached ${to}`);
    }
    case "attack": {
      field(Array.isArray(step["attackers"]), `${path}.attackers`, "must be an array");
      const attackers = (step["attackers"] as unknown[]).map((a, i) => ref(r, a, `${path}.attackers[${i}]`)!);
      const defender = step["defender"] ?? "opponent";
      field(defender === "you" || defender === "opponent", `${path}.defender`, 'must be "you" or "opponent"');
      field(
        s.step === "main1" || s.step === "beginning_of_combat" || s.step === "declare_attackers",
        path,
        `attack is done from main1 or beginning_of_combat, the game is in ${s.step}`,
      );
      const snapshot = JSON.stringify(s);
      for (let guard = 0; guard < 20 && !(s.pending?.decision.kind === "declareAttackers"); guard++) {
        if (s.pending && !waitsForAnswer(s)) takeDefaults(r, path);
        if (s.pending)
          throw new ScenarioError(`${path} (attack): the game is waiting for a decision (${s.pending.decision.kind})`);
        if (s.step === "declare_attackers" || s.step === "end_of_combat") break;
        const res = passOnce(r, path);
        if (!res.ok) return res;
      }
      if (s.pending?.decision.kind !== "declareAttackers") {
        restore(r, snapshot);
        return { ok: false, message: "no creature can attack", rules: ["508.1a"] };
      }
      const res = applyOrFail(r, {
        type: "declareAttackers",
        player: "you",
        attackers,
        defender: defender as PlayerId,
      });
      if (!res.ok) restore(r, snapshot);
      return res;
    }
    case "block": {
      field(Array.isArray(step["blocks"]), `${path}.blocks`, "must be an array");
      const blocks = (step["blocks"] as unknown[]).map((b, i) => {
        field(isObj(b), `${path}.blocks[${i}]`, "must be { blocker, attacker }");
        const bj = b as Json;
        return {
          blocker: ref(r, bj["blocker"], `${path}.blocks[${i}].blocker`)!,
          attacker: ref(r, bj["attacker"], `${path}.blocks[${i}].attacker`)!,
        };
      });
      return applyOrFail(r, { type: "declareBlockers", player: "opponent", blocks });
    }
    case "choose": {
      const d = s.pending?.decision;
      if (!d) return applyOrFail(r, { type: "choose", player: "you" });
      const targets = optTargets(r, step, path);
      const options = step["options"];
      field(
        options === undefined || (Array.isArray(options) && options.every((o) => typeof o === "string")),
        `${path}.options`,
        "must be an array of strings",
      );
      return applyOrFail(r, {
        type: "choose",
        player: d.player,
        ...(targets ? { targets } : {}),
        ...(options ? { options: options as string[] } : {}),
        ...optDivide(step, path),
      });
    }
    default:
      throw new ScenarioError(`field ${path}.do: unknown action ${JSON.stringify(kind)}`);
  }
}

/** Whether the game waits for a decision that has no default (a decision with one takes it when the next step is no `choose`). */
function waitsForAnswer(s: GameState): boolean {
  const d = s.pending?.decision;
  return !!d && !("default" in d && d.default);
}

/**
 * Answers every pending decision that has a default with it (CR 603.3b, 704.5j, 510.1c: choices
 * the engine used to make by itself): a step other than `choose` leaves them to the engine, as
 * scenarios written before they became decisions expect.
 */
export function takeDefaults(r: Runner, path: string): void {
  for (let guard = 0; guard < 100; guard++) {
    const d = r.state.pending?.decision;
    if (!d || !("default" in d) || !d.default) return;
    const res = applyOrFail(r, { type: "choose", player: d.player, ...d.default });
    if (!res.ok) throw new ScenarioError(`${path}: the default answer was refused: ${res.message}`);
  }
}

/** `payment`: labels of the mana sources that pay the cost (CR 601.2g-h), or left out for the automatic payment. */
function optPayment(r: Runner, step: Json, path: string): { payment?: string[] } {
  const p = step["payment"];
  if (p === undefined) return {};
  field(Array.isArray(p), `${path}.payment`, "must be an array of labels");
  return { payment: (p as unknown[]).map((x, i) => ref(r, x, `${path}.payment[${i}]`)!) };
}

function restore(r: Runner, snapshot: string): void {
  r.state = JSON.parse(snapshot) as GameState;
}

function passOnce(r: Runner, path: string): { ok: true } | { ok: false; message: string; rules: string[] } {
  if (r.state.pending && !waitsForAnswer(r.state)) takeDefaults(r, path);
  const s = r.state;
  if (s.pending)
    throw new ScenarioError(
      `${path}: the game is waiting for a decision (${s.pending.decision.kind}); answer it with "choose"`,
    );
  if (s.priority !== "you") throw new ScenarioError(`${path}: you don't have priority (step ${s.step})`);
  return applyOrFail(r, { type: "pass", player: "you" });
}
