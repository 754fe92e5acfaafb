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

/**
 * In the page: the open `<dialog>` inside the element `host` (found through the app's and the
 * table's shadow roots), its box, and the controls (buttons, fields, selects) inside it — its
 * nested elements' shadow roots too — that stick out of its sides, or out of its scrolled
 * content; whether the dialog fits the window and scrolls inside itself when its content is taller.
 */
function dialogFit(host) {
  const table = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
  const dialog = table?.querySelector(host)?.shadowRoot?.querySelector("dialog[open]");
  if (!dialog) return null;
  const box = dialog.getBoundingClientRect();
  const controls = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.matches("button, input, select, textarea")) controls.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(dialog);
  const style = getComputedStyle(dialog);
  const left = box.left + dialog.clientLeft;
  const right = left + dialog.clientWidth;
  const cut = controls
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && (r.left < left - 0.5 || r.right > right + 0.5))
    .map(
      ({ el, r }) =>
        `${el.id || el.textContent?.trim() || el.tagName}: ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(left)}–${Math.round(right)}`,
    );
  return {
    box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right, height: box.height },
    window: { width: innerWidth, height: innerHeight },
    scrolls: /auto|scroll/.test(style.overflowY),
    taller: dialog.scrollHeight > dialog.clientHeight + 1,
    wider: dialog.scrollWidth > dialog.clientWidth + 1,
    controls: controls.length,
    cut,
  };
}

/** Asserts the fit `m` of a dialog (see `dialogFit`): inside the window, no control cut at its sides, taller content scrolled inside it. */
function assertFits(assert, m, what) {
  assert(m !== null, `${what}: no open dialog`);
  const { box, window: w } = m;
  assert(
    box.top >= 0 && box.left >= 0 && box.bottom <= w.height && box.right <= w.width,
    `${what}: the dialog (${Math.round(box.left)},${Math.round(box.top)})–(${Math.round(box.right)},${Math.round(box.bottom)}) is not inside the ${w.width}×${w.height} window`,
  );
  assert(m.cut.length === 0, `${what}: controls cut at the dialog's sides:\n${m.cut.join("\n")}`);
  assert(!m.wider, `${what}: the dialog's content is wider than the dialog`);
  assert(!m.taller || m.scrolls, `${what}: taller than the dialog, which does not scroll`);
}

/** In the page: the boxes of the table's error toast and of the controls it must never cover. */
function toastBoxes() {
  const table = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.shadowRoot;
  const rect = (sel) => {
    const r = table?.querySelector(sel)?.getBoundingClientRect();
    return r ? { sel, left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
  };
  return {
    toast: rect("#table-problem"),
    text: table?.querySelector("#table-problem")?.textContent ?? "",
    controls: ["#undo", "#redo", "#table-tools", "#open-game-file", "#save-game-file", "#next-step", "#pass"]
      .map(rect)
      .filter((r) => r !== null),
  };
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The first bytes of a PNG file (a binary file picked as a game file). */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0,
]);

/** Closes the tools dialog if a failed check left it open (a modal left open would block every later check). */
async function closeTools(t) {
  if ((await t("manual-tools").count()) > 0) await t("manual-tools #tools-close").click();
  await t("manual-tools").waitFor({ state: "detached" });
}

/**
 * Layout at 1600×1000 and 1280×800 with a game on the table: the card tools and the table tools
 * with a library search (every control inside the dialog, the dialog inside the window,
 * scrolling inside itself), the error toast of a binary game file (clear of Undo, Redo, Tools
 * and the other controls; it names the file and says it is not a game file, quoting no bytes).
 * `t(selector)` locates inside the game table.
 */
