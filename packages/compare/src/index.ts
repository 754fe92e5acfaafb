/**
 * @fishbowl/compare — comparing two deck lists on paired goldfish games, shared by the CLI
 * (`fishbowl compare`) and the desktop app's Compare view. This entry point is pure and
 * dependency-free: streamed tallies of games (`Tally`), the pairing of two lists (`alignDecks`),
 * paired statistics with 95 % intervals (`PairTally`, `pairedInterval`), the stop rule
 * (`StopRule`) and the report (`compareSummary`, `differenceInWords`). Playing the games (the
 * engine and the autopilot) is `@fishbowl/compare/play`.
 */
export * from "./tally.js";
export * from "./pairing.js";
export * from "./paired.js";
export * from "./schedule.js";
export * from "./summary.js";
