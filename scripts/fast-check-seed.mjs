/**
 * The seed of every property test (fast-check) in the repository, so that a test run checks the
 * same cases every time: a red CI run is then a fault anyone can reproduce, never bad luck, and a
 * green one stays green. To look for new counterexamples, run the tests with
 * `FISHBOWL_FC_SEED=random` (fast-check prints the seed and path of any failure) or with
 * `FISHBOWL_FC_SEED=<integer>`; a failure found that way gets its own test before it is fixed.
 *
 * Each package's `vitest.setup.ts` calls this with its own fast-check (pnpm gives each package its
 * own copy).
 *
 * @param {{ configureGlobal(parameters: { seed?: number }): void }} fc the package's fast-check
 * @throws {Error} when FISHBOWL_FC_SEED is neither "random" nor an integer
 */
export function seedFastCheck(fc) {
  const value = process.env.FISHBOWL_FC_SEED;
  if (value === "random") return;
  if (value === undefined || value === "") {
    fc.configureGlobal({ seed: 20261201 });
    return;
  }
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FISHBOWL_FC_SEED must be "random" or an integer, not "${value}"`);
  fc.configureGlobal({ seed });
}
