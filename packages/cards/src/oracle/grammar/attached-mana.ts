/**
 * An Aura's triggered mana ability (CR 605.1b): "Whenever enchanted land is tapped for mana, its
 * controller adds an additional one mana of any color." / "… an additional {G}." The engine adds
 * the mana with the land's (rules/attached-mana.ts).
 */
import P from "../parsers.js";
import type { AbilityDef, Effect } from "@fishbowl/engine";
import { type LinePart, constB, lit } from "./base.js";

const ANY_COLOR = ["W", "U", "B", "R", "G"];

/** "Whenever enchanted land is tapped for mana, its controller adds an additional <mana>." */
export const attachedManaLine: P.Parser<LinePart> = P.seqMap(
  lit("whenever enchanted land is tapped for mana, its controller adds an additional "),
  P.alt(
    lit("one mana of any color").map((): Effect[] => [{ kind: "addMana", choices: ANY_COLOR }]),
    P.regexp(/(\{[wubrgc]\})+/).map((s): Effect[] => {
      const syms = [...s.matchAll(/\{([wubrgc])\}/g)].map((m) => m[1]!.toUpperCase());
      return syms.map((x): Effect => ({ kind: "addMana", choices: [x] }));
    }),
  ),
  lit("."),
  (_w, effects): LinePart => ({
    kind: "ability",
    build: constB<AbilityDef>({
      kind: "triggered",
      text: "",
      event: { kind: "attachedTappedForMana" },
      targets: [],
      effects,
    }),
  }),
);
