/**
 * Ability texts come from the card's Oracle text, never restated: every text of every built-in
 * definition (compiled printed pool and hand-written alike, and the compiler's output on its
 * catalog sample) is one of the card's Oracle lines or one of these derivations of them (the only
 * ones the builders and the compiler make):
 *
 * - reminder text dropped (CR 207.2a, `dropReminderText`) — the builders always drop it; the
 *   compiler keeps a line as printed, reminder text included, except for a keyword ability
 *   ("Cycling {2}", "Equip {4}"), whose text is the keyword with its cost;
 * - a mode of a modal spell: its line without the leading "• " (CR 700.2);
 * - a spell whose instructions span several paragraphs: those lines, in order, joined with "\n";
 * - within an ability's text: a delayed trigger's text (CR 603.7) is a sentence of it, and a
 *   target's words ("target creature you control") are part of it, ignoring case, unless it names
 *   no target at all (a keyword's target: "Equip {2}", "earthbend 2").
 *
 * Not checked: `optional`, `choose` and `unlessPay` texts, which are questions put to the player
 * ("Search your library for a basic land card?"), not Oracle text; and tokens, whose spec holds
 * keywords only (no ability texts; none of the pool's tokens has Oracle text of its own).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDefinition, SpellMode } from "@fishbowl/engine";
import { parseCatalogJson } from "../catalog/catalog.js";
import { compileCard } from "../oracle/compile.js";
import { dropReminderText } from "../oracle/normalize.js";
import { builtinDefinitions, compiledDefinitions, handWrittenDefinitions } from "./index.js";

/** The Oracle lines an ability text may be, one by one: printed (unless `builtOnly`) and without reminder text. */
function lineForms(d: CardDefinition, builtOnly: boolean): string[][] {
  return d.oracleText.split("\n").map((raw) => {
    const printed = raw.trim();
    const forms = [dropReminderText(printed).trim(), ...(builtOnly ? [] : [printed])].filter((t) => t !== "");
    return [...forms, ...forms.filter((t) => t.startsWith("• ")).map((t) => t.slice(2))];
  });
}

