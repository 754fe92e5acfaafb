/**
 * A guard that turns a browser step that never ends into a failure that says where it stopped.
 *
 * The e2e steps have no time bound (`setDefaultTimeout(0)`: they are bounded by work, and CI
 * runs them with both cores busy), so a step waiting for something that never comes would wait
 * until CI's own limit ends the run, and say nothing. This guard does not time the steps: it
 * watches for progress. Every Playwright API call logs when it starts and when it ends; when
 * nothing at all has been logged for `E2E_STALL_SECONDS` (default 300 s), the run is stuck. The
 * longest quiet spell measured was 10.8 s with the unit suites running beside the e2e on 2
 * cores, and 17.2 s with the page's CPU slowed six-fold (smoke.mjs prints it every run), so no
 * slow machine brushes against the bound. The guard then prints the check it was in, the last
 * browser steps (the one that never ended among them), what the table showed, saves
 * `artifacts/stalled.png` when the browser still answers, and ends the process with a failure.
 *
 * Usage: `const guard = stallGuard()`; pass `guard.logger` to `chromium.launch`, call
 * `guard.watch({ page, artifacts, report })` once the page exists, `guard.enter(name)` as each
 * check starts and `guard.enter(name, true)` as it ends, `guard.stop()` at the end.
 * `report(name, lines)` writes the results and must not throw; the guard exits with code 1
 * after it.
 */
import { join } from "node:path";

/** How long (ms) the browser may log nothing before the run counts as stalled. */
const STALL_MS = Number(process.env["E2E_STALL_SECONDS"] ?? 300) * 1000;
/** How many of the last API log lines are kept for the report. */
const KEEP = 40;

/** Resolves to `promise`'s value, or to `fallback` once `ms` have passed (for the report's own steps only). */
function within(promise, ms, fallback) {
  return Promise.race([
    promise.catch((error) => `(failed: ${error?.message ?? error})`),
    new Promise((ok) => setTimeout(ok, ms, fallback)),
  ]);
}

/**
 * The stall guard: `{ logger, watch, enter, stop }` (see the module's comment). The clock it
 * reads is the harness's, never the app's or the engine's.
 */
export function stallGuard() {
  const lines = [];
  let last = Date.now();
  let current = "(before the first check)";
  let timer;
  let quietest = { ms: 0, where: "" };
  const seen = () => {
    const now = Date.now();
    if (now - last > quietest.ms) quietest = { ms: now - last, where: current };
    last = now;
  };
  const logger = {
    isEnabled: (name) => name === "api",
    log: (_name, _severity, message) => {
      seen();
      lines.push(`${new Date(last).toISOString().slice(11, 23)} ${String(message).slice(0, 300)}`);
      if (lines.length > KEEP) lines.shift();
    },
  };
  return {
    logger,
    /** Marks the start of the check `name` (and, with `done`, its end). */
    enter(name, done = false) {
      seen();
      current = done ? `after “${name}”` : name;
    },
    /** The longest time (ms) nothing was logged so far, and in which check: the margin the stall bound has. */
    quietest: () => quietest,
    watch({ page, artifacts, report }) {
      timer = setInterval(
        async () => {
          if (Date.now() - last < STALL_MS) return;
          clearInterval(timer);
          const steps = [...lines]; // before the report's own steps are logged
          const shown = await within(
            page.evaluate(() => {
              const table = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
              const text = (sel) => table?.querySelector(sel)?.textContent?.replace(/\s+/g, " ").trim() ?? "(none)";
              return `turn: ${text("#turn")} · prompt: ${text("#prompt")} · dialog: ${text("decision-dialog")} · confirm: ${text("confirm-dialog")}`;
            }),
            10_000,
            "(the page did not answer)",
          );
          const shot = await within(
            page
              .screenshot({ path: join(artifacts, "stalled.png"), timeout: 10_000 })
              .then(() => "artifacts/stalled.png"),
            15_000,
            "(no screenshot: the browser did not answer)",
          );
          report(current, [
            `stalled: no browser step ended or waited in ${STALL_MS / 1000} s; the last steps (the one that never ended is among the last):`,
            ...steps.map((l) => `  ${l}`),
            `the table showed: ${shown}`,
            `screenshot: ${shot}`,
          ]);
          process.exit(1);
        },
        Math.min(10_000, STALL_MS / 4),
      );
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
