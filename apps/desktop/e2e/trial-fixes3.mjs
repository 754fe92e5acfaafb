/**
 * End-to-end checks of the faults the second new-user trial left open (issue 15), run by
 * smoke.mjs in the same page: a pasted list's misspelt card is flagged at the top of the editor
 * with a Fix that Ctrl+Z undoes, and a save says so too (B6); the table's bars (the game setup
 * and the actions) fit at 1280 and 1024 wide (B19). Screenshots go to artifacts/ (60-… on).
 */
import { join } from "node:path";
import { openGameFile } from "./game-file-builder.mjs";

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

/**
 * In the page: the table's two bars — the setup (deck, seed, game files, settings, `?`) and the
 * actions — with their controls (the new-game form's too): which stick out of the window or of
 * their bar, which overlap another, and on how many rows the setup is laid out.
 */
function barsFit() {
  const table = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
  const problems = [];
  const rows = {};
  for (const sel of [".setup", ".actions"]) {
    const bar = table?.querySelector(sel);
    if (!bar) {
      problems.push(`no ${sel} bar`);
      continue;
    }
    const b = bar.getBoundingClientRect();
    const controls = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.matches("button, select, input:not([type=file]), label")) controls.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(bar);
    const boxes = controls
      .map((el) => ({ name: el.id || el.textContent?.trim() || el.tagName, r: el.getBoundingClientRect(), el }))
      .filter(({ r }) => r.width > 0);
    for (const { name, r } of boxes)
      if (r.left < -0.5 || r.right > innerWidth + 0.5 || r.left < b.left - 0.5 || r.right > b.right + 0.5)
        problems.push(
          `${sel} ${name}: ${Math.round(r.left)}–${Math.round(r.right)} in a bar ${Math.round(b.left)}–${Math.round(b.right)}, window ${innerWidth}`,
        );
    const top = boxes.filter(({ el }) => !boxes.some((o) => o.el !== el && o.el.contains(el)));
    for (let i = 0; i < top.length; i++)
      for (let j = i + 1; j < top.length; j++) {
        const [p, q] = [top[i].r, top[j].r];
        if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5)
          problems.push(`${sel}: ${top[i].name} overlaps ${top[j].name}`);
      }
    rows[sel] = new Set(top.map(({ r }) => Math.round((r.top + r.bottom) / 20))).size;
  }
  return { problems, rows };
}

/**
 * B19: at 1280×800 and 1024×768, with the crowded game file of table-checks.mjs on the table
 * (its deck, "Crowded Gruul (file)", the longest in the deck menu), no control of the two bars
 * is cut or overlapped, and the setup stays on one row. `t(selector)` locates inside the table.
 */
export async function headerChecks({ page, check, assert, artifacts, t }) {
  await check(
    "fits the table's setup and action bars at 1280×800 and 1024×768: nothing cut or overlapped, `?` in view",
    async () => {
      await openGameFile(page, t, join(artifacts, "crowded-board.json"), '#creatures game-card[data-name="Goblin"]');
      for (const [width, height] of [
        [1280, 800],
        [1024, 768],
      ]) {
        await page.setViewportSize({ width, height });
        await page.mouse.move(width - 5, height - 5);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.evaluate(() => document.fonts.ready);
        const m = await page.evaluate(barsFit);
        await page.screenshot({ path: join(artifacts, `62-bars-${width}x${height}.png`) });
        assert(m.problems.length === 0, `at ${width}×${height}:\n${m.problems.join("\n")}`);
        assert(m.rows[".setup"] === 1, `at ${width}×${height} the setup bar takes ${m.rows[".setup"]} rows`);
      }
      await page.setViewportSize({ width: 1600, height: 1000 });
    },
  );
}
