import { BOROS_TOKENS, GRUUL_EARTHBEND, MONO_RED_HASTE } from "@fishbowl/cards";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../../../shared/eventually.js";
import { createEngineGameHost } from "../game/engine-game-host.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { GameCard } from "./game-card.js";
import type { GameTable } from "./game-table.js";
import "./game-table.js";

let el: GameTable | undefined;
afterEach(() => el?.remove());

/** Mounts a table; these tests go step by step, so auto-pass is off unless `autoPass` (game-table-play.test.ts covers it). */
async function mount(
  autoPass = false,
): Promise<{ table: GameTable; root: ShadowRoot; game: ReturnType<typeof createEngineGameHost> }> {
  localStorage.setItem("fishbowl.table.autoPass", autoPass ? "on" : "off");
  const host = createMemoryHost([
    { name: "Mono-Red Haste", text: MONO_RED_HASTE },
    { name: "Gruul Earthbend", text: GRUUL_EARTHBEND },
    { name: "Boros Tokens", text: BOROS_TOKENS },
  ]);
  const game = createEngineGameHost();
  el = document.createElement("game-table");
  el.host = host;
  el.game = game;
  document.body.append(el);
  await el.updateComplete;
  return { table: el, root: el.shadowRoot!, game };
}

const settle = async (table: GameTable) => {
  await new Promise((r) => setTimeout(r, 0));
  await table.updateComplete;
};

const card = (root: ShadowRoot, zone: string, name: string) =>
  root.querySelector<GameCard>(`#${zone} game-card[data-name="${name}"]`);
const click = async (table: GameTable, target: GameCard | HTMLElement | null) => {
  expect(target).not.toBeNull();
  const inner = (target as GameCard).shadowRoot?.querySelector<HTMLElement>(".card") ?? target!;
  inner.click();
  await settle(table);
  await settle(table);
};

