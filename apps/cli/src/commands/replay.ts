/**
 * `fishbowl replay <game-file> [--catalog FILE] [--json]` — rebuilds a game from its game
 * file and prints the final state: turn, life totals, battlefield, hand (DESIGN.md: a game is
 * a pure function of its beginning and its actions; "attach the game file" to a bug report).
 *
 * A game file (`fishbowl goldfish --save`, the desktop table, or any client) is JSON:
 * `{ format: "fishbowl-gamefile/1", deck: string[], seed, onThePlay, actions: Action[],
 * extraCards? }`, read and checked by `@fishbowl/game-file` — `extraCards` holds the
 * definitions of the catalog cards the game was played with (compiled from their Oracle
 * text), so a file replays without the catalog.
 * `--catalog FILE` compiles the deck's cards that have neither a built-in definition nor one
 * in `extraCards` (a file written by another client); the file's own definitions win.
 *
 * Exit status: 0 when every action was accepted; 1 with one message naming the file for a
 * file that is not a game file (and which field is wrong), an unknown card, an unusable
 * catalog, or a refused action (its number, counted from 1, and the engine's reason with the
 * CR numbers); 2 for a usage error.
 */
import { readFileSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { yourTurnNumber } from "@fishbowl/autopilot";
import { applyInPlace, newGame, view, type CardDefinition, type GameState, type ObjectView } from "@fishbowl/engine";
import { builtinRegistry, catalogDefinition, type CatalogCard } from "@fishbowl/cards";
import { gameSetupOf, readGameFile, type GameFile } from "@fishbowl/game-file";
import { CatalogFileError, loadCatalogFile } from "../catalog/load.js";
import { processIO, type CommandIO } from "./io.js";
import { argumentError, helpHint } from "../args.js";

/**
 * The largest game file read, in bytes: the desktop app's limit for the game files it saves
 * and opens (a long game is a few hundred kB). A larger file is refused before it is read, so a
 * shared 50 MB file padded with junk is named as such rather than parsed.
 */
export const MAX_GAME_FILE_BYTES = 20 * 1024 * 1024;

const USAGE = `usage: fishbowl replay <game-file> [--catalog FILE] [--json]

  Replays a game file ("fishbowl-gamefile/1", e.g. from "fishbowl goldfish --save FILE")
  and prints the final state. Exit status 1 when the file is malformed or an action is refused.

  --catalog FILE   compile the deck's cards that have no definition (built in or in the file's
                   "extraCards") from this catalog (from "fishbowl catalog import", or Scryfall
                   or MTGJSON bulk data)
  --json           print the final state as one JSON object
`;

/**
 * The game file with definitions added to its `extraCards` for the deck's cards that have
 * neither a built-in definition nor one in the file, compiled from `catalog`
 * (`catalogDefinition`). The file's own definitions are kept as they are: they are what the
 * game was played with.
 */
export function withCatalogCards(file: GameFile, catalog: readonly CatalogCard[]): GameFile {
  const byName = new Map<string, CatalogCard>();
  for (const c of catalog) if (!byName.has(c.name)) byName.set(c.name, c);
  const extraCards: Record<string, CardDefinition> = { ...file.extraCards };
  let added = 0;
  for (const name of new Set(file.deck)) {
    if (builtinRegistry.get(name) !== undefined || Object.hasOwn(extraCards, name)) continue;
    const card = byName.get(name);
    if (card === undefined) continue;
    extraCards[name] = catalogDefinition(card, name);
    added++;
  }
  return added === 0 ? file : { ...file, extraCards };
}

/** The outcome of replaying a game file: the final state, or why it stopped. */
export type ReplayResult = { ok: true; state: GameState } | { ok: false; message: string };

/** Replays a validated game file (never throws). */
export function replayGameFile(file: GameFile): ReplayResult {
  let state: GameState;
  try {
    state = newGame(gameSetupOf(file), builtinRegistry);
  } catch (err) {
    return { ok: false, message: `the game cannot start: ${err instanceof Error ? err.message : String(err)}` };
  }
  for (let i = 0; i < file.actions.length; i++) {
    const a = file.actions[i]!;
    let r;
    try {
      r = applyInPlace(state, a, builtinRegistry);
    } catch (err) {
      return {
        ok: false,
        message: `action ${i + 1} of ${file.actions.length} (${JSON.stringify(a)}) could not be applied: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
    if (!r.ok)
      return {
        ok: false,
        message: `action ${i + 1} of ${file.actions.length} (${JSON.stringify(a)}) was refused: ${r.error.message} [CR ${r.error.rules.join(", ")}]`,
      };
  }
  return { ok: true, state };
}

/** The final-state summary (the `--json` shape). */
export function stateSummary(state: GameState, actions: number) {
  const v = view(state, builtinRegistry);
  const perm = (o: ObjectView) => ({
    name: o.name,
    controller: o.controller,
    tapped: o.tapped,
    ...(o.power !== null ? { power: o.power, toughness: o.toughness } : {}),
    ...(Object.keys(o.counters).length ? { counters: o.counters } : {}),
    ...(o.token ? { token: true } : {}),
  });
  return {
    turn: state.turn,
    yourTurn: yourTurnNumber(state),
    step: state.step,
    active: state.active,
    winner: state.winner,
    actions,
    life: { you: state.players.you.life, opponent: state.players.opponent.life },
    battlefield: v.battlefield.map(perm),
    hand: v.players.you.hand.map((o) => o.name),
    library: v.players.you.library,
    graveyard: v.players.you.graveyard.map((o) => o.name),
    pending: state.pending?.decision.kind ?? null,
  };
}

/** Entry point used by `main.ts`. */
export async function run(argv: string[], io: CommandIO = processIO): Promise<number> {
  let values: { json?: boolean; catalog?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { json: { type: "boolean" }, catalog: { type: "string" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (err) {
    io.stderr(`fishbowl replay: ${argumentError(err, USAGE)}\n${helpHint("replay")}\n`);
    return 2;
  }
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const path = positionals[0];
  if (path === undefined || positionals.length > 1) {
    io.stderr(
      `fishbowl replay: ${path === undefined ? "missing the game file" : "give exactly one game file"}\n${USAGE}`,
    );
    return 2;
  }
  const fail = (message: string) => {
    io.stderr(`fishbowl replay: ${path}: ${message}\n`);
    return 1;
  };
  let text: string;
  try {
    const size = statSync(path).size;
    if (size > MAX_GAME_FILE_BYTES)
      return fail(
        `the file is too large to be a game file (${(size / (1024 * 1024)).toFixed(1)} MB; the limit is ${MAX_GAME_FILE_BYTES / (1024 * 1024)} MB)`,
      );
    text = readFileSync(path, "utf8");
  } catch (err) {
    const code = (err as { code?: string }).code;
    return fail(
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "is a directory, not a game file"
          : `cannot be read (${code ?? String(err)})`,
    );
  }
  const read = readGameFile(text);
  if (!read.ok) return fail(read.error);
  let file = read.file;
  if (values.catalog !== undefined) {
    try {
      file = withCatalogCards(file, loadCatalogFile(values.catalog, { explicit: true }));
    } catch (err) {
      if (!(err instanceof CatalogFileError)) throw err;
      io.stderr(`fishbowl replay: --catalog ${err.message}\n`);
      return 1;
    }
  }
  const r = replayGameFile(file);
  if (!r.ok) {
    const hint =
      values.catalog === undefined && /unknown card/.test(r.message)
        ? " (pass --catalog FILE to compile catalog cards the file has no definition for)"
        : "";
    return fail(r.message + hint);
  }
  const sum = stateSummary(r.state, file.actions.length);
  if (values.json) {
    io.stdout(JSON.stringify(sum, null, 2) + "\n");
    return 0;
  }
  const out: string[] = [];
  out.push(`${path}: ${file.actions.length} actions replayed`);
  out.push(
    `Turn ${sum.turn} (your turn ${sum.yourTurn}), ${sum.active === "you" ? "your" : "the opponent's"} ${sum.step.replace(/_/g, " ")} step${sum.winner ? `; the game is over: ${sum.winner === "you" ? "you win" : "the goldfish wins"}` : ""}`,
  );
  out.push(`Life: you ${sum.life.you}, opponent ${sum.life.opponent}`);
  out.push(`Battlefield (${sum.battlefield.length}):`);
  for (const p of sum.battlefield) {
    const pt = p.power !== undefined ? ` ${p.power}/${p.toughness}` : "";
    const counters = p.counters
      ? ` [${Object.entries(p.counters)
          .map(([k, n]) => `${n} ${k}`)
          .join(", ")}]`
      : "";
    out.push(
      `  ${p.name}${pt}${p.tapped ? " (tapped)" : ""}${counters}${p.controller === "you" ? "" : " — opponent's"}`,
    );
  }
  out.push(`Hand (${sum.hand.length}): ${sum.hand.join(", ") || "—"}`);
  out.push(`Library: ${sum.library} cards; graveyard: ${sum.graveyard.length} cards`);
  if (sum.pending) out.push(`Waiting for: ${sum.pending}`);
  const partly = Object.keys(file.extraCards ?? {})
    .filter((n) => file.extraCards![n]!.automated === false)
    .sort();
  if (partly.length > 0) out.push(`Not automated (played as compiled): ${partly.join(", ")}`);
  io.stdout(out.join("\n") + "\n");
  return 0;
}