/** Whether `text` is Oracle lines of `d`, in order, joined with "\n" (one line for most). */
function isDerived(d: CardDefinition, text: string, builtOnly: boolean): boolean {
  const lines = lineForms(d, builtOnly);
  let from = 0;
  for (const part of text.split("\n")) {
    const at = lines.findIndex((forms, i) => i >= from && forms.includes(part));
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

/** Delayed-trigger and target texts inside `node`, with what they are. */
function innerTexts(node: unknown, key = ""): { kind: "delayed" | "target"; text: string }[] {
  if (Array.isArray(node)) return node.flatMap((x) => innerTexts(x, key));
  if (!node || typeof node !== "object") return [];
  const o = node as Record<string, unknown>;
  const own =
    o.kind === "delayed"
      ? [{ kind: "delayed" as const, text: String(o.text) }]
      : key === "targets"
        ? [{ kind: "target" as const, text: String(o.text) }]
        : [];
  return [...own, ...Object.entries(o).flatMap(([k, v]) => (k === "text" ? [] : innerTexts(v, k)))];
}

/**
 * What is wrong with the texts of `d`, one message each (none: all derived). `builtOnly`: the
 * builders' derivations only (reminder text always dropped), for hand-written definitions.
 */
function textProblems(d: CardDefinition, builtOnly = false): string[] {
  const problems: string[] = [];
  const texts: { what: string; node: AbilityDef | SpellMode }[] = [
    ...(d.abilities ?? []).map((a, i) => ({ what: `ability ${i}`, node: a })),
    ...(d.spell?.modes ?? []).map((m, i) => ({ what: `mode ${i}`, node: m })),
  ];
  for (const { what, node } of texts) {
    if (!isDerived(d, node.text, builtOnly))
      problems.push(`${d.name}, ${what}: "${node.text}" is not from its Oracle text`);
    // a text naming no target has a keyword's target ("Equip {2}": target creature you control, CR 702.6a; earthbend N)
    const namesTargets = /\btargets?\b/i.test(node.text);
    for (const inner of innerTexts(node)) {
      if (inner.kind === "target" && !namesTargets) continue;
      const inside =
        inner.kind === "delayed"
          ? node.text.includes(inner.text)
          : node.text.toLowerCase().includes(inner.text.toLowerCase());
      if (!inside) problems.push(`${d.name}, ${what}: ${inner.kind} text "${inner.text}" is not in "${node.text}"`);
    }
  }
  return problems;
}

describe("ability texts are the card's Oracle text", () => {
  it("for every built-in definition", () => {
    expect(builtinDefinitions.flatMap((d) => textProblems(d))).toEqual([]);
  });

  it("for hand-written definitions, with reminder text dropped as the builders drop it", () => {
    expect(handWrittenDefinitions.flatMap((d) => textProblems(d, true))).toEqual([]);
  });

  it("for the compiler's output on its sample of the reference catalog (automated or in part)", () => {
    const r = parseCatalogJson(
      readFileSync(new URL("../oracle/__fixtures__/catalog-sample.json", import.meta.url), "utf8"),
    );
    if (!r.ok) throw new Error(r.error);
    const defs = r.cards.map((c) => compileCard(c).definition);
    expect(
      defs.reduce((n, d) => n + (d.abilities?.length ?? 0) + (d.spell?.modes.length ?? 0), 0),
    ).toBeGreaterThanOrEqual(150);
    expect(defs.flatMap((d) => textProblems(d))).toEqual([]);
  });

  it("checks something: the pool's definitions have texts to check", () => {
    const count = (ds: readonly CardDefinition[]) =>
      ds.reduce((n, d) => n + (d.abilities?.length ?? 0) + (d.spell?.modes.length ?? 0), 0);
    // cards move from the hand-written definitions to the compiled pool as the compiler learns them (golden.test.ts)
    expect(count(handWrittenDefinitions)).toBeGreaterThanOrEqual(30);
    expect(count(compiledDefinitions)).toBeGreaterThanOrEqual(260);
  });

  it("fails on a restated text that differs from the Oracle line", () => {
    const byName = (n: string) => builtinDefinitions.find((d) => d.name === n)!;
    const helm = byName("Helm of the Host");
    const [copy, equip] = helm.abilities!;
    // the text Helm of the Host's definition once restated, short of its Oracle line
    const drifted =
      "At the beginning of combat on your turn, create a token that's a copy of equipped creature, " +
      "except the token isn't legendary. That token gains haste.";
    expect(textProblems({ ...helm, abilities: [{ ...copy!, text: drifted }, equip!] })).toEqual([
      `Helm of the Host, ability 0: "${drifted}" is not from its Oracle text`,
    ]);
    const bolt = byName("Lightning Bolt");
    const mode = bolt.spell!.modes[0]!;
    const restated = "Lightning Bolt deals three damage to any target.";
    expect(textProblems({ ...bolt, spell: { ...bolt.spell!, modes: [{ ...mode, text: restated }] } })).toHaveLength(1);
    // reminder text kept: the compiler's form, not the builders'
    const cloak = byName("Whispersilk Cloak");
    const printed = cloak.oracleText.split("\n")[0]!;
    const withReminder: CardDefinition = {
      ...cloak,
      abilities: [{ ...cloak.abilities![0]!, text: printed }, cloak.abilities![1]!],
    };
    expect(textProblems(withReminder)).toEqual([]);
    expect(textProblems(withReminder, true)).toHaveLength(1);
  });

  it("fails on lines out of order, a delayed trigger's restated text, or a target's words not in its text", () => {
    const gather = builtinDefinitions.find((d) => d.name === "Gather the Townsfolk")!;
    const [first, second] = gather.oracleText.split("\n");
    const mode = gather.spell!.modes[0]!;
    expect(
      textProblems({ ...gather, spell: { ...gather.spell!, modes: [{ ...mode, text: `${second}\n${first}` }] } }),
    ).toHaveLength(1);
    expect(
      textProblems({ ...gather, spell: { ...gather.spell!, modes: [{ ...mode, text: `${first} ${second}` }] } }),
    ).toHaveLength(1);

    const corpse = builtinDefinitions.find((d) => d.name === "Corpse Dance")!;
    const effects = corpse.spell!.modes[0]!.effects.map((e) =>
      e.kind === "delayed" ? { ...e, text: "Exile it at end of turn." } : e,
    );
    expect(
      textProblems({ ...corpse, spell: { ...corpse.spell!, modes: [{ ...corpse.spell!.modes[0]!, effects }] } }),
    ).toEqual([
      `Corpse Dance, mode 0: delayed text "Exile it at end of turn." is not in "${corpse.spell!.modes[0]!.text}"`,
    ]);

    const eddy = builtinDefinitions.find((d) => d.name === "Churning Eddy")!;
    const eddyMode = eddy.spell!.modes[0]!;
    const targets = [eddyMode.targets[0]!, { ...eddyMode.targets[1]!, text: "target artifact" }];
    expect(textProblems({ ...eddy, spell: { ...eddy.spell!, modes: [{ ...eddyMode, targets }] } })).toHaveLength(1);
  });
});
