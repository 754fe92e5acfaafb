/**
 * End-to-end checks of the faults the third new-user trial of the browser build found (issue 15),
 * run by smoke.mjs in the same page: Next turn goes on after the cleanup discard; the log groups
 * what repeats; a manual spell says so as it resolves; the not-automated list draws mana symbols;
 * the Manual tools fit a 1280x800 window; the refusal covers no card; a pile's ⋯ button clears
 * its count; small layout (a land's type line, vanilla faces, the import row). Screenshots go to
 * artifacts/ (80-… on).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gameFileAfterKeep, openGameFile } from "./game-file-builder.mjs";

/** A manual instant, as a catalog card the engine does not automate is. */
const KINDLE = {
  name: "Kindle",
  manaCost: "{1}{R}",
  types: ["Instant"],
  keywords: [],
  oracleText:
    "Kindle deals X damage to any target, where X is 2 plus the number of cards named Kindle in all graveyards.",
  automated: false,
  unautomated: [
    "Kindle deals X damage to any target, where X is 2 plus the number of cards named Kindle in all graveyards.",
  ],
};
/** A manual creature whose clause has mana symbols. */
const WITCH = {
  name: "Bog Witch",
  manaCost: "{2}{B}",
  types: ["Creature"],
  subtypes: ["Human", "Spellshaper"],
  power: 1,
  toughness: 1,
  keywords: [],
  oracleText: "{B}, {T}, Discard a card: Add {B}{B}{B}.",
  automated: false,
  unautomated: ["{B}, {T}, Discard a card: Add {B}{B}{B}."],
};
const EXTRA = { [KINDLE.name]: KINDLE, [WITCH.name]: WITCH };
const TOKEN = (name, colors = ["R"]) => ({
  name,
  colors,
  types: ["Creature"],
  subtypes: [name],
  power: 1,
  toughness: 1,
});

/** A game file of `deck` with `build(act, state)` run after the keep in the first main phase (game-file-builder.mjs). */
const gameFile = (name, deck, build) =>
  gameFileAfterKeep(name, { deck, seed: 3, onThePlay: true, extraCards: EXTRA }, ({ act, state }) => build(act, state));

/** Moves the first card named `card` from the library to `to`. */
const fromLibrary = (act, state, card, to) =>
  act({
    type: "manual",
    player: "you",
    op: { kind: "move", object: state().players.you.library.find((x) => state().objects[x].card === card), to },
  });

