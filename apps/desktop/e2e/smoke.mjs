#!/usr/bin/env node
/**
 * End-to-end smoke test of the built renderer in headless Chromium.
 *
 * Builds nothing (turbo runs `build` first): serves `out/renderer` on 127.0.0.1 (random port)
 * through the app's built `app://` protocol handler (so its content types and CSP header are
 * what the page and the stats worker run under), drives it with playwright-core in Debian's
 * Chromium (`CHROMIUM_PATH` overrides `/usr/bin/chromium`), fails on any page error or
 * console error (CSP violations included) and on any failed request, saves screenshots to
 * `artifacts/`, writes `e2e-results.json` (`{ "passed": N, "failed": N }`) and ends with
 * the line `N passed, N failed`.
 *
 * Usage: node e2e/smoke.mjs    (BASE_URL=http://… tests a running dev server instead)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { cardDataChecks, firstRunCheck } from "./card-data.mjs";
import { tableChecks } from "./table-checks.mjs";
import { paymentChecks } from "./payment-checks.mjs";
import { compareChecks } from "./compare-checks.mjs";
import { stallGuard } from "./stall-guard.mjs";
import { deckPersistenceChecks, editorLayoutChecks, tableLayoutChecks } from "./trial-fixes.mjs";
import { manualEffectsChecks } from "./manual-effects.mjs";
import { headerChecks, typoChecks } from "./trial-fixes3.mjs";
import { trial2Checks } from "./trial2-fixes.mjs";
import { trial3Checks } from "./trial3-fixes.mjs";
import {
  autosaveChecks,
  cardTextChecks,
  editorSearchChecks,
  lastDeckChecks,
  libraryToolsChecks,
  setLifeChecks,
} from "./trial-fixes2.mjs";

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

/**
 * Serves `dir` on 127.0.0.1 through the app's own `app://fishbowl/` handler (the built
 * `out/main/app-protocol.js`): the same path checks, content types and CSP header as in
 * Electron, with `http://127.0.0.1:port/x` standing for `app://fishbowl/x`. Resolves to the
 * server once it listens.
 */
async function serve(dir) {
  const { APP_ORIGIN, createAppProtocolHandler } = await import(
    pathToFileURL(join(appDir, "out", "main", "app-protocol.js")).href
  );
  const handle = createAppProtocolHandler(dir);
  const server = createServer((req, res) => {
    void handle({ method: req.method ?? "GET", url: `${APP_ORIGIN}${req.url ?? "/"}` }).then(async (response) => {
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), "cache-control": "no-store" });
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => ok(server));
  });
}

