/**
 * Every refusal names the CR rule that forbids the action (DESIGN.md "Actions in, events out";
 * `refuse` in core/context.ts asks for at least one). Two checks: every `refuse(` call in the
 * engine's source has a rule argument — a CR number, or a rule list or variable the types
 * guarantee — and refusals the engine really produces, over a range of illegal actions, each
 * cite well-formed CR numbers; plus the refusals that cite the rule of what forbids them (an
 * ability removed by a layer effect: 613.1f or 305.7 beside 602.1; a total cost that can't be
 * paid: 601.2f beside 601.2g-h; a mode without a legal target: 700.2a).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { apply } from "./apply.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

/** A CR rule number: "601.2", "601.2f", "702.19e" (CR 100.1-style numbering: section, rule, subrule letter). */
const RULE = /^\d{3}(\.\d+[a-z]?)?$/;

/**
 * The engine's source files but the tests and their support, as text (read by the test
 * runner's bundler: the engine's code, tests included, uses no Node API).
 */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(["./**/*.ts", "!./**/*.test.ts", "!./test-support/**"], {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  ).sort(([a], [b]) => a.localeCompare(b)),
);

/**
 * The top-level arguments of the call whose "(" is at `open`, as source text: a small scanner
 * that skips strings, template literals (with their `${…}`), comments and nested brackets.
 */
function callArguments(src: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  const stack: string[] = []; // "`" while in a template, "{" for a `${` inside one
  for (let i = open; i < src.length; i++) {
    const ch = src[i]!;
    if (stack[stack.length - 1] === "`") {
      if (ch === "\\") i++;
      else if (ch === "`") stack.pop();
      else if (ch === "$" && src[i + 1] === "{") {
        stack.push("{");
        i++;
      }
      continue;
    }
    if (ch === '"' || ch === "'") {
      for (i++; i < src.length && src[i] !== ch; i++) if (src[i] === "\\") i++;
      continue;
    }
    if (ch === "`") {
      stack.push("`");
      continue;
    }
    if (ch === "/" && src[i + 1] === "/") {
      i = src.indexOf("\n", i);
      continue;
    }
    if (ch === "{" && stack.length) stack.push("{");
    else if (ch === "}" && stack[stack.length - 1] === "{") {
      stack.pop();
      continue;
    }
    if (stack.length) continue;
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") {
      depth--;
      if (depth === 0) {
        args.push(src.slice(start, i).trim());
        return args.filter((a) => a.length > 0);
      }
    } else if (ch === "," && depth === 1) {
      args.push(src.slice(start, i).trim());
      start = i + 1;
    }
  }
  throw new Error("unbalanced call");
}

