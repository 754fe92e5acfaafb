/**
 * @fishbowl/game-file — the game file, one goldfish game (its setup and every action) as a
 * JSON file that replays to the same end anywhere: written by `fishbowl goldfish --save` and
 * the desktop table's "Save game file…", read by `fishbowl replay` and "Open game file…".
 * One module for both, so the format has one definition: its type ({@link GameFile}), a
 * writer ({@link writeGameFile}) and a versioned reader that checks untrusted input
 * ({@link readGameFile}).
 */
export {
  GAMEFILE_FORMAT,
  GAMEFILE_FORMAT_PREFIX,
  gameFileOf,
  gameSetupOf,
  writeGameFile,
  type GameFile,
  type GameFileSetup,
} from "./game-file.js";
export { gameFileFromJson, readGameFile, type GameFileReading } from "./read.js";