const results = [];
const guard = stallGuard();
/** Runs one named check, recording pass or fail. */
async function check(name, fn) {
  guard.enter(name);
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(
      `  ✗ ${name}\n    ${String(error?.stack ?? error)
        .split("\n")
        .slice(0, 6)
        .join("\n    ")}`,
    );
  } finally {
    guard.enter(name, true);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

let server;
let browser;
try {
  let baseUrl = process.env["BASE_URL"];
  if (baseUrl === undefined) {
    if (!existsSync(join(root, "index.html")))
      throw new Error(`${root}/index.html is missing: run the build first (pnpm turbo run build).`);
    server = await serve(root);
    baseUrl = `http://127.0.0.1:${server.address().port}/`;
  }
  mkdirSync(artifacts, { recursive: true });
  // no launch timeout either; a step that never ends is found by the stall guard (stall-guard.mjs)
  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: chromiumArgs,
    timeout: 0,
    logger: guard.logger,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(0); // no time bound: the steps are bounded by work (CI runs with both cores busy)
  guard.watch({
    page,
    artifacts,
    report: (name, lines) =>
      finish([...results, { name, ok: false }], [`  ✗ ${name}`, ...lines.map((l) => `    ${l}`)]),
  });

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
    const response = await page.goto(baseUrl);
    if (server !== undefined) {
      const headers = response?.headers() ?? {};
      assert(
        headers["content-security-policy"]?.includes("default-src 'none'"),
        "no CSP header from the app:// handler",
      );
      assert(headers["content-type"] === "text/html; charset=utf-8", `page served as ${headers["content-type"]}`);
    }
    await page.locator("deck-library li[data-deck]").first().waitFor();
    const names = await page
      .locator("deck-library li[data-deck]")
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-deck")));
    assert(names.length >= 1, "no decks listed");
    console.log(`    decks: ${names.join(", ")}`);
    await page.screenshot({ path: join(artifacts, "01-library.png") });
  });
  await firstRunCheck({ page, check, assert });

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
    await page
      .locator("deck-editor #deck-text")
      .evaluate((el) => el.setSelectionRange(el.value.length, el.value.length));
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

  await check("navigates to the Table and Stats views and back, keeping the deck's unsaved edits", async () => {
    const text = page.locator("deck-editor #deck-text");
    await text.evaluate((el) => el.setSelectionRange(el.value.length, el.value.length));
    await text.pressSequentially("\n1 Shock");
    await page.locator("deck-editor #save:not([disabled])").waitFor();
    await page.locator("#nav-table").click();
    await page.locator("game-table #no-game").waitFor();
    await page.locator("#nav-stats").click();
    await page.locator("stats-view #run-form").waitFor();
    await page.locator("#nav-decks").click();
    await page.locator("deck-editor #deck-text").waitFor();
    assert((await text.inputValue()).endsWith("\n1 Shock"), "the unsaved edit was dropped");
    await page.locator("deck-editor #save").click();
    await page.locator("deck-editor #save[disabled]").waitFor();
    await page.locator("deck-editor #back").click();
    await page.locator("deck-library li[data-deck]").first().waitFor();
  });

  await deckPersistenceChecks({ page, check, assert }, "Pasted Burn", "\n1 Shock");
  await lastDeckChecks({ page, check, assert });
  await editorSearchChecks({ page, check, assert, artifacts });

  // ---- The goldfish table -------------------------------------------------------------
  const table = (selector) => page.locator(`game-table ${selector}`);
  const handCard = (name) => table(`#hand game-card[data-name="${name}"]`).first();
  const stepText = () => table("#step").innerText();
  const opponentLife = async () => Number(await table("#opponent-life").innerText());
  /** The table's turn line ("Your turn 1 · Upkeep"), read in the page. */
  const turnLine = () =>
    page.evaluate(
      () =>
        document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot?.querySelector("#turn")
          ?.textContent ?? "",
    );
  /** Clicks "Next step" until `done()` holds (at most `max` times), waiting for each step to be shown before the next click. */
  async function nextStepUntil(done, max = 8) {
    for (let i = 0; i < max && !(await done()); i++) {
      const before = await turnLine();
      await table("#next-step:not([disabled])").click();
      await page.waitForFunction((b) => {
        const t =
          document
            .querySelector("app-root")
            ?.shadowRoot?.querySelector("game-table")
            ?.shadowRoot?.querySelector("#turn")?.textContent ?? "";
        return t !== b;
      }, before);
    }
    assert(await done(), `still not there after ${max} steps (step: ${await stepText()})`);
  }
  /** Confirms "replace the game in progress?" when the table asks it (a game is on the table), else goes on. */
  async function replaceIfAsked() {
    await table("decision-dialog #keep, confirm-dialog #confirm-ok").first().waitFor();
    if ((await table("confirm-dialog").count()) > 0) await table("confirm-dialog #confirm-ok").click();
  }
  /** Starts a game of `deck` with `seed` on the play and keeps the opening hand. These checks go step by step: auto-pass off. */
  async function startAndKeep(deck, seed, shot) {
    await page.locator("#nav-table").click();
    if (await table("#auto-pass").isChecked()) await table("#auto-pass").uncheck();
    await table(`#game-deck option[value="${deck}"]`).waitFor({ state: "attached" });
    await table("#game-deck").selectOption(deck);
    await table("#game-seed").fill(String(seed));
    await table("#on-play").check();
    await table("#start-game").click();
    await replaceIfAsked();
    await table("decision-dialog #keep").waitFor();
    if (shot) await page.screenshot({ path: join(artifacts, shot) });
    await table("decision-dialog #keep").click();
    await table("decision-dialog").waitFor({ state: "detached" });
    await nextStepUntil(async () => (await stepText()) === "Precombat main phase");
  }
  /** The number of objects the cards matching `selector` stand for (a pile of identical permanents counts each). */
  const objects = (selector) =>
    table(selector).evaluateAll((cards) => cards.reduce((n, c) => n + Math.max(1, c.pile.length), 0));
  /** Moves a card from the hand to another zone with the manual tools. */
  async function moveWithTools(name, zone) {
    await handCard(name).hover();
    await handCard(name).locator("button.tools").click();
    await table("manual-tools #move-to").selectOption(zone);
    await table("manual-tools #move").click();
    await table("manual-tools").waitFor({ state: "detached" });
  }

  await check("starts a goldfish game from the mono-red sample deck and keeps seven", async () => {
    await startAndKeep("Mono-Red Haste", 27, "06-mulligan.png");
    assert((await table("#hand game-card").count()) === 7, "the hand is not seven cards");
    assert((await opponentLife()) === 20, "the goldfish is not at 20");
  });

  await check("plays a Mountain and casts Raging Goblin (legal actions highlighted)", async () => {
    assert((await handCard("Mountain").getAttribute("legal")) !== null, "the Mountain is not highlighted as playable");
    await handCard("Mountain").click();
    await table('#lands game-card[data-name="Mountain"]').waitFor();
    await handCard("Raging Goblin").click();
    await table("#stack li").filter({ hasText: "Raging Goblin" }).waitFor();
    await table("#pass").click();
    await table('#creatures game-card[data-name="Raging Goblin"]').waitFor();
    await page.screenshot({ path: join(artifacts, "07-goblin-cast.png") });
  });

  await check(
    "refuses an attacker that arrived this turn without haste before it is chosen, citing 508.1a and 302.6",
    async () => {
      await moveWithTools("Young Pyromancer", "battlefield");
      const pyromancer = table('#creatures game-card[data-name="Young Pyromancer"]');
      await pyromancer.waitFor();
      await table("#to-combat").click();
      await table("#declare-attackers").waitFor();
      const tooltip = await pyromancer.evaluate((c) => c.shadowRoot.querySelector(".card").getAttribute("title"));
      assert(/302\.6/.test(tooltip ?? ""), `no CR reason as its tooltip: ${tooltip}`);
      await pyromancer.click();
      await table("#refusal").waitFor();
      assert((await pyromancer.getAttribute("selected")) === null, "the creature that can't attack was chosen");
      const refusal = await table("#refusal").innerText();
      console.log(`    refusal: ${refusal.replace(/\s+/g, " ")}`);
      assert(refusal.includes("508.1a"), `the refusal does not cite 508.1a: ${refusal}`);
      assert((await table("game-log li.refusal").count()) >= 1, "the refusal is not in the log");
      await page.screenshot({ path: join(artifacts, "08-refusal-508-1a.png") });
    },
  );

  await check("attacks with Raging Goblin and the goldfish goes to 19", async () => {
    await table('#creatures game-card[data-name="Raging Goblin"]').click();
    await table("#attack").click();
    await table("#declare-attackers").waitFor({ state: "detached" });
    await nextStepUntil(async () => (await opponentLife()) === 19, 4);
    await page.screenshot({ path: join(artifacts, "09-goldfish-19.png") });
  });

  await check("undoes everything back to the opening hand (Ctrl+Z), and redoes (Ctrl+Y)", async () => {
    for (let i = 0; i < 60 && !(await table("#undo").isDisabled()); i++) await page.keyboard.press("Control+z");
    assert(await table("#undo").isDisabled(), "there is still something to undo");
    await table("decision-dialog #keep").waitFor();
    assert((await opponentLife()) === 20, "the goldfish is not back at 20");
    assert(
      (await table("#battlefield game-card, #creatures game-card, #lands game-card").count()) === 0,
      "the battlefield is not empty",
    );
    await page.screenshot({ path: join(artifacts, "10-undone.png") });
    await page.keyboard.press("Control+y");
    await table("decision-dialog").waitFor({ state: "detached" });
    await page.keyboard.press("Control+z");
    await table("decision-dialog #keep").waitFor();
  });

  await check("earthbends a land with Earthbending Lesson and attacks with it", async () => {
    await table("decision-dialog #keep").click(); // leave the undone game in a sane state first
    await startAndKeep("Gruul Earthbend", 381);
    await handCard("Forest").click();
    await table('#lands game-card[data-name="Forest"]').waitFor();
    for (const land of ["Mountain", "Mountain", "Forest", "Forest"]) await moveWithTools(land, "battlefield");
    assert((await objects("#lands game-card")) === 5, "five lands expected");
    await handCard("Earthbending Lesson").click();
    await table("#picking").waitFor();
    // The engine pays from the first lands, so the last one stays untapped to attack (identical lands are one pile: its button names it).
    await table("#picking button.candidate").last().click();
    await table("#stack li").filter({ hasText: "Earthbending Lesson" }).waitFor();
    await table("#pass").click();
    const bent = table("#creatures game-card").first();
    await bent.waitFor();
    const label = await bent.locator(".card").getAttribute("aria-label");
    assert(/4\/4/.test(label ?? ""), `the earthbent land is not 4/4: ${label}`);
    await bent.hover();
    await table("#card-preview card-face").waitFor();
    assert(
      (await table("#card-preview .status").innerText()).includes("+1/+1"),
      "the preview does not show the counters",
    );
    await page.screenshot({ path: join(artifacts, "11-earthbent.png") });
    await table("#to-combat").click();
    await table("#declare-attackers").waitFor();
    await bent.click();
    await table("#attack").click();
    await table("#declare-attackers").waitFor({ state: "detached" });
    await nextStepUntil(async () => (await opponentLife()) === 16, 4);
    await page.screenshot({ path: join(artifacts, "12-earthbend-attack.png") });
  });

  await check("goes to the next turn with N and answers a shockland's pay-or-tapped choice", async () => {
    const turn = await table("#turn").innerText();
    await page.keyboard.press("n");
    await page.waitForFunction(
      (before) => {
        const t =
          document
            .querySelector("app-root")
            ?.shadowRoot?.querySelector("game-table")
            ?.shadowRoot?.querySelector("#turn")?.textContent ?? "";
        return t !== before && t.startsWith("Your turn") && t.includes("Precombat");
      },
      turn.replace(/\s+/g, " "),
    );
    // your turns, as the autopilot counts kill turns: game turn 3 on the play is your turn 2
    assert(
      (await table("#turn").innerText()).startsWith("Your turn 2 ·"),
      `not on your turn 2: ${await table("#turn").innerText()}`,
    );
    const log = (await table("game-log li").allInnerTexts()).join("\n");
    assert(
      /Your turn 2/.test(log) && !/Turn 3 \(your turn\)/.test(log),
      `the log numbers game turns: ${log.slice(-300)}`,
    );
    await handCard("Stomping Ground").click();
    await table('decision-dialog [data-kind="choice"]').waitFor();
    await page.screenshot({ path: join(artifacts, "13-shockland-choice.png") });
    await table("decision-dialog button.pick").filter({ hasText: "pay" }).click();
    await table("decision-dialog #choice-confirm").click();
    await table("decision-dialog").waitFor({ state: "detached" });
    assert((await table("#your-life").innerText()) === "18", "2 life was not paid");
    const ground = table('#lands game-card[data-name="Stomping Ground"]');
    assert((await ground.getAttribute("tapped")) === null, "the Stomping Ground entered tapped");
  });

  await check("saves the game as a game file (fishbowl-gamefile/1) and opens it again", async () => {
    const turn = await table("#turn").innerText();
    const life = await table("#your-life").innerText();
    const [download] = await Promise.all([page.waitForEvent("download"), table("#save-game-file").click()]);
    const file = join(artifacts, "game-file.json");
    await download.saveAs(file);
    const game = JSON.parse(readFileSync(file, "utf8"));
    assert(
      game.format === "fishbowl-gamefile/1" && game.deck.length === 60 && game.seed === 381 && game.actions.length > 10,
      `unexpected game file: ${JSON.stringify(game).slice(0, 200)}`,
    );
    console.log(`    ${download.suggestedFilename()}: ${game.actions.length} actions`);
    await startAndKeep("Mono-Red Haste", 27);
    await table("#game-file-input").setInputFiles(file);
    await table("confirm-dialog #confirm-ok").click(); // a game is on the table: asked first
    await page.waitForFunction((expected) => {
      const t =
        document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot?.querySelector("#turn")
          ?.textContent ?? "";
      return t.replace(/\s+/g, " ").trim() === expected;
    }, turn.replace(/\s+/g, " ").trim());
    assert((await table("#your-life").innerText()) === life, "the life total was not restored");
    assert(
      (await table('#lands game-card[data-name="Stomping Ground"]').count()) === 1,
      "the Stomping Ground is not back",
    );
  });

  await check("answers a trigger's targets by clicking on the table (Badgermole Cub earthbends a land)", async () => {
    await startAndKeep("Gruul Earthbend", 18);
    await handCard("Forest").click();
    await moveWithTools("Forest", "battlefield");
    await handCard("Badgermole Cub").click();
    await table("#pass").click();
    await table('#picking[data-decision="true"]').waitFor();
    assert((await table("decision-dialog").count()) === 0, "a dialog covers the table");
    assert((await objects("#lands game-card[targetable]")) === 2, "the two Forests are not both offered");
    await page.screenshot({ path: join(artifacts, "14-trigger-targets.png") });
    await table("#lands game-card[targetable]").first().click();
    await table("#picking").waitFor({ state: "detached" });
    await table("#stack li").filter({ hasText: "Badgermole Cub" }).waitFor();
    await table("#pass").click();
    await table("#creatures game-card").nth(1).waitFor();
    const labels = await table("#creatures game-card .card").evaluateAll((cards) =>
      cards.map((c) => c.getAttribute("aria-label")),
    );
    assert(
      labels.some((l) => /^Forest.*1\/1$/.test(l ?? "")),
      `no 1/1 Forest: ${labels}`,
    );
  });

  await check("activates Evolving Wilds and picks the basic land found by the search", async () => {
    await startAndKeep("Boros Tokens", 1);
    await handCard("Evolving Wilds").click();
    const wilds = table('#lands game-card[data-name="Evolving Wilds"]');
    await wilds.waitFor();
    assert((await wilds.getAttribute("legal")) !== null, "Evolving Wilds' ability is not highlighted");
    await wilds.click();
    await table("#stack li").filter({ hasText: "Evolving Wilds" }).waitFor();
    await table("#pass").click();
    await table('decision-dialog [data-kind="choice"]').waitFor();
    await page.screenshot({ path: join(artifacts, "15-search-choice.png") });
    await table("decision-dialog button.pick").filter({ hasText: "Mountain" }).click();
    await table("decision-dialog #choice-confirm").click();
    await table("decision-dialog").waitFor({ state: "detached" });
    const mountain = table('#lands game-card[data-name="Mountain"]');
    await mountain.waitFor();
    assert((await mountain.getAttribute("tapped")) !== null, "the fetched Mountain is not tapped");
    assert((await table("#graveyard-open").innerText()).includes("(1)"), "Evolving Wilds is not in the graveyard");
    await table("#graveyard-open").click();
    await table('zone-viewer game-card[data-name="Evolving Wilds"]').waitFor();
    await table("zone-viewer #viewer-close").click();
  });

  await paymentChecks({ page, check, assert, artifacts, table, handCard, startAndKeep });

  await check("takes a London mulligan: seven new cards, then one to the bottom", async () => {
    await page.locator("#nav-table").click();
    await table("#game-deck").selectOption("Mono-Red Haste");
    await table("#game-seed").fill("2");
    await table("#on-draw").check();
    await table("#start-game").click();
    await replaceIfAsked();
    await table("decision-dialog #mulligan").click();
    await table('decision-dialog [data-kind="mulligan"]').filter({ hasText: "after 1 mulligan" }).waitFor();
    await table("decision-dialog #keep").click();
    await table('decision-dialog [data-kind="bottom"]').waitFor();
    assert(await table("decision-dialog #bottom-confirm").isDisabled(), "confirm enabled before choosing");
    await table("decision-dialog button.pick").first().click();
    await table("decision-dialog #bottom-confirm").click();
    await table("decision-dialog").waitFor({ state: "detached" });
    assert((await table("#hand game-card").count()) === 6, "the hand is not six cards");
    assert(
      (await table("#turn").innerText()).startsWith("Goldfish's turn, before your first turn"),
      `on the draw, the goldfish goes first: ${await table("#turn").innerText()}`,
    );
  });

  await tableChecks({ page, check, assert, artifacts, t: table, replaceIfAsked });
  await headerChecks({ page, check, assert, artifacts, t: table });
  await tableLayoutChecks({ page, check, assert, artifacts, t: table });
  await manualEffectsChecks({ page, check, assert, artifacts, table, handCard });
  await cardTextChecks({ page, check, assert, artifacts });
  await autosaveChecks({ page, check, assert, table, handCard });
  await setLifeChecks({ page, check, assert, artifacts, table });
  await libraryToolsChecks({ page, check, assert, table });
  await page.setViewportSize({ width: 1280, height: 860 });

  await check("runs 200 autopilot games in a Web Worker and charts the kill turns", async () => {
    await page.locator("#nav-stats").click();
    await page.locator('stats-view #stats-deck option[value="Mono-Red Haste"]').waitFor({ state: "attached" });
    await page.locator("stats-view #stats-deck").selectOption("Mono-Red Haste");
    await page.locator("stats-view #stats-games").fill("100");
    await page.locator("stats-view #stats-games").dispatchEvent("change");
    const started = Date.now();
    await page.locator("stats-view #stats-run").click();
    await page.locator("stats-view #stats-count").filter({ hasText: "200 / 200" }).waitFor();
    await page.locator("stats-view #stats-run:not([disabled])").waitFor();
    const data = await page.evaluate(() => {
      const stats = document.querySelector("app-root")?.shadowRoot?.querySelector("stats-view");
      const chart = stats?.shadowRoot?.querySelector("kill-turn-chart")?.chartInstance;
      return chart?.data.datasets.map((d) => d.data) ?? null;
    });
    assert(Array.isArray(data) && data.length === 2, `no histogram: ${JSON.stringify(data)}`);
    for (const series of data)
      assert(Math.abs(series.reduce((a, b) => a + b, 0) - 100) < 0.01, `percentages do not add up: ${series}`);
    const summary = await page.locator("stats-view #summary").innerText();
    console.log(`    ${(Date.now() - started) / 1000}s; ${summary.replace(/\s+/g, " ")}`);
    await page.screenshot({ path: join(artifacts, "16-stats.png"), fullPage: true });
  });

  await compareChecks({ page, check, assert, artifacts });

  await cardDataChecks({ page, check, assert, artifacts, table, replaceIfAsked, nextStepUntil });
  await editorLayoutChecks({ page, check, assert, artifacts });
  await typoChecks({ page, check, assert, artifacts });
  await trial2Checks({ page, check, assert, artifacts, t: table });
  await trial3Checks({ page, check, assert, artifacts, t: table });
  await page.setViewportSize({ width: 1280, height: 860 });

  await check("no page errors, console errors (CSP included) or failed requests", async () => {
    assert(problems.length === 0, problems.join("\n"));
  });
} catch (error) {
  console.error(String(error?.stack ?? error));
  results.push({ name: "setup", ok: false });
} finally {
  guard.stop();
  const { ms, where } = guard.quietest();
  console.log(
    `Longest time without a browser step: ${(ms / 1000).toFixed(1)} s (${where}); a stall is ${process.env["E2E_STALL_SECONDS"] ?? 300} s`,
  );
  await browser?.close().catch(() => undefined);
  server?.close();
  process.exitCode = finish(results);
}

/**
 * Prints `lines`, writes `e2e-results.json` (`{ "passed": N, "failed": N }`) and the closing
 * `N passed, N failed` line for `checks`; the exit code they call for (1 on any failure, or none run).
 */
function finish(checks, lines = []) {
  for (const line of lines) console.log(line);
  const passed = checks.filter((r) => r.ok).length;
  const failed = checks.length - passed;
  console.log(`Screenshots: ${artifacts}`);
  try {
    writeFileSync(join(appDir, "e2e-results.json"), `${JSON.stringify({ passed, failed })}\n`);
  } catch (error) {
    console.error(`could not write e2e-results.json: ${error}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 || passed === 0 ? 1 : 0;
}
