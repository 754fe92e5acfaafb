#!/usr/bin/env node
/**
 * `fishbowl` — the command-line entry point. Each sub-command lives in `commands/<name>.ts`
 * and exports `run(argv: string[]): Promise<number>` (the exit status). Only the command's
 * own output goes to stdout; progress and diagnostics go to stderr.
 */
import fs from "node:fs";

type Command = { summary: string; load: () => Promise<{ run(argv: string[]): Promise<number> }> };

const commands: Record<string, Command> = {
  scenarios: {
    summary: "run rule scenarios (fishbowl-scenario/1 files or folders) [--catalog FILE]",
    load: () => import("./commands/scenarios.js"),
  },
  catalog: {
    summary: "offline card catalog: fishbowl catalog import|search|coverage (see fishbowl catalog --help)",
    load: () => import("./commands/catalog.js"),
  },
  deck: {
    summary: "check a deck list: fishbowl deck check <file> [--json] [--catalog <file>]",
    load: () => import("./commands/deck.js"),
  },
  goldfish: {
    summary: "play goldfish games on autopilot: fishbowl goldfish [deck] [--games N] [--seed S] [--json] (see --help)",
    load: () => import("./commands/goldfish.js"),
  },
  compare: {
    summary:
      "compare two lists on paired games: fishbowl compare A B [--precision P] [--games N] [--json] (see --help)",
    load: () => import("./commands/compare.js"),
  },
  replay: {
    summary: "replay a game file and print the final state: fishbowl replay <file> [--catalog FILE] [--json]",
    load: () => import("./commands/replay.js"),
  },
};

function usage(): string {
  const lines = ["usage: fishbowl <command> [options]", "", "commands:"];
  for (const [name, c] of Object.entries(commands)) lines.push(`  ${name.padEnd(10)} ${c.summary}`);
  return lines.join("\n");
}

/** Drops a leading `--` (npm habit: `pnpm goldfish -- --games 5` passes the `--` through). */
function dropLeadingDashes(argv: string[]): string[] {
  return argv[0] === "--" ? argv.slice(1) : argv;
}

/**
 * Run through a package script (`pnpm goldfish ../decks/x.txt` from a sub-folder), the
 * command runs in the repository root; pnpm and npm set INIT_CWD to the folder the user
 * typed the command in. Going back there makes relative paths mean what the user typed.
 */
function restoreInvocationDir(): void {
  const dir = process.env["INIT_CWD"];
  if (!dir) return;
  try {
    if (fs.statSync(dir).isDirectory()) process.chdir(dir);
  } catch {
    // INIT_CWD is gone or unreadable: stay where we are
  }
}

async function main(argv: string[]): Promise<number> {
  restoreInvocationDir();
  const [name, ...afterName] = dropLeadingDashes(argv);
  const rest = dropLeadingDashes(afterName);
  if (!name) {
    process.stderr.write(usage() + "\n");
    return 1;
  }
  if (name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(usage() + "\n");
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`fishbowl: unknown command "${name}"\n${usage()}\n`);
    return 2;
  }
  const mod = await command.load();
  return mod.run(rest);
}

// A reader that stops early (`| head`) closes the pipe: that is not an error of ours.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw err;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`fishbowl: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
