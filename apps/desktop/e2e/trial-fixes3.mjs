/**
 * End-to-end checks of the faults the second new-user trial left open (issue 15), run by
 * smoke.mjs in the same page: a pasted list's misspelt card is flagged at the top of the editor
 * with a Fix that Ctrl+Z undoes, and a save says so too (B6); the table's header fits at 1280
 * and 1024 wide (B19). Screenshots go to artifacts/ (60-… on).
 */
import { join } from "node:path";

/** Shows the deck library (closing the editor, whose deck must be saved). */
async function toLibrary(page) {
  await page.locator("#nav-decks").click();
  if ((await page.locator("deck-editor #back").count()) > 0) await page.locator("deck-editor #back").click();
  await page.locator("deck-library li[data-deck]").first().waitFor();
}

/**
 * B6: a pasted list with a typo ("4 Raging Gobln") opens in the editor with the warning at the
 * top, in view ("1 card not found: Raging Gobln … did you mean Raging Goblin? [Fix]", and the
 * import worded for card data already imported); Fix rewrites the line, Ctrl+Z takes it back;
 * a save names the card. Expects card data imported.
 */
export async function typoChecks({ page, check, assert, artifacts }) {
  const editor = (selector) => page.locator(`deck-editor ${selector}`);
  await check(
    "flags a pasted list's misspelt card at the top of the editor with a Fix (undone by Ctrl+Z); a save names it",
    async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await toLibrary(page);
      await page.locator("deck-library #paste-deck").click();
      await page.locator("deck-library #deck-name").fill("Typo Goblins");
      const text = "4 Raging Gobln\n4 Lightning Bolt\n24 Mountain\n";
      await page.locator("deck-library #deck-text").fill(text);
      await page.locator('deck-library #deck-form button[type="submit"]').click();
      const item = editor('#name-suggestions li[data-name="Raging Gobln"]');
      await item.locator("button.fix").waitFor();
      const lead = await editor("#unknown-cards .lead").innerText();
      assert(lead === "⚠ 1 card not found", `the warning says ${lead}`);
      const said = (await item.innerText()).replace(/\s+/g, " ").trim();
      assert(said === "Raging Gobln (line 1) — did you mean Raging Goblin? Fix", `the warning's line says: ${said}`);
      const box = await editor("#unknown-cards").boundingBox();
      assert(
        box !== null && box.y + box.height <= 800 && box.y < 200,
        `the warning is not at the top: ${JSON.stringify(box)}`,
      );
      const importer = await editor("#import-card-data").innerText();
      assert(importer === "Import more card data…", `with card data imported, the button says ${importer}`);
      await page.screenshot({ path: join(artifacts, "60-typo-flagged.png") });

      await item.locator("button.fix").click();
      const area = editor("#deck-text");
      assert((await area.inputValue()) === text.replace("Gobln", "Goblin"), `after Fix: ${await area.inputValue()}`);
      await editor("#unknown-cards").waitFor({ state: "detached" });
      await page.keyboard.press("Control+z");
      assert((await area.inputValue()) === text, `Ctrl+Z did not undo the fix: ${await area.inputValue()}`);
      await item.locator("button.fix").waitFor();

      // a save (the list unchanged, so edit it) names the card not found
      await area.fill(`${text}1 Shock\n`);
      await editor("#save").click();
      const status = await editor("#save-status").innerText();
      assert(
        /^Saved — 1 card not found: Raging Gobln — did you mean Raging Goblin\?/.test(status),
        `the save says: ${status}`,
      );
      await page.screenshot({ path: join(artifacts, "61-typo-saved.png") });
      await editor("#back").click();
      await page.locator("deck-library li[data-deck]").first().waitFor();
      await page.setViewportSize({ width: 1280, height: 860 });
    },
  );
}
