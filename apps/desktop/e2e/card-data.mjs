/**
 * End-to-end checks of card data in the browser build and of playing a real deck (issue 15),
 * run by smoke.mjs in the same page. The import is offered at first run; a Scryfall-shaped bulk
 * file this script writes itself is imported through the renderer's "Import card data…" (a Web
 * Worker: streaming reader, Oracle compiler, IndexedDB) after a real-looking 60-card list names
 * cards it lacks; the editor's automated / partly / manual / placeholder counts must be the
 * compiler's (computed here in Node with the same package); a game of the list is played to
 * turn 3 with the library tools, token presets, counter steppers and placeholders, each
 * recorded (undo takes it back); a 41-card list is warned about; after a reload the imported
 * data is still there. Screenshots: artifacts/24-… to 27-….
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { builtinCardNames, compileCard } from "@fishbowl/cards";
import { readCatalogStream } from "@fishbowl/cards/stream";

/** The real-looking list: built-in cards, cards only the bulk file has, and 8 cards in neither (placeholders). */
export const REAL_DECK = `Deck
4 Monastery Swiftspear (KTK) 118
4 Lightning Bolt (M11) 149
4 Raging Goblin (M10) 153
4 Keldon Marauders (TPR) 140
4 Ash Zealot (RTR) 87
4 Searing Spear (M13) 155
4 Skullcrack (GTC) 106
4 Bonecrusher Giant (ELD) 115
2 Light Up the Stage (RNA) 107
2 Embercleave (ELD) 120
24 Mountain (ZEN) 242
`;
const PLACEHOLDERS = ["Bonecrusher Giant", "Light Up the Stage", "Embercleave"];

/** Scryfall `oracle_cards` records: the list's bulk-only cards, 300 vanilla fillers and a token (skipped). */
function bulkRecords() {
  const card = (name, mana_cost, cmc, type_line, oracle_text, extra = {}) => ({
    object: "card",
    id: `00000000-0000-0000-0000-${String(name.length).padStart(12, "0")}`,
    name,
    lang: "en",
    layout: "normal",
    mana_cost,
    cmc,
    type_line,
    oracle_text,
    colors: mana_cost.includes("R") ? ["R"] : [],
    color_identity: mana_cost.includes("R") ? ["R"] : [],
    keywords: [],
    legalities: { modern: "legal" },
    ...extra,
  });
  return [
    card(
      "Keldon Marauders",
      "{1}{R}",
      2,
      "Creature — Human Warrior",
      "Vanishing 2 (This creature enters with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)\nWhen this creature enters or leaves the battlefield, it deals 1 damage to target player or planeswalker.",
      { power: "3", toughness: "3", keywords: ["Vanishing"] },
    ),
    card(
      "Ash Zealot",
      "{R}{R}",
      2,
      "Creature — Human Warrior",
      "First strike\nWhenever a player casts a spell from a graveyard, Ash Zealot deals 3 damage to that player.",
      { power: "2", toughness: "2", keywords: ["First strike"] },
    ),
    card("Searing Spear", "{1}{R}", 2, "Instant", "Searing Spear deals 3 damage to any target."),
    card(
      "Skullcrack",
      "{1}{R}",
      2,
      "Instant",
      "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.",
    ),
    ...Array.from({ length: 300 }, (_, i) =>
      card(`Filler Beast ${i + 1}`, "{2}{G}", 3, "Creature — Beast", "", { power: "3", toughness: "3" }),
    ),
    card("Goblin", "", 0, "Token Creature — Goblin", "", { layout: "token", power: "1", toughness: "1" }),
  ];
}

