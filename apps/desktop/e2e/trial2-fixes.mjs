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

/** Every check of this file, in order. */
export async function trial2Checks(args) {
  await draftChecks(args);
}
