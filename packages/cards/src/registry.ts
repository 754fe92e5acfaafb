/**
 * The registry of built-in card definitions (cards the engine automates).
 * STUB: filled in by the card-definitions work; the names below are the card pool of the
 * first rules milestone so that other modules can be written against this interface.
 */
const POOL = [
  "Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears", "Hill Giant", "Colossal Dreadmaw",
  "Raging Goblin", "Monastery Swiftspear", "Llanowar Elves", "Prodigal Pyromancer", "Lightning Bolt", "Shock",
  "Blaze", "Gut Shot", "Mutagenic Growth", "Abrade", "Fervor", "Stomping Ground", "Rootbound Crag",
  "Evolving Wilds", "Ray of Command", "Harness by Force", "Act of Treason", "Corpse Dance", "Turn to Frog",
  "Blood Moon", "Lightning Greaves", "Rancor", "Golgothian Sylex", "Earthbending Lesson", "Badgermole",
  "Badgermole Cub", "Earthbending Student", "Toph, the Blind Bandit", "Young Pyromancer", "Goblin Bushwhacker",
  "Grimdancer", "Dragon Fodder", "Raise the Alarm", "Krenko's Command", "Beast Within", "Spectral Procession",
  "Cackling Counterpart", "Rite of Replication", "Twinflame", "Helm of the Host", "Fully Grown", "Unexpected Fangs",
];

/** Names of every built-in (automated) card, in the registry's order. */
export function builtinCardNames(): readonly string[] {
  return POOL;
}