/** What the editor must count, by the same compiler: copies of the list per kind (automated, partial, manual, missing). */
async function expectedCounts(text) {
  const { cards } = await readCatalogStream([text], { source: "bulk" });
  const byName = new Map(cards.map((c) => [c.name, c]));
  const builtin = new Set(builtinCardNames());
  const counts = { automated: 0, partial: 0, manual: 0, missing: 0 };
  const clauses = {};
  for (const line of REAL_DECK.split("\n").slice(1)) {
    const m = /^(\d+) (.+?) \(/.exec(line);
    if (!m) continue;
    const [n, name] = [Number(m[1]), m[2]];
    let kind = "missing";
    if (builtin.has(name)) kind = "automated";
    else if (byName.has(name)) {
      const def = compileCard(byName.get(name)).definition;
      if (def.automated !== false) kind = "automated";
      else {
        // partly automated: the compiler reported clauses (lines of the text) and some other line compiled
        const un = def.unautomated ?? [];
        const bare = (l) => l.replace(/\([^)]*\)/g, "").trim();
        const lines = def.oracleText
          .split("\n")
          .map(bare)
          .filter((l) => l !== "");
        const missed = new Set(un.map(bare));
        const perClause = [...missed].every((c) => lines.includes(c));
        kind = perClause && lines.some((l) => !missed.has(l)) ? "partial" : "manual";
        clauses[name] = un;
      }
    }
    counts[kind] += n;
  }
  return { counts, clauses };
}

/** The first-run offer, checked right after the app opens (then dismissed, so the other checks see the usual layout). */
export async function firstRunCheck({ page, check, assert }) {
  await check("offers Import card data… at first run (no card data yet), and Later dismisses it", async () => {
    const panel = page.locator("card-data-import");
    await panel.locator("#card-data-pick").waitFor();
    const text = await panel.locator(".panel").innerText();
    assert(text.includes("No card data yet"), `unexpected offer: ${text}`);
    await panel.locator("#card-data-close").click();
    await panel.waitFor({ state: "detached" });
  });
}

