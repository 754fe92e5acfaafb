/**
 * What must hold of every game state, whatever was asked of the engine: each object in exactly
 * one zone and listed where its `zone` says, every card of the deck exactly once (tokens may
 * cease to exist, CR 111.7, 704.5d), every number finite, nothing added to the built-in
 * prototypes, and the cached characteristics equal to freshly computed ones (CR 613).
 * Each check returns messages (empty when it holds) instead of throwing, so that one run can
 * count every break.
 */
import { allCharacteristics, currentCharacteristics, type CardRegistry, type GameState } from "@fishbowl/engine";

/** The card ids (not tokens) of a state, sorted: a game must keep exactly the ones it started with. */
export function cardIds(s: GameState): string[] {
  const out: string[] = [];
  for (const id of Object.keys(s.objects)) {
    const o = s.objects[id]!;
    if (!o.isToken) out.push(o.cardId);
  }
  return out.sort();
}

/**
 * Zones and objects agree: every listed id is an object whose `zone` (and owner, for a player's
 * zones) is that zone, no id is listed twice, every object is listed, the cards are the ones
 * the game began with (`expectedCards`, from {@link cardIds}), and once no decision is pending
 * no token is outside the battlefield (704.5d) — while the game goes on: the check that finds a
 * player losing performs its other state-based actions too (704.3), but there is no check after
 * it (the game is over, 104.1), so a token that died in it stays in the graveyard.
 */
export function conservation(s: GameState, expectedCards: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  const note = (id: unknown, zone: string, owner: string | null) => {
    if (typeof id !== "string") return out.push(`${zone} lists a non-id ${JSON.stringify(id)}`);
    if (seen.has(id)) return out.push(`${id} is listed in ${seen.get(id)} and in ${zone}`);
    seen.set(id, zone);
    const o = Object.hasOwn(s.objects, id) ? s.objects[id] : undefined;
    if (o === undefined) return out.push(`${zone} lists ${id}, which is no object`);
    if (o.zone !== zone) out.push(`${id} is listed in ${zone} but its zone is ${String(o.zone)}`);
    if (owner !== null && o.owner !== owner) out.push(`${id} (owned by ${String(o.owner)}) is in ${owner}'s ${zone}`);
    if (o.isToken && zone !== "battlefield" && zone !== "stack" && s.pending === null && s.winner === null)
      out.push(`token ${id} is in ${zone} (CR 704.5d)`);
    return 0;
  };
  for (const p of ["you", "opponent"] as const) {
    const ps = s.players[p];
    for (const zone of ["library", "hand", "graveyard"] as const) {
      if (!Array.isArray(ps[zone])) out.push(`${p}'s ${zone} is not a list`);
      else for (const id of ps[zone]) note(id, zone, p);
    }
  }
  for (const id of s.battlefield) note(id, "battlefield", null);
  for (const id of s.exile) note(id, "exile", null);
  for (const item of s.stack) if (item.kind === "spell") note(item.object, "stack", null);
  for (const id of Object.keys(s.objects)) {
    if (!seen.has(id)) out.push(`object ${id} (${String(s.objects[id]!.zone)}) is in no zone`);
    if (s.objects[id]!.id !== id) out.push(`object ${id} says its id is ${String(s.objects[id]!.id)}`);
  }
  const cards = cardIds(s);
  if (cards.length !== expectedCards.length || cards.some((c, i) => c !== expectedCards[i])) {
    const missing = expectedCards.filter((c) => !cards.includes(c));
    const extra = cards.filter((c) => !expectedCards.includes(c));
    out.push(
      `cards not conserved: ${expectedCards.length} at the start, ${cards.length} now (missing ${missing.slice(0, 5).join(", ") || "none"}; new ${extra.slice(0, 5).join(", ") || "none"})`,
    );
  }
  return out;
}

