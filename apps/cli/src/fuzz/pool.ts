/**
 * The cards the fuzzer builds decks from: every built-in definition, catalog cards compiled
 * from their Oracle text (`--catalog`), and a few vanilla catalog cards whose names are keys
 * every plain JavaScript object answers ("constructor", "__proto__", "toString"…), compiled the
 * same way: a card's name must be just a name.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { builtinCardNames, builtinRegistry, catalogDefinition, type CatalogCard } from "@fishbowl/cards";
import type { Random } from "./random.js";

/** A card the fuzzer may put in a deck: its name and, for catalog cards, the definition the game gets in `extraCards`. */
export interface PoolCard {
  name: string;
  land: boolean;
  /** Set for catalog cards (not built in): the game's `extraCards` entry. */
  extra?: CardDefinition;
}

/** Names a plain object answers without an own property. */
export const HOSTILE_NAMES = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
] as const;

/** A vanilla catalog card named `name` (alternately a land and a 2/1 creature). */
function hostileCard(name: string, i: number): CatalogCard {
  return i % 2 === 0
    ? {
        name,
        manaCost: "{1}{R}",
        manaValue: 2,
        typeLine: "Creature — Goblin",
        oracleText: "Haste",
        power: "2",
        toughness: "1",
        colors: ["R"],
        keywords: ["Haste"],
        layout: "normal",
      }
    : {
        name,
        manaCost: "",
        manaValue: 0,
        typeLine: "Land",
        oracleText: "{T}: Add {R}.",
        colors: [],
        keywords: [],
        layout: "normal",
      };
}

/** Catalog cards compiled for the pool, and the ones the compiler threw on (a bug in the compiler). */
export interface CompiledPool {
  cards: PoolCard[];
  compileErrors: { name: string; message: string }[];
}

function compile(cards: readonly CatalogCard[]): CompiledPool {
  const out: PoolCard[] = [];
  const compileErrors: CompiledPool["compileErrors"] = [];
  for (const card of cards) {
    try {
      const def = catalogDefinition(card);
      out.push({ name: card.name, land: def.types.includes("Land"), extra: def });
    } catch (err) {
      compileErrors.push({ name: card.name, message: err instanceof Error ? err.message : String(err) });
    }
  }
  return { cards: out, compileErrors };
}

/** The built-in cards. */
export function builtinPool(): PoolCard[] {
  return builtinCardNames().map((name) => ({ name, land: builtinRegistry.get(name)!.types.includes("Land") }));
}

/** The cards with hostile names, compiled as catalog cards. */
export function hostilePool(): CompiledPool {
  return compile(HOSTILE_NAMES.map(hostileCard));
}

/**
 * Whether a definition has what makes one object's characteristics depend on the rest of the
 * game — a static ability (CR 604.1, 611.3) or a characteristic-defining ability (604.3) — and
 * so exercises the characteristics cache beyond one object at a time.
 */
export function readsTheBoard(def: CardDefinition): boolean {
  return (
    def.powerCda !== undefined ||
    def.toughnessCda !== undefined ||
    (def.abilities ?? []).some((a) => a.kind === "static" || a.kind === "costReduction")
  );
}

/**
 * Up to `count` catalog cards without a built-in definition, chosen with `r`, compiled.
 * `statics`: only automated ones that read the board ({@link readsTheBoard}) — chosen the
 * same way, compiled one by one until `count` are found or the catalog is exhausted.
 */
export function catalogPool(
  catalog: readonly CatalogCard[],
  count: number,
  r: Random,
  opts: { statics?: boolean } = {},
): CompiledPool {
  const candidates = catalog.filter((c) => builtinRegistry.get(c.name) === undefined);
  const out: CompiledPool = { cards: [], compileErrors: [] };
  const taken = new Set<number>();
  const wanted = Math.min(count, candidates.length);
  while (taken.size < candidates.length && out.cards.length + out.compileErrors.length < wanted) {
    const i = r.int(candidates.length);
    if (taken.has(i)) continue;
    taken.add(i);
    const one = compile([candidates[i]!]);
    const def = one.cards[0]?.extra;
    // (a card the compiler threw on is kept either way: it is reported)
    if (opts.statics && def && (def.unautomated || !readsTheBoard(def))) continue;
    out.cards.push(...one.cards);
    out.compileErrors.push(...one.compileErrors);
  }
  return out;
}

/**
 * A random deck of 40 to 60 cards, about 40 % lands, from `pool` (each card up to 4 times,
 * basic lands any number). Returns the names and the `extraCards` record of its catalog
 * cards, built as JSON.parse would (own properties, even for "__proto__"). `playsets`: the
 * spells in twos to fours, as real decks have them, half of them (when there are any) catalog
 * cards — so that a few cards meet again and again instead of once each.
 */
export function randomDeck(
  pool: readonly PoolCard[],
  r: Random,
  opts: { playsets?: boolean } = {},
): { deck: string[]; extraCards: Record<string, CardDefinition> } {
  const lands = pool.filter((c) => c.land);
  const spells = pool.filter((c) => !c.land);
  const size = r.range(40, 60);
  const landCount = Math.round(size * (0.3 + r.int(20) / 100));
  const deck: string[] = [];
  const extraCards: Record<string, CardDefinition> = {};
  const copies = new Map<string, number>();
  const add = (c: PoolCard): boolean => {
    const n = copies.get(c.name) ?? 0;
    const basic = builtinRegistry.get(c.name)?.supertypes?.includes("Basic") ?? false;
    if (n >= 4 && !basic) return false;
    copies.set(c.name, n + 1);
    deck.push(c.name);
    if (c.extra)
      Object.defineProperty(extraCards, c.name, {
        value: c.extra,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return true;
  };
  for (let guard = 0; deck.length < landCount && guard < 1000; guard++) add(r.pick(lands));
  const catalogSpells = spells.filter((c) => c.extra);
  for (let guard = 0; deck.length < size && guard < 4000; guard++) {
    const from = opts.playsets && catalogSpells.length > 0 && r.chance(0.5) ? catalogSpells : spells;
    const c = r.pick(from.length > 0 ? from : lands);
    for (let k = opts.playsets ? r.range(2, 4) : 1; k > 0 && deck.length < size; k--) if (!add(c)) break;
  }
  return { deck, extraCards };
}
