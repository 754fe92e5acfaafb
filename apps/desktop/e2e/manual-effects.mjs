/**
 * End-to-end checks of the manual tools for cards the engine does not automate (issue 15, B1
 * and B2), run by smoke.mjs in the same page: a game file whose deck has two catalog cards
 * the engine plays as manual — Hickory Woodlot (a mana ability, "{T}, remove a depletion
 * counter: Add {G}{G}") and Wild Might (a pump spell) — with Woodlot and a Raging Goblin on
 * the battlefield and Wild Might in hand. Woodlot's manual tools add {G}{G} to the pool, which
 * pays for Wild Might; as the spell resolves the table says to apply it by hand; the "+N/+N
 * until end of turn" tool makes the Goblin 5/5, and undo takes each step back.
 * Screenshots: artifacts/40-add-mana.png, 41-apply-by-hand.png.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { builtinRegistry } from "@fishbowl/cards";
import { apply, replay } from "@fishbowl/engine";
import { gameFileOf, writeGameFile } from "@fishbowl/game-file";
import { openGameFile } from "./game-file-builder.mjs";

const WOODLOT_TEXT =
  "Hickory Woodlot enters the battlefield tapped with two depletion counters on it.\n{T}, Remove a depletion counter from Hickory Woodlot: Add {G}{G}. If there are no depletion counters on Hickory Woodlot, sacrifice it.";
const WILD_MIGHT_TEXT =
  "Target creature gets +1/+1 until end of turn. That creature gets an additional +4/+4 until end of turn unless any player pays {2}.";
const TITANIC_TEXT = "Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and lifelink.";
/** The cards as the catalog compiles them: definitions the engine plays as manual (their text not compiled). */
const EXTRA = {
  "Hickory Woodlot": {
    name: "Hickory Woodlot",
    manaCost: null,
    types: ["Land"],
    oracleText: WOODLOT_TEXT,
    automated: false,
    unautomated: WOODLOT_TEXT.split("\n"),
  },
  "Wild Might": {
    name: "Wild Might",
    manaCost: "{1}{G}",
    types: ["Instant"],
    colors: ["G"],
    oracleText: WILD_MIGHT_TEXT,
    automated: false,
    unautomated: [WILD_MIGHT_TEXT],
  },
  // a seven-symbol cost, for the layout checks (trial-fixes2.mjs)
  "Titanic Ultimatum": {
    name: "Titanic Ultimatum",
    manaCost: "{R}{R}{G}{G}{G}{W}{W}",
    types: ["Sorcery"],
    colors: ["W", "R", "G"],
    oracleText: TITANIC_TEXT,
    automated: false,
    unautomated: [TITANIC_TEXT],
  },
};

/** The game file: Woodlot (with two depletion counters) and Raging Goblin on the battlefield, Wild Might in hand, your first main phase. */
export function manualEffectsFile(seed = 3) {
  const deck = [
    ...Array(4).fill("Hickory Woodlot"),
    ...Array(4).fill("Wild Might"),
    ...Array(4).fill("Raging Goblin"),
    "Titanic Ultimatum",
    ...Array(27).fill("Forest"),
  ];
  const setup = { deck, seed, onThePlay: true, extraCards: EXTRA };
  let state = replay(setup, [], builtinRegistry);
  const actions = [];
  const act = (action) => {
    const r = apply(state, action, builtinRegistry);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    actions.push(action);
  };
  const find = (name) =>
    [...state.players.you.hand, ...state.players.you.library].find((x) => state.objects[x].card === name);
  act({ type: "choose", player: "you", options: ["keep"] });
  act({ type: "passUntil", player: "you", step: "main1" });
  for (const name of ["Hickory Woodlot", "Raging Goblin"])
    act({ type: "manual", player: "you", op: { kind: "move", object: find(name), to: "battlefield" } });
  const woodlot = state.battlefield.find((x) => state.objects[x].card === "Hickory Woodlot");
  act({ type: "manual", player: "you", op: { kind: "counters", object: woodlot, counter: "depletion", delta: 2 } });
  for (const name of ["Wild Might", "Titanic Ultimatum"])
    if (!state.players.you.hand.some((x) => state.objects[x].card === name))
      act({ type: "manual", player: "you", op: { kind: "move", object: find(name), to: "hand" } });
  return writeGameFile(gameFileOf(setup, actions, "Woodlot Might"));
}

