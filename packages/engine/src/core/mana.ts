/**
 * Mana costs and automatic payment (CR 106 mana, 107.4 mana symbols, 118 costs, 202.3 mana
 * value, 601.2f-h paying a spell's total cost).
 *
 * A cost is parsed into symbols; the payer chooses which untapped mana sources to tap.
 * Hybrid symbols (`{R/G}`), monocolored hybrid (`{2/W}`, CR 107.4e), Phyrexian symbols
 * (`{R/P}`, CR 107.4f: each the colored mana or 2 life, announced while casting) and X (CR 107.3)
 * are all handled here.
 */
import type { Color } from "../state/types.js";

/** One mana symbol of a cost. */
export type ManaSymbol =
  | { kind: "generic"; amount: number }
  | { kind: "colored"; color: Color | "C" }
  | { kind: "hybrid"; colors: Color[] }
  | { kind: "twobrid"; color: Color }
  | { kind: "phyrexian"; color: Color }
  | { kind: "x" };

const COLORS = new Set(["W", "U", "B", "R", "G"]);

/**
 * Parses a cost in Scryfall notation (`{2}{R}{R}`, `{X}{R}`, `{2/W}`, `{R/P}`, `{R/G}`, `{C}`).
 * Throws an Error naming the bad symbol for malformed text (definitions are checked at load).
 * The result is cached per cost text and frozen (shared between callers): copy it to change it.
 */
export function parseManaCost(cost: string | null | undefined): ManaSymbol[] {
  if (!cost) return [];
  const hit = PARSED.get(cost);
  if (hit) return hit;
  const out = parseSymbols(cost);
  if (PARSED.size < 10_000) PARSED.set(cost, out);
  return out;
}

/** Parsed costs by text (casting asks for the same few costs all game long). Frozen: shared. */
const PARSED = new Map<string, ManaSymbol[]>();

function parseSymbols(cost: string): ManaSymbol[] {
  const out: ManaSymbol[] = [];
  const re = /\{([^}]+)\}/g;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(cost)) !== null) {
    consumed += m[0].length;
    const s = m[1]!.toUpperCase();
    if (/^\d+$/.test(s)) out.push({ kind: "generic", amount: Number(s) });
    else if (s === "X") out.push({ kind: "x" });
    else if (COLORS.has(s) || s === "C") out.push({ kind: "colored", color: s as Color | "C" });
    else if (/^2\/[WUBRG]$/.test(s)) out.push({ kind: "twobrid", color: s[2] as Color });
    else if (/^[WUBRG]\/P$/.test(s)) out.push({ kind: "phyrexian", color: s[0] as Color });
    else if (/^[WUBRG]\/[WUBRG]$/.test(s)) out.push({ kind: "hybrid", colors: [s[0] as Color, s[2] as Color] });
    else throw new Error(`unknown mana symbol {${m[1]}} in "${cost}"`);
  }
  if (consumed !== cost.replace(/\s+/g, "").length) throw new Error(`malformed mana cost "${cost}"`);
  for (const sym of out) Object.freeze(sym);
  return Object.freeze(out) as ManaSymbol[];
}

/** Mana value of a cost (CR 202.3): X counts 0, `{2/W}` counts 2, hybrid and Phyrexian count 1. */
export function manaValue(cost: string | null | undefined): number {
  let n = 0;
  for (const s of parseManaCost(cost)) {
    if (s.kind === "generic") n += s.amount;
    else if (s.kind === "twobrid") n += 2;
    else if (s.kind !== "x") n += 1;
  }
  return n;
}

/** Colors of a mana cost (CR 202.2). */
export function costColors(cost: string | null | undefined): Color[] {
  const set = new Set<Color>();
  for (const s of parseManaCost(cost)) {
    if (s.kind === "colored" && s.color !== "C") set.add(s.color);
    else if (s.kind === "hybrid") s.colors.forEach((c) => set.add(c));
    else if (s.kind === "twobrid" || s.kind === "phyrexian") set.add(s.color);
  }
  return (["W", "U", "B", "R", "G"] as Color[]).filter((c) => set.has(c));
}

/**
 * A cost to pay after announcements: generic amount plus colored requirements, where each
 * requirement is a set of acceptable colors (one mana each). `{2/W}` stays a choice between
 * one W and two generic (`twobrid`). Life is paid separately.
 */
export interface ManaRequirement {
  generic: number;
  /** Each entry: one mana of any of these colors ("C" = colorless mana). */
  colored: string[][];
  /** `{2/W}` symbols: one mana of the color, or two of anything. */
  twobrid: string[];
}

/**
 * Turns cost symbols into a requirement: X becomes `x` generic; each Phyrexian symbol is paid
 * with its colored mana or with 2 life, independently (CR 107.4f): `phyrexianLife` true pays
 * them all with life, false none, and a list says it for each Phyrexian symbol in the order
 * they appear in the cost (missing entries: mana). `xColor`: "spend only black mana on X" — each
 * of the `x` mana must be of that color (CR 107.3, 601.2h: the restriction is part of the cost
 * to pay), instead of generic. Returns the requirement and the life to pay.
 */
