/**
 * Deck-name rules, shared by main (which enforces them on every file name) and the renderer
 * (which checks as the user types, and in its in-memory host).
 */

/** The longest accepted deck name, in characters. */
export const MAX_DECK_NAME_LENGTH = 100;

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[<>:"/\\|?*\u0000-\u001f\u007f]/;

/**
 * Why `name` cannot be a deck name, or `null` if it can. A deck name becomes a file name,
 * so it must be non-empty, at most {@link MAX_DECK_NAME_LENGTH} characters, free of path
 * separators and of characters Windows forbids, not start with a dot (hidden files), not end
 * with a dot or a space, and not be a reserved Windows device name.
 */
export function deckNameProblem(name: string): string | null {
  if (name.trim().length === 0) return "A deck needs a name.";
  if (name.length > MAX_DECK_NAME_LENGTH) return `A deck name can have at most ${MAX_DECK_NAME_LENGTH} characters.`;
  if (name !== name.trim()) return "A deck name cannot start or end with a space.";
  if (FORBIDDEN_CHARS.test(name)) return 'A deck name cannot contain any of < > : " / \\ | ? * or control characters.';
  if (name.startsWith(".")) return "A deck name cannot start with a dot.";
  if (name.endsWith(".")) return "A deck name cannot end with a dot.";
  if (WINDOWS_RESERVED.test(name)) return `"${name}" is a reserved file name on Windows.`;
  return null;
}
