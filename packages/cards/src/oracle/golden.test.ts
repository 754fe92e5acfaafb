/**
 * The golden test of the Oracle-text compiler: every hand-written definition is compiled
 * from the printed facts it describes and compared with itself, structurally. Three sets:
 * EQUAL (the compiler reproduces it: it belongs in the printed pool, not in a hand-written
 * file), DIFFERENT (the compiler claims the card automated but builds something else: one
 * of the two is wrong) and NOT COMPILED (the compiler refuses a clause; the hand-written
 * definition stays). The printed pool — the cards once EQUAL, now kept as facts — must
 * compile whole, to the definitions recorded in `__golden__/printed-pool.jsonl`.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "@fishbowl/engine";
import { colorsOfSymbols } from "../catalog/mana.js";
import { builtinDefinitions, handWrittenDefinitions } from "../definitions/index.js";
import { catalogCardOf, printedOf } from "../definitions/printed.js";
import { printedPool } from "../definitions/printed-pool.js";
import { compileCard } from "./compile.js";
import { LAND_TYPES } from "./lexicon.js";

const LANDS = new Set(LAND_TYPES);
type Json = unknown;

/**
 * One spelling for structures that mean the same to the engine:
 * - `text` fields (abilities, modes, targets, prompts of choices, optional and delayed
 *   instructions) are words shown to the player, never read by the rules;
 * - key order and `undefined` fields mean nothing in data;
 * - a token's `keywords: []` is no keywords;
 * - a filter on land types only (`Swamp`, `Forest`) is a filter on lands: land types are
 *   subtypes of lands only (CR 205.3i), so `types: ["Land"]` beside them adds nothing;
 * - "whenever you cast …" already means your own spells (CR 603.2, the trigger's
 *   controller casts), so `controller: "you"` in its spell filter adds nothing;
 * - several restriction modifications of one ability are one set of restrictions (CR 508.1c, 509.1b);
 * - the modifications of one effect apply each in its own layer (CR 613.1), so only their order
 *   within a layer means anything;
 * - `{C}{C}` as two one-mana instructions or one of two mana is the same mana (CR 106.4).
 */
