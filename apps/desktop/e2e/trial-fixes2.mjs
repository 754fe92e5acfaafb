/**
 * End-to-end checks of more faults the new-user trial found (issue 15), run by smoke.mjs in the
 * same page: the table opens with the deck last opened in the editor, even one just created
 * (B7), and the browser build autosaves the game in progress — after a reload it is offered
 * back and resumes where it was (B11); a life total out of range is refused inside the tools
 * dialog (B4); the library search counts copies (B16) and a scry is one undo step (B18); card
 * text shows whole lines only and a seven-symbol cost stays on its card (B8, B15, B17); the
 * editor's card search counts and marks its results (B14).
 */
import { join } from "node:path";

/** B7: a deck created from a pasted list is the table's deck, while it is open and after it is closed. Expects the library shown. */
export async function lastDeckChecks({ page, check, assert }) {
  await check("opens the table with the deck just created in the editor, also after closing it", async () => {
    await page.locator("deck-library #paste-deck").click();
    await page.locator("deck-library #deck-name").fill("Fresh Burn");
    await page.locator("deck-library #deck-text").fill("4 Lightning Bolt\n4 Shock\n12 Mountain\n");
    await page.locator('deck-library #deck-form button[type="submit"]').click();
    await page.locator("deck-editor h2").filter({ hasText: "Fresh Burn" }).waitFor();
    await page.locator("#nav-table").click();
    const deck = page.locator("game-table #game-deck");
    await page.locator('game-table #game-deck option[value="Fresh Burn"]').waitFor({ state: "attached" });
    assert((await deck.inputValue()) === "Fresh Burn", `the table's deck is ${await deck.inputValue()}`);
    await page.locator("#nav-decks").click();
    await page.locator("deck-editor #back").click();
    await page.locator("deck-library li[data-deck]").first().waitFor();
    await page.locator("#nav-table").click();
    assert(
      (await deck.inputValue()) === "Fresh Burn",
      `after closing the editor the table's deck is ${await deck.inputValue()}`,
    );
    await page.locator("#nav-decks").click();
    await page.locator("deck-library li[data-deck]").first().waitFor();
  });
}

/** B11: with a game on the table and a Forest in hand, plays it, reloads, resumes the autosaved game: the Forest is on the battlefield. */
export async function autosaveChecks({ page, check, assert, table, handCard }) {
  await check(
    "autosaves the game in the browser build: play a land, reload, resume, it is on the battlefield",
    async () => {
      const forests = table('#lands game-card[data-name="Forest"]');
      const before = await forests.count();
      await handCard("Forest").click();
      await page.waitForFunction(
        (n) =>
          (document
            .querySelector("app-root")
            ?.shadowRoot?.querySelector("game-table")
            ?.shadowRoot?.querySelectorAll('#lands game-card[data-name="Forest"]').length ?? 0) > n,
        before,
      );
      // the game's log lines (the session's refusals and notes are not part of the saved game)
      const lines = "game-log li:not(.refusal):not(.note)";
      const log = await table(lines).allInnerTexts();
      await page.reload();
      await page.locator("#nav-table").click();
      await table("#saved-game, #no-game").first().waitFor();
      assert((await table("#saved-game").count()) === 1, "after the reload no saved game is offered");
      await table("#saved-game #resume:not([disabled])").click();
      await table('#lands game-card[data-name="Forest"]').nth(before).waitFor({ state: "attached" });
      const after = await table(lines).allInnerTexts();
      assert(after.join("\n") === log.join("\n"), `the resumed game's log differs:\n${after.slice(-3).join("\n")}`);
    },
  );
}

/** B4: an out-of-range life total is refused in the Tools… dialog itself, in plain words, before anything is sent. Expects a game on the table. */
export async function setLifeChecks({ page, check, assert, artifacts, table }) {
  await check("refuses a huge life total inside the tools dialog, in plain words, with Set disabled", async () => {
    await table("#table-tools").click();
    await table("manual-tools #life-value").fill("99999999999999999999");
    const error = await table("manual-tools #life-error").innerText();
    assert(
      /^Life must be a whole number from −1,000,000,000 to 1,000,000,000\.$/.test(error),
      `the dialog says: ${error}`,
    );
    assert(await table("manual-tools #life-set").isDisabled(), "Set is enabled for 99999999999999999999");
    await page.screenshot({ path: join(artifacts, "42-set-life.png") });
    await table("manual-tools #life-value").fill("7");
    await table("manual-tools #life-set").click();
    await table("manual-tools").waitFor({ state: "detached" });
    assert((await table("#opponent-life").innerText()) === "7", "the goldfish's life is not 7");
  });
}