describe("<game-table>", () => {
  it("offers a new game, opens the mulligan dialog and keeps", async () => {
    const { table, root, game } = await mount();
    expect(root.querySelector("#no-game")).not.toBeNull();
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await settle(table);
    const dialog = root.querySelector("decision-dialog")!;
    await dialog.updateComplete;
    expect(dialog.shadowRoot!.querySelectorAll("#opening-hand li")).toHaveLength(7);
    (dialog.shadowRoot!.querySelector("#keep") as HTMLButtonElement).click();
    await settle(table);
    expect(root.querySelector("decision-dialog")).toBeNull();
    // on the play, the keep goes on to the first main phase (no draw on turn 1, CR 103.8a)
    expect(game.record()!.actions).toEqual([
      { type: "choose", player: "you", options: ["keep"] },
      { type: "passUntil", player: "you", step: "main1" },
    ]);
    expect(game.view()!.step).toBe("main1");
    expect(root.querySelectorAll("#hand game-card")).toHaveLength(7);
  });

  it("highlights legal actions, plays a land and casts a creature by clicking, and shows refusals with their rules", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    await settle(table);
    expect(card(root, "hand", "Mountain")!.legal).toBe(true);
    expect(card(root, "hand", "Raging Goblin")!.legal).toBe(false); // no mana yet
    await click(table, card(root, "hand", "Raging Goblin"));
    expect(root.querySelector("#refusal")?.textContent).toMatch(/\d{3}\.\d/);
    expect(root.querySelector("game-log")!.refusals).toHaveLength(1);
    const before = game.record()!.actions.length;
    expect(before).toBe(2);
    await click(table, card(root, "hand", "Mountain"));
    expect(card(root, "lands", "Mountain")).not.toBeNull();
    expect(root.querySelector("#refusal")).toBeNull();
    await click(table, card(root, "hand", "Raging Goblin"));
    expect(root.querySelector("#stack li")?.textContent).toContain("Raging Goblin");
    (root.querySelector("#pass") as HTMLButtonElement).click();
    await settle(table);
    expect(card(root, "creatures", "Raging Goblin")).not.toBeNull();
    // Undo by keyboard twice: the Goblin goes back to the hand.
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "z", ctrlKey: true }));
    await settle(table);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "z", ctrlKey: true }));
    await settle(table);
    await eventually(() => expect(card(root, "hand", "Raging Goblin")).not.toBeNull());
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "y", ctrlKey: true }));
    await eventually(() => expect(root.querySelector("#stack li")?.textContent).toContain("Raging Goblin"));
  });

  it("asks which color a land that adds {R} or {G} adds when it is tapped by hand (CR 106.1a, 605.3b)", async () => {
    const { table, root, game } = await mount();
    await table.start({
      deckName: "Crags",
      deckText: "Deck\n30 Forest\n30 Rootbound Crag\n",
      seed: 5,
      onThePlay: true,
    });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    for (const name of ["Forest", "Rootbound Crag"]) {
      const id = game.view()!.players.you.hand.find((o) => o.name === name)!.id;
      await game.apply({ type: "manual", player: "you", op: { kind: "move", object: id, to: "battlefield" } });
    }
    await settle(table);
    const crag = card(root, "lands", "Rootbound Crag")!;
    expect(crag.tapped).toBe(false);
    expect(crag.legal).toBe(false); // mana abilities are not highlighted
    await click(table, crag);
    const dialog = root.querySelector("action-options-dialog")!;
    expect(dialog).not.toBeNull();
    await dialog.updateComplete;
    const buttons = [...dialog.shadowRoot!.querySelectorAll<HTMLButtonElement>("#mana-choice button")];
    expect(buttons.map((b) => b.id)).toEqual(["mana-R", "mana-G"]);
    buttons[1]!.click();
    await settle(table);
    await settle(table);
    expect(root.querySelector("action-options-dialog")).toBeNull();
    expect(game.record()!.actions.at(-1)).toEqual({
      type: "activate",
      player: "you",
      object: crag.object.id,
      ability: 0,
      mana: "G",
    });
    expect(game.view()!.players.you.manaPool).toEqual({ G: 1 });
    expect(card(root, "lands", "Rootbound Crag")!.tapped).toBe(true);
    // A land with one type of mana is tapped at once, without a question.
    await click(table, card(root, "lands", "Forest"));
    expect(root.querySelector("action-options-dialog")).toBeNull();
    expect(game.view()!.players.you.manaPool).toEqual({ G: 2 });
  });

  it("picks targets on the table and marks changed power/toughness (earthbend)", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Gruul Earthbend", deckText: GRUUL_EARTHBEND, seed: 381, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    for (const name of ["Forest", "Mountain", "Mountain", "Forest", "Forest"]) {
      const id = game.view()!.players.you.hand.find((o) => o.name === name)!.id;
      await game.apply({ type: "manual", player: "you", op: { kind: "move", object: id, to: "battlefield" } });
    }
    await settle(table);
    await click(table, card(root, "hand", "Earthbending Lesson"));
    expect(root.querySelector("#picking")).not.toBeNull();
    const lands = [...root.querySelectorAll<GameCard>("#lands game-card")];
    expect(lands.every((l) => l.targetable)).toBe(true);
    await click(table, lands.at(-1)!);
    (root.querySelector("#pass") as HTMLButtonElement).click();
    await settle(table);
    const bent = root.querySelector<GameCard>("#creatures game-card")!;
    await bent.updateComplete;
    expect(bent.object.power).toBe(4);
    expect(bent.shadowRoot!.querySelector(".stat.up")).not.toBeNull();
    expect(bent.shadowRoot!.querySelector(".badge.counter")?.textContent).toContain("+1/+1");
    // Four tapped lands, piled as they are identical (the untapped one apart).
    expect(
      [...root.querySelectorAll<GameCard>("#lands game-card[tapped]")].reduce(
        (n, c) => n + Math.max(1, c.pile.length),
        0,
      ),
    ).toBe(4);
  });

  it("picks any number of targets with a Done button (Twinflame with strive)", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Boros Tokens", deckText: BOROS_TOKENS, seed: 12, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    for (let i = 0; i < 7; i++)
      await game.apply({
        type: "manual",
        player: "you",
        op: {
          kind: "createToken",
          token: {
            name: "Mountain",
            colors: [],
            supertypes: ["Basic"],
            types: ["Land"],
            subtypes: ["Mountain"],
            power: null,
            toughness: null,
          },
        },
      });
    const alarm = game.view()!.players.you.hand.find((o) => o.name === "Raise the Alarm")!;
    expect((await game.apply({ type: "cast", player: "you", object: alarm.id })).ok).toBe(false); // needs white mana
    const plains = game.view()!.players.you.hand.find((o) => o.name === "Plains")!;
    await game.apply({ type: "playLand", player: "you", object: plains.id });
    expect((await game.apply({ type: "cast", player: "you", object: alarm.id })).ok).toBe(true);
    await game.apply({ type: "pass", player: "you" });
    await settle(table);
    // The two identical tokens are one pile of two.
    const pile = card(root, "creatures", "Soldier Token")!;
    expect(pile.pile).toHaveLength(2);
    await click(table, card(root, "hand", "Twinflame"));
    const done = root.querySelector("#done-picking") as HTMLButtonElement;
    expect(done).not.toBeNull();
    expect(card(root, "creatures", "Soldier Token")!.targetable).toBe(true);
    expect(root.querySelector<GameCard>("#lands game-card")!.targetable).toBe(false);
    // A click on the pile chooses one of its tokens: the chosen one is drawn apart (it differs now: chosen).
    await click(table, card(root, "creatures", "Soldier Token"));
    expect(
      [...root.querySelectorAll<GameCard>('#creatures game-card[data-name="Soldier Token"]')].map((c) => [
        c.selected,
        c.pile.length,
      ]),
    ).toEqual([
      [true, 0],
      [false, 0],
    ]);
    await click(table, root.querySelector<GameCard>('#creatures game-card[data-name="Soldier Token"]:not([selected])'));
    expect(root.querySelector("#done-picking")?.textContent).toContain("2 chosen");
    expect(root.querySelectorAll('#creatures game-card[data-name="Soldier Token"][selected]')).toHaveLength(1); // both chosen: one pile again
    await click(table, root.querySelector<GameCard>('#creatures game-card[data-name="Soldier Token"][selected]')); // one taken back
    expect(root.querySelector("#done-picking")?.textContent).toContain("1 chosen");
    await click(table, root.querySelector<GameCard>('#creatures game-card[data-name="Soldier Token"]:not([selected])'));
    expect(root.querySelector("#done-picking")?.textContent).toContain("2 chosen");
    (root.querySelector("#done-picking") as HTMLButtonElement).click();
    await settle(table);
    expect(root.querySelector("#picking")).toBeNull();
    expect(root.querySelector("#refusal")).toBeNull();
    (root.querySelector("#pass") as HTMLButtonElement).click();
    await settle(table);
    expect(game.view()!.battlefield.filter((o) => o.name === "Soldier Token")).toHaveLength(4);
  });

  it("sends manual tools as recorded actions", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await settle(table);
    (root.querySelector("#table-tools") as HTMLButtonElement).click();
    await settle(table);
    const tools = root.querySelector("manual-tools")!;
    await tools.updateComplete;
    const life = tools.shadowRoot!.querySelector("#life-value") as HTMLInputElement;
    life.value = "7";
    life.dispatchEvent(new InputEvent("input"));
    await tools.updateComplete;
    (tools.shadowRoot!.querySelector("#life-set") as HTMLButtonElement).click();
    await settle(table);
    expect(root.querySelector("#opponent-life")?.textContent).toBe("7");
    expect(game.record()!.actions.at(-1)).toEqual({
      type: "manual",
      player: "you",
      op: { kind: "setLife", target: "opponent", life: 7 },
    });
    expect(root.querySelector("manual-tools")).toBeNull();
    // A token with chosen characteristics.
    (root.querySelector("#table-tools") as HTMLButtonElement).click();
    await settle(table);
    const again = root.querySelector("manual-tools")!;
    await again.updateComplete;
    const name = again.shadowRoot!.querySelector("#token-name") as HTMLInputElement;
    name.value = "Beast";
    name.dispatchEvent(new InputEvent("input"));
    const power = again.shadowRoot!.querySelector("#token-power") as HTMLInputElement;
    power.value = "4";
    power.dispatchEvent(new InputEvent("input"));
    await again.updateComplete;
    (again.shadowRoot!.querySelector("#token-create") as HTMLButtonElement).click();
    await settle(table);
    const token = card(root, "creatures", "Beast")!;
    expect(token.object).toMatchObject({ token: true, power: 4, toughness: 1, colors: ["R"], subtypes: ["Goblin"] });
    // And the tools of one permanent: tap it, put a counter on it.
    token.shadowRoot!.querySelector<HTMLButtonElement>("button.tools")!.click();
    await settle(table);
    const own = root.querySelector("manual-tools")!;
    await own.updateComplete;
    own.shadowRoot!.querySelector<HTMLButtonElement>("#tap")!.click();
    await settle(table);
    expect(card(root, "creatures", "Beast")!.tapped).toBe(true);
    card(root, "creatures", "Beast")!.shadowRoot!.querySelector<HTMLButtonElement>("button.tools")!.click();
    await settle(table);
    await root.querySelector("manual-tools")!.updateComplete;
    root.querySelector("manual-tools")!.shadowRoot!.querySelector<HTMLButtonElement>("#counter-add")!.click();
    await settle(table);
    expect(card(root, "creatures", "Beast")!.object.power).toBe(5);
  });

  it("asks for the targets of an action that is not legal now, then shows why the engine refuses it", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 80, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    await settle(table);
    const bolt = card(root, "hand", "Lightning Bolt")!;
    expect(bolt.legal).toBe(false); // no land, no mana
    await click(table, bolt);
    expect(root.querySelector("#picking")).not.toBeNull();
    (root.querySelector("#opponent") as HTMLElement).click();
    await settle(table);
    await settle(table);
    expect(root.querySelector("#picking")).toBeNull();
    expect(root.querySelector("#refusal")?.textContent).toMatch(/mana/i);
    expect(root.querySelector("#opponent-life")?.textContent).toBe("20");
  });

  it("reports an engine failure without changing the game", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await settle(table);
    const apply = game.apply;
    game.apply = () => Promise.reject(new Error("boom"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await table.act({ type: "choose", player: "you", options: ["keep"] })).toBe(false);
    await settle(table);
    expect(root.querySelector("#table-problem")?.textContent).toContain("boom");
    expect(game.record()!.actions).toHaveLength(0);
    game.apply = apply;
    warn.mockRestore();
  });

  it("ignores its keys while hidden (another view is shown)", async () => {
    const { table, game } = await mount();
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await settle(table);
    table.hidden = true;
    window.dispatchEvent(new KeyboardEvent("keydown", { key: " " }));
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "z", ctrlKey: true }));
    await settle(table);
    expect(game.record()!.actions).toHaveLength(1);
    table.hidden = false;
    window.dispatchEvent(new KeyboardEvent("keydown", { key: " " }));
    await eventually(() => expect(game.record()!.actions).toHaveLength(2));
  });

  it("does not offer the autosave back while its game is running", async () => {
    const { table, root } = await mount();
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await table.host.autosave.save(table.game.record());
    table.remove();
    document.body.append(table);
    await settle(table);
    expect(root.querySelector("#saved-game")).toBeNull();
  });

  it("starts a deck with a catalog card the engine lacks from the form, and says it is not automated", async () => {
    const bear = {
      name: "Unautomated Test Bear",
      manaCost: "{1}{G}",
      manaValue: 2,
      typeLine: "Creature — Bear",
      oracleText: "Cumulative upkeep—Pay 1 life.",
      power: "2",
      toughness: "2",
      colors: ["G" as const],
      keywords: [],
      layout: "normal",
    };
    const host = createMemoryHost([{ name: "Bears", text: "Deck\n30 Forest\n30 Unautomated Test Bear\n" }], {
      catalog: {
        status: async () => ({ available: true, cards: 1, source: "test" }),
        search: async () => ({ ok: true, cards: [bear] }),
        lookup: async (names) => (names.includes("Unautomated Test Bear") ? [bear] : []),
        suggest: async () => [],
      },
    });
    el = document.createElement("game-table");
    el.host = host;
    el.game = createEngineGameHost();
    document.body.append(el);
    await el.updateComplete;
    const root = el.shadowRoot!;
    const form = root.querySelector("new-game-form")!;
    await eventually(() => expect(form.shadowRoot!.querySelector('#game-deck option[value="Bears"]')).not.toBeNull());
    await form.updateComplete;
    (form.shadowRoot!.querySelector("#start-game") as HTMLButtonElement).click();
    await eventually(() =>
      expect(root.querySelector("#not-automated")?.textContent).toContain("Unautomated Test Bear"),
    );
    await eventually(() => expect(root.querySelector("decision-dialog")).not.toBeNull());
  });
});
