/**
 * Deck statistics for the editor: card counts, the mana curve and the colour balance.
 */
import { isLand, type CardSource } from "../cards/card-data.js";
import { COLORS, symbolColors, symbolsOf, type ColorLetter } from "../cards/mana-symbols.js";
import { countCards, type ParsedDeckList } from "./deck-text.js";

/** The curve's last bucket holds this mana value and everything above it. */
export const CURVE_TOP = 7;

/** What the editor's counters and charts show. */
export interface DeckStats {
  /** Cards in the main deck (commander and companion not included). */
  main: number;
  sideboard: number;
  /** Main-deck lands. */
  lands: number;
  /** Main-deck cards whose name the card source does not know. */
  unknown: number;
  /** Names (as written) of the unknown main-deck cards, without duplicates. */
  unknownNames: string[];
  /** Non-land main-deck cards per mana value 0 … {@link CURVE_TOP} (the last bucket is "7+"). */
  curve: number[];
  /** Coloured mana symbols in main-deck costs, per colour (hybrid symbols count for each colour); `C` counts colourless `{C}`. */
  pips: Record<ColorLetter | "C", number>;
  /** Average mana value of the non-land main-deck cards (0 when there are none). */
  averageManaValue: number;
}

/** Computes {@link DeckStats} for a parsed deck, looking cards up in `cards`. */
export function deckStats(deck: ParsedDeckList, cards: CardSource): DeckStats {
  const curve = Array.from({ length: CURVE_TOP + 1 }, () => 0);
  const pips: Record<ColorLetter | "C", number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  let lands = 0;
  let unknown = 0;
  let spells = 0;
  let totalManaValue = 0;
  const unknownNames = new Set<string>();
  for (const entry of deck.main) {
    const card = cards.lookup(entry.name);
    if (card === undefined) {
      unknown += entry.count;
      unknownNames.add(entry.name);
      continue;
    }
    if (isLand(card)) {
      lands += entry.count;
      continue;
    }
    const bucket = Math.min(Math.floor(card.manaValue), CURVE_TOP);
    curve[bucket] = (curve[bucket] ?? 0) + entry.count;
    spells += entry.count;
    totalManaValue += card.manaValue * entry.count;
    for (const symbol of symbolsOf(card.manaCost)) {
      if (symbol === "C") pips.C += entry.count;
      for (const color of symbolColors(symbol)) pips[color] += entry.count;
    }
  }
  return {
    main: countCards(deck.main),
    sideboard: countCards(deck.sideboard),
    lands,
    unknown,
    unknownNames: [...unknownNames],
    curve,
    pips,
    averageManaValue: spells === 0 ? 0 : totalManaValue / spells,
  };
}

/** The colours a deck uses (those with at least one pip), in WUBRG order. */
export function deckColors(stats: Pick<DeckStats, "pips">): ColorLetter[] {
  return COLORS.filter((c) => stats.pips[c] > 0);
}