/** Runs the checks; the helpers are smoke.mjs's (`table(selector)` locates inside the game table). */
export async function manualEffectsChecks({ page, check, assert, artifacts, table, handCard }) {
  const file = join(artifacts, "manual-effects.json");
  writeFileSync(file, manualEffectsFile());
  const goblinPT = () => table('#creatures game-card[data-name="Raging Goblin"] .pt').first().innerText();

  await check(
    "adds a manual mana ability's mana (Hickory Woodlot: {G}{G}) to the pool and casts a spell with it",
    async () => {
      await page.setViewportSize({ width: 1600, height: 1000 });
      await page.locator("#nav-table").click();
      const woodlot = table('#lands game-card[data-name="Hickory Woodlot"]');
      await openGameFile(page, table, file, '#lands game-card[data-name="Hickory Woodlot"]');
      await page.screenshot({ path: join(artifacts, "39-manual-cards.png") });
      if (await table("#auto-pass").isChecked()) await table("#auto-pass").uncheck();
      await woodlot.hover();
      await woodlot.locator("button.tools").click();
      await table('manual-tools effect-tools button.suggested[data-mana="GG"]').waitFor();
      await page.screenshot({ path: join(artifacts, "40-add-mana.png") });
      // the cost by hand: tap it, remove a depletion counter
      await table("manual-tools #tap").click();
      await woodlot.hover();
      await woodlot.locator("button.tools").click();
      await table('manual-tools [data-counter="depletion"] button[aria-label="Remove a depletion counter"]').click();
      await table('manual-tools effect-tools button.suggested[data-mana="GG"]').click();
      await table("#mana-pool").waitFor();
      const pool = await table("#mana-pool").getAttribute("title");
      assert(pool === "Mana pool: 2 G", `the pool is ${pool}`);
      const log = (await table("game-log li").allInnerTexts()).join("\n");
      assert(
        /Manually added\s+to the mana pool \(Hickory Woodlot\)/.test(log) /* {G}{G} drawn as symbols */,
        `the log does not say so:\n${log.slice(-300)}`,
      );
      await handCard("Wild Might").click();
      await table("#stack li").filter({ hasText: "Wild Might" }).waitFor();
      assert((await table("#mana-pool").count()) === 0, "the pool still has mana after paying {1}{G}");
    },
  );

  await check(
    "says to apply a manual spell's effect by hand as it resolves (Wild Might), naming it and its text",
    async () => {
      await table("#pass:not([disabled])").click();
      const notice = table('#apply-by-hand .by-hand[data-name="Wild Might"]');
      await notice.waitFor();
      const text = await notice.innerText();
      assert(/apply its effect by hand/.test(text) && text.includes("additional +4/+4"), `the notice says: ${text}`);
      await page.screenshot({ path: join(artifacts, "41-apply-by-hand.png") });
      await table("#by-hand-done").click();
      assert((await table("#apply-by-hand").count()) === 0, "the notice stays after Done");
    },
  );

  await check("gives a creature +4/+4 until end of turn with the manual tools, and undo takes it back", async () => {
    const before = await goblinPT();
    const goblin = table('#creatures game-card[data-name="Raging Goblin"]').first();
    await goblin.hover();
    await goblin.locator("button.tools").click();
    await table("manual-tools #pump-power").fill("4");
    await table("manual-tools #pump-toughness").fill("4");
    await table("manual-tools #pump").click();
    await page.waitForFunction(
      () =>
        document
          .querySelector("app-root")
          ?.shadowRoot?.querySelector("game-table")
          ?.shadowRoot?.querySelector('#creatures game-card[data-name="Raging Goblin"]')
          ?.shadowRoot?.querySelector(".pt")
          ?.textContent?.replace(/\s/g, "") === "5/5",
    );
    assert(before.replace(/\s/g, "") === "1/1", `the Goblin was ${before}`);
    await page.keyboard.press("Control+z");
    await page.waitForFunction(
      () =>
        document
          .querySelector("app-root")
          ?.shadowRoot?.querySelector("game-table")
          ?.shadowRoot?.querySelector('#creatures game-card[data-name="Raging Goblin"]')
          ?.shadowRoot?.querySelector(".pt")
          ?.textContent?.replace(/\s/g, "") === "1/1",
    );
  });
}
