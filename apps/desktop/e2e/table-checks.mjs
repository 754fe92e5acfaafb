/**
 * End-to-end checks of the goldfish table on a crowded board (issue 15), run by smoke.mjs in
 * the same page: a game file with 30 permanents and 10 cards in hand (board-file.mjs) is opened
 * — asking first, since a game is in progress — and the table must fit the window at 1600×1000
 * and at 1280×800 (the page never scrolls; no card's name or type line is cut), pile identical
 * permanents, turn tapped cards sideways with their names upright, place the large preview
 * beside the card it shows, attack with everything in two clicks, and list its keys on `?`.
 * Screenshots go to artifacts/ (17-… to 22-…).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { crowdedBoardFile } from "./board-file.mjs";

/**
 * In the page: whether the document scrolls, and every card name or type line whose text does
 * not fit its box or has a word broken across two lines (its lines must break at spaces only:
 * each word's line boxes, from `Range.getClientRects`, on one line).
 */
function measure() {
  const scroller = document.scrollingElement;
  const table = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
  const cut = [];
  let parts = 0;
  const brokenWords = (el) => {
    const broken = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
      for (const m of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    return broken;
  };
  for (const card of table?.querySelectorAll("game-card") ?? []) {
    // a land's mana symbols: inside its card, clear of its name's and type line's text
    const face = card.shadowRoot?.querySelector(".card")?.getBoundingClientRect();
    const words = [...(card.shadowRoot?.querySelectorAll(".name, .type") ?? [])].flatMap((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].filter((r) => r.width > 0);
    });
    for (const sym of card.shadowRoot?.querySelectorAll(".made > *") ?? []) {
      const r = sym.getBoundingClientRect();
      if (
        face &&
        (r.top < face.top - 0.5 ||
          r.bottom > face.bottom + 0.5 ||
          r.left < face.left - 0.5 ||
          r.right > face.right + 0.5)
      )
        cut.push(
          `${card.dataset.name}: a mana symbol (${Math.round(r.top - face.top)}–${Math.round(r.bottom - face.top)}) out of its card (${Math.round(face.height)} high)`,
        );
      else if (
        words.some(
          (w) => w.left < r.right - 0.5 && r.left < w.right - 0.5 && w.top < r.bottom - 0.5 && r.top < w.bottom - 0.5,
        )
      )
        cut.push(`${card.dataset.name}: a mana symbol over its name or type line`);
    }
    // rules text (tapped cards too): no line half shown at the bottom of its box
    const box = card.shadowRoot?.querySelector(".text");
    if (box) {
      const b = box.getBoundingClientRect();
      // the line boxes of its text (its text nodes' fragments, not the paragraphs' boxes)
      const lines = [];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...range.getClientRects());
      }
      if (lines.some((r) => r.height > 0 && r.top < b.bottom - 0.5 && r.bottom > b.bottom + 0.5))
        cut.push(
          `${card.dataset.name}: a line of its rules text half hidden${card.hasAttribute("tapped") ? " (tapped)" : ""}`,
        );
    }
    // badges (counters, damage…): each on one line, none over the power/toughness
    const pt = card.shadowRoot?.querySelector(".pt, .loyalty")?.getBoundingClientRect();
    for (const badge of card.shadowRoot?.querySelectorAll(".badge") ?? []) {
      const range = document.createRange();
      range.selectNodeContents(badge);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      const r = badge.getBoundingClientRect();
      if (tops.size > 1) cut.push(`${card.dataset.name}: its badge “${badge.textContent}” wraps`);
      else if (
        pt &&
        r.left < pt.right - 0.5 &&
        pt.left < r.right - 0.5 &&
        r.top < pt.bottom - 0.5 &&
        pt.top < r.bottom - 0.5
      )
        cut.push(`${card.dataset.name}: its badge “${badge.textContent}” covers its power/toughness`);
    }
    for (const el of card.shadowRoot?.querySelectorAll(".name, .type") ?? []) {
      parts++;
      if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
        cut.push(
          `${card.dataset.name} ${el.className}: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
      const broken = brokenWords(el);
      if (broken.length > 0)
        cut.push(`${card.dataset.name} ${el.className}: a word broken across lines (${broken.join(", ")})`);
    }
  }
  const piles = [...(table?.querySelectorAll("table-battlefield game-card") ?? [])].map((c) => c.pile.length || 1);
  // the log's newest line, in view at the bottom of its box
  const log = table?.querySelector("game-log")?.shadowRoot?.querySelector("ol");
  const newest = log?.querySelector("li:last-child")?.getBoundingClientRect();
  const logEnd = log ? log.getBoundingClientRect().top + log.clientTop + log.clientHeight : 0;
  return {
    scrollHeight: scroller.scrollHeight,
    scrollWidth: scroller.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
    cut,
    parts,
    permanents: piles.reduce((a, b) => a + b, 0),
    piles: piles.length,
    biggestPile: Math.max(0, ...piles),
    hand: table?.querySelectorAll("#hand game-card").length ?? 0,
    handBottom: Math.round(table?.querySelector("#hand")?.getBoundingClientRect().bottom ?? Infinity),
    cardWidth: table?.querySelector("table-battlefield")?.style.getPropertyValue("--card-w"),
    newestLogLine:
      newest === undefined
        ? null
        : { bottom: Math.round(newest.bottom), end: Math.round(logEnd), hidden: newest.bottom > logEnd + 0.5 },
  };
}

/**
 * Runs the table's layout and play checks. `t(selector)` locates inside the game table;
 * `replaceIfAsked()` confirms the "replace the game in progress?" question when it is shown.
 */
export async function tableChecks({ page, check, assert, artifacts, t, replaceIfAsked }) {
  const board = crowdedBoardFile();
  const boardFile = join(artifacts, "crowded-board.json");
  writeFileSync(boardFile, board.text);

  const fits = async (width, height, shot) => {
    await page.setViewportSize({ width, height });
    await page.mouse.move(width - 5, 5); // off every card: no preview in the screenshot
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.evaluate(() => document.fonts.ready);
    const m = await page.evaluate(measure);
    console.log(
      `    ${width}×${height}: ${m.permanents} permanents in ${m.piles} piles (largest ×${m.biggestPile}), ${m.hand} in hand, cards ${m.cardWidth} wide, ${m.parts} names and type lines`,
    );
    assert(
      m.scrollHeight <= m.innerHeight && m.scrollWidth <= m.innerWidth,
      `the page scrolls: ${m.scrollWidth}×${m.scrollHeight} in ${m.innerWidth}×${m.innerHeight}`,
    );
    assert(m.cut.length === 0, `cut or broken text:\n${m.cut.join("\n")}`);
    assert(
      m.permanents === board.permanents && m.hand === board.hand,
      `expected ${board.permanents} permanents and ${board.hand} in hand, saw ${m.permanents} and ${m.hand}`,
    );
    assert(m.handBottom <= height, `the hand is off-screen (its bottom at ${m.handBottom})`);
    assert(
      m.newestLogLine !== null && !m.newestLogLine.hidden,
      `the log's newest line is not in view: ${JSON.stringify(m.newestLogLine)}`,
    );
    await page.screenshot({ path: join(artifacts, shot) });
    return m;
  };

  await check(
    "opens a 30-permanent game file mid-game (asking first) and shows its deck and seed in the form",
    async () => {
      await page.locator("#nav-table").click();
      await t("#game-file-input").setInputFiles(boardFile);
      await t("confirm-dialog #confirm-ok").click();
      await t('#creatures game-card[data-name="Goblin"]').waitFor();
      assert(
        (await t("#game-deck").inputValue()) === "Crowded Gruul",
        `the form shows deck ${await t("#game-deck").inputValue()}`,
      );
      assert((await t("#game-seed").inputValue()) === "7", `the form shows seed ${await t("#game-seed").inputValue()}`);
    },
  );

  await check(
    "fits 30 permanents and 10 cards in hand on one 1600×1000 screen: no page scroll, no cut name or type line, no word broken across lines, lands' mana symbols whole, no half line of rules text, badges whole, the log's newest line in view, identical permanents piled",
    async () => {
      const m = await fits(1600, 1000, "17-board-1600x1000.png");
      assert(m.biggestPile === 6, `the six Goblin tokens are not one pile of six (largest pile ×${m.biggestPile})`);
      const count = await t('#creatures game-card[data-name="Goblin"]').evaluate(
        (c) => c.shadowRoot.querySelector(".count")?.textContent,
      );
      assert(count === "×6", `the pile says ${count}`);
    },
  );

  await check(
    "stays readable at 1280×800: the same board, no page scroll, no cut text, no word broken across lines, lands' mana symbols whole, no half line of rules text, badges whole, the log's newest line in view",
    async () => {
      await fits(1280, 800, "18-board-1280x800.png");
    },
  );

  await check("turns a tapped creature sideways with its name upright", async () => {
    const goblin = t('#creatures game-card[data-name="Raging Goblin"][tapped]');
    const box = await goblin.boundingBox();
    assert(box !== null && box.width > box.height, `the tapped Raging Goblin is not sideways: ${JSON.stringify(box)}`);
    const transform = await goblin.evaluate((c) => getComputedStyle(c.shadowRoot.querySelector(".card")).transform);
    assert(transform === "none", `its text is turned (${transform})`);
  });

  await check("previews a card at full size beside it, never over the card it came from", async () => {
    for (const [selector, shot] of [
      ['#creatures game-card[data-name="Colossal Dreadmaw"]', "19-preview-battlefield.png"],
      ["#hand game-card", "20-preview-hand.png"],
    ]) {
      const card = t(selector).first();
      await card.hover();
      await t("#card-preview card-face").waitFor();
      const [a, b] = [await card.boundingBox(), await t("#card-preview").boundingBox()];
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      assert(!overlap, `the preview ${JSON.stringify(b)} covers the card ${JSON.stringify(a)}`);
      assert(
        b.y >= 0 && b.y + b.height <= 800 && b.x >= 0 && b.x + b.width <= 1280,
        `the preview leaves the window: ${JSON.stringify(b)}`,
      );
      await page.screenshot({ path: join(artifacts, shot) });
    }
    await page.mouse.move(5, 5);
  });

  await check("New game mid-game asks first: Cancel keeps the game", async () => {
    const before = await t("#turn").innerText();
    await t("#start-game").click();
    await t("confirm-dialog #confirm-cancel").click();
    await t("confirm-dialog").waitFor({ state: "detached" });
    assert((await t("#turn").innerText()) === before, "the game on the table changed");
    assert((await t('#creatures game-card[data-name="Goblin"]').count()) === 1, "the board was wiped");
  });

  await check(
    "attacks with every creature that can in two clicks (Attack with all, To damage: a Lightning Bolt could be cast between)",
    async () => {
      await page.setViewportSize({ width: 1600, height: 1000 });
      if (!(await t("#auto-pass").isChecked())) await t("#auto-pass").check();
      await t("#attack-all").click();
      await t("#to-damage:not([disabled])").waitFor();
      const able = await page.evaluate(
        () =>
          document.querySelector("app-root").shadowRoot.querySelector("game-table").game.state.combat.attackers.length,
      );
      await page.screenshot({ path: join(artifacts, "21-attacking.png") });
      await t("#to-damage").click();
      await page.waitForFunction(
        () =>
          document
            .querySelector("app-root")
            .shadowRoot.querySelector("game-table")
            .shadowRoot.querySelector("#opponent-life").textContent !== "20",
      );
      const life = Number(await t("#opponent-life").innerText());
      console.log(`    ${able} attackers: the goldfish went from 20 to ${life}`);
      assert(able >= 5 && life < 20 - able, `${able} attackers took the goldfish only to ${life}`);
    },
  );

  await check("lists every key in a help overlay on ?, and Esc closes it", async () => {
    await page.keyboard.press("Shift+Slash");
    await t("table-help #keys").waitFor();
    const keys = await t("table-help #keys th").allInnerTexts();
    assert(
      ["Space", "A", "N", "Ctrl+Z", "?"].every((k) => keys.includes(k)),
      `keys listed: ${keys.join(", ")}`,
    );
    await page.screenshot({ path: join(artifacts, "22-help.png") });
    await page.keyboard.press("Escape");
    await t("table-help").waitFor({ state: "detached" });
  });

  await check(
    "the mulligan dialog takes the focus and keeps it (Tab stays inside, M mulligans, Enter keeps); no (active) player before the first turn",
    async () => {
      const focused = () => t("decision-dialog").evaluate((d) => d.shadowRoot.activeElement?.id ?? null);
      await t("#game-deck").selectOption("Mono-Red Haste");
      await t("#on-draw").check();
      await t("#start-game").click();
      await replaceIfAsked();
      await t("decision-dialog #keep").waitFor();
      assert((await t("#opponent-mark").count()) === 0, "the goldfish is marked during your mulligan");
      assert((await focused()) === "keep", `the dialog did not take the focus (${await focused()})`);
      for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
      assert(["keep", "mulligan"].includes(await focused()), `Tab left the dialog (focus: ${await focused()})`);
      await page.keyboard.press("m");
      await t('decision-dialog [data-kind="mulligan"]').filter({ hasText: "after 1 mulligan" }).waitFor();
      const text = await t("decision-dialog #mulligan-text").innerText();
      assert(
        /put on the bottom of your library and keep the other 6/.test(text) &&
          (await t("decision-dialog #keep").innerText()).startsWith("Keep 6"),
        `the text after one mulligan: ${text}`,
      );
      assert((await focused()) === "keep", `the focus was lost after the mulligan (${await focused()})`);
      await page.screenshot({ path: join(artifacts, "23-mulligan-focus.png") });
      await page.keyboard.press("Enter");
      await t('decision-dialog [data-kind="bottom"]').waitFor();
      await t("decision-dialog button.pick").first().click();
      await t("decision-dialog #bottom-confirm").click();
      await t("decision-dialog").waitFor({ state: "detached" });
    },
  );

  await check(
    "on the play with auto-pass on, keeping stops in the first main phase: a land click plays it (CR 103.8a)",
    async () => {
      await t("#game-deck").selectOption("Mono-Red Haste");
      await t("#game-seed").fill("27");
      await t("#on-play").check();
      if (!(await t("#auto-pass").isChecked())) await t("#auto-pass").check();
      await t("#start-game").click();
      await replaceIfAsked();
      await t("decision-dialog #keep").click();
      await t("decision-dialog").waitFor({ state: "detached" });
      await t("#step").filter({ hasText: "Precombat main phase" }).waitFor();
      await t('#hand game-card[data-name="Mountain"]').first().click();
      await t('#lands game-card[data-name="Mountain"]').waitFor();
      assert((await t("#refusal").count()) === 0, "the land was refused");
    },
  );
}
