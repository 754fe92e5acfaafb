/**
 * Card data for drawing card faces and computing deck statistics.
 *
 * {@link CardFaceData} is the printed-characteristics subset of the catalog's `CatalogCard`
 * (`@fishbowl/cards`), so the full offline catalog can replace {@link builtinCards} as the
 * {@link CardSource} without touching the views. Until then a small built-in table covers
 * the cards of the sample decks.
 */
import { normalizeName } from "@fishbowl/cards";
import { manaValueOf, symbolColors, symbolsOf, type ColorLetter } from "./mana-symbols.js";

/** A card's printed characteristics, as the UI draws them. */
export interface CardFaceData {
  name: string;
  /** Scryfall mana notation (`"{1}{R}"`), `""` for none. */
  manaCost: string;
  /** Mana value (CR 202.3). */
  manaValue: number;
  /** `Supertypes Types — Subtypes`. */
  typeLine: string;
  /** Oracle text, abilities separated by `\n`. */
  oracleText: string;
  /** Printed power as written (`"2"`, `"*"`), absent for non-creatures. */
  power?: string;
  /** Printed toughness as written, absent for non-creatures. */
  toughness?: string;
  /** Colours in WUBRG order; `[]` for colourless. */
  colors: ColorLetter[];
}

/** Where the UI looks up a card by name. */
export interface CardSource {
  /** The card called `name` (matched case- and accent-insensitively), if known. */
  lookup(name: string): CardFaceData | undefined;
}

type Row = [name: string, cost: string, type: string, text: string, pt?: string];

