import { MONO_RED_HASTE } from "@fishbowl/cards";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../../../shared/eventually.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { StatsView } from "./stats-view.js";
import "./stats-view.js";

let el: StatsView | undefined;
afterEach(() => el?.remove());

describe("<stats-view>", () => {
  it("plays autopilot games in a Web Worker and charts the kill turns of both sides", async () => {
    el = document.createElement("stats-view");
    el.host = createMemoryHost([{ name: "Mono-Red Haste", text: MONO_RED_HASTE }]);
    el.deck = "Mono-Red Haste";
    document.body.append(el);
    await eventually(() =>
      expect(el!.shadowRoot!.querySelector('#stats-deck option[value="Mono-Red Haste"]')).not.toBeNull(),
    );
    const games = el.shadowRoot!.querySelector("#stats-games") as HTMLInputElement;
    games.value = "10";
    games.dispatchEvent(new Event("change"));
    await el.run();
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(root.querySelector("#stats-count")?.textContent).toBe("20 / 20");
    expect(root.querySelectorAll("#summary tbody tr")).toHaveLength(2);
    expect(root.querySelector("#summary .mean")?.textContent).toMatch(/^\d/);
    // why kills on the draw can come sooner: the extra card (CR 103.8a)
    expect(root.querySelector("#stats-draw-note")?.textContent).toMatch(/draw a card on your first turn too.*103\.8a/);
    const chart = root.querySelector("kill-turn-chart")!;
    await chart.updateComplete;
    expect(chart.chartInstance?.data.datasets).toHaveLength(2);
  });

  it("cancels a run by terminating its worker", async () => {
    const terminate = vi.fn();
    const fake = { addEventListener: vi.fn(), postMessage: vi.fn(), terminate } as unknown as Worker;
    el = document.createElement("stats-view");
    el.host = createMemoryHost([{ name: "Mono-Red Haste", text: MONO_RED_HASTE }]);
    el.workerFactory = () => fake;
    document.body.append(el);
    await eventually(() => expect(el!.shadowRoot!.querySelector("#stats-run:not([disabled])")).not.toBeNull());
    const run = el.run();
    await eventually(() => expect(fake.postMessage).toHaveBeenCalled());
    el.cancel();
    await run;
    expect(terminate).toHaveBeenCalled();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector("#stats-run")!.hasAttribute("disabled")).toBe(false);
  });

  it("keeps its worker warm between runs and ends it when the view goes away", async () => {
    const workers: { terminate: ReturnType<typeof vi.fn>; postMessage: ReturnType<typeof vi.fn> }[] = [];
    const factory = () => {
      const listeners = new Map<string, Set<(e: unknown) => void>>();
      const w = {
        addEventListener: (type: string, f: (e: unknown) => void, options?: { signal?: AbortSignal }) => {
          if (!listeners.has(type)) listeners.set(type, new Set());
          listeners.get(type)!.add(f);
          options?.signal?.addEventListener("abort", () => listeners.get(type)!.delete(f));
        },
        postMessage: vi.fn((job: { games: number }) => {
          const emit = (data: unknown) => listeners.get("message")?.forEach((f) => f({ data }));
          queueMicrotask(() => {
            emit({ kind: "progress", done: 2 * job.games, total: 2 * job.games, games: [] });
            emit({ kind: "done" });
          });
        }),
        terminate: vi.fn(),
      };
      workers.push(w);
      return w as unknown as Worker;
    };
    el = document.createElement("stats-view");
    el.host = createMemoryHost([{ name: "Mono-Red Haste", text: MONO_RED_HASTE }]);
    el.workerFactory = factory;
    document.body.append(el);
    await eventually(() => expect(el!.shadowRoot!.querySelector("#stats-run:not([disabled])")).not.toBeNull());
    await el.run();
    await el.run();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.postMessage).toHaveBeenCalledTimes(2);
    expect(workers[0]!.terminate).not.toHaveBeenCalled();
    el.remove();
    expect(workers[0]!.terminate).toHaveBeenCalled();
    el = undefined;
  });
});
