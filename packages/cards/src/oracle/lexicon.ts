/**
 * Words of Oracle text the grammar needs as data: creature types (CR 205.3m, plus a few
 * retired ones the 2019-era catalog still prints), land types (205.3i), and number words.
 */

/** Creature types, capitalised as printed (CR 205.3m). */
export const CREATURE_TYPES: readonly string[] = [
  "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon", "Armadillo", "Army",
  "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog", "Aurochs", "Avatar", "Azra", "Badger", "Balloon",
  "Barbarian", "Bard", "Basilisk", "Bat", "Bear", "Beast", "Beaver", "Beeble", "Beholder", "Berserker", "Bird",
  "Blinkmoth", "Boar", "Bringer", "Brushwagg", "C'tan", "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat",
  "Centaur", "Cephalid", "Child", "Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct", "Coward",
  "Coyote", "Crab", "Crocodile", "Custodes", "Cyberman", "Cyclops", "Dalek", "Dauthi", "Demigod", "Demon",
  "Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor", "Dog", "Dragon", "Drake", "Dreadnought", "Drone",
  "Druid", "Dryad", "Dwarf", "Efreet", "Egg", "Elder", "Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Employee",
  "Eye", "Faerie", "Ferret", "Fish", "Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ",
  "Giant", "Gith", "Glimmer", "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin",
  "Griffin", "Guest", "Hag", "Halfling", "Hamster", "Harpy", "Hellion", "Hippo", "Hippogriff", "Homarid",
  "Homunculus", "Horror", "Horse", "Hound", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation", "Inkling",
  "Inquisitor", "Insect", "Jackal", "Jellyfish", "Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor",
  "Kraken", "Lamia", "Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Llama", "Lord", "Mammoth",
  "Manticore", "Masticore", "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole", "Monger",
  "Mongoose", "Monk", "Monkey", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr", "Mystic", "Nautilus", "Necron",
  "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze",
  "Orb", "Orc", "Orgg", "Otter", "Ouphe", "Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer",
  "Pest", "Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Porcupine", "Possum",
  "Praetor", "Primarch", "Prism", "Processor", "Rabbit", "Raccoon", "Ranger", "Rat", "Rebel", "Reflection", "Rhino",
  "Rigger", "Robot", "Rogue", "Rukh", "Sable", "Salamander", "Samurai", "Sand", "Saproling", "Satyr", "Scarecrow",
  "Scientist", "Scion", "Scorpion", "Scout", "Sculpture", "Seal", "Serf", "Serpent", "Servo", "Shade", "Shaman",
  "Shapeshifter", "Shark", "Sheep", "Siren", "Skeleton", "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail",
  "Snake", "Soldier", "Soltari", "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit",
  "Splinter", "Sponge", "Squid", "Squirrel", "Starfish", "Surrakar", "Survivor", "Synth", "Tentacle", "Tetravite",
  "Thalakos", "Thopter", "Thrull", "Tiefling", "Time Lord", "Toy", "Treefolk", "Trilobite", "Triskelavite", "Troll",
  "Turtle", "Tyranid", "Unicorn", "Vampire", "Varmint", "Vedalken", "Viashino", "Volver", "Wall", "Walrus",
  "Warlock", "Warrior", "Weasel", "Weird", "Werewolf", "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm",
  "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
];

/** Land types (CR 205.3i). */
export const LAND_TYPES: readonly string[] = ["Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Power-Plant", "Sphere", "Swamp", "Tower", "Urza's"];

/** Artifact and enchantment types that filters name ("target Equipment", "Aura spell"). */
export const OTHER_SUBTYPES: readonly string[] = ["Equipment", "Aura", "Vehicle", "Curse", "Shrine", "Treasure", "Food", "Clue", "Saga", "Arcane"];

const IRREGULAR_PLURALS: Record<string, string> = {
  Elf: "elves", Dwarf: "dwarves", Wolf: "wolves", Werewolf: "werewolves", Ally: "allies", Fungus: "fungi", Mouse: "mice",
  Merfolk: "merfolk", Kithkin: "kithkin", Sheep: "sheep", Fish: "fish", Djinn: "djinn", Efreet: "efreet", Aurochs: "aurochs",
  Moonfolk: "moonfolk", Samurai: "samurai", Sphinx: "sphinxes", Fox: "foxes", Octopus: "octopuses", Homunculus: "homunculi",
  Ooze: "oozes", Cyclops: "cyclopes", Harpy: "harpies", Faerie: "faeries", Plains: "plains", Forest: "forests", Army: "armies",
  "Assembly-Worker": "assembly-workers", Sorcery: "sorceries",
};

/** The lower-case plural of a type as Oracle text writes it ("Goblin" → "goblins", "Elf" → "elves"). */
export function pluralOf(type: string): string {
  const irregular = IRREGULAR_PLURALS[type];
  if (irregular) return irregular;
  const t = type.toLowerCase();
  if (/(s|x|ch|sh)$/.test(t)) return `${t}es`;
  return `${t}s`;
}

/** Number words of Oracle text ("a", "an" and "one" are 1). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20,
};
