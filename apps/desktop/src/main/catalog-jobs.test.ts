import { EventEmitter } from "node:events";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MessageChannel } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import type { CatalogImportProgress } from "../preload/api.js";
import { CatalogImportCancelled, CatalogImportError } from "./catalog-import.js";
import {
  createCatalogImporter,
  jobRunner,
  serveCatalogJobs,
  type FromWorker,
  type PortLike,
  type RunJob,
  type ToWorker,
  type WorkerLike,
} from "./catalog-jobs.js";

vi.mock("electron", () => ({}));

const bolt = (name: string) => ({
  object: "card",
  name,
  layout: "normal",
  mana_cost: "{R}",
  cmc: 1,
  type_line: "Instant",
  oracle_text: "x",
  colors: ["R"],
  keywords: [],
  prices: { usd: "1.00" },
});
const dir = mkdtempSync(path.join(tmpdir(), "fishbowl-catalog-jobs-"));

/** A worker that runs `serveCatalogJobs` in this thread, on the far side of a real MessageChannel. */
function channelWorker(run: RunJob = jobRunner()): WorkerLike & { terminated: boolean } {
  const { port1, port2 } = new MessageChannel();
  serveCatalogJobs(port2 as unknown as PortLike<ToWorker, FromWorker>, run);
  const events = new EventEmitter();
  port1.on("message", (m: FromWorker) => events.emit("message", m));
  const worker = {
    terminated: false,
    postMessage: (m: ToWorker) => port1.postMessage(m),
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    terminate() {
      worker.terminated = true;
      port1.close();
      port2.close();
    },
  };
  return worker as unknown as WorkerLike & { terminated: boolean };
}

describe("createCatalogImporter over the worker protocol", () => {
  it("imports in the worker, relays progress, and ends the worker", async () => {
    const src = path.join(dir, "bulk.json");
    writeFileSync(src, JSON.stringify(Array.from({ length: 8000 }, (_, i) => bolt(`Bolt ${i}`))));
    const target = path.join(dir, "catalog.json");
    const seen: CatalogImportProgress[] = [];
    let worker: ReturnType<typeof channelWorker> | undefined;
    const importer = createCatalogImporter(
      () => (worker = channelWorker()),
      (p) => seen.push(p),
    );
    const running = importer.start({ kind: "file", source: src, target });
    expect(importer.busy).toBe(true);
    await expect(importer.start({ kind: "file", source: src, target })).rejects.toThrow("already running");
    expect(await running).toEqual({ cards: 8000, skipped: 0, format: "scryfall" });
    expect(importer.busy).toBe(false);
    expect(worker?.terminated).toBe(true);
    expect(seen[0]).toEqual({ state: "reading", source: src, bytes: 0, totalBytes: null, cards: 0 });
    const reading = seen.filter((p) => p.state === "reading" && p.bytes > 0);
    expect(reading.length).toBeGreaterThan(0);
    expect(reading.every((p) => p.totalBytes === readFileSync(src).length)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ state: "done", cards: 8000 });
    expect((JSON.parse(readFileSync(target, "utf8")) as unknown[]).length).toBe(8000);
  });

  it("cancels: the worker stops, the catalog is kept, the renderer is told", async () => {
    const src = path.join(dir, "cancel.json");
    writeFileSync(src, JSON.stringify(Array.from({ length: 8000 }, (_, i) => bolt(`Bolt ${i}`))));
    const target = path.join(dir, "kept.json");
    writeFileSync(target, "previous");
    const seen: CatalogImportProgress[] = [];
    const importer = createCatalogImporter(
      () => channelWorker(),
      (p) => {
        seen.push(p);
        if (p.state === "reading" && p.bytes > 0) importer.cancel();
      },
    );
    await expect(importer.start({ kind: "file", source: src, target })).rejects.toBeInstanceOf(CatalogImportCancelled);
    expect(readFileSync(target, "utf8")).toBe("previous");
    expect(seen.at(-1)?.state).toBe("cancelled");
    expect(importer.cancel()).toBe(false);
  });

  it("reports a failed job's message, and a worker that dies", async () => {
    const failing: RunJob = async () => {
      throw new CatalogImportError("x.json: not valid JSON at line 1, column 1 (expected a value)");
    };
    const seen: CatalogImportProgress[] = [];
    const importer = createCatalogImporter(
      () => channelWorker(failing),
      (p) => seen.push(p),
    );
    await expect(importer.start({ kind: "file", source: "x.json", target: "t.json" })).rejects.toThrow(
      "x.json: not valid JSON at line 1, column 1",
    );
    expect(seen.at(-1)).toMatchObject({
      state: "failed",
      message: "x.json: not valid JSON at line 1, column 1 (expected a value)",
    });
    const dying = (): WorkerLike => {
      const events = new EventEmitter();
      return {
        postMessage: () => queueMicrotask(() => events.emit("exit", 1)),
        on: (e: string, l: (...a: unknown[]) => void) => events.on(e, l),
        terminate: () => undefined,
      } as unknown as WorkerLike;
    };
    await expect(createCatalogImporter(dying).start({ kind: "download", target: "t.json" })).rejects.toThrow(
      "stopped unexpectedly",
    );
  });

  it("sends progress at most once per step of bytes (and at phase changes)", async () => {
    const { port1, port2 } = new MessageChannel();
    const got: FromWorker[] = [];
    port1.on("message", (m: FromWorker) => got.push(m));
    const run: RunJob = async (_job, progress) => {
      for (let b = 0; b <= 4 << 20; b += 1 << 16)
        progress({ phase: "download", bytes: b, totalBytes: 4 << 20, cards: 0 });
      progress({ phase: "read", bytes: 0, totalBytes: 10, cards: 0 });
      return { cards: 1, skipped: 0, format: "scryfall" };
    };
    serveCatalogJobs(port2 as unknown as PortLike<ToWorker, FromWorker>, run);
    const done = new Promise<void>((resolve) => port1.on("message", (m: FromWorker) => m.type === "done" && resolve()));
    port1.postMessage({ type: "start", job: { kind: "download", target: "t.json" } } satisfies ToWorker);
    await done;
    port1.close();
    const progress = got.flatMap((m) => (m.type === "progress" ? [m.progress] : []));
    expect(progress.map((p) => `${p.phase}:${p.bytes / (1 << 20)}`)).toEqual([
      "download:0",
      "download:1",
      "download:2",
      "download:3",
      "download:4",
      "read:0",
    ]);
  });
});
