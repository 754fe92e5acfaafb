/**
 * The plain-data shapes of a deck list, shared by every reader and writer in this folder.
 *
 * Everything here is JSON-serialisable (no classes, no Maps), so a parsed deck can be sent
 * over IPC, saved, or printed with `JSON.stringify` unchanged.
 */

/**
 * Which text or file format a deck list was read from. Detected from the content, never
 * from a file name:
 * - `arena`      — MTG Arena export text (`Deck`/`Sideboard`/`Commander`/`Companion`/`About`
 *                  sections, `4 Lightning Bolt (M11) 149` lines).
 * - `moxfield`   — Moxfield's text export (`SIDEBOARD:` header, optional `(SET) 123 *F*`).
 * - `plain`      — `4 Name` / `4x Name` lines with `//` or `#` comments and `SB: 2 Name`.
 * - `mtgo`       — MTGO `.dek` XML (`<Deck><Cards Quantity Sideboard Name/></Deck>`).
 * - `forge`      — Forge `.dck` (`[metadata] Name=…`, `[Main]`, `[Sideboard]`, `4 Name|SET|1`).
 * - `cockatrice` — Cockatrice `.cod` XML (`<cockatrice_deck><zone name="main"><card/>`).
 * - `unknown`    — nothing could be read (empty, binary, over-long or malformed input).
 */
export type DeckFormat = "arena" | "moxfield" | "plain" | "mtgo" | "forge" | "cockatrice" | "unknown";

/** The sections of a deck list. A commander and a companion live outside the main deck. */
export type DeckSection = "main" | "sideboard" | "commander" | "companion";

/**
 * One line of a deck list: `count` copies of the card called `name`, as written by the user
 * (set code, collector number and foil mark removed and kept apart). `line` is the 1-based
 * line of the input it came from (for XML formats, the line where its element starts).
 */
export interface DeckEntry {
  /** The card name exactly as written, trimmed; not yet matched against any catalog. */
  name: string;
  /** A positive integer. */
  count: number;
  /** 1-based line number in the input. */
  line: number;
  /** Set code from `(M11)`, `[M11]` or Forge's `|M11`, upper-cased, when given. */
  set?: string;
  /** Collector number from `(M11) 149`, when given. */
  collectorNumber?: string;
  /** True when the line carried a foil (`*F*`) or etched (`*E*`) mark. */
  foil?: boolean;
}

/**
 * A deck list read from text. `main` is the main deck (for Commander decks, the 99);
 * `commander` and `companion` hold cards that start in the command zone or outside the game.
 */
export interface DeckList {
  format: DeckFormat;
  /** The deck's name when the format carries one (Arena `About`/`Name`, Forge `Name=`, Cockatrice `<deckname>`). */
  name?: string;
  main: DeckEntry[];
  sideboard: DeckEntry[];
  commander: DeckEntry[];
  companion: DeckEntry[];
}

/**
 * A problem found while reading a deck list. `line` is the 1-based line it is on, or `null`
 * when it concerns the whole input (empty, binary, too long). `message` is written for a
 * player: it says what was expected, and quotes the offending text when short.
 */
export interface DeckError {
  line: number | null;
  message: string;
}

/**
 * What {@link parseDeck} returns: the deck as far as it could be read, plus every problem.
 * A `fatal` error means nothing could be read (the deck is empty and `format` is `unknown`
 * or the detected XML format); line-level errors leave the other lines in place.
 */
export interface ParsedDeck extends DeckList {
  errors: DeckError[];
  /** True when the input as a whole could not be read (empty, binary, over-long, malformed XML). */
  fatal: boolean;
}

/** An empty deck list of the given format. */
export function emptyDeck(format: DeckFormat): DeckList {
  return { format, main: [], sideboard: [], commander: [], companion: [] };
}
