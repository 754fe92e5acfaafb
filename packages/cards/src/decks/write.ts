/**
 * Writers for deck lists: MTG Arena export text (what Arena's "Import" accepts and what
 * this app saves in the user's Decks folder) and plain `4 Name` text. Both read back with
 * `parseDeck` to the same sections, names and counts.
 */
import type { DeckEntry, DeckList } from "./types.js";

/** Options for {@link writeArenaDeck}. */
export interface WriteArenaOptions {
  /**
   * Write `(SET) number` after a name when the entry has both (default `true`). Arena only
   * understands a printing given with both parts, so an entry with a set alone is written
   * without it.
   */
  printings?: boolean;
}

function entryLine(e: DeckEntry, printings: boolean): string {
  const printing = printings && e.set && e.collectorNumber ? ` (${e.set}) ${e.collectorNumber}` : "";
  return `${e.count} ${e.name}${printing}`;
}

/**
 * The deck as MTG Arena export text, sections in Arena's order and separated by a blank
 * line: `About` + `Name <name>` (when named), `Commander`, `Companion`, `Deck`, `Sideboard`.
 * Empty sections are left out (`Deck` is always written). Lines are `4 Lightning Bolt` or
 * `4 Lightning Bolt (M11) 149`; entries are written in their order, not merged. Foil marks
 * are not written (Arena has none). Ends with a newline. Newlines inside names are
 * replaced by spaces so every entry stays one line.
 */
export function writeArenaDeck(deck: DeckList, options: WriteArenaOptions = {}): string {
  const printings = options.printings ?? true;
  const blocks: string[] = [];
  const name = deck.name?.replace(/\s+/g, " ").trim();
  if (name) blocks.push(`About\nName ${name}`);
  const section = (title: string, entries: readonly DeckEntry[], always = false): void => {
    if (entries.length === 0 && !always) return;
    blocks.push([title, ...entries.map((e) => entryLine(clean(e), printings))].join("\n"));
  };
  section("Commander", deck.commander);
  section("Companion", deck.companion);
  section("Deck", deck.main, true);
  section("Sideboard", deck.sideboard);
  return blocks.join("\n\n") + "\n";
}

/**
 * The deck as plain text: `// Name: <name>` first when named (read back as the name), then `4 Name` lines for the main
 * deck and `SB: 2 Name` lines for the sideboard (the MTGO/Apprentice convention most tools
 * read). A commander or companion is written under a `// Commander` or `// Companion`
 * comment header, followed by `// Deck` before the main deck. No printings. Ends with a newline.
 */
export function writePlainDeck(deck: DeckList): string {
  const lines: string[] = [];
  const name = deck.name?.replace(/\s+/g, " ").trim();
  if (name) lines.push(`// Name: ${name}`);
  const hasCommandZone = deck.commander.length > 0 || deck.companion.length > 0;
  if (deck.commander.length > 0) lines.push("// Commander", ...deck.commander.map((e) => entryLine(clean(e), false)));
  if (deck.companion.length > 0) lines.push("// Companion", ...deck.companion.map((e) => entryLine(clean(e), false)));
  if (hasCommandZone) lines.push("// Deck");
  lines.push(...deck.main.map((e) => entryLine(clean(e), false)));
  lines.push(...deck.sideboard.map((e) => `SB: ${entryLine(clean(e), false)}`));
  return lines.join("\n") + "\n";
}

function clean(e: DeckEntry): DeckEntry {
  return { ...e, name: e.name.replace(/\s+/g, " ").trim() };
}