function canon(v: Json, parentKey = ""): Json {
  if (Array.isArray(v)) {
    let xs = v.map((x) => canon(x));
    if (parentKey === "mods") xs = byLayer(mergeRestrictions(xs as Record<string, Json>[]));
    if (parentKey === "effects") xs = mergeMana(xs as Record<string, Json>[]);
    return xs;
  }
  if (v && typeof v === "object") {
    const src = v as Record<string, Json>;
    const o: Record<string, Json> = {};
    for (const k of Object.keys(src).sort()) {
      const x = src[k];
      if (x === undefined || k === "text") continue;
      if (parentKey === "token" && k === "keywords" && Array.isArray(x) && x.length === 0) continue;
      o[k] = canon(x, k);
    }
    // a filter, not the card itself or a token (those are objects with types of their own)
    const isFilter = parentKey !== "" && parentKey !== "token";
    if (
      isFilter &&
      Array.isArray(o.subtypes) &&
      (o.subtypes as string[]).every((t) => LANDS.has(t)) &&
      JSON.stringify(o.types) === '["Land"]'
    )
      delete o.types;
    if (o.kind === "cast" && !o.anyPlayer && o.filter && (o.filter as Record<string, Json>).controller === "you") {
      const { controller: _c, ...rest } = o.filter as Record<string, Json>;
      o.filter = rest;
    }
    return o;
  }
  return v;
}
const LAYER_ORDER = ["1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "rules"];
/** The modifications in layer order, those of one layer in their own order. */
function byLayer(mods: Json[]): Json[] {
  const rank = (m: Json) => LAYER_ORDER.indexOf(String((m as Record<string, Json>).layer));
  return mods
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
    .map((x) => x.m);
}
function mergeRestrictions(mods: Record<string, Json>[]): Json[] {
  const restrict = mods.filter((m) => m.kind === "restrict");
  if (restrict.length < 2) return mods;
  const all = restrict.flatMap((m) => m.restrictions as string[]);
  return [...mods.filter((m) => m.kind !== "restrict"), { kind: "restrict", layer: "rules", restrictions: all }];
}
function mergeMana(effects: Record<string, Json>[]): Json[] {
  const out: Record<string, Json>[] = [];
  for (const e of effects) {
    const prev = out.at(-1);
    const single = (x: Record<string, Json>): boolean => x.kind === "addMana" && (x.choices as string[]).length === 1;
    if (prev && single(prev) && single(e) && JSON.stringify(prev.choices) === JSON.stringify(e.choices)) {
      out[out.length - 1] = {
        ...prev,
        amount: ((prev.amount as number | undefined) ?? 1) + ((e.amount as number | undefined) ?? 1),
      };
    } else out.push(e);
  }
  return out;
}
/** A definition in its canonical spelling; colours default to the mana cost's (CR 202.2). */
function comparable(d: CardDefinition): string {
  const { colors, automated: _a, unautomated: _u, ...rest } = d;
  // twice: the second pass puts merged structures' keys in order
  return JSON.stringify(canon(canon({ ...rest, colors: colors ?? colorsOfSymbols(d.manaCost ?? "") })));
}

/** The three sets over a list of hand-written definitions. */
function classify(defs: readonly CardDefinition[]): { equal: string[]; different: string[]; notCompiled: string[] } {
  const out = { equal: [] as string[], different: [] as string[], notCompiled: [] as string[] };
  for (const d of defs) {
    const r = compileCard(catalogCardOf(printedOf(d)));
    if (!r.automated) out.notCompiled.push(d.name);
    else if (comparable(r.definition) === comparable(d)) out.equal.push(d.name);
    else out.different.push(d.name);
  }
  return out;
}

describe("golden: hand-written definitions against the compiler", () => {
  const sets = classify(handWrittenDefinitions);
  it("the compiler never claims a card automated and builds something else", () => {
    expect(sets.different).toEqual([]);
  });
  it("no hand-written definition is one the compiler reproduces (those are kept as printed facts)", () => {
    expect(sets.equal).toEqual([]);
    expect(sets.notCompiled.length).toBe(handWrittenDefinitions.length);
  });
  it("compares structurally: a changed effect is a difference, changed words are not", () => {
    const bolt = compileCard(catalogCardOf(printedPool.find((p) => p.name === "Lightning Bolt")!)).definition;
    const wrong: CardDefinition = {
      ...bolt,
      spell: {
        ...bolt.spell!,
        modes: [
          { ...bolt.spell!.modes[0]!, effects: [{ kind: "damage", amount: 2, to: { kind: "target", index: 0 } }] },
        ],
      },
    };
    expect(classify([wrong]).different).toEqual(["Lightning Bolt"]);
    expect(
      classify([{ ...bolt, spell: { ...bolt.spell!, modes: [{ ...bolt.spell!.modes[0]!, text: "other words" }] } }])
        .equal,
    ).toEqual(["Lightning Bolt"]);
  });
});

describe("golden: the printed pool", () => {
  const compiled = printedPool.map((p) => compileCard(catalogCardOf(p)));
  it("holds at least the 343 cards the compiler reproduced exactly", () => {
    expect(printedPool.length).toBeGreaterThanOrEqual(343);
  });
  it("compiles every record to an automated card", () => {
    expect(
      compiled.filter((r) => !r.automated).map((r) => `${r.definition.name}: ${r.unautomated.join(" | ")}`),
    ).toEqual([]);
  });
  it("names each card once, and none the hand-written definitions name", () => {
    const names = [...printedPool.map((p) => p.name), ...handWrittenDefinitions.map((d) => d.name)];
    expect(new Set(names).size).toBe(names.length);
  });
  it("compiles to the recorded definitions (a grammar change that alters one shows here)", async () => {
    const lines = compiled.map((r) => JSON.stringify(r.definition)).join("\n") + "\n";
    await expect(lines).toMatchFileSnapshot("./__golden__/printed-pool.jsonl");
  });
  it("is what the built-in registry plays", () => {
    expect(builtinDefinitions.slice(0, printedPool.length).map((d) => d.name)).toEqual(printedPool.map((p) => p.name));
    expect(builtinDefinitions.slice(0, printedPool.length)).toEqual(compiled.map((r) => r.definition));
  });
});
