/**
 * Small fixes of the engine's and the log's English for display: "card(s)" after a count, and
 * "a"/"an" before a name. Display only: the engine's log and the game file keep their text.
 */

/** `text` with each "N word(s)" written as "1 word" or "N words". */
export function pluralized(text: string): string {
  return text.replace(
    /\b(\d+) ([A-Za-z]+)\(s\)/g,
    (_, n: string, word: string) => `${n} ${word}${n === "1" ? "" : "s"}`,
  );
}

/** `text` with each "a" before a word that starts with a vowel (a, e, i, o, u) written "an" ("a Elemental token" → "an Elemental token"). */
export function withArticles(text: string): string {
  return text.replace(/\b([Aa]) (?=[AEIOUaeiou])/g, (_, a: string) => `${a}n `);
}
