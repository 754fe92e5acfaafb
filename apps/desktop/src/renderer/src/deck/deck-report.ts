/**
 * What the deck editor says about a list before a game: its size against the format the list
 * suggests (CR 100.2a: constructed, at least 60; 100.2b: limited, at least 40; 903.5a:
 * Commander, exactly 100), how much of it the rules engine plays by itself (automated, partly
 * automated with the clauses that are not, manual, or in no card data at all), and its rows
 * grouped by card type (CR 205.2a, in the order deck lists print them).
 */
import { automationKind } from "@fishbowl/cards";
import type { CardDefinition } from "@fishbowl/engine";
import type { DeckEntry } from "./deck-text.js";

/** The deck size a list suggests, and a warning when it is off. */
export interface SizeCheck {
  /** 40 (limited), 60 (constructed) or 100 (Commander). */
  readonly target: 40 | 60 | 100;
  /** Why the size is worth a look, or null when it is what the format asks. */
  readonly warning: string | null;
}

/**
 * The size check of a main deck of `count` cards (with a commander section when `commander`):
 * Commander when a commander is named or the list is near 100 (≥ 90), limited when it is
 * nearer 40 than 60 (≤ 50), else constructed. A constructed or limited list above its minimum
 * is warned about too (a 41-card list is one card more than the usual 40; more cards make the
 * best ones rarer), as is a Commander deck of any size but 100.
 */
export function sizeCheck(count: number, commander = 0): SizeCheck {
  const total = count + commander;
  if (commander > 0 || total >= 90) {
    return {
      target: 100,
      warning:
        total === 100 ? null : `${total} cards: a Commander deck has exactly 100, its commander included (CR 903.5a).`,
    };
  }
  const target = total <= 50 ? 40 : 60;
  const kind = target === 40 ? "a limited deck" : "a constructed deck";
  const rule = target === 40 ? "100.2b" : "100.2a";
  if (total < target) return { target, warning: `${total} cards: ${kind} needs at least ${target} (CR ${rule}).` };
  if (total > target)
    return {
      target,
      warning: `${total} cards: ${total - target} more than the ${target} ${kind} usually has (legal, CR ${rule}, but each extra card makes your best cards rarer).`,
    };
  return { target, warning: null };
}

/** How much of a card the engine plays by itself. */
export type AutomationKind = "automated" | "partial" | "manual" | "missing";

/** A card's automation, with the clauses (as printed) the engine does not play. */
export interface CardAutomation {
  readonly kind: AutomationKind;
  readonly clauses: readonly string[];
}

/**
 * The automation of a card from the definition it is played with (`undefined`: in no card
 * data). A definition with `automated: false` whose unautomated clauses are lines of its Oracle
 * text (the compiler's per-clause report) is partly automated when some other line compiled
 * (a keyword line counts), manual when none did; a reason given for the whole card (several
 * faces, a type the engine doesn't play) makes it manual.
 */
export function automationOf(def: CardDefinition | undefined): CardAutomation {
  if (def === undefined) return { kind: "missing", clauses: ["the whole card: it is in no card data"] };
  const kind = automationKind(def);
  return {
    kind,
    clauses: kind === "automated" ? [] : (def.unautomated ?? ["its text (printed characteristics only)"]),
  };
}

/** Copies and distinct cards of each automation kind. */
export type AutomationCounts = Record<AutomationKind, { copies: number; cards: number }>;

/** Counts `entries` by the automation `of` each name gives. */
export function automationCounts(
  entries: readonly DeckEntry[],
  of: (name: string) => CardAutomation,
): AutomationCounts {
  const counts: AutomationCounts = {
    automated: { copies: 0, cards: 0 },
    partial: { copies: 0, cards: 0 },
    manual: { copies: 0, cards: 0 },
    missing: { copies: 0, cards: 0 },
  };
  for (const e of entries) {
    const c = counts[of(e.name).kind];
    c.copies += e.count;
    c.cards += 1;
  }
  return counts;
}

/** The groups deck lists print, in order; "Other" for anything else, "Unknown" for cards in no card data. */
export const TYPE_GROUPS = [
  "Creatures",
  "Planeswalkers",
  "Instants",
  "Sorceries",
  "Artifacts",
  "Enchantments",
  "Battles",
  "Lands",
  "Other",
  "Unknown",
] as const;
export type TypeGroup = (typeof TYPE_GROUPS)[number];

/** The group of a card by its type line (a land creature is a creature; an artifact land a land), "Unknown" when there is none. */
export function typeGroupOf(typeLine: string | undefined): TypeGroup {
  if (typeLine === undefined) return "Unknown";
  const front = typeLine.split("//")[0]!.split("—")[0]!;
  const has = (t: string) => new RegExp(`\\b${t}\\b`).test(front);
  if (has("Creature")) return "Creatures";
  if (has("Land")) return "Lands";
  for (const [t, g] of [
    ["Planeswalker", "Planeswalkers"],
    ["Instant", "Instants"],
    ["Sorcery", "Sorceries"],
    ["Artifact", "Artifacts"],
    ["Enchantment", "Enchantments"],
    ["Battle", "Battles"],
  ] as const)
    if (has(t)) return g;
  return "Other";
}

/** `entries` in type groups (the groups in {@link TYPE_GROUPS} order, empty ones left out; the list's order within each). */
export function groupByType(
  entries: readonly DeckEntry[],
  typeLineOf: (name: string) => string | undefined,
): [TypeGroup, DeckEntry[]][] {
  const groups = new Map<TypeGroup, DeckEntry[]>();
  for (const e of entries) {
    const g = typeGroupOf(typeLineOf(e.name));
    groups.set(g, [...(groups.get(g) ?? []), e]);
  }
  return TYPE_GROUPS.filter((g) => groups.has(g)).map((g) => [g, groups.get(g)!]);
}
