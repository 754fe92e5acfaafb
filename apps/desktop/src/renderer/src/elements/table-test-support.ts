/**
 * Set-up shared by the table's browser tests: a `<game-table>` mounted over in-memory decks and
 * the engine game host, removed again after each test, and a wait for its updates to settle.
 */
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
