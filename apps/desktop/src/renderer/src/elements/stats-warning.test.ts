import { MONO_RED_HASTE } from "@fishbowl/cards";
import { emptyPairTally } from "@fishbowl/compare";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalCatalog } from "../cards/card-search.js";
import { BUILTIN_CARDS } from "../cards/card-data.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { AutopilotGame } from "../stats/kill-turns.js";
import type { CompareView } from "./compare-view.js";
import type { StatsView } from "./stats-view.js";
import "./stats-view.js";

let el: StatsView | undefined;
afterEach(() => el?.remove());

/** A catalog card whose one clause does not compile: manual. */
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

function hostWith(decks: { name: string; text: string }[]) {
  const builtin = createLocalCatalog(BUILTIN_CARDS);
  return createMemoryHost(decks, {
    catalog: {
      ...builtin,
      lookup: async (names) => (names.includes(bear.name) ? [bear] : builtin.lookup(names)),
    },
  });
}

/** A worker answering every job with `games` (the stats job) or an empty tally (the compare job). */
function fakeWorker(games: AutopilotGame[]): () => Worker {
  return () => {
    const listeners = new Set<(e: unknown) => void>();
    return {
      addEventListener: (type: string, f: (e: unknown) => void, options?: { signal?: AbortSignal }) => {
        if (type !== "message") return;
        listeners.add(f);
        options?.signal?.addEventListener("abort", () => listeners.delete(f));
      },
      postMessage: (job: { rule?: unknown }) =>
        queueMicrotask(() => {
          const emit = (data: unknown) => listeners.forEach((f) => f({ data }));
          if (job.rule !== undefined) emit({ kind: "done", tally: emptyPairTally(20), stopped: "max" });
          else {
            emit({ kind: "progress", done: games.length, total: games.length, games });
            emit({ kind: "done" });
          }
        }),
      terminate: () => undefined,
    } as unknown as Worker;
  };
}

const said = (e: Element | null | undefined) => e?.textContent?.replace(/\s+/g, " ").trim();
const MIXED = "Deck\n20 Forest\n20 Unautomated Test Bear\n4 Mystery Card\n";

describe("the Stats and Compare panels' automation warning", () => {
  it("warns above the kill-turn chart which cards the autopilot does not play, explains games per side, prints the CLI's decimals", async () => {
    el = document.createElement("stats-view");
    el.host = hostWith([{ name: "Mixed", text: MIXED }]);
    const kills = (side: "play" | "draw", turns: number[]) => turns.map((killTurn) => ({ side, killTurn }));
    el.workerFactory = fakeWorker([...kills("play", [7, 8, 8, 8]), ...kills("draw", [7, 8, 7, 9])]);
    document.body.append(el);
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(said(root.querySelector("#stats-games-hint"))).toBe("(on the play + on the draw)");
    await el.reloadDecks();
    await el.run();
    await el.updateComplete;
    const warning = root.querySelector("#stats-automation");
    expect(said(warning)).toBe(
      "⚠ Not automated (2 cards): what compiled of them is played, the rest is not — their effects are not played by the autopilot: Mystery Card (placeholder), Unautomated Test Bear (manual).",
    );
    expect(
      warning!.compareDocumentPosition(root.querySelector("kill-turn-chart")!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // the mean as `fishbowl goldfish` prints it, two decimals on both rows; the median as it is
    expect([...root.querySelectorAll("#summary .mean")].map(said)).toEqual(["7.75", "7.75"]);
    expect([...root.querySelectorAll("#summary .median")].map(said)).toEqual(["8", "7.5"]);
    expect(said(root.querySelector("#stats-note"))).toContain("4 on the play and 4 on the draw");
  });

  it("says nothing of automation for a deck automated whole, and warns for each list of a comparison", async () => {
    el = document.createElement("stats-view");
    el.host = hostWith([
      { name: "Mono-Red Haste", text: MONO_RED_HASTE },
      { name: "Mixed", text: MIXED },
    ]);
    el.workerFactory = fakeWorker([
      { side: "play", killTurn: 5 },
      { side: "draw", killTurn: 6 },
    ]);
    el.deck = "Mono-Red Haste";
    document.body.append(el);
    await el.updateComplete;
    await el.reloadDecks();
    await el.run();
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(root.querySelector("#results")).not.toBeNull();
    expect(root.querySelector("#stats-automation")).toBeNull();
    expect([...root.querySelectorAll("#summary .mean")].map(said)).toEqual(["5.00", "6.00"]);

    const compare = root.querySelector("compare-view") as CompareView;
    compare.workerFactory = fakeWorker([]);
    await compare.reloadDecks();
    const choose = (id: string, value: string) => {
      const select = compare.shadowRoot!.querySelector(`#${id}`) as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event("change"));
    };
    choose("compare-a", "Mono-Red Haste");
    choose("compare-b", "Mixed");
    await compare.run();
    await compare.updateComplete;
    const c = compare.shadowRoot!;
    expect(c.querySelector("#compare-automation-a")).toBeNull();
    expect(said(c.querySelector("#compare-automation-b"))).toMatch(
      /^⚠ List B, “Mixed”: not automated \(2 cards\): .* their effects are not played by the autopilot: Mystery Card \(placeholder\), Unautomated Test Bear \(manual\)\.$/,
    );
  });
});