export function requirementOf(
  symbols: ManaSymbol[],
  x: number,
  phyrexianLife: boolean | readonly boolean[],
  xColor?: Color,
): { req: ManaRequirement; life: number } {
  const req: ManaRequirement = { generic: 0, colored: [], twobrid: [] };
  let life = 0;
  let p = 0;
  for (const s of symbols) {
    switch (s.kind) {
      case "generic":
        req.generic += s.amount;
        break;
      case "x":
        if (xColor) for (let i = 0; i < x; i++) req.colored.push([xColor]);
        else req.generic += x;
        break;
      case "colored":
        req.colored.push([s.color]);
        break;
      case "hybrid":
        req.colored.push([...s.colors]);
        break;
      case "twobrid":
        req.twobrid.push(s.color);
        break;
      case "phyrexian": {
        const withLife = typeof phyrexianLife === "boolean" ? phyrexianLife : phyrexianLife[p] === true;
        p++;
        if (withLife) life += 2;
        else req.colored.push([s.color]);
        break;
      }
    }
  }
  return { req, life };
}

/** Adds two requirements (e.g. mana cost + kicker + strive). */
export function addRequirements(a: ManaRequirement, b: ManaRequirement): ManaRequirement {
  return {
    generic: a.generic + b.generic,
    colored: [...a.colored, ...b.colored],
    twobrid: [...a.twobrid, ...b.twobrid],
  };
}

/** A mana source the payer may use: tapping it gives `units` mana, each of one of the listed colors. */
export interface ManaSourceOption {
  id: string;
  /** Each unit: the colors it may be ("C" for colorless). */
  units: string[][];
  /** Higher is tapped later (creatures that could attack, multi-color lands). */
  cost: number;
}

/** A payment: which sources to tap (with the color each unit is used as) and what comes from the pool. */
export interface PaymentPlan {
  sources: { id: string; colors: string[] }[];
  fromPool: Record<string, number>;
}

/**
 * Finds a way to pay `req` from the mana pool and the given sources (CR 601.2g-h), or null.
 * Colored requirements are matched first (most constrained first, with backtracking), then
 * generic mana from the cheapest remaining units. Extra units of a tapped source stay in
 * the pool. Deterministic: the same inputs give the same plan.
 */
export function planPayment(
  req: ManaRequirement,
  pool: Record<string, number>,
  sources: ManaSourceOption[],
): PaymentPlan | null {
  // Expand each twobrid symbol into either a colored requirement or 2 generic: try colored first.
  const choices = req.twobrid.length;
  for (let mask = 0; mask < 1 << choices; mask++) {
    const colored = [...req.colored];
    let generic = req.generic;
    for (let i = 0; i < choices; i++) {
      if (mask & (1 << i)) generic += 2;
      else colored.push([req.twobrid[i]!]);
    }
    const plan = planSimple(generic, colored, pool, sources);
    if (plan) return plan;
  }
  return null;
}

/**
 * Whether `planPayment(req, pool, sources)` would find a plan (CR 601.2g-h), without building
 * one: the mana there is covers the cost's size, and each colored requirement can be given a
 * mana of its own (pool first, then source units; a complete search, as planPayment's). For
 * listing what can be cast, where only the answer matters. Same inputs, same answer.
 */
export function canPay(req: ManaRequirement, pool: Record<string, number>, sources: ManaSourceOption[]): boolean {
  let total = 0;
  for (const c in pool) total += pool[c]!;
  for (const s of sources) total += s.units.length;
  const choices = req.twobrid.length;
  for (let mask = 0; mask < 1 << choices; mask++) {
    let generic = req.generic;
    let colored = req.colored;
    if (choices > 0) {
      colored = [...req.colored];
      for (let i = 0; i < choices; i++) {
        if (mask & (1 << i)) generic += 2;
        else colored.push([req.twobrid[i]!]);
      }
    }
    if (total < generic + colored.length) continue;
    if (colored.length === 0 || coloredMatch(colored, pool, sources)) return true;
  }
  return false;
}

/** Whether each colored requirement can be given one mana of its own from the pool or the sources' units. */
function coloredMatch(colored: string[][], pool: Record<string, number>, sources: ManaSourceOption[]): boolean {
  const counted = matchByCounting(colored, pool, sources);
  if (counted !== undefined) return counted;
  const units: string[][] = [];
  for (const s of sources) for (const u of s.units) units.push(u);
  const poolLeft: Record<string, number> = { ...pool };
  const reqs = colored.length > 1 ? [...colored].sort((a, b) => a.length - b.length) : colored;
  const used: boolean[] = units.map(() => false);
  const assign = (k: number): boolean => {
    if (k === reqs.length) return true;
    const want = reqs[k]!;
    for (const c of want) {
      if ((poolLeft[c] ?? 0) > 0) {
        poolLeft[c]!--;
        if (assign(k + 1)) return true;
        poolLeft[c]!++;
      }
    }
    for (let u = 0; u < units.length; u++) {
      if (used[u] || !units[u]!.some((c) => want.includes(c))) continue;
      used[u] = true;
      if (assign(k + 1)) return true;
      used[u] = false;
    }
    return false;
  };
  return assign(0);
}

