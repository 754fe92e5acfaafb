#!/usr/bin/env node
/**
 * `pnpm fuzz [--games N] [--seed S] [--game G [--dump FILE]] [--max-actions K] [--catalog FILE [--catalog-cards C] [--statics]]`:
 * fuzzes the engine (see fuzz/game.ts for what is checked) and prints the counts and the first
 * failures, each with the command that reproduces it. Exit status 0 when nothing failed, 1
 * when something did, 2 for a usage error.
 */
import { parseArgs } from "node:util";
import { loadCatalogFile, CatalogFileError } from "./catalog/load.js";
import { report, runFuzz } from "./fuzz/run.js";
import { gameFileOf, writeGameFile } from "@fishbowl/game-file";
import { writeFileAtomic } from "./catalog/atomic.js";

const USAGE = `usage: pnpm fuzz [--games N] [--seed S] [--game G [--dump FILE]] [--max-actions K] [--catalog FILE [--catalog-cards C] [--statics]] [--show F]

  --games N          games to play (default 200)
  --seed S           the run's seed (default 1); the same seed gives the same run
  --game G           play only game G of the run (to reproduce a failure)
  --dump FILE        with --game: write that game's setup and accepted actions as a game file
  --max-actions K    attempted actions per game at most (default 150)
  --catalog FILE     also build decks from catalog cards compiled from their Oracle text
  --catalog-cards C  how many catalog cards to compile (chosen by the seed; default 300)
  --statics          with --catalog: only automated cards with static or characteristic-defining
                     abilities (where one permanent's characteristics depend on the rest)
  --show F           failures to print (default 10)
`;

function integer(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`--${name} must be an integer of at least ${min} (got ${JSON.stringify(text)})`);
  return n;
}

function main(argv: string[]): number {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        games: { type: "string" },
        seed: { type: "string" },
        game: { type: "string" },
        "max-actions": { type: "string" },
        catalog: { type: "string" },
        "catalog-cards": { type: "string" },
        statics: { type: "boolean" },
        show: { type: "string" },
        dump: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    process.stderr.write(`fuzz: ${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  if (values["help"]) {
    process.stdout.write(USAGE);
    return 0;
  }
  let games: number, seed: number, only: number | undefined, maxActions: number, catalogCards: number, show: number;
  try {
    games = integer("games", values["games"] as string | undefined, 200, 1);
    seed = integer("seed", values["seed"] as string | undefined, 1, -(2 ** 31));
    only = values["game"] === undefined ? undefined : integer("game", values["game"] as string, 0, 0);
    maxActions = integer("max-actions", values["max-actions"] as string | undefined, 150, 1);
    catalogCards = integer("catalog-cards", values["catalog-cards"] as string | undefined, 300, 0);
    show = integer("show", values["show"] as string | undefined, 10, 0);
  } catch (err) {
    process.stderr.write(`fuzz: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values["dump"] !== undefined && only === undefined) {
    process.stderr.write(`fuzz: --dump needs --game G (the game to write)\n${USAGE}`);
    return 2;
  }
  const catalogFile = values["catalog"] as string | undefined;
  let catalog;
  if (catalogFile !== undefined) {
    try {
      catalog = loadCatalogFile(catalogFile, { explicit: true });
    } catch (err) {
      if (!(err instanceof CatalogFileError)) throw err;
      process.stderr.write(`fuzz: --catalog ${err.message}\n`);
      return 1;
    }
  }
  const t0 = performance.now();
  let last = t0;
  const totals = runFuzz({
    games,
    seed,
    maxActions,
    catalogCards,
    statics: values["statics"] === true,
    ...(only !== undefined ? { only } : {}),
    ...(catalog ? { catalog } : {}),
    onNewFailure: (f) =>
      process.stderr.write(`fuzz: new failure in game ${f.game}, action ${f.action}: ${f.message}\n`),
    onGame: (done, t) => {
      const now = performance.now();
      if (now - last < 10_000) return;
      last = now;
      process.stderr.write(
        `fuzz: ${done}/${only !== undefined ? 1 : games} games, ${t.actions} actions, ${t.exceptions} exceptions, ${t.breaks} breaks (${((now - t0) / 1000).toFixed(0)} s)\n`,
      );
    },
  });
  const dump = values["dump"] as string | undefined;
  if (dump !== undefined && totals.trace) {
    writeFileAtomic(dump, writeGameFile(gameFileOf(totals.trace.setup, totals.trace.accepted)));
    process.stderr.write(`fuzz: wrote game ${only} (${totals.trace.accepted.length} accepted actions) to ${dump}\n`);
  }
  const args = `${values["max-actions"] !== undefined ? ` --max-actions ${maxActions}` : ""}${catalogFile !== undefined ? ` --catalog ${catalogFile} --catalog-cards ${catalogCards}${values["statics"] ? " --statics" : ""}` : ""}`;
  process.stdout.write(
    `fuzz: seed ${seed}, ${((performance.now() - t0) / 1000).toFixed(1)} s\n${report(totals, show, args).join("\n")}\n`,
  );
  return totals.exceptions + totals.breaks === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