/** B16 and B18: the library search counts copies; a look / scry and its answer are one undo step. Expects a game with several Forests in the library. */
export async function libraryToolsChecks({ page, check, assert, table }) {
  const tools = (selector) => table(`manual-tools ${selector}`);
  const logLines = () => table("game-log li").allInnerTexts();
  await check("library search shows how many copies of each card the library holds", async () => {
    await table("#table-tools").click();
    await tools("#lib-search").fill("Forest");
    const copies = await tools("#search-results li .copies").first().innerText();
    assert(/^×\d+$/.test(copies) && Number(copies.slice(1)) > 1, `the search shows ${copies} for the Forests`);
    await tools("#tools-close").click();
    await table("manual-tools").waitFor({ state: "detached" });
  });
  await check("a scry (look at 1, put it on the bottom) is one undo step", async () => {
    const before = await logLines();
    await table("#table-tools").click();
    await tools("#lib-count").fill("1");
    await tools("#lib-look").click();
    await tools("#look-list select").first().selectOption("bottom");
    await tools("#look-done").click();
    await table("manual-tools").waitFor({ state: "detached" });
    await page.waitForFunction(
      (n) =>
        (document
          .querySelector("app-root")
          ?.shadowRoot?.querySelector("game-table")
          ?.shadowRoot?.querySelectorAll("game-log")[0]
          ?.shadowRoot?.querySelectorAll("li").length ?? 0) > n,
      before.length,
    );
    await table("#undo").click();
    await page.waitForFunction(
      (n) =>
        (document
          .querySelector("app-root")
          ?.shadowRoot?.querySelector("game-table")
          ?.shadowRoot?.querySelectorAll("game-log")[0]
          ?.shadowRoot?.querySelectorAll("li").length ?? 0) <= n,
      before.length,
    );
    const after = await logLines();
    assert(after.join("\n") === before.join("\n"), `one undo left:\n${after.slice(before.length).join("\n")}`);
  });
}

/** In the page: the cards whose rules text has a line cut by its box's bottom edge, and whose mana cost runs past the card's right edge. */
function cutCards() {
  const table = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
  const cut = [];
  for (const card of table?.querySelectorAll("game-card:not([tapped])") ?? []) {
    const root = card.shadowRoot;
    const face = root?.querySelector(".card")?.getBoundingClientRect();
    const cost = root?.querySelector("mana-cost")?.getBoundingClientRect();
    if (face && cost && cost.right > face.right + 0.5)
      cut.push(`${card.dataset.name}: the cost ends ${cost.right - face.right}px past the card`);
    const box = root?.querySelector(".text");
    if (!box) continue;
    const b = box.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(box);
    for (const r of range.getClientRects())
      if (r.height > 0 && r.top < b.bottom - 0.5 && r.bottom > b.bottom + 0.5) {
        cut.push(`${card.dataset.name}: a line from ${r.top - b.top} to ${r.bottom - b.top} in a box ${b.height} high`);
        break;
      }
  }
  return cut;
}

/** B8/B15/B17: at 1600×1000 and 1280×800 no card's rules text shows half a line, and no mana cost (seven symbols) runs off its card. Expects the manual-effects game. */
export async function cardTextChecks({ page, check, assert, artifacts }) {
  await check(
    "fits card text to whole lines and seven-symbol costs inside the card, at 1600×1000 and 1280×800",
    async () => {
      for (const [width, height] of [
        [1600, 1000],
        [1280, 800],
      ]) {
        await page.setViewportSize({ width, height });
        await page.mouse.move(width - 5, 5);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.evaluate(() => document.fonts.ready);
        const cut = await page.evaluate(cutCards);
        await page.screenshot({ path: join(artifacts, `43-card-text-${width}x${height}.png`) });
        assert(cut.length === 0, `at ${width}×${height}:\n${cut.join("\n")}`);
      }
      await page.setViewportSize({ width: 1600, height: 1000 });
    },
  );
}

/** B14: the editor's card search says how many cards match and each result's automation, and its list shows many rows at 1280×800. Expects the library shown. */
export async function editorSearchChecks({ page, check, assert, artifacts }) {
  await check(
    "the editor's card search counts its results, marks each one's automation, and lists 8+ rows at 1280×800",
    async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator("deck-library li[data-deck] button.open").first().click();
      await page.locator("deck-editor #card-query").fill("t:creature");
      await page.locator("deck-editor #card-results li").first().waitFor();
      const count = await page.locator("deck-editor #search-count").innerText();
      assert(/^(\d+ cards? match|The first \d+ matches)/.test(count), `the count says: ${count}`);
      const marks = await page
        .locator("deck-editor #card-results li .auto")
        .evaluateAll((els) => els.map((e) => e.dataset.automation));
      const rows = await page.locator("deck-editor #card-results li").count();
      assert(
        marks.length === rows && marks.every((m) => ["automated", "partial", "manual"].includes(m)),
        `marks: ${marks}`,
      );
      const shown = await page.locator("deck-editor #card-results").evaluate((ul) => {
        const li = ul.querySelector("li");
        return li ? Math.floor(ul.clientHeight / li.getBoundingClientRect().height) : 0;
      });
      assert(shown >= Math.min(8, rows), `only ${shown} rows of ${rows} show at 1280×800`);
      const right = await page
        .locator("deck-editor card-search-panel")
        .evaluate((el) => el.getBoundingClientRect().right);
      assert(right <= 1280, `the search panel runs off the window (its right edge at ${right})`);
      await page.screenshot({ path: join(artifacts, "44-editor-search-1280x800.png") });
      await page.locator("deck-editor #card-query").fill("");
      await page.locator("deck-editor #back").click();
      await page.locator("deck-library li[data-deck]").first().waitFor();
      await page.setViewportSize({ width: 1280, height: 860 });
    },
  );
}
