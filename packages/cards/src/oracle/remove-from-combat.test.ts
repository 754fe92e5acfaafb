/**
 * "Whenever Gustcloak Sentinel becomes blocked, you may untap it and remove it from combat."
 * (CR 506.4: an effect that removes a creature from combat): it is no longer attacking, so it
 * deals and is dealt no combat damage (510.1), and the creature that blocked it stays a
 * blocking creature (509.1g).
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const sentinel: CatalogCard = {
  name: "Gustcloak Sentinel",
  manaCost: "{2}{W}{W}",
  manaValue: 4,
  typeLine: "Creature — Human Soldier",
  oracleText: "Whenever Gustcloak Sentinel becomes blocked, you may untap it and remove it from combat.",
  power: "3",
  toughness: "3",
  colors: ["W"],
  keywords: [],
  layout: "normal",
};
const registry = catalogRegistry([sentinel]);

function blocked(answer: "yes" | "no", steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name: `Gustcloak Sentinel, ${answer}`,
      rules: ["506.4", "509.1g"],
      setup: {
        turn: 3,
        active: "you",
        step: "main1",
        you: { battlefield: [{ card: "Gustcloak Sentinel", id: "sentinel" }] },
        opponent: { battlefield: [{ card: "Hill Giant", id: "giant" }] },
      },
      steps: [
        { do: "attack", attackers: ["sentinel"] },
        { do: "block", blocks: [{ blocker: "giant", attacker: "sentinel" }] },
        { expect: { stack: 1 } },
        { do: "resolve" },
        { do: "choose", options: [answer] },
        ...steps,
      ],
    },
    registry,
  );
}

describe('"remove it from combat" (CR 506.4)', () => {
  it('compiles the trigger whole: untap and removal under the one "you may"', () => {
    const c = compileCard(sentinel);
    expect(c.unautomated).toEqual([]);
    expect(JSON.stringify(c.definition.abilities)).toContain(
      '"then":[{"kind":"untap","what":{"kind":"self"}},{"kind":"removeFromCombat","what":{"kind":"self"}}]',
    );
  });

  it("untaps the Sentinel and takes it out of combat: no combat damage either way", () => {
    const r = blocked("yes", [
      { expect: { object: "sentinel", tapped: false, attacking: false } },
      { expect: { object: "giant", blocking: true } },
      { do: "advance", to: "end_of_combat" },
      { expect: { object: "sentinel", zone: "battlefield", damage: 0 } },
      { expect: { object: "giant", zone: "battlefield", damage: 0 } },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("stays in combat on a no", () => {
    const r = blocked("no", [
      { expect: { object: "sentinel", tapped: true, attacking: true } },
      { do: "advance", to: "end_of_combat" },
      { expect: { object: "giant", zone: "graveyard" } },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