/** Every number in the state (outside the card definitions it was given) is finite; `where` is its path. */
export function finiteNumbers(s: GameState): string[] {
  const out: string[] = [];
  const walk = (v: unknown, where: string): void => {
    if (out.length >= 5) return;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) out.push(`${where} is ${v}`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}[${i}]`));
    else if (typeof v === "object" && v !== null)
      for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], `${where}.${k}`);
  };
  for (const k of Object.keys(s))
    if (k !== "extraCards" && k !== "log") walk((s as unknown as Record<string, unknown>)[k], k);
  return out;
}

const PROTOTYPES: readonly [string, object][] = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
  ["Function.prototype", Function.prototype],
  ["String.prototype", String.prototype],
];

/** The own property names of the built-in prototypes, to compare against later. */
export function prototypeSnapshot(): Map<string, string[]> {
  return new Map(PROTOTYPES.map(([name, proto]) => [name, Reflect.ownKeys(proto).map(String).sort()]));
}

/**
 * Properties added to the built-in prototypes since `snapshot` (prototype pollution), which
 * are removed again so the run can go on; an empty list when none.
 */
export function pollution(snapshot: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [name, proto] of PROTOTYPES) {
    const before = new Set(snapshot.get(name));
    for (const key of Reflect.ownKeys(proto)) {
      if (before.has(String(key))) continue;
      out.push(`${name}.${String(key)} was added`);
      Reflect.deleteProperty(proto, key);
    }
  }
  return out;
}

/**
 * The engine's cached characteristics of every permanent equal a fresh computation (CR 613):
 * a change that forgot to invalidate the cache shows here.
 */
export function cachedCharacteristics(s: GameState, cards: CardRegistry): string[] {
  const cached = currentCharacteristics(s, cards);
  const fresh = allCharacteristics(s, cards);
  const out: string[] = [];
  if (cached.size !== fresh.size)
    out.push(`the cache holds ${cached.size} permanents, a fresh computation ${fresh.size}`);
  for (const [id, c] of fresh) {
    const hit = cached.get(id);
    if (hit === undefined) out.push(`${id} is missing from the cache`);
    else if (JSON.stringify(hit) !== JSON.stringify(c))
      out.push(`cached characteristics of ${id} (${c.name}) differ from fresh ones`);
    if (out.length >= 3) break;
  }
  return out;
}

/**
 * No state-based action is due when a player has priority and no decision is pending (CR
 * 704.3): nobody at 0 life, with ten poison counters or having drawn from an empty library
 * without the game being over (704.5a-c); no creature with toughness 0 or less, or lethal
 * damage unless indestructible (704.5f-g); no permanent with both +1/+1 and -1/-1 counters
 * (704.5q); no two legendary permanents with the same name and controller (704.5j); no Aura
 * attached to nothing on the battlefield (704.5m). Computed from fresh characteristics.
 */
export function stateBasedActionsDue(s: GameState, cards: CardRegistry): string[] {
  if (s.pending !== null || s.priority === null) return [];
  const out: string[] = [];
  for (const p of ["you", "opponent"] as const) {
    const ps = s.players[p];
    if (s.winner === null && (ps.life <= 0 || ps.drewFromEmpty || (ps.poison ?? 0) >= 10))
      out.push(`${p} should have lost (CR 704.5a-c)`);
  }
  if (s.winner !== null) return out;
  const chars = allCharacteristics(s, cards);
  const legends = new Set<string>();
  for (const id of s.battlefield) {
    const c = chars.get(id);
    const o = s.objects[id]!;
    if (!c) continue;
    if (c.types.includes("Creature")) {
      const t = c.toughness ?? 0;
      if (t <= 0) out.push(`${id} (${c.name}) has toughness ${t} (CR 704.5f)`);
      else if (o.damage >= t && !c.keywords.includes("Indestructible"))
        out.push(`${id} (${c.name}) has lethal damage (CR 704.5g)`);
    }
    if ((o.counters["+1/+1"] ?? 0) > 0 && (o.counters["-1/-1"] ?? 0) > 0)
      out.push(`${id} (${c.name}) has +1/+1 and -1/-1 counters (CR 704.5q)`);
    if (c.supertypes.includes("Legendary")) {
      const key = `${c.controller}|${c.name}`;
      if (legends.has(key)) out.push(`two legendary ${c.name} (CR 704.5j)`);
      legends.add(key);
    }
    if (c.subtypes.includes("Aura") && !(o.attachedTo !== null && s.objects[o.attachedTo]?.zone === "battlefield"))
      out.push(`${id} (${c.name}) is an Aura attached to nothing (CR 704.5m)`);
  }
  return out;
}
