/**
 * `vi.waitFor` bounded by work, not by the clock: vitest's default gives up after 1 s, which a
 * loaded CI machine can brush against. The callback is retried every 10 ms until it stops
 * throwing; a test whose condition never comes true is ended by the run, not by a guess of how
 * fast this machine is.
 */
import { vi } from "vitest";

/** Retries `check` until it returns without throwing (or its promise resolves); resolves with its value. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 2 ** 31 - 1, interval: 10 });
}
