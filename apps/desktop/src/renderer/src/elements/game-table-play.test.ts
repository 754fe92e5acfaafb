/**
 * The table's faster play and its guards: piles of identical permanents, attacking (a creature
 * that can't attack refused before it is chosen, "Attack with all"), auto-pass, the keyboard and
 * its help, the questions before a game in progress is replaced, and the faults of issue 15
 * (the mulligan dialog's focus and text, "(active)" before the first turn, mana symbols).
 */
import { MONO_RED_HASTE } from "@fishbowl/cards";
import type { TokenSpec } from "@fishbowl/engine";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { eventually } from "../../../shared/eventually.js";
import { gameFileText } from "../game/game-file.js";
import { createEngineGameHost } from "../game/engine-game-host.js";
import type { GameCard } from "./game-card.js";
import type { GameTable } from "./game-table.js";
import { mountTable, settle } from "./table-test-support.js";

const GOBLINS = "Deck\n30 Mountain\n30 Raging Goblin\n";

const mount = (autoPass = true) =>
  mountTable(
    [
      { name: "Mono-Red Haste", text: MONO_RED_HASTE },
      { name: "Goblins", text: GOBLINS },
    ],
    autoPass,
  );
const cardsOf = (root: ShadowRoot, selector: string) => [...root.querySelectorAll<GameCard>(selector)];
const click = async (table: GameTable, target: Element | null) => {
  expect(target).not.toBeNull();
  ((target as GameCard).shadowRoot?.querySelector<HTMLElement>(".card") ?? (target as HTMLElement)).click();
  await settle(table);
};
const button = (root: ShadowRoot, id: string) => root.querySelector<HTMLButtonElement>(`#${id}`)!;

/** Keeps seven, goes to the first main phase, and puts the named cards of the hand or library onto the battlefield. */
async function board(game: ReturnType<typeof createEngineGameHost>, names: readonly string[]) {
  await game.apply({ type: "choose", player: "you", options: ["keep"] });
  await game.apply({ type: "passUntil", player: "you", step: "main1" });
  for (const name of names) {
    const s = game.state!;
    const id = [...s.players.you.hand, ...s.players.you.library].find((x) => s.objects[x]!.card === name)!;
    await game.apply({ type: "manual", player: "you", op: { kind: "move", object: id, to: "battlefield" } });
  }
}

describe("<game-table> piles", () => {
  it("piles identical permanents with a count, and draws apart any that differ (tapped, counters)", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await board(game, ["Mountain", "Mountain", "Mountain"]);
    const goblin: TokenSpec = {
      name: "Goblin",
      colors: ["R" as const],
      types: ["Creature"],
      subtypes: ["Goblin"],
      power: 1,
      toughness: 1,
    };
    for (let i = 0; i < 6; i++)
      await game.apply({ type: "manual", player: "you", op: { kind: "createToken", token: goblin } });
    await settle(table);
    const tokens = () => cardsOf(root, '#creatures game-card[data-name="Goblin"]').map((c) => c.pile.length || 1);
    expect(tokens()).toEqual([6]);
    expect(
      root.querySelector('#creatures game-card[data-name="Goblin"]')!.shadowRoot!.querySelector(".count")?.textContent,
    ).toBe("×6");
    expect(cardsOf(root, "#lands game-card").map((c) => c.pile.length)).toEqual([3]);
    const ids = game
      .view()!
      .battlefield.filter((o) => o.name === "Goblin")
      .map((o) => o.id);
    await game.apply({ type: "manual", player: "you", op: { kind: "tap", object: ids[0]!, tapped: true } });
    await game.apply({
      type: "manual",
      player: "you",
      op: { kind: "counters", object: ids[1]!, counter: "+1/+1", delta: 1 },
    });
    await settle(table);
    expect(tokens().sort()).toEqual([1, 1, 4]);
  });

  it("never piles an attacking creature with one that is not, even when nothing else tells them apart (vigilance)", async () => {
    const { table, root, game } = await mount(false);
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await board(game, []);
    const guard: TokenSpec = {
      name: "Guard",
      colors: ["W" as const],
      types: ["Creature"],
      subtypes: ["Soldier"],
      power: 1,
      toughness: 1,
      keywords: ["Vigilance", "Haste"],
    };
    for (let i = 0; i < 3; i++)
      await game.apply({ type: "manual", player: "you", op: { kind: "createToken", token: guard } });
    await game.apply({ type: "passUntil", player: "you", step: "declare_attackers" });
    const first = game.view()!.battlefield.find((o) => o.name === "Guard")!.id;
    await game.apply({ type: "declareAttackers", player: "you", attackers: [first] });
    await settle(table);
    const guards = cardsOf(root, '#creatures game-card[data-name="Guard"]');
    expect(guards.map((c) => [c.attacking, c.pile.length || 1])).toEqual([
      [true, 1],
      [false, 2],
    ]);
    expect(guards[0]!.shadowRoot!.querySelector(".badge.attacking")).not.toBeNull();
  });
});

