/**
 * Copying a game state for `apply` (DESIGN.md "Actions in, events out": the given state is
 * never changed). Plain data in, plain data out.
 */
import type { GameObject, GameState, ObjectId } from "./types.js";

/**
 * A deep copy of a state for `apply`. Parts that the engine never changes in place once
 * created (stack items, continuous effects, delayed triggers, LKI entries, extra card
 * definitions) are shared; everything the engine mutates is copied.
 */
export function cloneState(s: GameState): GameState {
  const objects: Record<ObjectId, GameObject> = {};
  for (const id in s.objects) {
    const o = s.objects[id]!;
    const c: GameObject = { ...o, counters: { ...o.counters } };
    if (o.spell) c.spell = { ...o.spell, modes: [...o.spell.modes], targets: [...o.spell.targets] };
    if (o.castInfo) c.castInfo = { ...o.castInfo };
    if (o.notes) c.notes = [...o.notes];
    objects[id] = c;
  }
  const player = (p: GameState["players"]["you"]) => ({
    ...p,
    library: [...p.library],
    hand: [...p.hand],
    graveyard: [...p.graveyard],
    manaPool: { ...p.manaPool },
  });
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: { you: player(s.players.you), opponent: player(s.players.opponent) },
    objects,
    battlefield: [...s.battlefield],
    exile: [...s.exile],
    stack: [...s.stack],
    effects: [...s.effects],
    delayed: [...s.delayed],
    triggers: [...s.triggers],
    ...(s.shields ? { shields: s.shields.map((sh) => ({ ...sh })) } : {}),
    pending: s.pending ? (JSON.parse(JSON.stringify(s.pending)) as GameState["pending"]) : null,
    combat: s.combat ? (JSON.parse(JSON.stringify(s.combat)) as GameState["combat"]) : null,
    log: [...s.log],
    lki: { ...s.lki },
  };
}
