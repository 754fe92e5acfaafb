/**
 * The autopilot's Web Worker: plays the games of an {@link AutopilotJob} with `playGame` of
 * @fishbowl/autopilot (deterministic: game `i` of side `s` is seeded from the run's seed
 * alone) and posts the finished games in batches; it plays job after job (the view keeps it
 * warm). The built-in cards come as data (`@fishbowl/cards/play`), without the Oracle-text
 * compiler. The view cancels by terminating the worker.
 */
import { snapshotRegistry as builtinRegistry } from "@fishbowl/cards/play";
import { playGame } from "@fishbowl/autopilot";
import { gameSeed, type AutopilotGame, type AutopilotJob, type AutopilotMessage } from "./kill-turns.js";

const post = (message: AutopilotMessage): void => (self as unknown as Worker).postMessage(message);

self.addEventListener("message", (event: MessageEvent<AutopilotJob>) => {
  const job = event.data;
  const total = job.games * job.sides.length;
  let done = 0;
  let batch: AutopilotGame[] = [];
  let last = performance.now();
  try {
    job.sides.forEach((side, s) => {
      for (let i = 0; i < job.games; i++) {
        const seed = gameSeed(job.seed, s * job.games + i);
        let game: AutopilotGame;
        try {
          const result = playGame(
            { deck: [...job.deck], seed, onThePlay: side === "play", extraCards: { ...job.extraCards } },
            builtinRegistry,
            { maxTurns: job.maxTurns },
          );
          game = { side, killTurn: result.killTurn };
        } catch (error) {
          game = { side, killTurn: null, error: error instanceof Error ? error.message : String(error) };
        }
        batch.push(game);
        done++;
        const now = performance.now();
        if (now - last > 100) {
          post({ kind: "progress", done, total, games: batch });
          batch = [];
          last = now;
        }
      }
    });
    post({ kind: "progress", done, total, games: batch });
    post({ kind: "done" });
  } catch (error) {
    post({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
});
