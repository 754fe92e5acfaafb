/**
 * Normalisation's name replacement against the regular expression it stands for:
 * `/(?<![\w'])<name>(?![\w])/g` → `~`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeOracle } from "./normalize.js";

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The name step as a regular expression (the card's name, then its short name before a comma). */
function byRegExp(text: string, name: string): string {
  const names = [name];
  const comma = name.indexOf(",");
  if (comma > 0) names.push(name.slice(0, comma));
  for (const n of names)
    if (text.includes(n)) text = text.replace(new RegExp(`(?<![\\w'])${escape(n)}(?![\\w])`, "g"), "~");
  return text;
}

describe("the card's name as ~", () => {
  it("matches the regular expression on chosen texts", () => {
    const cases: [string, string][] = [
      ["Bolt deals 3 damage. Bolt's controller", "Bolt"],
      ["Boltbolt Bolt_x xBolt 'Bolt Bolt", "Bolt"],
      ["BoltBolt Bolt", "Bolt"],
      ["Toph, the Blind Bandit enters. Toph attacks. Tophs", "Toph, the Blind Bandit"],
      ["a.b a.b.c", "a.b"],
      ["~ and ~", "~"],
      ["Mishra's Factory becomes", "Mishra's Factory"],
      ["aaa", "aa"],
      ["x", ""],
    ];
    for (const [text, name] of cases)
      expect(normalizeOracle(text, name)[0]?.text, `${name} in ${text}`).toBe(byRegExp(text, name).toLowerCase());
  });
  it("matches the regular expression on random texts", () => {
    const piece = fc.constantFrom("Ab", "ab", "A", "b", "'", " ", ",", ".", "_", "1", "~", "Ab, c");
    const str = (n: number) => fc.array(piece, { minLength: 1, maxLength: n }).map((xs) => xs.join(""));
    fc.assert(
      fc.property(str(14), str(3), (text, name) => {
        expect(normalizeOracle(text, name.trim() || "Ab")[0]?.text ?? "").toBe(
          byRegExp(text.trim(), name.trim() || "Ab")
            .toLowerCase()
            .replace(/\s+/g, " ")
            .trim(),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