export async function tableLayoutChecks({ page, check, assert, artifacts, t }) {
  const { join } = await import("node:path");
  for (const [width, height] of [
    [1600, 1000],
    [1280, 800],
  ]) {
    await check(`${width}×${height}: the card tools fit their dialog and the window`, async () => {
      await page.setViewportSize({ width, height });
      try {
        for (const [zone, card] of [
          ["hand", t("#hand game-card").first()],
          ["battlefield", t("table-battlefield game-card").first()],
        ]) {
          await card.hover();
          await card.locator("button.tools").click();
          await t("manual-tools dialog[open]").waitFor();
          const m = await page.evaluate(dialogFit, "manual-tools");
          console.log(
            `    card tools (${zone}): ${Math.round(m.box.height)} px high${m.taller ? ", scrolls inside" : ""}`,
          );
          assertFits(assert, m, `the card tools (${zone})`);
          await page.screenshot({ path: join(artifacts, `30-card-tools-${zone}-${width}x${height}.png`) });
          await closeTools(t);
        }
      } finally {
        await closeTools(t);
      }
    });

    await check(
      `${width}×${height}: the table tools with a library search fit their dialog and the window`,
      async () => {
        try {
          await t("#table-tools").click();
          await t("manual-tools #lib-search").fill("a");
          await t("manual-tools #search-results li button").first().waitFor();
          const m = await page.evaluate(dialogFit, "manual-tools");
          console.log(
            `    table tools: ${Math.round(m.box.height)} px high, ${m.controls} controls${m.taller ? ", scrolls inside" : ""}`,
          );
          assertFits(assert, m, "the table tools with a library search");
          await page.screenshot({ path: join(artifacts, `31-library-search-${width}x${height}.png`) });
        } finally {
          await closeTools(t);
        }
      },
    );

    await check(
      `${width}×${height}: a binary game file's error names the file, quotes no bytes and covers no control`,
      async () => {
        try {
          await t("#game-file-input").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
          await t("#table-problem").waitFor();
          const b = await page.evaluate(toastBoxes);
          assert(
            /photo\.png: not a game file/.test(b.text),
            `the error does not say photo.png is not a game file: ${b.text}`,
          );
          // oxlint-disable-next-line no-control-regex -- raw bytes are what must not show
          assert(
            !/[\u0000-\u0008\u000e-\u001f\ufffd]|PNG/.test(b.text),
            `the error quotes the file's bytes: ${JSON.stringify(b.text)}`,
          );
          const covered = b.controls.filter((c) => overlaps(b.toast, c)).map((c) => c.sel);
          assert(covered.length === 0, `the error toast covers ${covered.join(", ")}`);
          await page.screenshot({ path: join(artifacts, `32-game-file-error-${width}x${height}.png`) });
        } finally {
          if ((await t("#table-problem").count()) > 0) await t("#table-problem button.dismiss").click();
        }
      },
    );
  }
}

/** In the page: the deck editor's search field (its placeholder's width against the room it has) and the report's counts drawn on more than one line. */
function editorFit() {
  const editor = document.querySelector("app-root")?.shadowRoot?.querySelector("deck-editor")?.shadowRoot;
  const input =
    editor?.querySelector("card-search-panel")?.shadowRoot?.querySelector("#card-query") ??
    editor?.querySelector("#card-query");
  if (!input) return null;
  const style = getComputedStyle(input);
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const wrapped = [...(editor?.querySelectorAll("#automation span, #counts") ?? [])]
    .filter(
      (el) =>
        el.getClientRects().length > 1 ||
        el.getBoundingClientRect().height > parseFloat(getComputedStyle(el).lineHeight || "0") * 1.5,
    )
    .map((el) => el.textContent?.replace(/\s+/g, " ").trim());
  const r = input.getBoundingClientRect();
  return {
    placeholder: input.placeholder,
    text: Math.ceil(ctx.measureText(input.placeholder).width),
    room: Math.floor(room),
    inWindow: r.left >= 0 && r.right <= innerWidth,
    spans: editor?.querySelectorAll("#automation span").length ?? 0,
    wrapped,
  };
}

/**
 * The deck editor at 1600×1000 and 1280×800, on the real deck card-data.mjs imported: its card search's placeholder
 * is not cut, and no count of the automation report ("Automated 44 (7 cards)") or of the header
 * wraps inside itself.
 */
export async function editorLayoutChecks({ page, check, assert, artifacts }) {
  const { join } = await import("node:path");
  // the real deck of card-data.mjs: all four kinds of the automation report
  await page.locator("#nav-decks").click();
  if ((await page.locator("deck-editor #back").count()) > 0) await page.locator("deck-editor #back").click();
  await page.locator('deck-library li[data-deck="Red Deck Wins"] button.open').click();
  await page.locator("deck-editor #count-missing").waitFor();
  for (const [width, height] of [
    [1600, 1000],
    [1280, 800],
  ]) {
    await check(`${width}×${height}: the editor's search placeholder is whole and its counts do not wrap`, async () => {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const m = await page.evaluate(editorFit);
      assert(m !== null, "no deck editor open");
      console.log(`    placeholder ${m.text} px in ${m.room} px; ${m.spans} counts`);
      assert(
        m.text <= m.room && m.inWindow,
        `the search placeholder “${m.placeholder}” (${m.text} px) is cut to ${m.room} px`,
      );
      assert(m.wrapped.length === 0, `counts wrapped: ${m.wrapped.join(" | ")}`);
      await page.screenshot({ path: join(artifacts, `33-editor-${width}x${height}.png`) });
    });
  }
}