/** Every `refuse(…)` call in the engine's source: file, line and arguments. */
function refusalSites(): { where: string; args: string[] }[] {
  const out: { where: string; args: string[] }[] = [];
  for (const [file, src] of Object.entries(SOURCES)) {
    for (const m of src.matchAll(/(?<![\w.])refuse\(/g)) {
      const before = src.slice(Math.max(0, m.index - 9), m.index);
      if (before.endsWith("function ")) continue; // its definition
      const line = src.slice(0, m.index).split("\n").length;
      out.push({ where: `${file}:${line}`, args: callArguments(src, m.index + "refuse".length) });
    }
  }
  return out;
}

describe("every refusal site names a CR rule", () => {
  const sites = refusalSites();
  it("finds the refusal sites (the scan works)", () => {
    expect(sites.length).toBeGreaterThan(80);
    const src = 'refuse(`No ${f("a, b", (c))} here, ${"d"}.`, ...p.rules, "601.2c") // x';
    expect(callArguments(src, "refuse".length)).toEqual([
      '`No ${f("a, b", (c))} here, ${"d"}.`',
      "...p.rules",
      '"601.2c"',
    ]);
    expect(callArguments('refuse("No rule, here.")', "refuse".length)).toEqual(['"No rule, here."']);
  });
  it("passes each refuse() a message and at least one rule", () => {
    expect(sites.filter((s) => s.args.length < 2).map((s) => s.where)).toEqual([]);
  });
  it("writes each literal rule as a CR number, and any other rule argument as a rule list or variable", () => {
    const bad: string[] = [];
    for (const s of sites) {
      for (const a of s.args.slice(1)) {
        const literal = /^"(.*)"$/.exec(a);
        if (literal ? !RULE.test(literal[1]!) : !/^(\.\.\.)?[\w.]+$/.test(a)) bad.push(`${s.where}: ${a}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

// ---------------------------------------------------------------- behaviour

const { act, refused } = play(testCards);

function refusal(s: GameState, a: unknown): string[] {
  const r = apply(s, a as Action, testCards);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(a)}`);
  return r.error.rules;
}

describe("refusals the engine produces cite CR rules", () => {
  const { state, ids } = board(testCards, {
    you: {
      hand: [
        { card: "Bear", label: "handBear" },
        { card: "Zap", label: "zap" },
        { card: "Forest", label: "forest" },
      ],
      battlefield: [
        { card: "Mana Elf", label: "elf", tapped: true },
        { card: "Bear", label: "bear" },
      ],
      graveyard: [{ card: "Zap", label: "deadZap" }],
    },
    opponent: { battlefield: [{ card: "Bear", label: "theirBear" }] },
  });
  const actions: unknown[] = [
    { type: "warp", player: "you" },
    { type: "pass", player: "nobody" },
    { type: "pass", player: "opponent" },
    { type: "cast", player: "you", object: ids["handBear"] },
    { type: "cast", player: "you", object: ids["deadZap"], targets: ["opponent"] },
    { type: "cast", player: "you", object: ids["zap"], targets: [] },
    { type: "cast", player: "you", object: ids["zap"], targets: ["opponent", "you"] },
    { type: "cast", player: "you", object: ids["forest"] },
    { type: "cast", player: "you", object: ids["theirBear"] },
    { type: "cast", player: "you", object: ids["zap"], targets: ["opponent"], divide: [1] },
    { type: "activate", player: "you", object: ids["elf"], ability: 0 },
    { type: "activate", player: "you", object: ids["bear"], ability: 0 },
    { type: "activate", player: "you", object: ids["theirBear"], ability: 0 },
    { type: "declareAttackers", player: "you", attackers: [ids["bear"]] },
    { type: "declareBlockers", player: "opponent", blocks: [] },
    { type: "choose", player: "you", options: ["keep"] },
    { type: "manual", player: "you", op: { kind: "move", object: "o999", to: "hand" } },
    { type: "manual", player: "you", op: { kind: "tap", object: "o999", tapped: true } },
    { type: "manual", player: "you", op: { kind: "counters", object: "o999", counter: "+1/+1", delta: 1 } },
  ];
  it.each(actions.map((a) => [JSON.stringify(a), a] as const))("%s", (_name, a) => {
    const rules = refusal(state, a);
    expect(rules.length).toBeGreaterThan(0);
    for (const r of rules) expect(r).toMatch(RULE);
  });
});

describe("refusals cite the rule of what forbids the action", () => {
  it("an ability that an ability-removing effect took away cites 613.1f beside 602.1", () => {
    const { state, ids } = board(testCards, {
      you: {
        hand: [{ card: "Silence", label: "silence" }],
        battlefield: ["Island", { card: "Mana Elf", label: "elf" }],
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["silence"]!, targets: [ids["elf"]!] });
    s = act(s, { type: "pass", player: "you" });
    expect(refused(s, { type: "activate", player: "you", object: ids["elf"]!, ability: 0 })).toEqual([
      "602.1",
      "613.1f",
    ]);
    // an ability number the card never had cites 602.1 alone
    expect(refused(s, { type: "activate", player: "you", object: ids["elf"]!, ability: 5 })).toEqual(["602.1"]);
  });
  it("an ability cost that can't be paid cites 601.2f beside 601.2g-h (and 602.2b)", () => {
    // Prism Filter: "{1}, {T}: …" with no other mana source
    const { state, ids } = board(testCards, { you: { battlefield: [{ card: "Prism Filter", label: "filter" }] } });
    expect(refused(state, { type: "activate", player: "you", object: ids["filter"]!, ability: 0, mana: "G" })).toEqual([
      "602.2b",
      "601.2f",
      "601.2g",
      "601.2h",
    ]);
  });
  it("a chosen mode with no legal target cites 700.2a", () => {
    const modal: CardDefinition = {
      name: "Two Ways",
      manaCost: "{U}",
      types: ["Instant"],
      oracleText: "Choose one — Destroy target artifact; or draw a card.",
      spell: {
        modes: [
          {
            text: "Destroy target artifact.",
            targets: [{ text: "target artifact", objects: { types: ["Artifact"] }, min: 1, max: 1 }],
            effects: [{ kind: "destroy" as const, what: { kind: "target" as const, index: 0 } }],
          },
          {
            text: "Draw a card.",
            targets: [],
            effects: [{ kind: "draw" as const, amount: 1, who: { kind: "you" as const } }],
          },
        ],
        chooseMin: 1,
        chooseMax: 1,
      },
    };
    const cards = { get: (n: string) => (n === modal.name ? modal : testCards.get(n)) };
    const { state, ids } = board(cards, {
      you: { hand: [{ card: modal.name, label: "spell" }], battlefield: ["Island"] },
    });
    const r = apply(state, { type: "cast", player: "you", object: ids["spell"]!, modes: [0], targets: [] }, cards);
    expect(r.ok ? [] : r.error.rules).toContain("700.2a");
    expect(apply(state, { type: "cast", player: "you", object: ids["spell"]!, modes: [1] }, cards).ok).toBe(true);
  });
});
