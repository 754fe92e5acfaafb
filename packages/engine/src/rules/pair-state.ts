/**
 * What a soulbond pair is (CR 702.95b, 702.95e), read from the state alone so that the layers
 * can ask it with their working characteristics: a pair is recorded on both creatures
 * (`GameObject.pairedWith`) and holds only while both are creatures on the battlefield under
 * one player's control.
 */
import type { GameState, ObjectId, PlayerId } from "../state/types.js";

/**
 * The creature `id` is paired with, or null (CR 702.95b): both must still point at each other
 * and, by `isCreature` and `controllerOf`, be creatures under the same player's control (702.95e).
 */
export function partnerIn(
  s: GameState,
  id: ObjectId,
  isCreature: (id: ObjectId) => boolean,
  controllerOf: (id: ObjectId) => PlayerId,
): ObjectId | null {
  const o = s.objects[id];
  const p = o?.pairedWith;
  if (!o || !p || o.zone !== "battlefield") return null;
  const q = s.objects[p];
  if (!q || q.zone !== "battlefield" || q.pairedWith !== id) return null;
  if (!isCreature(id) || !isCreature(p) || controllerOf(id) !== controllerOf(p)) return null;
  return p;
}
