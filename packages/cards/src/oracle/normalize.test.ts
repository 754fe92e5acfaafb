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

describe("other names a text calls its card by (CR 201.4b)", () => {
  it("reads a trigger's subject that begins with the name's first word as ~", () => {
    const cases: [string, string, string][] = [
      [
        "When Skymarch Bloodletters enters the battlefield, target opponent loses 1 life.",
        "Skymarch Bloodletter",
        "when ~ enters, target opponent loses 1 life.",
      ],
      [
        "Whenever Star-Crowned attacks, tap target creature.",
        "Star-Crowned Stag",
        "whenever ~ attacks, tap target creature.",
      ],
      [
        "When Phage enters the battlefield, if you didn't cast it from your hand, you lose the game.\nWhenever Phage deals combat damage to a player, that player loses the game.",
        "Phage the Untouchable",
        "when ~ enters, if you didn't cast it from your hand, you lose the game.",
      ],
      [
        "When Hazezon leaves the battlefield, exile all Sand Warriors.",
        "Hazezon Tamar",
        "when ~ leaves the battlefield, exile all sand warriors.",
      ],
    ];
    for (const [text, name, first] of cases) expect(normalizeOracle(text, name)[0]?.text, name).toBe(first);
    const phage = normalizeOracle(cases[2]![0], "Phage the Untouchable");
    expect(phage[1]?.text).toBe("whenever ~ deals combat damage to a player, that player loses the game.");
  });
  it("leaves other capitalised subjects alone", () => {
    // "Gisa" is followed by "and Geralf", no verb; "Goblin" is not a subject of a verb here
    expect(
      normalizeOracle("When Gisa and Geralf enters the battlefield, draw a card.", "Gisa and Geralf")[0]?.text,
    ).toBe("when ~ enters, draw a card.");
    expect(
      normalizeOracle("Whenever a Goblin enters the battlefield, draw a card.", "Goblin Bangchuckers")[0]?.text,
    ).toBe("whenever a goblin enters, draw a card.");
    expect(normalizeOracle("Whenever Elf Warriors you control attack, draw.", "Elf Scout")[0]?.text).toBe(
      "whenever elf warriors you control attack, draw.",
    );
  });
});
