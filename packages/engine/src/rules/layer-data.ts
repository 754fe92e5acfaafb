/**
 * Tables the layer system reads (CR 613): the intrinsic mana abilities of basic land types
 * (305.6) and the keyword counters (122.1b).
 */
import type { AbilityDef, CounterKind, Keyword } from "../state/vocabulary/index.js";

/** Intrinsic mana abilities of the basic land types (CR 305.6). */
export const BASIC_MANA: Record<string, { color: string; ability: AbilityDef }> = Object.fromEntries(
  (
    [
      ["Plains", "W"],
      ["Island", "U"],
      ["Swamp", "B"],
      ["Mountain", "R"],
      ["Forest", "G"],
    ] as const
  ).map(([t, c]) => [
    t,
    {
      color: c,
      ability: {
        kind: "activated",
        text: `{T}: Add {${c}}.`,
        cost: { tap: true },
        targets: [],
        effects: [{ kind: "addMana", choices: [c] }],
      } as AbilityDef,
    },
  ]),
);

/**
 * Keyword counters (CR 122.1b): counter kind → the keyword it grants. Looked up by any word,
 * as the counters on an object are open (`GameObject.counters`).
 */
export const KEYWORD_COUNTERS: ReadonlyMap<string, Keyword> = new Map<CounterKind, Keyword>([
  ["flying", "Flying"],
  ["first strike", "First strike"],
  ["double strike", "Double strike"],
  ["deathtouch", "Deathtouch"],
  ["decayed", "Decayed"],
  ["exalted", "Exalted"],
  ["haste", "Haste"],
  ["hexproof", "Hexproof"],
  ["indestructible", "Indestructible"],
  ["lifelink", "Lifelink"],
  ["menace", "Menace"],
  ["reach", "Reach"],
  ["shadow", "Shadow"],
  ["trample", "Trample"],
  ["vigilance", "Vigilance"],
]);
