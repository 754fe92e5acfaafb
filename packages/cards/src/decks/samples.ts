/**
 * Three 60-card sample decks in MTG Arena export format, built only from cards the engine
 * automates (the first rules milestone's pool). They are the desktop app's first-run decks,
 * the goldfish autopilot's examples and the benchmark decks. Written for this project.
 *
 * - `mono-red-haste`  — haste creatures, burn and Goblin tokens (haste / summoning sickness).
 * - `gruul-earthbend` — lands that become creatures, +1/+1 counters, mana creatures (earthbend).
 * - `boros-tokens`    — token makers, hasty token copies and control change; has a sideboard.
 */

/** Mono-red haste: 20 Mountains, hasty creatures, burn and Goblin tokens. */
export const MONO_RED_HASTE = `About
Name Mono-Red Haste

Deck
20 Mountain
4 Raging Goblin
4 Monastery Swiftspear
4 Goblin Bushwhacker
3 Young Pyromancer
2 Prodigal Pyromancer
2 Fervor
4 Lightning Bolt
4 Shock
2 Blaze
3 Gut Shot
4 Dragon Fodder
4 Krenko's Command
`;

/** Gruul earthbend: 24 lands (two that can become creatures), earthbend cards and pump. */
export const GRUUL_EARTHBEND = `About
Name Gruul Earthbend

Deck
9 Forest
7 Mountain
4 Stomping Ground
4 Rootbound Crag
4 Llanowar Elves
4 Badgermole Cub
4 Earthbending Student
2 Toph, the Blind Bandit
4 Badgermole
4 Earthbending Lesson
4 Mutagenic Growth
4 Lightning Bolt
4 Fully Grown
2 Colossal Dreadmaw
`;

/** Boros tokens: token makers, Twinflame and Helm of the Host copies, threaten effects; 5-card sideboard. */
export const BOROS_TOKENS = `About
Name Boros Tokens

Deck
9 Plains
8 Mountain
4 Evolving Wilds
4 Raise the Alarm
4 Spectral Procession
4 Dragon Fodder
3 Krenko's Command
4 Young Pyromancer
4 Twinflame
4 Lightning Bolt
4 Goblin Bushwhacker
3 Helm of the Host
3 Act of Treason
2 Harness by Force

Sideboard
3 Abrade
2 Fervor
`;

/** A sample deck: a stable `id` (kebab-case, also its file name in the Decks folder), its display name and its Arena text. */
export interface SampleDeck {
  id: "mono-red-haste" | "gruul-earthbend" | "boros-tokens";
  name: string;
  text: string;
}

/** The three sample decks, in the order the app offers them. Read one with `parseDeck(sample.text)`. */
export const sampleDecks: readonly SampleDeck[] = [
  { id: "mono-red-haste", name: "Mono-Red Haste", text: MONO_RED_HASTE },
  { id: "gruul-earthbend", name: "Gruul Earthbend", text: GRUUL_EARTHBEND },
  { id: "boros-tokens", name: "Boros Tokens", text: BOROS_TOKENS },
];
