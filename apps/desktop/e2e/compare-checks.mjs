/**
 * End-to-end checks of the Stats view's Compare panel (issue 16), run by smoke.mjs in the same
 * page: a sample deck against itself (every pair the same: the interval is 0, it contains 0,
 * and the panel says so), then against a variant with four Raging Goblins swapped for
 * Mountains, whose figures must be those of the paired code `fishbowl compare` plays
 * (`playPairs` of @fishbowl/compare/play, computed here in Node on the same seeds), and the
 * second run reuses the first one's warm worker. Screenshot: artifacts/24-compare.png.
 */
import { join } from "node:path";
import { alignDecks, pairedInterval, differenceInWords } from "@fishbowl/compare";
import { playPairs } from "@fishbowl/compare/play";
import { MONO_RED_HASTE, parseDeck } from "@fishbowl/cards";

/** Mono-Red Haste with its four Raging Goblins swapped for four more Mountains. */
export const FEWER_GOBLINS = MONO_RED_HASTE.replace("Name Mono-Red Haste", "Name Fewer Goblins")
  .replace("20 Mountain", "24 Mountain")
  .replace("4 Raging Goblin\n", "");

const PAIRS = 300;

const names = (text) => parseDeck(text).main.flatMap((e) => Array.from({ length: e.count }, () => e.name));

/** Runs the compare checks; the helpers are smoke.mjs's. */
export async function compareChecks({ page, check, assert, artifacts }) {
  const compare = (selector) => page.locator(`stats-view compare-view ${selector}`);
  /** The view's warm worker: `keep` remembers it, otherwise whether it is still the one remembered. */
  const sameWorker = (keep) =>
    page.evaluate((keep) => {
      const view = document
        .querySelector("app-root")
        ?.shadowRoot?.querySelector("stats-view")
        ?.shadowRoot?.querySelector("compare-view");
      if (keep) window.__compareWorker = view?.worker;
      return view?.worker !== undefined && view?.worker === window.__compareWorker;
    }, keep);

  /** Picks the lists and the most pairs, runs the comparison and waits for its end; returns the verdict and interval. */
  async function runComparison(a, b) {
    await compare("#compare-a").selectOption(a);
    await compare("#compare-b").selectOption(b);
    await compare("#compare-max").fill(String(PAIRS));
    await compare("#compare-max").dispatchEvent("change");
    await compare("#compare-run").click();
    const stopped = compare("#compare-note").filter({ hasText: "stopped" });
    await stopped.or(compare("#compare-error")).waitFor();
    if ((await compare("#compare-error").count()) > 0)
      throw new Error(`the comparison failed: ${await compare("#compare-error").innerText()}`);
    const verdict = await compare("#verdict").innerText();
    const interval = compare("#compare-mean .interval");
    const low = Number(await interval.getAttribute("data-low"));
    const high = Number(await interval.getAttribute("data-high"));
    const note = await compare("#compare-note").innerText();
    return { verdict, low, high, note };
  }

  await check("compares a sample deck with itself on paired games: no difference, interval contains 0", async () => {
    await page.locator("#nav-decks").click();
    await page.locator("deck-library #paste-deck").click();
    await page.locator("deck-library #deck-name").fill("Fewer Goblins");
    await page.locator("deck-library #deck-text").fill(FEWER_GOBLINS);
    await page.locator('deck-library #deck-form button[type="submit"]').click();
    await page.locator("deck-editor #counts").filter({ hasText: "60 cards" }).waitFor();
    await page.locator("#nav-stats").click();
    await compare('#compare-b option[value="Fewer Goblins"]').waitFor({ state: "attached" });
    const r = await runComparison("Mono-Red Haste", "Mono-Red Haste");
    console.log(`    ${r.verdict} | ${r.note.replace(/\s+/g, " ")}`);
    assert(r.low <= 0 && r.high >= 0, `the interval of a list against itself excludes 0: ${r.low} to ${r.high}`);
    assert(/kill on the same turn in every game/.test(r.verdict), `verdict: ${r.verdict}`);
    assert(/stopped: the interval is within/.test(r.note), `a list against itself did not stop early: ${r.note}`);
    assert(await sameWorker(true), "no warm compare worker after a comparison");
  });

  await check("compares it with a variant: the figures of fishbowl compare's paired code, in words", async () => {
    const r = await runComparison("Mono-Red Haste", "Fewer Goblins");
    console.log(`    ${r.verdict} | ${r.note.replace(/\s+/g, " ")}`);
    const aligned = alignDecks(names(MONO_RED_HASTE), names(FEWER_GOBLINS));
    const job = (deck) => ({ deck, extraCards: {}, seed: 1, onThePlay: true, maxTurns: 20 });
    const t = playPairs(job(aligned.a), job(aligned.b), 0, PAIRS);
    const d = pairedInterval(t.pairs, t.killDiff, t.killDiff2);
    assert(
      r.verdict === differenceInWords(d),
      `the view says "${r.verdict}", the paired code "${differenceInWords(d)}"`,
    );
    assert(
      Math.abs(r.low - d.low) < 1e-9 && Math.abs(r.high - d.high) < 1e-9,
      `interval ${r.low}–${r.high}, expected ${d.low}–${d.high}`,
    );
    assert(
      /^List A kills \d\.\d\d turns sooner than list B/.test(r.verdict),
      `the variant is not slower: ${r.verdict}`,
    );
    assert(new RegExp(`${PAIRS} paired games`).test(r.note), `not ${PAIRS} pairs: ${r.note}`);
    assert(await sameWorker(false), "the second comparison did not reuse the warm worker");
    await page.screenshot({ path: join(artifacts, "24-compare.png"), fullPage: true });
  });
}
