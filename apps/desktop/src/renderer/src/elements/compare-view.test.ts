import { BOROS_TOKENS, MONO_RED_HASTE } from "@fishbowl/cards";
import { emptyPairTally } from "@fishbowl/compare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../../../shared/eventually.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { CompareJob } from "../stats/compare-messages.js";
import type { CompareView } from "./compare-view.js";
import "./compare-view.js";

let el: CompareView | undefined;
afterEach(() => el?.remove());

const decks = [
  { name: "Mono-Red Haste", text: MONO_RED_HASTE },
  { name: "Boros Tokens", text: BOROS_TOKENS },
];

async function mount(factory?: () => Worker): Promise<CompareView> {
  el = document.createElement("compare-view");
  el.host = createMemoryHost(decks);
  if (factory) el.workerFactory = factory;
  document.body.append(el);
  await eventually(() => expect(el!.shadowRoot!.querySelector("#compare-run:not([disabled])")).not.toBeNull());
  return el;
}

function choose(view: CompareView, id: string, value: string): void {
  const input = view.shadowRoot!.querySelector(`#${id}`) as HTMLInputElement | HTMLSelectElement;
  input.value = value;
  input.dispatchEvent(new Event("change"));
}

describe("<compare-view>", () => {
  it("plays a list against itself in a Web Worker: no pair differs, it says so and stops at the first check", async () => {
    const view = await mount();
    choose(view, "compare-a", "Mono-Red Haste");
    choose(view, "compare-b", "Mono-Red Haste");
    choose(view, "compare-max", "30");
    await view.run();
    await view.updateComplete;
    const root = view.shadowRoot!;
    expect(root.querySelector("#verdict")?.textContent).toBe("List A and List B kill on the same turn in every game");
    expect(root.querySelector("#compare-note")?.textContent).toMatch(/30 paired games[\s\S]*stopped: the interval/);
    const interval = root.querySelector("#compare-mean .interval")!;
    expect([Number(interval.getAttribute("data-low")), Number(interval.getAttribute("data-high"))]).toEqual([0, 0]);
  });

  it("sends both lists aligned (shared cards first) with the stop rule, and keeps its worker warm between runs", async () => {
    const jobs: CompareJob[] = [];
    const workers: { terminate: ReturnType<typeof vi.fn> }[] = [];
    const factory = () => {
      const listeners = new Set<(e: unknown) => void>();
      const w = {
        addEventListener: (type: string, f: (e: unknown) => void, options?: { signal?: AbortSignal }) => {
          if (type !== "message") return;
          listeners.add(f);
          options?.signal?.addEventListener("abort", () => listeners.delete(f));
        },
        postMessage: (job: CompareJob) => {
          jobs.push(job);
          queueMicrotask(() => {
            const tally = emptyPairTally(20);
            listeners.forEach((f) => f({ data: { kind: "done", tally, stopped: "max" } }));
          });
        },
        terminate: vi.fn(),
      };
      workers.push(w);
      return w as unknown as Worker;
    };
    const view = await mount(factory);
    choose(view, "compare-a", "Mono-Red Haste");
    choose(view, "compare-b", "Boros Tokens");
    choose(view, "compare-max", "500");
    choose(view, "compare-precision", "0.1");
    await view.run();
    await view.run();
    expect(workers).toHaveLength(1);
    expect(jobs).toHaveLength(2);
    const { a, b, rule } = jobs[0]!;
    expect(rule).toEqual({ minGames: 500, batch: 1000, maxGames: 500, precision: 0.1 });
    expect([a.deck.length, b.deck.length]).toEqual([60, 60]);
    const shared = a.deck.filter((n, i) => n === b.deck[i]).length;
    expect(shared).toBeGreaterThan(0);
    expect(a.deck.slice(0, shared)).toEqual(b.deck.slice(0, shared));
    expect([a.seed, b.seed, a.onThePlay, b.maxTurns]).toEqual([1, 1, true, 20]);
    expect(workers[0]!.terminate).not.toHaveBeenCalled();
    view.remove();
    expect(workers[0]!.terminate).toHaveBeenCalled();
    el = undefined;
  });
});
