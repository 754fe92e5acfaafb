import { MONO_RED_HASTE } from "@fishbowl/cards";
import { afterEach, describe, expect, it } from "vitest";
import { createEngineGameHost } from "../game/engine-game-host.js";
import type { GameCard } from "./game-card.js";
import type { CardMarks, PlayerClickDetail, ViewerOpenDetail } from "./table-zones.js";
import "./table-zones.js";

afterEach(() => document.body.replaceChildren());

/** A game after keeping, with a Mountain and a Raging Goblin put onto the battlefield. */
async function game() {
  const g = createEngineGameHost();
  await g.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
  await g.apply({ type: "choose", player: "you", options: ["keep"] });
  for (const name of ["Mountain", "Raging Goblin"]) {
    const id = g.view()!.players.you.hand.find((o) => o.name === name)!.id;
    await g.apply({ type: "manual", player: "you", op: { kind: "move", object: id, to: "battlefield" } });
  }
  return g.view()!;
}

describe("table zones", () => {
  it("render into the page around them (no shadow root) and sort the battlefield into creatures and lands, marked as told", async () => {
    const view = await game();
    const goblin = view.battlefield.find((o) => o.name === "Raging Goblin")!;
    const marks: CardMarks = {
      legal: new Set([goblin.id]),
      targetable: (id) => id === goblin.id,
      selected: () => false,
    };
    const battlefield = document.createElement("table-battlefield");
    battlefield.view = view;
    battlefield.marks = marks;
    document.body.append(battlefield);
    await battlefield.updateComplete;
    expect(battlefield.shadowRoot).toBeNull();
    const card = document.querySelector<GameCard>('#creatures game-card[data-name="Raging Goblin"]')!;
    expect(card.legal && card.targetable).toBe(true);
    expect(document.querySelector('#lands game-card[data-name="Mountain"]')).not.toBeNull();
    expect(document.querySelector("#goldfish-permanents")).toBeNull();
  });

  it("say which player and which pile were clicked", async () => {
    const view = await game();
    const player = document.createElement("table-player");
    player.view = view;
    player.player = "opponent";
    const piles = document.createElement("table-piles");
    piles.view = view;
    document.body.append(player, piles);
    await player.updateComplete;
    await piles.updateComplete;
    const heard: unknown[] = [];
    document.body.addEventListener("player-click", (e) => heard.push((e as CustomEvent<PlayerClickDetail>).detail));
    document.body.addEventListener("viewer-open", (e) => heard.push((e as CustomEvent<ViewerOpenDetail>).detail));
    document.querySelector<HTMLElement>("#opponent")!.click();
    document.querySelector<HTMLElement>("#exile-open")!.click();
    expect(heard).toEqual([{ player: "opponent" }, { pile: "exile" }]);
    expect(document.querySelector("#opponent-life")?.textContent).toBe("20");
  });
});
