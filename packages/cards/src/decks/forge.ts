/**
 * Reader for Forge `.dck` deck files (the format of Forge's `res/quest/precons` and user
 * decks): INI-like sections in square brackets, `key=value` lines under `[metadata]`, and
 * card lines `4 Lightning Bolt|M11|1` (count, name, then optional `|SET` and `|art index`).
 *
 * Sections read: `[metadata]` (`Name=`), `[Main]`, `[Sideboard]`, `[Commander]`. Forge's
 * other sections (`[Avatar]`, `[Planes]`, `[Schemes]`, `[Conspiracy]`, `[Dungeon]`,
 * `[Attractions]`, `[Contraptions]`) hold cards that are not part of a constructed deck and are
 * skipped. Any other section (a typo such as `[Sidebaord]`) is an error naming its line, since
 * its cards would otherwise vanish without a word. Section names are case-insensitive. Lines
 * starting with `#` are comments.
 */
import { parseCardLine, quote } from "./lines.js";
import type { DeckSection, ParsedDeck } from "./types.js";

/** The sections read, by their lower-cased name. */
const READ: ReadonlyMap<string, DeckSection | "metadata"> = new Map([
  ["metadata", "metadata"],
  ["main", "main"],
  ["sideboard", "sideboard"],
  ["commander", "commander"],
]);
/** Forge's sections of cards outside a constructed deck (its `DeckSection`), lower-cased: skipped. */
const SKIPPED: ReadonlySet<string> = new Set([
  "avatar",
  "planes",
  "schemes",
  "conspiracy",
  "dungeon",
  "attractions",
  "contraptions",
]);

/**
 * Parses Forge `.dck` text (decoded, `\n` line ends) into a {@link ParsedDeck} with format
 * `forge`. Card lines before any section go to the main deck. Malformed card lines give a
 * {@link DeckError} naming the line; the rest is still read. Never throws.
 */
export function parseForgeDeck(text: string): ParsedDeck {
  const deck: ParsedDeck = {
    format: "forge",
    main: [],
    sideboard: [],
    commander: [],
    companion: [],
    errors: [],
    fatal: false,
  };
  let section: DeckSection | "metadata" | "ignored" = "main";
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = (lines[i] ?? "").trim();
    if (raw.length === 0 || raw.startsWith("#")) continue;
    const header = /^\[([^\]]*)\]$/.exec(raw);
    if (header) {
      const name = (header[1] ?? "").trim().toLowerCase();
      const read = READ.get(name);
      section = read ?? "ignored";
      if (read === undefined && !SKIPPED.has(name))
        deck.errors.push({
          line: lineNo,
          message: `unknown section ${quote(raw)}: its cards are not read (Forge's sections are [metadata], [Main], [Sideboard], [Commander], and [Avatar], [Planes], [Schemes], [Conspiracy], [Dungeon], [Attractions], [Contraptions] for cards outside the deck)`,
        });
      continue;
    }
    if (section === "ignored") continue;
    if (section === "metadata") {
      const kv = /^([^=]+)=(.*)$/.exec(raw);
      if (kv && (kv[1] ?? "").trim().toLowerCase() === "name") {
        const name = (kv[2] ?? "").trim();
        if (name.length > 0) deck.name = name;
      }
      continue;
    }
    // Forge's third field is an art index (which picture of the printing), not a collector
    // number, so it is dropped, as are any later Forge flags.
    const [cardPart = "", setPart] = raw.split("|");
    const parsed = parseCardLine(cardPart.trim(), lineNo);
    if (!parsed.ok) {
      deck.errors.push({ line: lineNo, message: parsed.message });
      continue;
    }
    const set = setPart?.trim();
    if (set) parsed.entry.set = set.toUpperCase();
    deck[section].push(parsed.entry);
  }
  return deck;
}
