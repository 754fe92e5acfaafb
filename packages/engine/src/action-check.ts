/**
 * The engine's boundary check (DESIGN.md "Actions in, events out"): an action from anywhere —
 * a file, another process, the table — is first checked for its shape (state/action-schema.ts)
 * and then every id it names is looked up as an own key of the state: an object of the game,
 * a player, or (as a target) an ability on the stack. Nothing is changed until both pass, and
 * nothing is looked up by a key that could be a property every object has (`__proto__`,
 * `constructor`…). What the rules say of the action comes after.
 */
import type { Action, GameState, Refusal } from "./state/types.js";
import { parseAction, shown } from "./state/action-schema.js";
import { RefusalError } from "./core/context.js";

function unknownId(path: string, id: string): Refusal {
  return {
    message: `No such object: "${path}" is ${shown(id)}, which names no object of this game (an object that changes zones gets a new id, CR 400.7).`,
    rules: ["400.7"],
    field: path,
  };
}

/** Whether `id` names an object of the game. */
function isObject(s: GameState, id: string): boolean {
  return Object.hasOwn(s.objects, id);
}

/** Whether `t` can be named as a target or a chosen object: a player, an object, or an ability on the stack. */
function isTargetable(s: GameState, t: string): boolean {
  return (
    t === "you" ||
    t === "opponent" ||
    isObject(s, t) ||
    s.stack.some((it) => it.kind === "ability" && it.ability.id === t)
  );
}

/** The first id of `list` (at `path`) that isn't `ok` in `s`, as a refusal; null when all are. */
function badIn(
  s: GameState,
  path: string,
  list: readonly string[] | undefined,
  ok: (s: GameState, id: string) => boolean = isObject,
): Refusal | null {
  if (!list) return null;
  for (let i = 0; i < list.length; i++) if (!ok(s, list[i]!)) return unknownId(`${path}.${i}`, list[i]!);
  return null;
}

/** `id` (at `path`) as a refusal when it names no object of `s`; null when it does. */
function badOne(s: GameState, path: string, id: string): Refusal | null {
  return isObject(s, id) ? null : unknownId(path, id);
}

/** The first id of `a` that names nothing in `s`, as a refusal; null when all do. */
function badId(s: GameState, a: Action): Refusal | null {
  switch (a.type) {
    case "playLand":
    case "turnFaceUp":
      return badOne(s, "object", a.object);
    case "cast":
    case "activate":
      return (
        badOne(s, "object", a.object) ??
        badIn(s, "targets", a.targets, isTargetable) ??
        badIn(s, "sacrifice", a.sacrifice) ??
        (a.type === "activate"
          ? (badIn(s, "discard", a.discard) ?? badIn(s, "exile", a.exile) ?? badIn(s, "returnToHand", a.returnToHand))
          : null) ??
        badIn(s, "payment", a.payment)
      );
    case "declareAttackers":
      return badIn(s, "attackers", a.attackers);
    case "declareBlockers": {
      for (const [i, b] of a.blocks.entries()) {
        const bad = badOne(s, `blocks.${i}.blocker`, b.blocker) ?? badOne(s, `blocks.${i}.attacker`, b.attacker);
        if (bad) return bad;
      }
      return null;
    }
    case "choose":
      return badIn(s, "targets", a.targets, isTargetable);
    case "manual": {
      const op = a.op;
      if (op.kind === "move" || op.kind === "tap" || op.kind === "counters" || op.kind === "pump")
        return badOne(s, "op.object", op.object);
      if (op.kind === "addMana") return op.source === undefined ? null : badOne(s, "op.source", op.source);
      if (op.kind === "reveal") return badIn(s, "op.objects", op.objects);
      if (op.kind === "arrange") return badIn(s, "op.top", op.top) ?? badIn(s, "op.bottom", op.bottom);
      return null;
    }
    default:
      return null;
  }
}

/**
 * `value` as an action of the game `s`, or a `RefusalError` naming the malformed field or the
 * id that names nothing (before anything is changed).
 */
export function checkAction(s: GameState, value: unknown): Action {
  const parsed = parseAction(value);
  if (!parsed.ok) throw new RefusalError(parsed.error);
  const bad = badId(s, parsed.action);
  if (bad) throw new RefusalError(bad);
  return parsed.action;
}