describe("<game-table> attacking", () => {
  it("refuses a summoning-sick creature before it is chosen, with the engine's reason as its tooltip", async () => {
    const { table, root, game } = await mount(false);
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await board(game, ["Raging Goblin", "Young Pyromancer"]);
    await settle(table);
    button(root, "to-combat").click();
    await settle(table);
    const pyromancer = root.querySelector<GameCard>('#creatures game-card[data-name="Young Pyromancer"]')!;
    expect(pyromancer.unable).toBe(true);
    expect(pyromancer.shadowRoot!.querySelector(".card")!.getAttribute("title")).toMatch(/302\.6/);
    await click(table, pyromancer);
    expect(root.querySelector<GameCard>('#creatures game-card[data-name="Young Pyromancer"]')!.selected).toBe(false);
    expect(root.querySelector("#refusal")?.textContent).toMatch(/no haste.*508\.1a.*302\.6/s);
    expect(root.querySelector("game-log")!.refusals.at(-1)?.text).toMatch(/302\.6/);
    // The Goblin (haste) can be chosen, and the declaration goes through with it alone.
    await click(table, root.querySelector('#creatures game-card[data-name="Raging Goblin"]'));
    expect(root.querySelector("#attack")?.textContent).toContain("Attack with 1");
    button(root, "attack").click();
    await settle(table);
    expect(root.querySelector("#refusal")).toBeNull();
    expect(game.state!.combat?.attackers.map((a) => game.state!.objects[a.attacker]!.card)).toEqual(["Raging Goblin"]);
  });

  it("attacks with every creature that can in one click, on to combat damage when there is no trick to cast (auto-pass)", async () => {
    const { table, root, game } = await mount(true);
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await board(game, ["Raging Goblin", "Raging Goblin", "Raging Goblin", "Raging Goblin", "Raging Goblin"]);
    await settle(table);
    const before = game.record()!.actions.length;
    button(root, "attack-all").click();
    await eventually(() => expect(root.querySelector("#opponent-life")?.textContent).toBe("15"));
    expect(game.view()!.step).toBe("combat_damage");
    // The attackers are tapped (CR 508.1f), and drawn so: sideways, marked attacking.
    await settle(table);
    const attackers = cardsOf(root, '#creatures game-card[data-name="Raging Goblin"]');
    expect(attackers.map((c) => [c.tapped, c.attacking, c.pile.length])).toEqual([[true, true, 5]]);
    expect(attackers[0]!.getBoundingClientRect().width).toBeGreaterThan(attackers[0]!.getBoundingClientRect().height);
    // One undo step takes the whole attack back.
    await table.undo();
    await settle(table);
    expect(game.record()!.actions).toHaveLength(before);
    expect(root.querySelector("#opponent-life")?.textContent).toBe("20");
  });

  it("stops after attacking when an instant could be cast, and To damage deals the damage", async () => {
    const { table, root, game } = await mount(true);
    await table.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await board(game, ["Raging Goblin", "Gut Shot"]);
    await game.apply({
      type: "manual",
      player: "you",
      op: { kind: "move", object: game.view()!.battlefield.find((o) => o.name === "Gut Shot")!.id, to: "hand" },
    });
    await settle(table);
    button(root, "attack-all").click();
    await eventually(() => expect(game.view()!.step).toBe("declare_attackers"));
    await settle(table);
    expect(button(root, "to-damage").disabled).toBe(false);
    button(root, "to-damage").click();
    await eventually(() => expect(root.querySelector("#opponent-life")?.textContent).toBe("19"));
  });
});

