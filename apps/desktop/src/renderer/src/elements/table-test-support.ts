/**
 * Set-up shared by the table's browser tests: a `<game-table>` mounted over in-memory decks and
 * the engine game host, removed again after each test, and a wait for its updates to settle.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { afterEach } from "vitest";
import { createEngineGameHost } from "../game/engine-game-host.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { GameTable } from "./game-table.js";
import "./game-table.js";

/** A mounted table: the element, its shadow root and the game host it plays on. */
export interface MountedTable {
  table: GameTable;
  root: ShadowRoot;
  game: ReturnType<typeof createEngineGameHost>;
}

let mounted: GameTable | undefined;
afterEach(() => {
  mounted?.remove();
  mounted = undefined;
});

/**
 * Mounts a table (removed after the test) whose library holds `decks` (name and list text);
 * `autoPass` sets the stored auto-pass preference first.
 */
export async function mountTable(decks: { name: string; text: string }[], autoPass: boolean): Promise<MountedTable> {
  localStorage.setItem("fishbowl.table.autoPass", autoPass ? "on" : "off");
  const table = document.createElement("game-table");
  table.host = createMemoryHost(decks);
  const game = createEngineGameHost();
  table.game = game;
  document.body.append(table);
  mounted = table;
  await table.updateComplete;
  return { table, root: table.shadowRoot!, game };
}

/** Lets the table's pending work run: three rounds of a macrotask then its update. */
export async function settle(table: GameTable): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await table.updateComplete;
  }
}

/** Kindle, a card the engine does not automate (its X counts cards by name): a spell applied by hand. */
export const KINDLE: CardDefinition = {
  name: "Kindle",
  manaCost: "{1}{R}",
  types: ["Instant"],
  oracleText:
    "Kindle deals X damage to any target, where X is 2 plus the number of cards named Kindle in all graveyards.",
  keywords: [],
  automated: false,
  unautomated: [
    "Kindle deals X damage to any target, where X is 2 plus the number of cards named Kindle in all graveyards.",
  ],
};

/**
 * Casts a Kindle from the hand by clicking it, after two Mountains are put onto the battlefield
 * and a Kindle into the hand with the manual tools (a game of Mountains and Kindles, in a main phase).
 */
export async function castKindleByClick({ table, root, game }: MountedTable): Promise<void> {
  const s = game.state!;
  const ids = (card: string) =>
    [...s.players.you.hand, ...s.players.you.library].filter((x) => s.objects[x]!.card === card);
  for (const id of ids("Mountain").slice(0, 2))
    await table.act({ type: "manual", player: "you", op: { kind: "move", object: id, to: "battlefield" } });
  const kindle = ids("Kindle")[0]!;
  if (!game.state!.players.you.hand.includes(kindle))
    await table.act({ type: "manual", player: "you", op: { kind: "move", object: kindle, to: "hand" } });
  await settle(table);
  root.querySelector(`#hand game-card[data-name="Kindle"]`)!.shadowRoot!.querySelector<HTMLElement>(".card")!.click();
  await settle(table);
}
