/**
 * Deck-name rules, shared by main (which enforces them on every file name) and the renderer
 * (which checks as the user types, and in its in-memory host).
 *
 * A name is compared in two forms: {@link normalizeDeckName} (Unicode NFC, the form a deck is
 * stored and listed under, whatever form the keyboard or the file system produced) and
 * {@link deckNameKey} (NFC plus case folding), under which two names are the same deck.
 */

/** The longest accepted deck name, in characters (UTF-16 code units, after NFC). */
export const MAX_DECK_NAME_LENGTH = 100;

/**
 * The longest accepted deck name in UTF-8 bytes. File names are limited to 255 bytes on most
 * file systems, and the atomic writer's temporary file adds about 35 bytes to the deck file's name.
 */
export const MAX_DECK_NAME_BYTES = 200;

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const FORBIDDEN_CHARS = /[<>:"/\\|?*]/;
// C0 and C1 controls, DEL, and the line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Bidirectional-text controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069),
// the left-to-right, right-to-left and Arabic letter marks. They can make a name display as another.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
// Invisible characters that would let two names look the same: zero-width space, word joiner, BOM.
const INVISIBLE_CHARS = /[\u200b\u2060\ufeff]/;

/** `name` in Unicode NFC, the form deck names are stored, listed and compared in. */
export function normalizeDeckName(name: string): string {
  return name.normalize("NFC");
}

/**
 * The identity of a deck name: NFC, then full case folding (upper-casing first maps "ß" to
 * "SS", final sigma to sigma, …). Two names with the same key are the same deck, so no deck
 * can have a twin that differs only in case or in Unicode normalisation form.
 */
export function deckNameKey(name: string): string {
  return normalizeDeckName(name).toUpperCase().toLowerCase().normalize("NFC");
}

/**
 * Why `name` cannot be a deck name, or `null` if it can. The name is judged in NFC. A deck name
 * becomes a file name, so it must be non-empty, at most {@link MAX_DECK_NAME_LENGTH} characters
 * and {@link MAX_DECK_NAME_BYTES} UTF-8 bytes, free of path separators, of characters Windows
 * forbids, of control characters, of bidirectional-text controls (such as U+202E, which would
 * display the name reversed) and of zero-width characters; it must not start with a dot
 * (hidden files), not end with a dot or a space, and not be a reserved Windows device name.
 */
export function deckNameProblem(name: string): string | null {
  const nfc = normalizeDeckName(name);
  if (nfc.trim().length === 0) return "A deck needs a name.";
  if (nfc.length > MAX_DECK_NAME_LENGTH) return `A deck name can have at most ${MAX_DECK_NAME_LENGTH} characters.`;
  if (new TextEncoder().encode(nfc).length > MAX_DECK_NAME_BYTES)
    return "This deck name is too long for a file name; shorten it.";
  if (CONTROL_CHARS.test(nfc)) return "A deck name cannot contain control characters (such as tabs or line breaks).";
  if (BIDI_CONTROLS.test(nfc)) return "A deck name cannot contain text-direction control characters (such as U+202E).";
  if (INVISIBLE_CHARS.test(nfc)) return "A deck name cannot contain zero-width characters.";
  if (nfc !== nfc.trim()) return "A deck name cannot start or end with a space.";
  if (FORBIDDEN_CHARS.test(nfc)) return 'A deck name cannot contain any of < > : " / \\ | ? *';
  if (nfc.startsWith(".")) return "A deck name cannot start with a dot.";
  if (nfc.endsWith(".")) return "A deck name cannot end with a dot.";
  if (WINDOWS_RESERVED.test(nfc)) return `"${nfc}" is a reserved file name on Windows.`;
  return null;
}