describe("<game-table> auto-pass", () => {
  it("resolves your own spell at once when on, in the cast's undo step, and leaves it on the stack when off (P switches)", async () => {
    const { table, root, game } = await mount(true);
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await board(game, ["Mountain"]);
    await settle(table);
    await click(table, root.querySelector('#hand game-card[data-name="Raging Goblin"]'));
    await eventually(() =>
      expect(root.querySelectorAll('#creatures game-card[data-name="Raging Goblin"]')).toHaveLength(1),
    );
    expect(game.view()!.stack).toHaveLength(0);
    await table.undo();
    await settle(table);
    expect(game.view()!.battlefield.some((o) => o.name === "Raging Goblin")).toBe(false);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "p" }));
    await settle(table);
    expect(root.querySelector<HTMLInputElement>("#auto-pass")!.checked).toBe(false);
    expect(localStorage.getItem("fishbowl.table.autoPass")).toBe("off");
    await click(table, root.querySelector('#hand game-card[data-name="Raging Goblin"]'));
    expect(root.querySelector("#stack li")?.textContent).toContain("Raging Goblin");
  });
});

describe("<game-table> keyboard", () => {
  it("lists every key in a help overlay opened with ?, and plays by key: a digit casts a hand card, A attacks with all", async () => {
    const { table, root, game } = await mount(true);
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await board(game, ["Mountain", "Raging Goblin"]);
    await settle(table);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "?" }));
    await settle(table);
    const help = root.querySelector("table-help")!;
    const keys = [...help.shadowRoot!.querySelectorAll("#keys th")].map((th) => th.textContent);
    expect(keys).toEqual(expect.arrayContaining(["Space", "A", "S", "N", "1 … 9, 0", "Ctrl+Z", "?"]));
    expect(help.shadowRoot!.activeElement?.id).toBe("help-close");
    await userEvent.keyboard("{Escape}");
    await settle(table);
    expect(root.querySelector("table-help")).toBeNull();
    // T opens the manual tools, which take the focus; Escape closes them.
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "t" }));
    await settle(table);
    const tools = root.querySelector("manual-tools")!;
    expect(tools.shadowRoot!.activeElement).not.toBeNull();
    await userEvent.keyboard("{Escape}");
    await settle(table);
    expect(root.querySelector("manual-tools")).toBeNull();
    const goblinAt = game.view()!.players.you.hand.findIndex((o) => o.name === "Raging Goblin");
    window.dispatchEvent(new KeyboardEvent("keydown", { key: String(goblinAt + 1) }));
    await eventually(() => expect(game.view()!.battlefield.filter((o) => o.name === "Raging Goblin")).toHaveLength(2));
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    await eventually(() => expect(game.view()!.players.opponent.life).toBe(18));
  });
});

describe("<game-table> drag and drop", () => {
  it("plays a card of the hand dropped on the board", async () => {
    const { table, root, game } = await mount(true);
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await board(game, []);
    await settle(table);
    const mountain = root.querySelector<GameCard>('#hand game-card[data-name="Mountain"]')!;
    const id = mountain.object.id;
    const data = new DataTransfer();
    mountain
      .shadowRoot!.querySelector(".card")!
      .dispatchEvent(new DragEvent("dragstart", { dataTransfer: data, bubbles: true, composed: true }));
    const over = new DragEvent("dragover", { dataTransfer: data, bubbles: true, cancelable: true });
    root.querySelector("table-battlefield")!.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    root
      .querySelector("table-battlefield")!
      .dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    await eventually(() => expect(game.view()!.battlefield.map((o) => o.name)).toEqual(["Mountain"]));
    expect(game.record()!.actions.at(-1)).toMatchObject({ type: "playLand", object: id });
  });
});

