/**
 * A retry bounded by work, not by the clock: vitest's `vi.waitFor` gives up after 1 s, which a
 * loaded CI machine can brush against. `check` is retried up to `attempts` times with a short
 * pause between tries; the count, not the elapsed time, decides when a condition that never
 * comes true fails the test — with the last error `check` threw.
 */

/** Retries `check` until it returns (or its promise resolves) without throwing, at most `attempts` times; resolves with its value. */
export async function eventually<T>(check: () => T | Promise<T>, attempts = 1000): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await check();
    } catch (e) {
      last = e;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  throw last;
}