const ROWS: Row[] = [
  ["Plains", "", "Basic Land — Plains", "({T}: Add {W}.)"],
  ["Island", "", "Basic Land — Island", "({T}: Add {U}.)"],
  ["Swamp", "", "Basic Land — Swamp", "({T}: Add {B}.)"],
  ["Mountain", "", "Basic Land — Mountain", "({T}: Add {R}.)"],
  ["Forest", "", "Basic Land — Forest", "({T}: Add {G}.)"],
  ["Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2/2"],
  ["Hill Giant", "{3}{R}", "Creature — Giant", "", "3/3"],
  ["Colossal Dreadmaw", "{4}{G}{G}", "Creature — Dinosaur", "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)", "6/6"],
  ["Raging Goblin", "{R}", "Creature — Goblin Berserker", "Haste (This creature can attack and {T} as soon as it comes under your control.)", "1/1"],
  ["Monastery Swiftspear", "{R}", "Creature — Human Monk", "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)", "1/2"],
  ["Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", "1/1"],
  ["Prodigal Pyromancer", "{2}{R}", "Creature — Human Wizard", "{T}: Prodigal Pyromancer deals 1 damage to any target.", "1/1"],
  ["Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."],
  ["Shock", "{R}", "Instant", "Shock deals 2 damage to any target."],
  ["Blaze", "{X}{R}", "Sorcery", "Blaze deals X damage to any target."],
  ["Gut Shot", "{R/P}", "Instant", "({R/P} can be paid with either {R} or 2 life.)\nGut Shot deals 1 damage to any target."],
  ["Mutagenic Growth", "{G/P}", "Instant", "({G/P} can be paid with either {G} or 2 life.)\nTarget creature gets +2/+2 until end of turn."],
  ["Abrade", "{1}{R}", "Instant", "Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact."],
  ["Fervor", "{2}{R}", "Enchantment", "Creatures you control have haste. (They can attack and {T} as soon as they come under your control.)"],
  ["Stomping Ground", "", "Land — Mountain Forest", "({T}: Add {R} or {G}.)\nAs Stomping Ground enters, you may pay 2 life. If you don't, it enters tapped."],
  ["Rootbound Crag", "", "Land", "Rootbound Crag enters tapped unless you control a Mountain or a Forest.\n{T}: Add {R} or {G}."],
  ["Evolving Wilds", "", "Land", "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."],
  ["Ray of Command", "{3}{U}", "Instant", "Untap target creature an opponent controls and gain control of it until end of turn. That creature gains haste until end of turn. When you lose control of the creature, tap it."],
  ["Harness by Force", "{1}{R}{R}", "Sorcery", "Strive — This spell costs {2}{R} more to cast for each target beyond the first.\nGain control of any number of target creatures until end of turn. Untap those creatures. They gain haste until end of turn."],
  ["Act of Treason", "{2}{R}", "Sorcery", "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. (It can attack and {T} this turn.)"],
  ["Corpse Dance", "{2}{B}", "Instant", "Buyback {2} (You may pay an additional {2} as you cast this spell. If you do, put this card into your hand as it resolves.)\nReturn the top creature card of your graveyard to the battlefield. That creature gains haste until end of turn. Exile it at the beginning of the next end step."],
  ["Turn to Frog", "{1}{U}", "Instant", "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1."],
  ["Blood Moon", "{2}{R}", "Enchantment", "Nonbasic lands are Mountains."],
  ["Lightning Greaves", "{2}", "Artifact — Equipment", "Equipped creature has haste and shroud. (It can't be the target of spells or abilities.)\nEquip {0}"],
  ["Rancor", "{G}", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand."],
  ["Golgothian Sylex", "{4}", "Artifact", "{1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller."],
  ["Earthbending Lesson", "{3}{G}", "Sorcery — Lesson", "Earthbend 4. (Target land you control becomes a 0/0 creature with haste that's still a land. Put four +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)"],
  ["Badgermole", "{4}{G}", "Creature — Badger Mole", "When this creature enters, earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)\nCreatures you control with +1/+1 counters on them have trample.", "4/4"],
  ["Badgermole Cub", "{1}{G}", "Creature — Badger Mole", "When this creature enters, earthbend 1. (Target land you control becomes a 0/0 creature with haste that's still a land. Put a +1/+1 counter on it. When it dies or is exiled, return it to the battlefield tapped.)\nWhenever you tap a creature for mana, add an additional {G}.", "2/2"],
  ["Earthbending Student", "{2}{G}", "Creature — Human Warrior Ally", "When this creature enters, earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)\nLand creatures you control have vigilance. (Attacking doesn't cause them to tap.)", "1/3"],
  ["Toph, the Blind Bandit", "{2}{G}", "Legendary Creature — Human Warrior Ally", "When Toph enters, earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)\nToph's power is equal to the number of +1/+1 counters on lands you control.", "*/3"],
  ["Young Pyromancer", "{1}{R}", "Creature — Human Shaman", "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token.", "2/1"],
  ["Goblin Bushwhacker", "{R}", "Creature — Goblin Warrior", "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nWhen Goblin Bushwhacker enters, if it was kicked, creatures you control get +1/+0 and gain haste until end of turn.", "1/1"],
  ["Grimdancer", "{1}{B}{B}", "Creature — Nightmare", "This creature enters with your choice of two different counters on it from among menace, deathtouch, and lifelink.", "3/3"],
  ["Dragon Fodder", "{1}{R}", "Sorcery", "Create two 1/1 red Goblin creature tokens."],
  ["Raise the Alarm", "{1}{W}", "Instant", "Create two 1/1 white Soldier creature tokens."],
  ["Krenko's Command", "{1}{R}", "Sorcery", "Create two 1/1 red Goblin creature tokens."],
  ["Beast Within", "{2}{G}", "Instant", "Destroy target permanent. Its controller creates a 3/3 green Beast creature token."],
  ["Spectral Procession", "{2/W}{2/W}{2/W}", "Sorcery", "Create three 1/1 white Spirit creature tokens with flying."],
  ["Cackling Counterpart", "{1}{U}{U}", "Instant", "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"],
  ["Rite of Replication", "{2}{U}{U}", "Sorcery", "Kicker {5} (You may pay an additional {5} as you cast this spell.)\nCreate a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead."],
  ["Twinflame", "{1}{R}", "Sorcery", "Strive — This spell costs {2}{R} more to cast for each target beyond the first.\nChoose any number of target creatures you control. For each of them, create a token that's a copy of that creature, except it has haste. Exile those tokens at the beginning of the next end step."],
  ["Helm of the Host", "{4}", "Legendary Artifact — Equipment", "At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the token isn't legendary if equipped creature is legendary. That token gains haste.\nEquip {5}"],
  ["Fully Grown", "{2}{G}", "Instant", "Target creature gets +3/+3 until end of turn. Put a trample counter on it."],
  ["Unexpected Fangs", "{1}{B}", "Instant", "Put a +1/+1 counter and a lifelink counter on target creature."],
];

/** Builds a {@link CardFaceData} from printed values, deriving mana value and colours from the cost. */
export function cardFromPrinted(name: string, manaCost: string, typeLine: string, oracleText: string, pt?: string): CardFaceData {
  const colors = new Set(symbolsOf(manaCost).flatMap(symbolColors));
  const card: CardFaceData = {
    name,
    manaCost,
    manaValue: manaValueOf(manaCost),
    typeLine,
    oracleText,
    colors: (["W", "U", "B", "R", "G"] as const).filter((c) => colors.has(c)),
  };
  const [power, toughness] = pt?.split("/") ?? [];
  if (power !== undefined && toughness !== undefined) Object.assign(card, { power, toughness });
  return card;
}

/** A {@link CardSource} over a list of cards. */
export function cardSourceOf(cards: readonly CardFaceData[]): CardSource {
  const byName = new Map(cards.map((c) => [normalizeName(c.name), c]));
  return { lookup: (name) => byName.get(normalizeName(name)) };
}

/** Every card of the built-in table, in table order. */
export const BUILTIN_CARDS: readonly CardFaceData[] = ROWS.map((row) => cardFromPrinted(...row));

/** The built-in card table (the sample decks' cards), until the catalog is wired in. */
export const builtinCards: CardSource = cardSourceOf(BUILTIN_CARDS);

/** Whether a card is a land (by its type line). */
export function isLand(card: Pick<CardFaceData, "typeLine">): boolean {
  return /\bLand\b/.test(card.typeLine);
}