describe("<game-table> preview", () => {
  it("shows the large preview only while its card is under the pointer (a card gone or redrawn takes it away)", async () => {
    const { table, root, game } = await mount(true);
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await board(game, []);
    await settle(table);
    const card = root.querySelector<GameCard>("#hand game-card")!;
    await userEvent.hover(card);
    await settle(table);
    expect(root.querySelector("#card-preview card-face")).not.toBeNull();
    const box = card.getBoundingClientRect();
    const preview = root.querySelector("#card-preview")!.getBoundingClientRect();
    expect(
      preview.right <= box.left || preview.left >= box.right || preview.bottom <= box.top || preview.top >= box.bottom,
    ).toBe(true);
    // A preview asked for a card the pointer is not on (as a stale event would) is dropped.
    root.querySelector<GameCard>("#hand game-card:last-of-type")!.dispatchEvent(
      new CustomEvent("card-preview", {
        detail: { id: game.view()!.players.you.hand.at(-1)!.id, rect: box },
        bubbles: true,
        composed: true,
      }),
    );
    await settle(table);
    expect(root.querySelector("#card-preview")).toBeNull();
  });
});

describe("<game-table> guards", () => {
  it("asks before a new game replaces a game in progress, and keeps it on Cancel", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await settle(table);
    const form = root.querySelector("new-game-form")!;
    await eventually(() =>
      expect(form.shadowRoot!.querySelector<HTMLButtonElement>("#start-game")!.disabled).toBe(false),
    );
    form.shadowRoot!.querySelector<HTMLButtonElement>("#start-game")!.click();
    await eventually(() => expect(root.querySelector("confirm-dialog")).not.toBeNull());
    const ask = root.querySelector("confirm-dialog")!;
    await ask.updateComplete;
    expect(ask.shadowRoot!.activeElement?.id).toBe("confirm-cancel");
    ask.shadowRoot!.querySelector<HTMLButtonElement>("#confirm-cancel")!.click();
    await settle(table);
    expect(root.querySelector("confirm-dialog")).toBeNull();
    expect(game.record()!.actions).toHaveLength(1);
    form.shadowRoot!.querySelector<HTMLButtonElement>("#start-game")!.click();
    await eventually(() => expect(root.querySelector("confirm-dialog")).not.toBeNull());
    root.querySelector("confirm-dialog")!.shadowRoot!.querySelector<HTMLButtonElement>("#confirm-ok")!.click();
    await eventually(() => expect(game.record()!.actions).toHaveLength(0));
  });

  it("asks before a game file replaces a game in progress, then shows the opened game's deck, seed and side in the form", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    const other = createEngineGameHost();
    await other.start({
      deckName: "From a bug report",
      deckText: "Deck\n40 Mountain\n20 Raging Goblin\n",
      seed: 4242,
      onThePlay: false,
    });
    await table.loadGameFile(gameFileText(other.record()!), "report");
    await settle(table);
    expect(root.querySelector("confirm-dialog")?.getAttribute("heading")).toBe("Open “report”?");
    expect(game.record()!.setup.seed).toBe(3);
    root.querySelector("confirm-dialog")!.shadowRoot!.querySelector<HTMLButtonElement>("#confirm-ok")!.click();
    await eventually(() => expect(game.record()!.setup.seed).toBe(4242));
    const form = root.querySelector("new-game-form")!;
    await form.updateComplete;
    const f = form.shadowRoot!;
    expect(f.querySelector<HTMLSelectElement>("#game-deck")!.value).toBe("From a bug report");
    expect(f.querySelector<HTMLInputElement>("#game-seed")!.value).toBe("4242");
    expect(f.querySelector<HTMLInputElement>("#on-draw")!.checked).toBe(true);
  });
});

