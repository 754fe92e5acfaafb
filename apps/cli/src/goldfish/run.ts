/**
 * Playing the games of a goldfish run: `playOne` of `@fishbowl/compare/play` (the engine, the
 * autopilot and the built-in cards as data, nothing else — this is what a worker thread loads),
 * shared with the desktop app's Compare view.
 */
export { gameSeed, playOne, playPairs, type GameOutcome, type GoldfishJob } from "@fishbowl/compare/play";