/** The card data, real deck and library tools checks (see the file's comment). */
export async function cardDataChecks({ page, check, assert, artifacts, table, replaceIfAsked, nextStepUntil }) {
  const editor = (selector) => page.locator(`deck-editor ${selector}`);
  const copies = async (kind) =>
    (await editor(`#count-${kind}`).count()) === 0
      ? 0
      : Number(await editor(`#count-${kind}`).getAttribute("data-copies"));
  const pasteDeck = async (name, text) => {
    await page.locator("#nav-decks").click();
    if ((await editor("#back").count()) > 0) await editor("#back").click();
    await page.locator("deck-library #paste-deck").click();
    await page.locator("deck-library #deck-name").fill(name);
    await page.locator("deck-library #deck-text").fill(text);
    await page.locator('deck-library #deck-form button[type="submit"]').click();
  };
  const bulkText = JSON.stringify(bulkRecords());
  const bulkFile = join(artifacts, "scryfall-bulk.json");
  writeFileSync(bulkFile, bulkText);
  const expected = await expectedCounts(bulkText);

  await check(
    "a real 60-card list names cards the built-in data lacks: the editor counts them and offers the import",
    async () => {
      await pasteDeck("Red Deck Wins", REAL_DECK);
      await editor("#counts").filter({ hasText: "60 cards" }).waitFor();
      assert((await editor("#size-warning").count()) === 0, "a 60-card list is warned about");
      const [auto, missing] = [await copies("automated"), await copies("missing")];
      assert(auto === 36 && missing === 24, `before the import: ${auto} automated, ${missing} in no card data`);
      await editor("#import-card-data").click();
      const panel = page.locator("card-data-import");
      await panel.locator("#card-data-pick").waitFor();
      const text = await panel.locator(".panel").innerText();
      assert(text.includes("names cards"), `the offer does not say why: ${text}`);
    },
  );

  await check(
    "imports a Scryfall bulk file (picked) in a worker with a progress bar; the editor then counts the compiler's clauses",
    async () => {
      const panel = page.locator("card-data-import");
      // record whether the progress bar was drawn (a small file can finish between two polls)
      await panel.evaluate((el) => {
        window.__sawProgress = false;
        new MutationObserver(() => {
          if (el.shadowRoot.querySelector("#card-data-progress")) window.__sawProgress = true;
        }).observe(el.shadowRoot, { childList: true, subtree: true });
      });
      await panel.locator("#card-data-file").setInputFiles(bulkFile);
      await panel.locator("#card-data-message").filter({ hasText: "Imported scryfall-bulk.json" }).waitFor();
      const message = await panel.locator("#card-data-message").innerText();
      console.log(`    ${message}`);
      assert(
        message.includes("304 cards") && message.includes("(1 records skipped)"),
        `unexpected summary: ${message}`,
      );
      assert(await page.evaluate(() => window.__sawProgress), "no progress bar was shown");
      await page.waitForFunction((n) => {
        const ed = document.querySelector("app-root")?.shadowRoot?.querySelector("deck-editor")?.shadowRoot;
        return Number(ed?.querySelector("#count-missing")?.getAttribute("data-copies") ?? 0) === n;
      }, expected.counts.missing);
      const seen = {};
      for (const kind of ["automated", "partial", "manual", "missing"]) seen[kind] = await copies(kind);
      console.log(`    counts: ${JSON.stringify(seen)} (compiler: ${JSON.stringify(expected.counts)})`);
      assert(JSON.stringify(seen) === JSON.stringify(expected.counts), "the editor's counts are not the compiler's");
      assert(expected.counts.missing === 8, `expected 8 placeholders, the compiler says ${expected.counts.missing}`);
      assert(expected.counts.partial > 0, "no card of the list is partly automated: the check would show nothing");
      const listed = await editor("#not-automated").innerText();
      for (const [name, un] of Object.entries(expected.clauses))
        assert(listed.includes(name) && un.every((c) => listed.includes(c)), `the clauses of ${name} are not listed`);
      const groups = await editor("#main li.group").allInnerTexts();
      assert(
        groups[0]?.startsWith("Creatures") && groups.includes("Lands (24)"),
        `rows not grouped by type: ${groups}`,
      );
      await page.locator("card-data-import #card-data-close").click();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(artifacts, "24-editor-automation.png"), fullPage: true });
    },
  );

  await check("warns about a 41-card list (one more than the usual 40)", async () => {
    await pasteDeck("Forty-one", "17 Mountain\n24 Raging Goblin\n");
    await editor("#counts").filter({ hasText: "41 cards" }).waitFor();
    const warning = await editor("#size-warning").innerText();
    assert(warning.includes("41 cards: 1 more than the 40"), `warning: ${warning}`);
    await editor('button[aria-label="One fewer Raging Goblin"]').click();
    await editor("#counts").filter({ hasText: "40 cards" }).waitFor();
    assert((await editor("#size-warning").count()) === 0, "still warned at 40");
  });

  const handCount = () => table("#hand game-card").count();
  const log = () => table("game-log").evaluate((el) => el.shadowRoot?.textContent ?? "");
  const tools = (selector) => table(`manual-tools ${selector}`);

  await check("starts a game of the list: placeholders play, marked, and listed as not automated", async () => {
    await page.locator("#nav-table").click();
    await table('#game-deck option[value="Red Deck Wins"]').waitFor({ state: "attached" });
    await table("#game-deck").selectOption("Red Deck Wins");
    await table("#game-seed").fill("3");
    await table("#on-play").check();
    await table("#start-game").click();
    // a deliberate choice: the form asks first, naming the cards in no card data
    const question = table("new-game-form #placeholder-question");
    await question.locator("#confirm-ok").waitFor();
    const asked = await question.getAttribute("message");
    assert(
      asked.startsWith(`${PLACEHOLDERS.length} cards not found: `) && PLACEHOLDERS.every((n) => asked.includes(n)),
      `the question before the game says: ${asked}`,
    );
    await question.locator("#confirm-ok").click();
    await replaceIfAsked();
    await table("decision-dialog #keep").click();
    await table("decision-dialog").waitFor({ state: "detached" });
    const notAutomated = await table("#not-automated").innerText();
    assert(
      /^Not fully automated \(\d+\) — use the manual tools ⋯/.test(notAutomated),
      `the list's heading reads: ${notAutomated.split("\n")[0]}`,
    );
    for (const name of PLACEHOLDERS)
      assert(notAutomated.includes(name), `${name} is not in the not-automated list: ${notAutomated}`);
    // search the library for a placeholder and put it into the hand
    await table("#table-tools").click();
    await tools("#lib-search").fill("Bonecrusher");
    await tools("#search-results li button").first().click();
    await table('#hand game-card[data-name="Bonecrusher Giant"]').first().waitFor();
    await tools("#tools-close").click();
    const badge = table('#hand game-card[data-name="Bonecrusher Giant"] .badge.placeholder');
    assert((await badge.count()) >= 1, "the placeholder is not marked in the hand");
    // onto the battlefield with its own tools, still marked
    await table('#hand game-card[data-name="Bonecrusher Giant"] button.tools').first().click();
    await tools("#move-to").selectOption("battlefield");
    await tools("#move").click();
    await table('table-battlefield game-card[data-name="Bonecrusher Giant"] .badge.placeholder').first().waitFor();
  });

  await check(
    "words a partly automated card as the editor does: “partly automated” on the table, with its clauses",
    async () => {
      const partial = table('#not-automated li[data-automation="partial"] strong').first();
      const name = await partial.innerText();
      assert(
        (await table('#not-automated li[data-automation="partial"]').first().innerText()).includes(
          "(partly automated) — not automated:",
        ),
        "the list does not say partly automated",
      );
      const inHand = await table(`#hand game-card[data-name="${name}"]`).count();
      await table("#table-tools").click();
      await tools("#lib-search").fill(name);
      await tools("#search-results li button").first().click();
      await tools("#tools-close").click();
      const badge = table(`#hand game-card[data-name="${name}"] .badge[data-automation]`).first();
      await badge.waitFor();
      // the words where the card has room, else ◐; the words are always its label (and start its title)
      const [text, title] = [await badge.getAttribute("aria-label"), await badge.getAttribute("title")];
      const shown = await badge.innerText();
      assert(text === "partly automated", `${name}'s badge says "${text}"`);
      assert(shown === "partly automated" || shown === "◐", `${name}'s badge shows "${shown}"`);
      assert(/^Partly automated: .*not automated: /.test(title ?? ""), `${name}'s badge's tooltip: ${title}`);
      assert(
        (await table(`#hand game-card[data-name="${name}"] .badge.manual`).count()) === 0,
        `${name} is marked manual`,
      );
      await table("#undo").click(); // the card back into the library: the game goes on as before
      await page.waitForFunction(
        ([n, count]) =>
          document
            .querySelector("app-root")
            ?.shadowRoot?.querySelector("game-table")
            ?.shadowRoot?.querySelectorAll(`#hand game-card[data-name="${n}"]`).length === count,
        [name, inHand],
      );
    },
  );

  await check("library tools are recorded: draw 2 (undo, redo), look at 2 to the bottom, mill 1, shuffle", async () => {
    const before = await handCount();
    await table("#table-tools").click();
    await tools("#lib-count").fill("2");
    await tools("#lib-draw").click();
    await table("manual-tools").waitFor({ state: "detached" });
    assert((await handCount()) === before + 2, "draw 2 did not draw two");
    assert((await log()).includes("Manually drew 2 cards"), "the draw is not in the log");
    await table("#undo").click();
    await page.waitForFunction((n) => {
      const t = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
      return t?.querySelectorAll("#hand game-card").length === n;
    }, before);
    await table("#redo").click();
    await page.waitForFunction((n) => {
      const t = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
      return t?.querySelectorAll("#hand game-card").length === n;
    }, before + 2);
    const library = Number(await table("#library-count").innerText());
    await table("#table-tools").click();
    await tools("#lib-count").fill("2");
    await tools("#lib-look").click();
    for (const select of await tools("#look-list select").all()) await select.selectOption("bottom");
    await tools("#look-done").click();
    await table("manual-tools").waitFor({ state: "detached" });
    assert((await log()).includes("Put 0 cards on top and 2 on the bottom"), "the scry is not in the log");
    await table("#table-tools").click();
    await tools("#lib-count").fill("1");
    await tools("#lib-mill").click();
    await table("manual-tools").waitFor({ state: "detached" });
    await table("#table-tools").click();
    await tools("#lib-shuffle").click();
    await table("manual-tools").waitFor({ state: "detached" });
    assert(Number(await table("#library-count").innerText()) === library - 1, "mill 1 did not leave one fewer");
    const text = await log();
    assert(text.includes("Manually milled a card") && text.includes("Manually shuffled"), "mill / shuffle not logged");
    // put the two drawn cards on the bottom of the library again (hand of 7: no discard at the end of the turn)
    for (let i = 0; i < 2; i++) {
      const n = await handCount();
      await table("#hand game-card button.tools").first().click();
      await tools("#move-to").selectOption("library-bottom");
      await tools("#move").click();
      await page.waitForFunction((k) => {
        const t = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
        return t?.querySelectorAll("#hand game-card").length === k;
      }, n - 1);
    }
  });

  await check("token presets with a count, and a counter stepper that logs the card's name", async () => {
    await table("#table-tools").click();
    await tools("#token-count").fill("3");
    await tools('#token-presets button.preset:has-text("Goblin")').click();
    const goblins = table('#creatures game-card[data-name="Goblin"]');
    await goblins.first().waitFor();
    const pile = await goblins.first().evaluate((c) => c.pile.length || 1);
    assert(pile === 3, `three Goblins should pile as ×3, saw ×${pile}`);
    await goblins.first().locator("button.tools").click();
    await tools('button[aria-label="Add a +1/+1 counter"]').click();
    await table("game-log").filter({ hasText: "Put 1 +1/+1 counter on Goblin" }).waitFor();
    await tools("#tools-close").click();
  });

  await check("plays the list to turn 3 (placeholders and all)", async () => {
    // step on (a decision on the way would stop "Next step": it fails the check instead of waiting)
    const done = async () => /^Your turn 2\b/.test(await table("#turn").innerText()); // game turn 3 on the play
    for (let i = 0; i < 40 && !(await done()); i++) {
      const asked = await table("decision-dialog").count();
      assert(asked === 0, `a decision stopped the game: ${asked && (await table("decision-dialog").innerText())}`);
      await nextStepUntil(async () => false, 1).catch(() => undefined); // one step (its own check fails by design)
    }
    assert(await done(), `not on turn 3: ${await table("#turn").innerText()}`);
    assert(
      (await table('table-battlefield game-card[data-name="Bonecrusher Giant"]').count()) >= 1,
      "the placeholder left the battlefield",
    );
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.mouse.move(1595, 5);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(artifacts, "25-real-deck-turn-3.png") });
    // the step buttons stay left of the side panel (a longer Tools label once ran under it at 1280 wide)
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const [toolsBox, turnBox] = [await table("#table-tools").boundingBox(), await table("#turn").boundingBox()];
    assert(
      toolsBox.x + toolsBox.width <= turnBox.x,
      `Tools… runs under the side panel: ${JSON.stringify([toolsBox, turnBox])}`,
    );
    await page.screenshot({ path: join(artifacts, "26-real-deck-1280x800.png") });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  await check("keeps the imported card data: after a reload, the list's bulk cards are known", async () => {
    await page.reload();
    await page.locator("deck-library li[data-deck]").first().waitFor();
    await pasteDeck("Zealots", "4 Ash Zealot\n4 Searing Spear\n52 Mountain\n");
    await editor("#counts").filter({ hasText: "60 cards" }).waitFor();
    await page.waitForFunction(() => {
      const ed = document.querySelector("app-root")?.shadowRoot?.querySelector("deck-editor")?.shadowRoot;
      return ed?.querySelector("#main li.group")?.textContent?.startsWith("Creatures");
    });
    assert((await editor("#unknown-cards").count()) === 0, "after a reload the imported cards are unknown again");
    assert((await page.locator("card-data-import").count()) === 0, "the first-run offer came back with card data kept");
  });
}