describe("<game-table> faults of issue 15", () => {
  it("the mulligan dialog takes the focus and keeps it after a mulligan, and says what Keep does", async () => {
    const { table, root } = await mount();
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: false });
    await settle(table);
    const dialog = root.querySelector("decision-dialog")!;
    await dialog.updateComplete;
    expect(dialog.shadowRoot!.activeElement?.id).toBe("keep");
    // Tab stays inside the dialog (the rest of the page is inert while it is open).
    await userEvent.tab();
    await userEvent.tab();
    expect(["keep", "mulligan"]).toContain(dialog.shadowRoot!.activeElement?.id);
    expect(root.querySelector("#you-mark")?.textContent).toBe("choosing a hand");
    expect(root.querySelector("#opponent-mark")).toBeNull(); // no "(active)" goldfish before the first turn
    await userEvent.keyboard("m");
    await settle(table);
    await dialog.updateComplete;
    expect(dialog.shadowRoot!.activeElement?.id).toBe("keep");
    expect(dialog.shadowRoot!.querySelector("#keep")?.textContent).toMatch(/Keep 6/);
    expect(dialog.shadowRoot!.querySelector("#mulligan-text")?.textContent).toMatch(
      /choose 1 of these 7 cards to put on the bottom of your library and keep the other 6/,
    );
    await userEvent.keyboard("{Enter}");
    await settle(table);
    expect(root.querySelector("decision-dialog")?.decision.kind).toBe("bottom");
  });

  it("draws the mana pool and the mana of a refusal as symbols", async () => {
    const { table, root, game } = await mount(false);
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await board(game, ["Mountain"]);
    const mountain = game.view()!.battlefield.find((o) => o.name === "Mountain")!;
    await game.apply({ type: "activate", player: "you", object: mountain.id, ability: 0 });
    await settle(table);
    const pool = root.querySelector("#mana-pool")!;
    expect(pool.querySelector("i.ms-r")).not.toBeNull();
    expect(pool.textContent?.trim()).toBe("");
    expect(pool.closest("[aria-label]")?.getAttribute("aria-label")).toContain("mana pool 1 R");
    // A refusal naming mana ("Not enough mana to pay {R}…", the pool spent) draws its symbols, over the board and in the log.
    await table.undo(); // the mana
    await table.undo(); // the Mountain: no mana left at all
    await settle(table);
    await click(table, root.querySelector('#hand game-card[data-name="Raging Goblin"]'));
    const refusal = root.querySelector("#refusal .message")!;
    expect(refusal.textContent).toMatch(/Not enough mana to pay/);
    expect(refusal.querySelector("i.ms-r")).not.toBeNull();
    expect(refusal.textContent).not.toContain("{R}");
    const log = root.querySelector("game-log")!;
    await log.updateComplete;
    expect(log.shadowRoot!.querySelector("li.refusal i.ms-r")).not.toBeNull();
    expect(log.shadowRoot!.querySelector("li.refusal")?.textContent).not.toContain("{R}");
  });
});

describe("<game-table> first turn", () => {
  it("keeping the opening hand on the play stops in the first main phase (no draw on turn 1, CR 103.8a), as later turns do", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await settle(table);
    await eventually(() => expect(root.querySelector("decision-dialog")).not.toBeNull());
    const dialog = root.querySelector("decision-dialog")!;
    dialog.shadowRoot!.querySelector<HTMLButtonElement>("#keep")!.click();
    await settle(table);
    await eventually(() => expect(game.view()!.step).toBe("main1"));
    expect(game.view()!.players.you.hand.length).toBe(7);
  });

  it("a disabled primary button (Attack with all) has the disabled look, not the bright green", async () => {
    const { table, root } = await mount();
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await settle(table);
    const attack = button(root, "attack-all");
    expect(attack.disabled).toBe(true);
    expect(getComputedStyle(attack).backgroundColor).toBe(getComputedStyle(button(root, "pass")).backgroundColor);
  });
});
