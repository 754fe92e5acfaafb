/**
 * Catalog cards without a built-in definition, played "vanilla" with their printed
 * characteristics (DESIGN.md "Cards"): creatures with their power and toughness and no
 * abilities, other spells with no effect; the player carries out their text with the table's
 * manual tools. `automated: false` makes the table mark them. Lands get their plain mana
 * abilities and "enters tapped" from the Oracle text, so decks on nonbasic lands can be played.
 *
 * The same rules as the CLI's `apps/cli/src/goldfish/vanilla.ts` (kept in step by hand: the
 * natural home for both is `@fishbowl/cards`).
 */
import type { CatalogCard } from "@fishbowl/cards";
import { printedCharacteristics } from "@fishbowl/cards";
import { parseManaCost, type AbilityDef, type CardDefinition, type Color } from "@fishbowl/engine";

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
      if (!/^(\{[WUBRGC]\})((,? or |, )\{[WUBRGC]\})*$/.test(what)) continue;
      choices = [...what.matchAll(/\{([WUBRGC])\}/g)].map((x) => x[1]!);
    }
    out.push({ kind: "activated", text: `{T}: Add ${what}.`, cost: { tap: true }, targets: [], effects: [{ kind: "addMana", choices }] });
  }
  return out;
}

/** A vanilla card definition from a catalog card, named `name` (the name the deck uses). */
export function vanillaDefinition(card: CatalogCard, name: string = card.name): CardDefinition {
  const pc = printedCharacteristics(card);
  const front = pc.faces?.[0] ?? pc;
  const types = front.types.length > 0 ? front.types : pc.types;
  const def: CardDefinition = {
    name,
    manaCost: engineManaCost(front.manaCost || pc.manaCost),
    colors: (front.colors.length ? front.colors : pc.colors).filter((c): c is Color => (COLORS as readonly string[]).includes(c)),
    supertypes: front.supertypes,
    types,
    subtypes: front.subtypes,
    oracleText: pc.oracleText,
    automated: false,
  };
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
