/**
 * Two memos of the layers (layers.ts) that spare work asked for many times per action: the
 * printed characteristics of an object off the battlefield (the same while what they are
 * computed from is), and a land's abilities with those of its basic land types (CR 305.6).
 * Both hand out shared values that callers read and never change, as every characteristics
 * array is.
 */
import type { AbilityDef } from "../state/vocabulary/index.js";
import type { GameObject, PlayerId } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import { findDefinition, type Ctx } from "../core/context.js";
import { BASIC_MANA } from "./layer-data.js";

/**
 * The printed characteristics last computed for an object off the battlefield, with what they
 * were computed from: its card (or copiable values), registry, controller and owner.
 */
interface PrintedHit {
  card: string | null;
  copiable: GameObject["copiable"];
  cards: Ctx["cards"];
  controller: PlayerId;
  owner: PlayerId;
  c: Characteristics;
}
const PRINTED = new WeakMap<GameObject, PrintedHit>();

/**
 * `printed` (layers.ts, passed in) for `characteristics`, whose callers only read the result: the same object again
 * while what it is computed from stays the same (a card in hand is asked about many times per
 * action). Not kept for what depends on more than that: a face-down or bestowed object, or a
 * card with a characteristic-defining ability (CR 604.3: it counts things in the game).
 */
export function printedOnce(
  ctx: Ctx,
  o: GameObject,
  printed: (ctx: Ctx, o: GameObject) => Characteristics,
): Characteristics {
  const hit = PRINTED.get(o);
  if (
    hit &&
    hit.card === o.card &&
    hit.copiable === o.copiable &&
    hit.cards === ctx.cards &&
    hit.controller === o.controller &&
    hit.owner === o.owner &&
    !o.faceDown &&
    !o.bestowed
  )
    return hit.c;
  const c = printed(ctx, o);
  if (o.faceDown || o.bestowed) return c;
  const def = o.card && !o.copiable ? findDefinition(ctx.cards, ctx.state, o.card) : undefined;
  if (def?.powerCda !== undefined || def?.toughnessCda !== undefined) return c;
  PRINTED.set(o, { card: o.card, copiable: o.copiable, cards: ctx.cards, controller: o.controller, owner: o.owner, c });
  return c;
}

/** Per subtypes list, per abilities list: the intrinsic mana abilities of its basic land types first, then those (CR 305.6). */
const INTRINSIC = new WeakMap<readonly string[], WeakMap<readonly AbilityDef[], AbilityDef[]>>();

/**
 * A land's abilities with those of its basic land types (CR 305.6) before them: the same list
 * (shared, never mutated, as every characteristics array) for the same subtypes and abilities.
 */
export function withIntrinsic(subtypes: string[], abilities: AbilityDef[]): AbilityDef[] {
  if (!subtypes.some((t) => BASIC_MANA[t])) return abilities;
  let bySubtypes = INTRINSIC.get(subtypes);
  if (!bySubtypes) INTRINSIC.set(subtypes, (bySubtypes = new WeakMap()));
  let out = bySubtypes.get(abilities);
  if (!out) {
    const intrinsic = subtypes.filter((t) => BASIC_MANA[t]).map((t) => BASIC_MANA[t]!.ability);
    bySubtypes.set(abilities, (out = [...intrinsic, ...abilities]));
  }
  return out;
}