/** Passes to your next turn's main phase, declaring no attack where asked. */
function toNextTurn(act, state) {
  act({ type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" });
  while (state().pending?.decision.kind === "declareAttackers") {
    act({ type: "declareAttackers", player: "you", attackers: [] });
    act({ type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" });
  }
}

/** Loads the game file at `file` on the table (replacing the game there). */
async function load(page, t, file, ready) {
  await page.locator("#nav-table").click();
  await openGameFile(page, t, file, ready);
}

/** Whether two client rects overlap (by more than half a pixel). */
const OVERLAP = `(a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5`;

/** Item 1: with 11 cards in hand, N stops for the cleanup discard, and once it is answered goes on to your next main phase. */
export async function discardChecks({ page, check, assert, artifacts, t }) {
  const file = join(artifacts, "discard-eleven.json");
  const deck = [...Array(30).fill("Mountain"), ...Array(30).fill("Lightning Bolt")];
  writeFileSync(
    file,
    gameFile("Eleven", deck, (act, state) => {
      for (let i = 0; i < 4; i++)
        act({
          type: "manual",
          player: "you",
          op: { kind: "move", object: state().players.you.library[0], to: "hand" },
        });
    }),
  );
  await check('Next turn goes on to your next main phase after the cleanup discard ("Discard 4 cards")', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await load(page, t, file, "#hand game-card");
    assert((await t("#hand game-card").count()) === 11, "not eleven cards in hand");
    await page.keyboard.press("n");
    const title = t("decision-dialog h3");
    await title.waitFor();
    assert(
      (await title.innerText()) === "Discard 4 cards down to your maximum hand size",
      `the dialog asks: ${await title.innerText()}`,
    );
    for (let i = 0; i < 4; i++) await t("decision-dialog button.pick").nth(i).click();
    await page.screenshot({ path: join(artifacts, "80-discard-four.png") });
    await t("decision-dialog #choice-confirm").click();
    await t("decision-dialog").waitFor({ state: "detached" });
    await page.waitForFunction(() =>
      /^Your turn 2 · Precombat main phase/.test(
        document.querySelector("app-root").shadowRoot.querySelector("game-table").shadowRoot.querySelector("#turn")
          ?.textContent ?? "",
      ),
    );
    await t('#hand game-card[data-name="Mountain"]').first().click(); // your main phase: a land can be played
    await t('#lands game-card[data-name="Mountain"]').waitFor();
    assert((await t("#refusal").count()) === 0, "the land was refused");
  });
}

/**
 * A big board: 10 Goblins, 8 Zombies, 3 Spirits and an Elemental made with the manual tools, two
 * Mountains moved onto the battlefield; in your second turn's main phase (the tokens able to
 * attack), Kindle and two Mountains in hand.
 */
function boardFile() {
  const deck = [...Array(30).fill("Mountain"), ...Array(26).fill("Kindle"), ...Array(4).fill("Bog Witch")];
  return gameFile("Token Board", deck, (act, state) => {
    const manual = (op) => act({ type: "manual", player: "you", op });
    manual({ kind: "createToken", token: TOKEN("Goblin"), count: 10 });
    manual({ kind: "createToken", token: TOKEN("Zombie", ["B"]), count: 8 });
    manual({ kind: "createToken", token: TOKEN("Spirit", ["W"]), count: 3 });
    manual({ kind: "createToken", token: { ...TOKEN("Elemental"), keywords: ["Haste"] } });
    fromLibrary(act, state, "Mountain", "battlefield");
    fromLibrary(act, state, "Mountain", "battlefield");
    toNextTurn(act, state);
    // in hand: Kindle and two Mountains at least (a land to play, and one more to be refused)
    const inHand = (card) => state().players.you.hand.filter((x) => state().objects[x].card === card).length;
    if (inHand("Kindle") === 0) fromLibrary(act, state, "Kindle", "hand");
    while (inHand("Mountain") < 2) fromLibrary(act, state, "Mountain", "hand");
  });
}

/** Items 3 and 8: the log groups what repeats and says "an Elemental"; the manual move's line comes first. */
export async function logChecks({ page, check, assert, artifacts, t }) {
  const file = join(artifacts, "token-board.json");
  writeFileSync(file, boardFile());
  await check("the log folds created tokens, counts repeated names in the attack line, and reads right", async () => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await load(page, t, file, '#creatures game-card[data-name="Goblin"]');
    const log = await t("game-log li").allInnerTexts();
    const at = (line) => log.indexOf(line);
    assert(at("Manually created 10 Goblin tokens") >= 0, `no line for the ten Goblins: ${log.slice(0, 8).join(" | ")}`);
    assert(!log.some((l) => l.startsWith("Goblin enters the battlefield")), "the Goblins' entries are still listed");
    assert(at("Manually created an Elemental token") >= 0, `no "an Elemental": ${log.slice(0, 12).join(" | ")}`);
    const moved = at("Manually moved Mountain to battlefield");
    assert(moved >= 0 && log[moved + 1] === "Mountain enters the battlefield", `the move's lines: ${log.join(" | ")}`);
    if (await t("#auto-pass").isChecked()) await t("#auto-pass").uncheck(); // stay in the declare attackers step
    await t("#attack-all").click();
    await t("#creatures game-card .badge.attacking").first().waitFor();
    const attack = (await t("game-log li").allInnerTexts()).find((l) => l.startsWith("You attack with"));
    assert(
      attack === "You attack with Goblin ×10, Zombie ×8, Spirit ×3, Elemental",
      `the attack line reads: ${attack?.slice(0, 200)}`,
    );
    await page.screenshot({ path: join(artifacts, "81-log-grouped-1600.png") });
    await t("#auto-pass").check();
  });
}

/**
 * Items 4 and 2: Kindle (manual) cast with auto-pass on resolves with the by-hand notice and a
 * log note; the table's not-automated list draws Bog Witch's mana as symbols.
 */
export async function manualSpellChecks({ page, check, assert, artifacts, t }) {
  await check(
    "a manual spell says it is not automated as it resolves; the not-automated list draws mana symbols",
    async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await load(page, t, join(artifacts, "token-board.json"), '#hand game-card[data-name="Kindle"]');
      const witch = t("#not-automated li").filter({ hasText: "Bog Witch" });
      const text = await witch.innerText();
      assert(!text.includes("{B}"), `mana as text: ${text}`);
      assert((await witch.locator("i.ms").count()) === 5, "the clause's five symbols are not drawn");
      if (!(await t("#auto-pass").isChecked())) await t("#auto-pass").check();
      await t('#hand game-card[data-name="Kindle"]').first().click();
      await t('#apply-by-hand .by-hand[data-name="Kindle"]').waitFor();
      const notes = await t("game-log li.note").allInnerTexts();
      assert(
        notes.includes("Kindle is not automated: do what it says with the ⋯ tools"),
        `the log notes: ${notes.join(" | ")}`,
      );
      await page.screenshot({ path: join(artifacts, "82-manual-spell-1280.png") });
      await t("#by-hand-done").click();
    },
  );
}

/** In the page: the rects of the table's cards, its action bar and the refusal. */
function refusalCover() {
  const table = document.querySelector("app-root").shadowRoot.querySelector("game-table").shadowRoot;
  const rect = (el) => el.getBoundingClientRect().toJSON();
  const refusal = table.querySelector("#refusal");
  return {
    refusal: refusal ? rect(refusal) : null,
    cards: [...table.querySelectorAll("table-battlefield game-card, table-hand game-card")].map((c) => ({
      name: c.dataset.name,
      r: rect(c),
    })),
    controls: [...table.querySelectorAll(".board .actions button, .board .prompt")].map((b) => ({
      name: b.id,
      r: rect(b),
    })),
  };
}

/** In the page: how many lands you have on the battlefield (a pile counts each). */
function landCount() {
  const table = document.querySelector("app-root").shadowRoot.querySelector("game-table").shadowRoot;
  return [...table.querySelectorAll("#lands game-card")].reduce((n, c) => n + Math.max(1, c.pile.length), 0);
}

/** Items 6, 7 and 9: the refusal covers no card or control and moves nothing; ⋯ clears a pile's count; a land's type line keeps to one line. */
export async function boardLayoutChecks({ page, check, assert, artifacts, t }) {
  const overlap = new Function(`return ${OVERLAP}`)();
  await check("a refusal covers no card or board control and moves nothing (1280 and 1600)", async () => {
    await load(page, t, join(artifacts, "token-board.json"), '#hand game-card[data-name="Mountain"]');
    for (const [w, h] of [
      [1280, 800],
      [1600, 1000],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      const landsBefore = await page.evaluate(landCount);
      await t('#hand game-card[data-name="Mountain"]').first().click(); // the turn's land
      await page.waitForFunction(`(${landCount})() !== ${landsBefore}`);
      const before = await page.evaluate(refusalCover);
      await t('#hand game-card[data-name="Mountain"]').first().click(); // a second one: refused (CR 305.2)
      await t("#refusal").waitFor();
      const after = await page.evaluate(refusalCover);
      const covered = [...after.cards, ...after.controls].filter((c) => overlap(c.r, after.refusal)).map((c) => c.name);
      assert(covered.length === 0, `at ${w} the refusal covers: ${covered.join(", ")}`);
      const same = JSON.stringify(before.cards) === JSON.stringify(after.cards);
      assert(same, `at ${w} the refusal moved the cards`);
      await page.screenshot({ path: join(artifacts, `83-refusal-${w}.png`) });
      await page.keyboard.press("Escape");
      await t("#refusal").waitFor({ state: "detached" });
      await page.keyboard.press("Control+z"); // the land back to the hand
      await page.waitForFunction(`(${landCount})() === ${landsBefore}`);
    }
  });

  await check(
    "the ⋯ button of a pile never covers its ×N count; a land's type line keeps to one line (1280)",
    async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const goblins = t('#creatures game-card[data-name="Goblin"]').first();
      await goblins.hover();
      const clash = await goblins.evaluate((c) => {
        const r = (s) => c.shadowRoot.querySelector(s).getBoundingClientRect();
        const a = r("button.tools");
        const b = r(".count");
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      assert(!clash, "the ⋯ button covers the ×10 count");
      await goblins.screenshot({ path: join(artifacts, "84-pile-tools-1280.png") });
      const lines = await t('#lands game-card[data-name="Mountain"]')
        .first()
        .evaluate((c) => {
          const type = c.shadowRoot.querySelector(".type");
          return Math.round(type.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(type).lineHeight));
        });
      assert(lines === 1, `the Mountain's type line takes ${lines} lines`);
    },
  );

  await check("a vanilla token's large preview has no empty rules box", async () => {
    await t('#creatures game-card[data-name="Zombie"]').first().hover();
    await t("#card-preview card-face").waitFor();
    const boxes = await t("#card-preview card-face").evaluate((f) => f.shadowRoot.querySelectorAll(".text").length);
    assert(boxes === 0, "the vanilla Zombie shows a rules box");
    await page.mouse.move(1, 1);
  });
}

/** Item 5: at 1280x800 the Manual tools fit the window, their actions always in view, the body scrolling. */
export async function toolsFitChecks({ page, check, assert, artifacts, t }) {
  await check("the Manual tools fit a 1280x800 window: Close and Keep open in view, the body scrolls", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await t("#table-tools").click();
    const tools = (s) => t(`manual-tools ${s}`);
    await tools("#tools-close").waitFor();
    const inView = async (s) => {
      const r = await tools(s).boundingBox();
      return r !== null && r.y >= 0 && r.y + r.height <= 800;
    };
    assert(await inView("dialog"), "the dialog is taller than the window");
    assert((await inView("#tools-close")) && (await inView("#tools-keep-open")), "Close or Keep open is out of view");
    const body = await tools("#tools-body").evaluate((b) => ({
      scrolls: b.scrollHeight > b.clientHeight,
      overflow: getComputedStyle(b).overflowY,
    }));
    assert(body.scrolls && body.overflow === "auto", `the body does not scroll: ${JSON.stringify(body)}`);
    await tools("#tools-more").waitFor(); // says there is more below (a scrollbar may be hidden)
    await page.screenshot({ path: join(artifacts, "85-tools-1280.png") });
    await tools("#life-set").scrollIntoViewIfNeeded();
    assert(
      (await inView("#life-set")) && (await inView("#tools-close")),
      "Set life or Close out of view after scrolling",
    );
    await tools("#tools-body").evaluate((b) => b.scrollTo(0, b.scrollHeight));
    await tools("#tools-more").waitFor({ state: "detached" });
    await tools("#tools-close").click();
    await t("manual-tools").waitFor({ state: "detached" });
  });
}

/** Item 9: while card data is imported, the import row keeps Later on the line of Cancel. */
export async function importRowChecks({ page, check, assert, artifacts }) {
  await check("the card-data import row keeps Later beside Cancel while importing (1600 and 1280)", async () => {
    await page.locator("#nav-card-data").click();
    const panel = page.locator("card-data-import");
    await panel.locator("#card-data-close").waitFor();
    await panel.evaluate(async (el) => {
      el.progress = { phase: "reading", done: 2.1e6, total: 6.1e6, cards: 6331 };
      await el.updateComplete;
    });
    for (const [w, h] of [
      [1600, 1000],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      const later = await panel.locator("#card-data-close").boundingBox();
      const cancel = await panel.locator("#card-data-cancel").boundingBox();
      assert(
        Math.abs(later.y - cancel.y) < 2 && later.height < 40,
        `at ${w} Later wraps: ${JSON.stringify([later, cancel])}`,
      );
      if (w === 1600) await page.screenshot({ path: join(artifacts, "86-import-row-1600.png") });
    }
    await panel.evaluate(async (el) => {
      el.progress = null;
      await el.updateComplete;
    });
    await panel.locator("#card-data-close").click();
  });
}

/** Every check of this file, in order. */
export async function trial3Checks(args) {
  await discardChecks(args);
  await logChecks(args);
  await manualSpellChecks(args);
  await boardLayoutChecks(args);
  await toolsFitChecks(args);
  await importRowChecks(args);
}
