/**
 * The test options every package's vitest config starts from.
 * - No time bound on a test or hook: a test is bounded by its work, never by the machine's speed,
 *   also when a file is run on its own (`vitest run <file>`), as under `pnpm test`.
 * - The other workspace packages' builds (`packages/<name>/dist`) are loaded by Node itself, not
 *   through Vite's module runner, whose cycle detection can hand out a module's exports before the
 *   module has run (a grammar parser of @fishbowl/cards read as undefined once in CI; vite issue
 *   22293).
 */
export const testDefaults = {
  testTimeout: 0,
  hookTimeout: 0,
  server: { deps: { external: [/\/packages\/[^/]+\/dist\//] } },
};
