/**
 * What a card in hand can add to this turn's damage (`template`), as the lethal check counts it
 * (lethal.ts), by the card's role (roles.ts): a creature its power (attacking only with haste);
 * burn the damage it deals to a player (fixed, or X); a pump or an Aura the power it adds to
 * one attacker; a team pump the power it adds to each; a haste enabler the attacks it allows;
 * creature tokens their power; a token copy the power of the creature copied. With its cost:
 * the least mana, the colored symbols, the Phyrexian symbols, and the same kicked.
 */
import { parseManaCost, type CardDefinition, type Effect, type Modification } from "@fishbowl/engine";
import { minimumMana, roleOf, spellEffects } from "./roles.js";

/** What a card adds this turn, by role. */
export type Kind = "creature" | "burn" | "pump" | "team" | "enabler" | "tokens" | "copy";

/** What a card in hand can add to this turn's damage (per definition; `amount` is power or damage). */
export interface Template {
  kind: Kind;
  amount: number;
  haste: boolean;
  x: boolean;
  prowess: boolean;
  instant: boolean;
  noncreature: boolean;
  /** Creature tokens made (`tokens`). */
  count: number;
  /** The least mana it costs, its colored symbols (`coloredNeeds`) and its Phyrexian symbols (paid with life). */
  cost: number;
  colors: number[];
  phyrexian: number;
  /** The same, kicked. */
  kickedCost: number;
  kickedColors: number[];
  /** A creature whose arrival, kicked, gives the team haste (and `kickedTeam` more power each). */
  kickedHaste: boolean;
  kickedTeam: number;
}

const TEMPLATES = new WeakMap<CardDefinition, Template | null>();

/** What `def` adds to this turn's damage, or null when nothing (memoised per definition). */
export function template(def: CardDefinition): Template | null {
  let t = TEMPLATES.get(def);
  if (t === undefined) {
    const what = computeTemplate(def);
    if (what) {
      const colors = coloredNeeds(def.manaCost);
      const kickedColors = coloredNeeds(def.kicker ?? null).map((n, i) => n + colors[i]!);
      const cost = minimumMana(def.manaCost);
      const phyrexian = parseManaCost(def.manaCost).filter((x) => x.kind === "phyrexian").length;
      t = { ...what, cost, colors, phyrexian, kickedCost: cost + minimumMana(def.kicker ?? null), kickedColors };
    } else t = null;
    TEMPLATES.set(def, t);
  }
  return t;
}

/** The power modifications add (fixed +N/+N only). */
const modsPower = (mods: Modification[]): number =>
  mods.reduce((n, m) => n + (m.kind === "addPT" && !m.per && m.power > 0 ? m.power : 0), 0);

/** The power effects add to what they modify (+N/+N, +1/+1 counters). */
const powerAdded = (effects: Effect[]): number =>
  effects.reduce(
    (n, e) =>
      n +
      (e.kind === "modify" ? modsPower(e.mods) : 0) +
      (e.kind === "addCounters" && e.counter === "+1/+1" && typeof e.amount === "number" ? e.amount : 0),
    0,
  );

type What = Omit<Template, "cost" | "colors" | "phyrexian" | "kickedCost" | "kickedColors">;

function computeTemplate(def: CardDefinition): What | null {
  // a card played vanilla (not automated) adds only what a creature does: its power
  if (def.types.includes("Land") || (def.automated === false && !def.types.includes("Creature"))) return null;
  const role = roleOf(def, def.types);
  const keywords = def.keywords ?? [];
  const base = {
    haste: keywords.includes("Haste"),
    x: false,
    prowess: keywords.includes("Prowess"),
    instant: def.types.includes("Instant") || keywords.includes("Flash"),
    noncreature: !def.types.includes("Creature"),
    count: 0,
    kickedHaste: false,
    kickedTeam: 0,
  };
  const effects = spellEffects(def, undefined);
  switch (role) {
    case "creature": {
      let kickedHaste = false;
      let kickedTeam = 0;
      for (const a of def.kicker ? (def.abilities ?? []) : []) {
        if (a.kind !== "triggered" || a.event.kind !== "entersSelf") continue;
        const all = a.effects.filter((e) => e.kind === "modify" && e.what.kind === "all");
        if (
          !all.some(
            (e) => e.kind === "modify" && e.mods.some((m) => m.kind === "addKeywords" && m.keywords.includes("Haste")),
          )
        )
          continue;
        kickedHaste = true;
        kickedTeam = Math.max(kickedTeam, powerAdded(all));
      }
      return { ...base, kind: "creature", amount: def.power ?? 0, kickedHaste, kickedTeam };
    }
    case "burn": {
      let amount = 0;
      let x = false;
      const specs = def.spell?.modes[0]?.targets ?? [];
      for (const e of effects) {
        if (e.kind !== "damage") continue;
        const toPlayer =
          e.to.kind === "opponents" ||
          (e.to.kind === "target" &&
            specs[e.to.index ?? 0]?.players !== undefined &&
            specs[e.to.index ?? 0]?.players !== false);
        if (!toPlayer) continue;
        if (typeof e.amount === "number") amount += e.amount;
        else if (e.amount.kind === "x" && !e.amount.dividedAmongTargets) x = true;
      }
      return amount > 0 || x ? { ...base, kind: "burn", amount, x } : null;
    }
    case "pump":
    case "aura": {
      // an Aura: what its static abilities give the enchanted creature; a pump: what the spell gives
      const added =
        role === "aura"
          ? (def.abilities ?? []).reduce(
              (n, a) => n + (a.kind === "static" && a.affects.kind === "attached" ? modsPower(a.mods) : 0),
              0,
            )
          : powerAdded(effects);
      return added > 0 ? { ...base, kind: "pump", amount: added } : null;
    }
    case "team":
      return { ...base, kind: "team", amount: powerAdded(effects) };
    case "haste":
      return { ...base, kind: "enabler", amount: 0 };
    case "tokens": {
      let amount = 0;
      let count = 0;
      let haste = true;
      for (const e of effects) {
        if (e.kind !== "createTokens" || !e.token.types.includes("Creature") || typeof e.amount !== "number") continue;
        amount += (e.token.power ?? 0) * e.amount;
        count += e.amount;
        haste &&= (e.token.keywords ?? []).includes("Haste");
      }
      return count > 0 ? { ...base, kind: "tokens", amount, count, haste } : null;
    }
    case "copy":
      return { ...base, kind: "copy", amount: 0 };
    default:
      return null;
  }
}

/** The five colors, in the order of `coloredNeeds`. */
export const COLORS = ["W", "U", "B", "R", "G"];

/**
 * The colored symbols of a cost: ten counts, the colored symbols of each of `COLORS`, then its
 * {2/W} symbols of each (one mana of that color, else two mana); hybrid and Phyrexian symbols
 * aside (any of their colors, or life).
 */
export function coloredNeeds(cost: string | null | undefined): number[] {
  const out = Array<number>(10).fill(0);
  for (const s of parseManaCost(cost)) {
    if (s.kind === "colored" && s.color !== "C") out[COLORS.indexOf(s.color)]!++;
    else if (s.kind === "twobrid") out[5 + COLORS.indexOf(s.color)]!++;
  }
  return out;
}
