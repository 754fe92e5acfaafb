#!/usr/bin/env node
/**
 * Runs a command and passes its output through; if the command prints nothing at all for
 * `seconds`, it is stuck: says so, lists the processes still running under it (the one that
 * hangs is among them), stops them and exits 1. Otherwise exits with the command's own code.
 *
 * Usage: node scripts/quiet-watch.mjs <seconds> -- <command> [args…]
 *
 * This bounds silence, not work: a test run prints a line for every test file, task and e2e
 * check, so a long run that goes on printing is never stopped, and the bound (CI uses 900 s) is
 * many times the longest silence of a whole CI run under load (printed at the end, to stderr,
 * so the margin is on record). It exists so that a hang costs minutes and names its place,
 * instead of running into CI's own limit with nothing said.
 */
import { execFileSync, spawn } from "node:child_process";

const [limitArg, dashes, command, ...args] = process.argv.slice(2);
const limit = Number(limitArg) * 1000;
if (!(limit > 0) || dashes !== "--" || command === undefined) {
  console.error("usage: node scripts/quiet-watch.mjs <seconds> -- <command> [args…]");
  process.exit(2);
}

const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"], detached: true });
let last = Date.now();
let longest = 0;
const heard = () => {
  const now = Date.now();
  longest = Math.max(longest, now - last);
  last = now;
};
child.stdout.on("data", (chunk) => (heard(), process.stdout.write(chunk)));
child.stderr.on("data", (chunk) => (heard(), process.stderr.write(chunk)));

/** The processes of the command's process group, as `ps` lists them (pid, elapsed time, command line). */
function running() {
  try {
    return execFileSync("ps", ["-o", "pid=,etime=,args=", "-g", String(child.pid)], { encoding: "utf8" })
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => `  ${l.trim().slice(0, 200)}`);
  } catch {
    return ["  (ps could not list them)"];
  }
}

const timer = setInterval(
  () => {
    if (Date.now() - last < limit) return;
    clearInterval(timer);
    console.error(
      `\nquiet-watch: \`${[command, ...args].join(" ")}\` printed nothing for ${limit / 1000} s — stuck. Still running:`,
    );
    for (const line of running()) console.error(line);
    try {
      process.kill(-child.pid, "SIGTERM");
      setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
        process.exit(1);
      }, 5000).unref();
    } catch {
      process.exit(1);
    }
  },
  Math.min(10_000, limit / 4),
);

child.on("close", (code, signal) => {
  clearInterval(timer);
  heard();
  console.error(`quiet-watch: longest silence ${(longest / 1000).toFixed(1)} s (the bound is ${limit / 1000} s)`);
  process.exit(code ?? (signal ? 1 : 0));
});
