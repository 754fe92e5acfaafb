/**
 * A small fix of the engine's English for display: "card(s)" after a count written as the
 * count needs. Display only: the engine's text and the game file keep their words.
 */

/** `text` with each "N word(s)" written as "1 word" or "N words". */
export function pluralized(text: string): string {
  return text.replace(
    /\b(\d+) ([A-Za-z]+)\(s\)/g,
    (_, n: string, word: string) => `${n} ${word}${n === "1" ? "" : "s"}`,
  );
}
