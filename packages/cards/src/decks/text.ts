/**
 * Reader for the line-based text formats: MTG Arena export, Moxfield text export and plain
 * `4 Name` lists. They share one grammar, so one reader handles all three; the caller passes
 * the detected format through to the result.
 *
 * Conventions followed:
 * - MTG Arena export/import text: section headers on their own line — `About` (followed by
 *   `Name <deck name>`), `Deck`, `Sideboard`, `Commander`, `Companion`. Arena's importer also
 *   treats a blank line in a header-less list as the start of the sideboard.
 * - Moxfield text export: `SIDEBOARD:` header (after a blank line).
 * - Plain lists (MTGO clipboard, forums, deckstats, MTGGoldfish): `4 Name` or `4x Name`,
 *   `//` and `#` comment lines, `SB: 2 Name` sideboard lines (MTGO/Apprentice style),
 *   `// Sideboard` as a comment header, `Sideboard (15)`-style headers with counts, `// Name: <deck name>` as the name, TCGplayer/TappedOut-style group labels such as
 *   `Creatures (20)` (skipped).
 * Header words are matched case-insensitively, with or without a trailing colon.
 */
import { parseCardLine } from "./lines.js";
import type { DeckEntry, DeckError, DeckFormat, DeckSection, ParsedDeck } from "./types.js";

/** Where the lines that follow go: a deck section, the About block, or nowhere (maybeboard, tokens). */
type Target = DeckSection | "about" | "ignored";

const HEADERS: Record<string, Target> = {
  about: "about",
  deck: "main",
  main: "main",
  maindeck: "main",
  mainboard: "main",
  "main deck": "main",
  sideboard: "sideboard",
  side: "sideboard",
  "side board": "sideboard",
  commander: "commander",
  commanders: "commander",
  companion: "companion",
  maybeboard: "ignored",
  considering: "ignored",
  maybe: "ignored",
  tokens: "ignored",
};

/** `Creatures (20)`-style group labels that deck sites print between cards. */
const GROUP_LABEL =
  /^(creatures?|lands?|instants?|sorcer(y|ies)|artifacts?|enchantments?|planeswalkers?|battles?|spells?|other|non-?creature spells?)\s*\(\d+\)\s*:?$/i;

/** A sideboard larger than this after a blank line is taken as more main-deck cards. */
const MAX_BLANK_LINE_SIDEBOARD = 15;

/**
 * The section a header line switches to, or `undefined` when `text` is not a header.
 * Accepts a trailing colon and a trailing count as deck sites print them: `Sideboard (15)`.
 */
function headerTarget(text: string): Target | undefined {
  const word = text
    .replace(/\s*:$/, "")
    .replace(/\s*\(\d+\)$/, "")
    .replace(/\s*:$/, "")
    .trim()
    .toLowerCase();
  return Object.hasOwn(HEADERS, word) ? HEADERS[word] : undefined;
}

/**
 * Parses Arena, Moxfield or plain deck text (already decoded and checked by
 * `decodeDeckInput`; lines end with `\n`) into a {@link ParsedDeck} tagged with `format`.
 *
 * A header-less list whose cards fall into exactly two blank-line-separated groups, with no
 * comments and a second group of at most 15 cards, has the second group as its sideboard
 * (the MTG Arena and MTGO convention). With any explicit marker (a header, `SB:`, a
 * `// Sideboard` comment) blank lines mean nothing.
 *
 * Every line that is not blank, a comment, a header or a card line gives a
 * {@link DeckError} naming it; the remaining lines are still read. Never throws.
 */
export function parseTextDeck(text: string, format: DeckFormat): ParsedDeck {
  const deck: ParsedDeck = { format, main: [], sideboard: [], commander: [], companion: [], errors: [], fatal: false };
  const errors: DeckError[] = deck.errors;
  let target: Target = "main";
  let explicitSections = false;
  let sawComment = false;
  // Blank-line groups of main-deck entries, for the header-less sideboard convention.
  const groups: DeckEntry[][] = [[]];

  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = (lines[i] ?? "").trim();
    if (raw.length === 0) {
      if ((groups.at(-1) ?? []).length > 0) groups.push([]);
      continue;
    }
    if (raw.startsWith("//") || raw.startsWith("#")) {
      const comment = raw.replace(/^(\/\/+|#+)\s*/, "");
      const t = headerTarget(comment);
      const named = /^name:\s*(\S.*)$/i.exec(comment);
      if (named && deck.name === undefined) {
        deck.name = (named[1] ?? "").trim();
      } else if (t !== undefined && t !== "about") {
        target = t;
        explicitSections = true;
      } else {
        sawComment = true;
      }
      continue;
    }
    const header = headerTarget(raw);
    if (header !== undefined) {
      target = header;
      explicitSections = true;
      continue;
    }
    if (target === "about") {
      const name = /^name\s+(.+)$/i.exec(raw);
      if (name) {
        deck.name = (name[1] ?? "").trim();
        continue;
      }
      // Arena's About block has only `Name`; other text lines are tolerated and ignored, but
      // a card line means the author left out the `Deck` header: the main deck has begun.
      if (!/^\d/.test(raw)) continue;
      target = "main";
    }
    if (GROUP_LABEL.test(raw)) {
      sawComment = true;
      continue;
    }
    let section: Target = target;
    let cardText = raw;
    const sb = /^sb:\s*(.*)$/i.exec(raw);
    if (sb) {
      section = "sideboard";
      explicitSections = true;
      cardText = (sb[1] ?? "").trim();
    }
    const parsed = parseCardLine(cardText, lineNo);
    if (!parsed.ok) {
      errors.push({ line: lineNo, message: parsed.message });
      continue;
    }
    if (parsed.commander) section = "commander";
    if (section === "ignored") continue;
    deck[section].push(parsed.entry);
    if (section === "main") groups.at(-1)?.push(parsed.entry);
  }

  const nonEmpty = groups.filter((g) => g.length > 0);
  const second = nonEmpty[1];
  if (!explicitSections && !sawComment && nonEmpty.length === 2 && second !== undefined) {
    const size = second.reduce((n, e) => n + e.count, 0);
    if (size <= MAX_BLANK_LINE_SIDEBOARD) {
      deck.main = nonEmpty[0] ?? [];
      deck.sideboard = second;
    }
  }
  return deck;
}