/**
 * The matching answered by counting when nothing offers a choice — each requirement and each
 * unit is one color — (every color needs no more mana than the pool and the units of that
 * color give); undefined otherwise.
 */
function matchByCounting(
  colored: string[][],
  pool: Record<string, number>,
  sources: ManaSourceOption[],
): boolean | undefined {
  const need: Record<string, number> = {};
  for (const want of colored) {
    if (want.length !== 1) return undefined;
    need[want[0]!] = (need[want[0]!] ?? 0) + 1;
  }
  const have: Record<string, number> = {};
  for (const s of sources)
    for (const u of s.units) {
      if (u.length !== 1) return undefined;
      if (need[u[0]!] !== undefined) have[u[0]!] = (have[u[0]!] ?? 0) + 1;
    }
  for (const c in need) if (need[c]! > Math.max(0, pool[c] ?? 0) + (have[c] ?? 0)) return false;
  return true;
}

interface Unit {
  src: number;
  colors: string[];
}

function planSimple(
  generic: number,
  colored: string[][],
  pool: Record<string, number>,
  sources: ManaSourceOption[],
): PaymentPlan | null {
  // not enough mana at all: known before anything is sorted or listed
  let total = 0;
  for (const c in pool) total += pool[c]!;
  for (const s of sources) total += s.units.length;
  if (total < generic + colored.length) return null;
  // the sources by cost, in their order among equals (most often they come so already)
  let sorted = true;
  for (let i = 1; i < sources.length && sorted; i++) if (sources[i]!.cost < sources[i - 1]!.cost) sorted = false;
  const order = sources.map((_, i) => i);
  if (!sorted) order.sort((a, b) => sources[a]!.cost - sources[b]!.cost || a - b);
  const units: Unit[] = [];
  for (const i of order) for (const u of sources[i]!.units) units.push({ src: i, colors: u });
  const poolLeft: Record<string, number> = { ...pool };
  // most constrained requirement first
  const reqs =
    colored.length < 2
      ? colored
      : colored
          .map((c, i) => ({ c, i }))
          .sort((a, b) => a.c.length - b.c.length || a.i - b.i)
          .map((r) => r.c);
  const usedUnit: boolean[] = units.map(() => false);
  const assignment: ({ unit: number; want?: string[] } | { pool: string })[] = [];
  const assign = (k: number): boolean => {
    if (k === reqs.length) return true;
    const want = reqs[k]!;
    for (const c of want) {
      if ((poolLeft[c] ?? 0) > 0) {
        poolLeft[c]!--;
        assignment.push({ pool: c });
        if (assign(k + 1)) return true;
        assignment.pop();
        poolLeft[c]!++;
      }
    }
    for (let u = 0; u < units.length; u++) {
      if (usedUnit[u] || !units[u]!.colors.some((c) => want.includes(c))) continue;
      usedUnit[u] = true;
      assignment.push({ unit: u, want });
      if (assign(k + 1)) return true;
      assignment.pop();
      usedUnit[u] = false;
    }
    return false;
  };
  if (!assign(0)) return null;
  // generic: pool first, then units of sources already tapped, then new units by cost
  let need = generic;
  const fromPool: Record<string, number> = {};
  for (const a of assignment) if ("pool" in a) fromPool[a.pool] = (fromPool[a.pool] ?? 0) + 1;
  for (const c of Object.keys(poolLeft)) {
    while (need > 0 && poolLeft[c]! > 0) {
      poolLeft[c]!--;
      fromPool[c] = (fromPool[c] ?? 0) + 1;
      need--;
    }
  }
  const tapped = new Set<number>();
  for (const a of assignment) if ("unit" in a) tapped.add(units[a.unit]!.src);
  for (let u = 0; u < units.length && need > 0; u++) {
    if (!usedUnit[u] && tapped.has(units[u]!.src)) {
      usedUnit[u] = true;
      assignment.push({ unit: u });
      need--;
    }
  }
  for (let u = 0; u < units.length && need > 0; u++) {
    if (usedUnit[u]) continue;
    usedUnit[u] = true;
    assignment.push({ unit: u });
    tapped.add(units[u]!.src);
    need--;
    // the rest of this source's units are preferred next
    for (let v = 0; v < units.length && need > 0; v++) {
      if (!usedUnit[v] && units[v]!.src === units[u]!.src) {
        usedUnit[v] = true;
        assignment.push({ unit: v });
        need--;
      }
    }
  }
  if (need > 0) return null;
  const bySource = new Map<number, string[]>();
  for (const a of assignment) {
    if (!("unit" in a)) continue;
    const unit = units[a.unit]!;
    const list = bySource.get(unit.src) ?? [];
    const want = a.want;
    list.push((want && unit.colors.find((c) => want.includes(c))) ?? unit.colors[0]!);
    bySource.set(unit.src, list);
  }
  // the color a unit is used as: for colored requirements the matching color
  const out: PaymentPlan = { sources: [], fromPool };
  for (const src of [...bySource.keys()].sort((a, b) => a - b))
    out.sources.push({ id: sources[src]!.id, colors: bySource.get(src)! });
  return out;
}
