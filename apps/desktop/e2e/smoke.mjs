#!/usr/bin/env node
/**
 * End-to-end smoke test of the built renderer in headless Chromium.
 *
 * Builds nothing (turbo runs `build` first): serves `out/renderer` from a tiny node:http
 * static server on 127.0.0.1 (random port), drives it with playwright-core in Debian's
 * Chromium (`CHROMIUM_PATH` overrides `/usr/bin/chromium`), fails on any page error or
 * console error (CSP violations included) and on any failed request, saves screenshots to
 * `artifacts/`, and ends with the line `N passed, N failed`.
 *
 * Usage: node e2e/smoke.mjs    (BASE_URL=http://… tests a running dev server instead)
 */
import { createReadStream, existsSync, mkdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const appDir = resolve(here, "..");
const root = join(appDir, "out", "renderer");
const artifacts = join(appDir, "artifacts");
const executablePath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
};

/** Serves `dir` read-only on 127.0.0.1; resolves to the server once it listens. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = normalize(join(dir, path.endsWith("/") ? `${path}index.html` : path));
    if (!(file === dir || file.startsWith(dir + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => ok(server));
  });
}

const results = [];
/** Runs one named check, recording pass or fail. */
async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n    ${String(error?.stack ?? error).split("\n").slice(0, 6).join("\n    ")}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

let server;
let browser;
let exitCode = 0;
try {
  let baseUrl = process.env["BASE_URL"];
  if (baseUrl === undefined) {
    if (!existsSync(join(root, "index.html"))) throw new Error(`${root}/index.html is missing: run the build first (pnpm turbo run build).`);
    server = await serve(root);
    baseUrl = `http://127.0.0.1:${server.address().port}/`;
  }
  mkdirSync(artifacts, { recursive: true });
  browser = await chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(10_000);

  const problems = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console.error: ${msg.text()}`);
  });
  page.on("requestfailed", (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ""}`));
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });

  console.log(`Fishbowl renderer smoke test at ${baseUrl} (Chromium: ${executablePath})`);

  await check("opens on the deck library with the sample decks", async () => {
    await page.goto(baseUrl);
    await page.locator("deck-library li[data-deck]").first().waitFor();
    const names = await page.locator("deck-library li[data-deck]").evaluateAll((items) => items.map((li) => li.getAttribute("data-deck")));
    assert(names.length >= 1, "no decks listed");
    console.log(`    decks: ${names.join(", ")}`);
    await page.screenshot({ path: join(artifacts, "01-library.png") });
  });

  await check("opens a deck in the editor with its parsed list and counts", async () => {
    await page.locator("deck-library li[data-deck] button.open").first().click();
    await page.locator("deck-editor #deck-text").waitFor();
    await page.waitForFunction(() => {
      const editor = document.querySelector("app-root")?.shadowRoot?.querySelector("deck-editor");
      return (editor?.shadowRoot?.querySelectorAll("#main li").length ?? 0) > 0;
    });
    const counts = await page.locator("deck-editor #counts").innerText();
    assert(/\d+ cards/.test(counts), `unexpected counts: ${counts}`);
    console.log(`    counts: ${counts}`);
    await page.locator("deck-editor card-face article").waitFor();
  });

  await check("draws the mana curve and colour charts", async () => {
    await page.locator("deck-editor mana-curve-chart canvas").waitFor();
    const curve = await page.evaluate(() => {
      const editor = document.querySelector("app-root")?.shadowRoot?.querySelector("deck-editor");
      const chart = editor?.shadowRoot?.querySelector("mana-curve-chart");
      return chart?.chartInstance?.data.datasets[0]?.data ?? null;
    });
    assert(Array.isArray(curve) && curve.reduce((a, b) => a + b, 0) > 0, `empty mana curve: ${JSON.stringify(curve)}`);
    console.log(`    curve: ${JSON.stringify(curve)}`);
    await page.locator("deck-editor color-chart canvas").waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(artifacts, "02-editor.png"), fullPage: true });
    await page.locator("deck-editor mana-curve-chart").screenshot({ path: join(artifacts, "03-mana-curve.png") });
  });

  await check("draws mana symbols with the bundled mana font", async () => {
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Mana" && face.status === "loaded");
    });
    assert(loaded, "the Mana font face did not load");
    assert((await page.locator("deck-editor mana-cost i.ms").count()) > 0, "no mana symbols drawn");
  });

  await check("edits the deck text and updates the counts", async () => {
    const before = await page.locator("deck-editor #counts").innerText();
    await page.locator("deck-editor #deck-text").press("End");
    await page.locator("deck-editor #deck-text").evaluate((el) => el.setSelectionRange(el.value.length, el.value.length));
    await page.locator("deck-editor #deck-text").pressSequentially("\n1 Hill Giant");
    await page.locator("deck-editor #save:not([disabled])").waitFor();
    const after = await page.locator("deck-editor #counts").innerText();
    assert(before !== after, `counts did not change (${before})`);
    await page.locator("deck-editor #save").click();
    await page.locator("deck-editor #save[disabled]").waitFor();
  });

  await check("searches cards (Scryfall syntax) and adds one to the deck", async () => {
    const before = await page.locator("deck-editor #counts").innerText();
    await page.locator("deck-editor #card-query").fill("t:creature c:r mv<=2");
    await page.locator("deck-editor #card-results li").first().waitFor();
    await page.locator('deck-editor #card-results button[aria-label="Add Raging Goblin"]').click();
    await page.locator("deck-editor card-face .name").filter({ hasText: "Raging Goblin" }).waitFor();
    const after = await page.locator("deck-editor #counts").innerText();
    assert(Number.parseInt(after) === Number.parseInt(before) + 1, `count went from ${before} to ${after}`);
    await page.screenshot({ path: join(artifacts, "05-card-search.png"), fullPage: true });
    await page.locator("deck-editor #save").click();
    await page.locator("deck-editor #save[disabled]").waitFor();
  });

  await check("creates a deck from a pasted list and opens it", async () => {
    await page.locator("deck-editor #back").click();
    await page.locator("deck-library #paste-deck").click();
    await page.locator("deck-library #deck-name").fill("Pasted Burn");
    await page.locator("deck-library #deck-text").fill("Deck\n4 Lightning Bolt (M11) 149\n4 Shock\n12 Mountain\n");
    await page.locator('deck-library #deck-form button[type="submit"]').click();
    await page.locator("deck-editor #counts").filter({ hasText: "20 cards" }).waitFor();
    assert((await page.locator("deck-editor h2").innerText()) === "Pasted Burn", "the pasted deck did not open");
  });

  await check("navigates to the Table and Stats views and back", async () => {
    await page.locator("#nav-table").click();
    await page.locator("game-table #table-placeholder").waitFor();
    await page.screenshot({ path: join(artifacts, "04-table.png") });
    await page.locator("#nav-stats").click();
    await page.locator("stats-view #stats-placeholder").waitFor();
    await page.locator("#nav-decks").click();
    await page.locator("deck-editor #deck-text").waitFor();
    await page.locator("deck-editor #back").click();
    await page.locator("deck-library li[data-deck]").first().waitFor();
  });

  await check("no page errors, console errors (CSP included) or failed requests", async () => {
    assert(problems.length === 0, problems.join("\n"));
  });
} catch (error) {
  console.error(String(error?.stack ?? error));
  results.push({ name: "setup", ok: false });
} finally {
  await browser?.close().catch(() => undefined);
  server?.close();
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (failed > 0 || passed === 0) exitCode = 1;
  console.log(`Screenshots: ${artifacts}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = exitCode;
}
