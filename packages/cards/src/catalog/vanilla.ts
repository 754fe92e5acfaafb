/**
 * Catalog cards without a built-in definition, played "vanilla" with their printed
 * characteristics (DESIGN.md "Cards": a permanent or spell with its printed
 * characteristics and no automated abilities): creatures with their power and toughness and
 * no abilities, instants and sorceries with no effect. `automated: false` marks them so the
 * UI and reports say so.
 *
 * One deliberate exception, so that decks built on nonbasic lands can be measured at all: a
 * land's mana abilities (`{T}: Add {W} or {B}.`, "Add one mana of any color") and "enters
 * tapped" are read from its Oracle text. Basic land types already give their mana (CR 305.6).
 *
 * A word of the type line that is neither a card type (CR 205.2a) nor a supertype (205.4a)
 * the engine knows (an un-card's "Host", say) is left out of the definition, and its
 * `unautomated` says so.
 */
import type { AbilityDef, CardDefinition, Color } from "@fishbowl/engine";
import { isCardType, isSupertype, parseManaCost } from "@fishbowl/engine";
import { printedCharacteristics } from "./printed.js";
import type { CatalogCard } from "./types.js";

const COLORS = ["W", "U", "B", "R", "G"] as const;

/** A mana cost the engine can parse: the front face's for multi-face cards, null when none or unreadable. */
function engineManaCost(cost: string | undefined): string | null {
  if (!cost) return null;
  const front = cost.split(" // ")[0]!.trim();
  if (!front) return null;
  try {
    parseManaCost(front);
    return front;
  } catch {
    return null;
  }
}

/** Mana abilities of a land, read from its Oracle text (`{T}: Add {R} or {G}.`, `{T}: Add {C}.`, any color). */
export function landManaAbilities(oracleText: string): AbilityDef[] {
  const out: AbilityDef[] = [];
  for (const line of oracleText.split("\n")) {
    const m = /^\{T\}: Add ([^.]*)\./.exec(line.trim());
    if (!m) continue;
    const what = m[1]!;
    let choices: string[];
    if (/one mana of any color/i.test(what)) choices = [...COLORS];
    else {
      // only "{X}", "{X} or {Y}", "{X}, {Y}, or {Z}" — not "{G}{G}" (two mana) or conditional text
      if (!/^(\{[WUBRGC]\})((,? or |, )\{[WUBRGC]\})*$/.test(what)) continue;
      choices = [...what.matchAll(/\{([WUBRGC])\}/g)].map((x) => x[1]!);
    }
    out.push({
      kind: "activated",
      text: `{T}: Add ${what}.`,
      cost: { tap: true },
      targets: [],
      effects: [{ kind: "addMana", choices }],
    });
  }
  return out;
}

/** A vanilla card definition from a catalog card, named `name` (the name the deck uses). */
export function vanillaDefinition(card: CatalogCard, name: string = card.name): CardDefinition {
  const pc = printedCharacteristics(card);
  const front = pc.faces?.[0] ?? pc;
  const printedTypes = front.types.length > 0 ? front.types : pc.types;
  const types = printedTypes.filter(isCardType);
  const unknown = [...front.supertypes.filter((w) => !isSupertype(w)), ...printedTypes.filter((w) => !isCardType(w))];
  const def: CardDefinition = {
    name,
    manaCost: engineManaCost(front.manaCost || pc.manaCost),
    colors: (front.colors.length ? front.colors : pc.colors).filter((c): c is Color =>
      (COLORS as readonly string[]).includes(c),
    ),
    supertypes: front.supertypes.filter(isSupertype),
    types,
    subtypes: front.subtypes,
    oracleText: pc.oracleText,
    automated: false,
  };
  if (unknown.length > 0)
    def.unautomated = [`${unknown.join(" ")}: not a card type or supertype the engine knows (CR 205.2a, 205.4a)`];
  if (types.includes("Creature")) {
    def.power = front.power ?? 0;
    def.toughness = front.toughness ?? 0;
  }
  if (types.includes("Land")) {
    const abilities: AbilityDef[] = landManaAbilities(front.oracleText);
    if (/enters( the battlefield)? tapped\.?$/im.test(front.oracleText) && !/unless/i.test(front.oracleText)) {
      abilities.push({ kind: "replacement", text: `${name} enters tapped.`, replacement: { kind: "entersTapped" } });
    }
    if (abilities.length > 0) def.abilities = abilities;
  }
  return def;
}
