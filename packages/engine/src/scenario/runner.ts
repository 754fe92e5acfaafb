/**
 * What the parts of the scenario runner share: the error a malformed or failing scenario
 * raises (its message names the offending field), the game being run with its labels, and
 * references from a scenario to objects (a label, a card name, or a player).
 */
import type { GameState, ObjectId } from "../state/types.js";
import { currentIdOf } from "../core/objects.js";
import { newCtx, type CardRegistry, type Ctx } from "../core/context.js";
import { characteristics } from "../rules/layers.js";

/** A scenario failed (or is to be skipped) at a step; the message names the field. */
export class ScenarioError extends Error {
  constructor(
    message: string,
    public readonly step?: number,
    public readonly skip = false,
  ) {
    super(message);
  }
}

/** A JSON object of a scenario file. */
export type Json = Record<string, unknown>;

/** Whether a value is a JSON object (not an array). */
export function isObj(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Throws a ScenarioError naming `path` unless `cond` holds. */
export function field<T>(cond: boolean, path: string, what: string, value?: T): void {
  if (!cond)
    throw new ScenarioError(`field ${path}: ${what}${value !== undefined ? ` (found ${JSON.stringify(value)})` : ""}`);
}

/** A scenario being run: the game, the cards, and the labels of its objects. */
export interface Runner {
  state: GameState;
  cards: CardRegistry;
  labels: Map<string, ObjectId>;
}

// ---------------------------------------------------------------- references

/** The object a reference names now (following zone changes, CR 400.7); null if gone and `allowGone`. */
export function ref(r: Runner, v: unknown, path: string, allowGone = false): ObjectId | null {
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

/** A target: a player, or the object a reference names. */
export function target(r: Runner, v: unknown, path: string): string {
  if (v === "you" || v === "opponent") return v;
  return ref(r, v, path)!;
}

/** A context for reading the game being run. */
export function ctxOf(r: Runner): Ctx {
  return newCtx(r.state, r.cards);
}
