#!/usr/bin/env node
/**
 * Electron security lint: runs electronegativity over `src/` (offline) and fails on any
 * HIGH or MEDIUM finding that is not explained.
 *
 * electronegativity itself always exits 0, so this script reads its findings and decides.
 * A finding is accepted only when BOTH hold:
 *   1. `electronegativity-allowlist.json` has an entry for it (`check`, `file` relative to
 *      src/ or "N/A" for global checks, and a non-empty `reason`), and
 *   2. for findings in a file, a comment at the flagged line or up to 3 lines above it says
 *      `electronegativity-allow CHECK_ID: why` (so the explanation sits next to the code).
 * Allowlist entries that match nothing are reported so the list does not rot.
 *
 * The check that downloads Electron's release list (AVAILABLE_SECURITY_FIXES) is excluded:
 * it needs the network and the Electron version is pinned and reviewed by hand. The tool's
 * attempt to fetch updated translations fails fast offline and is harmless.
 *
 * Usage: node scripts/electronegativity.mjs   (exit 1 on unexplained findings or scan errors)
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const appDir = resolve(here, "..");

/** Severities that fail the lint. */
export const BLOCKING = new Set(["HIGH", "MEDIUM"]);

/** How far above a flagged line the explaining comment may be. */
export const COMMENT_WINDOW = 3;

/** Whether `lines` (a file's lines) carry an `electronegativity-allow CHECK: reason` comment near `line` (1-based). */
export function hasExplainingComment(lines, line, check) {
  const pattern = new RegExp(`electronegativity-allow\\s+${check}\\s*[:—-]\\s*\\S`);
  for (let i = Math.max(0, line - 1 - COMMENT_WINDOW); i <= Math.min(lines.length - 1, line - 1); i++) {
    if (pattern.test(lines[i] ?? "")) return true;
  }
  return false;
}

/**
 * Splits findings into `blocking` (unexplained HIGH/MEDIUM), `accepted` and `ignored`
 * (lower severities), and lists unused allowlist entries. `readLines(file)` returns a
 * file's lines (file relative to the scanned folder).
 */
export function triage(issues, allowlist, readLines) {
  const blocking = [];
  const accepted = [];
  const ignored = [];
  const used = new Set();
  for (const issue of issues) {
    const severity = issue.severity?.name ?? String(issue.severity);
    if (!BLOCKING.has(severity)) {
      ignored.push(issue);
      continue;
    }
    const index = allowlist.findIndex(
      (entry) =>
        entry.check === issue.id &&
        entry.file === issue.file &&
        typeof entry.reason === "string" &&
        entry.reason.trim() !== "",
    );
    const global = issue.file === "N/A";
    const commented = global || hasExplainingComment(readLines(issue.file), issue.location?.line ?? 0, issue.id);
    if (index >= 0 && commented) {
      used.add(index);
      accepted.push({ issue, reason: allowlist[index].reason });
    } else {
      blocking.push({
        issue,
        why: index < 0 ? "not in the allowlist" : "no `electronegativity-allow` comment next to the code",
      });
    }
  }
  const unused = allowlist.filter((_, i) => !used.has(i));
  return { blocking, accepted, ignored, unused };
}

async function main() {
  const require = createRequire(import.meta.url);
  const runModule = require("@doyensec/electronegativity");
  const run = runModule.default ?? runModule;
  const electronVersion = JSON.parse(readFileSync(require.resolve("electron/package.json"), "utf8")).version;
  const input = join(appDir, "src");
  const allowlistPath = join(appDir, "electronegativity-allowlist.json");
  const rawAllowlist = existsSync(allowlistPath) ? JSON.parse(readFileSync(allowlistPath, "utf8")) : [];
  const allowlist = Array.isArray(rawAllowlist) ? rawAllowlist : (rawAllowlist.entries ?? []);

  const originalLog = console.log;
  const chatter = [];
  console.log = (...args) => chatter.push(args.join(" ")); // the tool prints network notices; keep them out of the report
  let result;
  try {
    result = await run(
      {
        input,
        output: undefined,
        isSarif: false,
        customScan: [],
        excludeFromScan: ["availablesecurityfixesglobalcheck"],
        isRelative: true,
        isVerbose: false,
        electronVersionOverride: electronVersion,
        parserPlugins: [],
      },
      false,
    );
  } finally {
    console.log = originalLog;
  }

  const readLines = (file) => {
    const path = join(input, file);
    return existsSync(path) ? readFileSync(path, "utf8").split("\n") : [];
  };
  const { blocking, accepted, ignored, unused } = triage(result.issues, allowlist, readLines);
  const where = (issue) => (issue.file === "N/A" ? "(global)" : `src/${issue.file}:${issue.location?.line ?? "?"}`);

  console.log(`electronegativity (Electron ${electronVersion}): ${result.issues.length} finding(s) in src/`);
  for (const { issue, reason } of accepted) console.log(`  accepted ${issue.id} ${where(issue)} — ${reason}`);
  for (const issue of ignored) console.log(`  low      ${issue.id} [${issue.severity.name}] ${where(issue)}`);
  for (const entry of unused) console.log(`  warning: allowlist entry matches nothing: ${entry.check} ${entry.file}`);
  const scanErrors = result.errors.filter((e) => !e.tolerable);
  for (const error of scanErrors) console.log(`  ERROR could not scan ${error.file}: ${error.message}`);
  for (const { issue, why } of blocking) {
    console.log(`  BLOCKING ${issue.id} [${issue.severity.name}] ${where(issue)}: ${issue.description} (${why})`);
    console.log(`           see ${issue.shortenedURL ?? "https://github.com/doyensec/electronegativity/wiki"}`);
  }
  if (blocking.length > 0 || scanErrors.length > 0) {
    console.log(
      `electronegativity: ${blocking.length} unexplained HIGH/MEDIUM finding(s), ${scanErrors.length} scan error(s)`,
    );
    process.exitCode = 1;
  } else {
    console.log("electronegativity: no unexplained HIGH/MEDIUM findings");
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
