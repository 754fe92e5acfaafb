#!/usr/bin/env node
/**
 * End-to-end check of the browser build's dev server (`pnpm web`, issue 15 B3): on a fresh Vite
 * cache, the first card-data import must survive. Starts Vite with the `pnpm web` config
 * (vite.web.config.mjs) and an empty cache directory, opens the page in headless Chromium,
 * imports a small Scryfall-shaped file through the first-run offer, and fails when Vite
 * re-bundles and reloads the page ("optimized dependencies changed. reloading") or the import
 * does not finish. Adds its result to e2e-results.json (written by smoke.mjs, run first) and ends
 * with the line `N passed, N failed`.
 *
 * Usage: node e2e/dev-server.mjs   (WITHOUT_CONFIG=1: the bare `vite src/renderer`, to see it fail)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createLogger, createServer } from "vite";

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(join(tmpdir(), "fishbowl-dev-server-"));
const bulk = join(work, "cards.json");
const card = (name, cost, type, text, pt) => ({
  object: "card",
  name,
  lang: "en",
  layout: "normal",
  mana_cost: cost,
  cmc: cost.length / 3,
  type_line: type,
  oracle_text: text,
  colors: [],
  keywords: [],
  ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
});
writeFileSync(
  bulk,
  JSON.stringify([
    card(
      "Keldon Raider",
      "{2}{R}{R}",
      "Creature — Human Warrior",
      "When this creature enters, you may discard a card. If you do, draw a card.",
      ["4", "3"],
    ),
    card("Hill Giant", "{3}{R}", "Creature — Giant", "", ["3", "3"]),
    card("Shock", "{R}", "Instant", "Shock deals 2 damage to any target."),
  ]),
);

const logged = [];
const logger = createLogger("info");
for (const level of ["info", "warn", "error"]) {
  const base = logger[level].bind(logger);
  logger[level] = (msg, options) => {
    logged.push(String(msg));
    base(msg, options);
  };
}
const server = await createServer({
  ...(process.env["WITHOUT_CONFIG"]
    ? { configFile: false, root: join(appDir, "src/renderer") }
    : { configFile: join(appDir, "vite.web.config.mjs"), root: join(appDir, "src/renderer") }),
  cacheDir: join(work, "vite-cache"),
  customLogger: logger,
  clearScreen: false,
  server: { host: "127.0.0.1", port: 0, strictPort: false },
});
let failed = 0;
let browser;
try {
  await server.listen();
  const url = server.resolvedUrls.local[0];
  browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(0); // bounded by work, not time: Vite's first page load under a busy CI can take > 30 s
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto(url);
  const panel = page.locator("card-data-import");
  await panel.locator("#card-data-pick").waitFor({ timeout: 0 });
  const loadsBefore = loads;
  await panel.locator("#card-data-file").setInputFiles(bulk);
  // the import ends with its summary, or the page reloads (and offers the import again)
  const done = page.waitForFunction(
    () => {
      const el = document.querySelector("app-root")?.shadowRoot?.querySelector("card-data-import")?.shadowRoot;
      return /Imported cards\.json/.test(el?.querySelector("#card-data-message")?.textContent ?? "");
    },
    undefined,
    { timeout: 0, polling: 200 },
  );
  await Promise.race([done, page.waitForEvent("framenavigated", { timeout: 0 })]).catch(() => undefined);
  const reloaded = loads > loadsBefore || page.url() !== url || logged.some((l) => /reloading/.test(l));
  const message = reloaded ? "" : await panel.locator("#card-data-message").innerText();
  if (reloaded || !/3 cards/.test(message)) {
    failed++;
    console.log(
      `  ✗ the first card-data import on a fresh dev server: ${reloaded ? "the page reloaded" : message}\n${logged.filter((l) => /optimiz|reload/.test(l)).join("\n")}`,
    );
  } else console.log(`  ✓ the first card-data import on a fresh dev server survives (${message})`);
} catch (error) {
  failed++;
  console.log(`  ✗ ${String(error?.stack ?? error)}`);
} finally {
  await browser?.close().catch(() => undefined);
  await server.close();
  rmSync(work, { recursive: true, force: true });
  const results = join(appDir, "e2e-results.json");
  const before = existsSync(results) ? JSON.parse(readFileSync(results, "utf8")) : { passed: 0, failed: 0 };
  writeFileSync(
    results,
    `${JSON.stringify({ passed: before.passed + (failed ? 0 : 1), failed: before.failed + failed })}\n`,
  );
  console.log(`${failed ? 0 : 1} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
