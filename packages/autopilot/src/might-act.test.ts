/**
 * `mightAct` (might-act.ts) says "nothing to do" only when the autopilot would do nothing: on
 * every main phase and combat step of sample-deck and random-deck games, a false answer is
 * checked against what `mainPhaseAction` / `combatAction` choose after asking the engine
 * (`legalActions`). And the colors of a cost count: a red spell with only a Forest untapped.
 */
import { describe, expect, it } from "vitest";
import { applyInPlace, legalActions, newGame, type CardRegistry, type GameState } from "@fishbowl/engine";
import { builtinCardNames, builtinRegistry, parseDeck, sampleDecks } from "@fishbowl/cards";
import { chooseAction, gameSeed } from "./index.js";
import { mainPhaseAction } from "./casting.js";
import { combatAction } from "./combat.js";
import { mightAct } from "./might-act.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

/** Counts of the states checked: `skipped` where mightAct said no, `byColor` where only the colors said no. */
interface Tally {
  checked: number;
  skipped: number;
  byColor: number;
}

/** Plays one game, checking every state where the autopilot asks mightAct before acting. */
function checkGame(deck: string[], seed: number, onThePlay: boolean, tally: Tally, registry: CardRegistry): void {
  const s: GameState = newGame({ deck, seed, onThePlay }, registry);
  for (let n = 0; n < 2000 && !s.winner && s.turn <= 24; n++) {
    const mine = !s.pending && s.priority === "you" && s.active === "you" && s.stack.length === 0;
    const moment =
      s.step === "main1" || s.step === "main2"
        ? s.step
        : (s.step === "declare_attackers" || s.step === "declare_blockers") && (s.combat?.attackers.length ?? 0) > 0
          ? "combat"
          : null;
    if (mine && moment) {
      tally.checked++;
      if (!mightAct(s, registry, moment)) {
        tally.skipped++;
        if (mightAct(s, registry, moment, false)) tally.byColor++;
        const chosen =
          moment === "combat" ? combatAction(s, registry) : mainPhaseAction(s, registry, moment === "main1");
        expect(chosen, `${moment} of turn ${s.turn}: mightAct said no`).toBeNull();
      }
    }
    const a = chooseAction(s, registry);
    if (!a || !applyInPlace(s, a, registry).ok) break;
  }
}

describe("mightAct", () => {
  it("never says no where the autopilot would act (sample decks and random decks of the built-in pool)", () => {
    const tally: Tally = { checked: 0, skipped: 0, byColor: 0 };
    for (const sample of sampleDecks) {
      const parsed = parseDeck(sample.text);
      const deck = parsed.main.flatMap((e) => Array<string>(e.count).fill(e.name));
      for (let i = 0; i < 40; i++) checkGame(deck, gameSeed(3, i), i % 2 === 0, tally, builtinRegistry);
    }
    const basics = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
    const spells = builtinCardNames().filter((n) => !basics.includes(n));
    let x = 777;
    const rnd = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return (x >>> 8) % n;
    };
    for (let d = 0; d < 30; d++) {
      const deck = [
        ...Array.from({ length: 24 }, () => basics[rnd(5)]!),
        ...Array.from({ length: 36 }, () => spells[rnd(spells.length)]!),
      ];
      for (let g = 0; g < 3; g++) checkGame(deck, gameSeed(d, g), g % 2 === 0, tally, builtinRegistry);
    }
    // the check covered states where the colors alone said no
    expect(tally.checked).toBeGreaterThan(1000);
    expect(tally.byColor).toBeGreaterThan(50);
  });

  it("counts a red spell castable only if an untapped source or the pool could give red", () => {
    const forest = board(testCards, {
      step: "main2",
      you: { hand: ["Zap"], battlefield: ["Forest"], library: ["Forest"] },
    }).state;
    expect(mightAct(forest, testCards, "main2")).toBe(false);
    expect(mightAct(forest, testCards, "main2", false)).toBe(true); // by mana count alone
    expect(legalActions(forest, "you", testCards).some((a) => a.type === "cast")).toBe(false);
    const mountain = board(testCards, {
      step: "main2",
      you: { hand: ["Zap"], battlefield: ["Forest", "Mountain"], library: ["Forest"] },
    }).state;
    expect(mightAct(mountain, testCards, "main2")).toBe(true);
    const tapped = board(testCards, {
      step: "main2",
      you: { hand: ["Zap"], battlefield: ["Forest", { card: "Mountain", tapped: true }], library: ["Forest"] },
    }).state;
    expect(mightAct(tapped, testCards, "main2")).toBe(false);
    tapped.players.you.manaPool = { R: 1 };
    expect(mightAct(tapped, testCards, "main2")).toBe(true); // red in the pool
  });
});
