/**
 * End-to-end checks of the faults the third new-user trial found (issue 15), run by smoke.mjs in
 * the same page: unsaved deck edits survive a reload as a draft offered back, and closing the
 * page asks first. Screenshots go to artifacts/ (70-… on).
 */
import { join } from "node:path";

/** Shows the deck library (closing the editor, discarding its unsaved edits). */
async function toLibrary(page) {
  await page.locator("#nav-decks").click();
  if ((await page.locator("deck-editor #back").count()) > 0) {
    await page.locator("deck-editor #back").click();
    const discard = page.locator("deck-editor button.danger");
    if ((await discard.count()) > 0) await discard.click();
  }
  await page.locator("deck-library li[data-deck]").first().waitFor();
}

/** The first deck of the library: its name. */
async function firstDeck(page) {
  return page.locator("deck-library li[data-deck]").first().getAttribute("data-deck");
}

/**
 * Item 1: an edited, unsaved deck survives a reload — the library offers it back ("Unsaved
 * changes to X were kept — Restore / Discard"), Restore opens it with the edit, still unsaved;
 * opening the deck itself offers it too, and Discard drops it; while edits are unsaved the page
 * asks before it closes (beforeunload), and not once they are saved or reverted.
 */
export async function draftChecks({ page, check, assert, artifacts }) {
  const editor = (selector) => page.locator(`deck-editor ${selector}`);
  await check("keeps unsaved deck edits across a reload and offers them back (Restore / Discard)", async () => {
    await toLibrary(page);
    const name = await firstDeck(page);
    await page.locator(`deck-library li[data-deck="${name}"] button.open`).click();
    const area = editor("#deck-text");
    await area.waitFor();
    const stored = await area.inputValue();
    const unloadAsks = () =>
      page.evaluate(() => {
        const e = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(e);
        return e.defaultPrevented;
      });
    assert(!(await unloadAsks()), "the page asks before closing with nothing unsaved");
    await area.fill(`${stored}\n2 Hill Giant\n`);
    await editor("#save:not([disabled])").waitFor();
    assert(await unloadAsks(), "closing the page with unsaved edits does not ask first");

    await page.reload();
    const offer = page.locator("#kept-draft");
    await offer.waitFor();
    const said = (await offer.innerText()).replace(/\s+/g, " ").trim();
    assert(said === `Unsaved changes to ${name} were kept. Restore Discard`, `the offer says: ${said}`);
    await page.screenshot({ path: join(artifacts, "70-draft-offer.png") });
    await page.locator("#kept-restore").click();
    await editor("#deck-text").waitFor();
    await page.waitForFunction(
      () =>
        document
          .querySelector("app-root")
          ?.shadowRoot?.querySelector("deck-editor")
          ?.shadowRoot?.querySelector("#deck-text")
          ?.value.includes("2 Hill Giant") === true,
    );
    assert((await editor(".dirty").count()) === 1, "the restored edit is not shown as unsaved");
    assert(await unloadAsks(), "after Restore the page does not ask before closing");

    // reloaded again: opening the deck itself offers the draft; Discard drops it for good
    await page.reload();
    await page.locator("#kept-draft").waitFor();
    await page.locator(`deck-library li[data-deck="${name}"] button.open`).click();
    await editor("#draft-offer").waitFor();
    assert((await editor("#deck-text").inputValue()) === stored, "the stored deck is not shown before Restore");
    await editor("#draft-discard").click();
    await editor("#draft-offer").waitFor({ state: "detached" });
    await page.reload();
    await page.locator("deck-library li[data-deck]").first().waitFor();
    assert((await page.locator("#kept-draft").count()) === 0, "a discarded draft is offered again");
    await page.locator(`deck-library li[data-deck="${name}"] button.open`).click();
    await editor("#deck-text").waitFor();
    assert((await editor("#draft-offer").count()) === 0, "the editor offers a discarded draft");
    assert(!(await unloadAsks()), "the page asks before closing after the draft was discarded");
  });
}

/** Starts a game of `deck` (seed 5, on the play) from the table's form, answering a replace question, and keeps. */
async function startGame(page, t, deck) {
  await page.locator("#nav-table").click();
  await t(`#game-deck option[value="${deck}"]`).waitFor({ state: "attached" });
  await t("#game-deck").selectOption(deck);
  await t("#game-seed").fill("5");
  await t("#on-play").check();
  await t("#start-game").click();
  await t("decision-dialog #keep, confirm-dialog #confirm-ok").first().waitFor();
  if ((await t("confirm-dialog").count()) > 0) await t("confirm-dialog #confirm-ok").click();
  await t("decision-dialog #keep").click();
  await t("decision-dialog").waitFor({ state: "detached" });
}

/**
 * Item 3: the table names the deck of the game in play, and a Deck select changed mid-game says
 * it is for the next game; item 11: after a reload the select shows the autosaved game's deck
 * (before Resume), not another.
 */
export async function deckNameChecks({ page, check, assert, artifacts, t }) {
  await check(
    "names the deck of the game in play; a deck chosen mid-game is said to be for the next game",
    async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator("#nav-table").click();
      const decks = await t("#game-deck option").evaluateAll((os) => os.map((o) => o.value));
      assert(decks.length >= 2, `too few decks: ${decks}`);
      const [a, b] = [decks[1], decks[0]]; // the game's deck is not the first: a reload alone would show the first
      await startGame(page, t, a);
      assert(
        (await t("#game-deck-name").innerText()) === `Playing ${a}`,
        `the table says ${await t("#game-deck-name").innerText()}`,
      );
      assert((await t("#next-game-note").count()) === 0, "the note shows with the game's own deck chosen");
      await t("#game-deck").selectOption(b);
      assert(
        (await t("#game-deck-name").innerText()) === `Playing ${a}`,
        `after choosing ${b} the table says ${await t("#game-deck-name").innerText()}`,
      );
      assert(
        (await t("#next-game-note").innerText()) === "(next game)",
        "the select does not say it is for the next game",
      );
      const title = await t("#game-deck-label").getAttribute("title");
      assert(title?.includes(`${a}'s`) && title.includes("next New game"), `the label's title: ${title}`);
      await page.screenshot({ path: join(artifacts, "71-deck-next-game.png") });

      // reloaded: the select shows the autosaved game's deck while its Resume is offered
      await page.reload();
      await page.locator("#nav-table").click();
      await t("#saved-game #resume").waitFor();
      await page.waitForFunction(
        (deck) =>
          document
            .querySelector("app-root")
            ?.shadowRoot?.querySelector("game-table")
            ?.shadowRoot?.querySelector("new-game-form")
            ?.shadowRoot?.querySelector("#game-deck")?.value === deck,
        a,
      );
      assert((await t("#game-seed").inputValue()) === "5", `the seed shown is ${await t("#game-seed").inputValue()}`);
      await t("#saved-game #resume").click();
      await t("#game-deck-name").waitFor();
      assert((await t("#game-deck-name").innerText()) === `Playing ${a}`, "the resumed game's deck is not named");
    },
  );
}

/** Every check of this file, in order. */
export async function trial2Checks(args) {
  await draftChecks(args);
  await deckNameChecks(args);
}
