/**
 * Pairing two lists' games so they differ only where the lists do. The engine shuffles a
 * library with a seeded Fisher–Yates over the deck's order (CR 103.3), so two decks of the same
 * size shuffled with the same seed undergo the same permutation of positions. `alignDecks`
 * orders both lists so the cards they share sit at the same positions (shared cards first,
 * by name) and the cards only one list has sit at the positions of the other list's own cards:
 * with the same game seed, every shared card lands in the same library position in both games,
 * and a card swapped in takes the place of the card it replaced. Mulligans reshuffle with the
 * same generator, so the games stay in step until the two lists make the autopilot decide
 * differently. Lists of different sizes get different permutations: their games share seeds but
 * not shuffles (still a valid paired comparison, only a noisier one).
 */

/** Both lists reordered for pairing (same cards, same counts), and how many positions they share. */
export interface AlignedDecks {
  a: string[];
  b: string[];
  /** Cards at the same position in both lists (the shared multiset). */
  shared: number;
}

function counts(deck: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const n of deck) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
}

const byName = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** Orders `a` and `b` so shared cards have the same positions (see the module comment). */
export function alignDecks(a: readonly string[], b: readonly string[]): AlignedDecks {
  const ca = counts(a);
  const cb = counts(b);
  const shared: string[] = [];
  const onlyA: string[] = [];
  const onlyB: string[] = [];
  for (const name of [...new Set([...ca.keys(), ...cb.keys()])].sort(byName)) {
    const x = ca.get(name) ?? 0;
    const y = cb.get(name) ?? 0;
    for (let i = 0; i < Math.min(x, y); i++) shared.push(name);
    for (let i = y; i < x; i++) onlyA.push(name);
    for (let i = x; i < y; i++) onlyB.push(name);
  }
  return { a: [...shared, ...onlyA], b: [...shared, ...onlyB], shared: shared.length };
}
