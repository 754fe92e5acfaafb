#!/usr/bin/env node
/**
 * `pnpm bench`: runs every registered benchmark and prints its figures. Benchmarks live in
 * `bench/<name>.ts` and export `run(): Promise<string[]>` (lines of report).
 */
type Bench = { name: string; load: () => Promise<{ run(): Promise<string[]> }> };

const benches: Bench[] = [
  { name: "engine", load: () => import("./bench/engine.js") },
  { name: "catalog-search", load: () => import("./bench/catalog-search.js") },
  { name: "goldfish", load: () => import("./bench/goldfish.js") },
  { name: "cold", load: () => import("./bench/cold.js") },
  { name: "compiler", load: () => import("./bench/compiler.js") },
  { name: "replay", load: () => import("./bench/replay.js") },
  { name: "policy", load: () => import("./bench/policy.js") },
];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  for (const b of benches) {
    if (only.length > 0 && !only.includes(b.name)) continue;
    process.stdout.write(`== ${b.name}\n`);
    const lines = await (await b.load()).run();
    for (const l of lines) process.stdout.write(`${l}\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
export {};
