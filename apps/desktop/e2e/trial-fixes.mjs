/**
 * End-to-end checks of the faults a new-user trial found (issue 15), run by smoke.mjs in the
 * same page: the browser build's decks survive a reload (kept in localStorage, as the library
 * says), and the layout checks at 1600×1000 and 1280×800 (dialogs inside the window, their
 * buttons inside them, the game-file error toast clear of Undo/Redo/Tools). Screenshots go to
 * artifacts/ (30-… on).
 */

/** Reloads the page and waits for the deck library. */
async function reloadToLibrary(page) {
  await page.reload();
  await page.locator("deck-library li[data-deck]").first().waitFor();
}

/**
 * The browser build keeps its decks: a deck pasted and edited before a reload is there after it,
 * with its saved text, and the library says where decks are kept. Expects the library shown,
 * with a deck `name` whose saved text ends with `ending`.
 */
export async function deckPersistenceChecks({ page, check, assert }, name, ending) {
  await check(
    "keeps the browser build's decks (localStorage): after a reload the pasted deck and its edit are there",
    async () => {
      const place = await page.locator("deck-library #deck-storage").innerText();
      assert(/localStorage/.test(place), `the library does not say where decks are kept: ${place}`);
      await reloadToLibrary(page);
      const names = await page
        .locator("deck-library li[data-deck]")
        .evaluateAll((items) => items.map((li) => li.getAttribute("data-deck")));
      assert(names.includes(name), `"${name}" is gone after the reload: ${names.join(", ")}`);
      await page.locator(`deck-library li[data-deck="${name}"] button.open`).click();
      const text = await page.locator("deck-editor #deck-text").inputValue();
      assert(text.endsWith(ending), `the saved edit is gone after the reload: ${JSON.stringify(text.slice(-40))}`);
      await page.locator("deck-editor #back").click();
      await page.locator("deck-library li[data-deck]").first().waitFor();
    },
  );
}
