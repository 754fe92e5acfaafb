/**
 * Benchmark `replay` (`pnpm bench replay`): rebuilding a long game from its actions — 20,000
 * of them, tokens made by hand with a pass every 40th (so the board grows to some 19,000
 * permanents over 60 turns), the decisions the passes lead to answered — with the engine's
 * `replay` (applyInPlace in a loop), and the same game as a game file read and replayed the
 * way `fishbowl replay` does. Goal: the engine's replay of the 20,000 actions in under 2 s
 * (the median of 5 runs).
 */
import {
  applyInPlace,
  legalActions,
  newGame,
  replay,
  type Action,
  type GameSetup,
  type TokenSpec,
} from "@fishbowl/engine";
import { builtinRegistry } from "@fishbowl/cards";
import { gameFileOf, readGameFile, writeGameFile } from "@fishbowl/game-file";
import { replayGameFile } from "../commands/replay.js";

const ACTIONS = 20_000;
const RUNS = 5;
const GOBLIN: TokenSpec = {
  name: "Goblin Token",
  colors: ["R"],
  types: ["Creature"],
  subtypes: ["Goblin"],
  power: 1,
  toughness: 1,
};

/** The game: its setup and its actions, made by playing them. */
function game(): { setup: GameSetup; actions: Action[] } {
  const setup: GameSetup = { deck: Array<string>(200).fill("Mountain"), seed: 1, onThePlay: true };
  const s = newGame(setup, builtinRegistry);
  const actions: Action[] = [];
  const act = (a: Action) => {
    const r = applyInPlace(s, a, builtinRegistry);
    if (!r.ok) throw new Error(`bench replay: ${a.type} refused: ${r.error.message}`);
    actions.push(a);
  };
  act({ type: "choose", player: "you", options: ["keep"] });
  while (actions.length < ACTIONS) {
    if (s.pending)
      act(
        s.pending.decision.kind === "declareAttackers"
          ? { type: "declareAttackers", player: "you", attackers: [] }
          : legalActions(s, "you", builtinRegistry)[0]!,
      );
    else
      act(
        actions.length % 40 === 39
          ? { type: "pass", player: "you" }
          : { type: "manual", player: "you", op: { kind: "createToken", token: GOBLIN } },
      );
  }
  return { setup, actions };
}

function median(runs: number, fn: () => void): { median: number; best: number } {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, best: ms[0]! };
}

/** Runs the benchmark; returns report lines. */
export async function run(): Promise<string[]> {
  const { setup, actions } = game();
  let permanents = 0;
  const engine = median(RUNS, () => {
    permanents = replay(setup, actions, builtinRegistry).battlefield.length;
  });
  const text = writeGameFile(gameFileOf(setup, actions));
  const file = median(RUNS, () => {
    const read = readGameFile(text);
    if (!read.ok) throw new Error(`bench replay: ${read.error}`);
    const r = replayGameFile(read.file);
    if (!r.ok) throw new Error(`bench replay: ${r.message}`);
  });
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `replay of ${actions.length} actions (${permanents} permanents at the end): median ${s(engine.median)}, best ${s(engine.best)} (${RUNS} runs)`,
    `the same as a game file (${(text.length / 1e6).toFixed(1)} MB), read and replayed as "fishbowl replay" does: median ${s(file.median)}, best ${s(file.best)}`,
    "goal: replay of 20,000 actions < 2 s",
  ];
}
