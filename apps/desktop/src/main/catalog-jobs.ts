/**
 * Catalog imports off the main process. The main process starts a worker thread
 * (`catalog-import-worker.ts`) per import, sends it the job, relays its progress to the
 * renderer and can cancel it; the worker streams the file (or the download) and writes the
 * catalog (`catalog-import.ts`). Only small messages cross the thread boundary:
 *
 * - main → worker: `{ type: "start", job }`, `{ type: "cancel" }`;
 * - worker → main: `{ type: "progress", progress }` (at most one per `PROGRESS_STEP` bytes,
 *   plus phase changes), then one of `{ type: "done", result }`, `{ type: "failed", message }`,
 *   `{ type: "cancelled" }`.
 *
 * Both ends are plain functions over a message port, so they are tested in Node without
 * Electron, over a real `MessageChannel` and a real worker thread alike.
 */
import type { CatalogImportProgress } from "../preload/api.js";
import {
  CatalogImportCancelled,
  CatalogImportError,
  downloadScryfallCatalog,
  importCatalogFile,
  type CatalogImportResult,
  type DownloadCatalogOptions,
  type ImportProgress,
} from "./catalog-import.js";

/** What to import: a file the user picked, or Scryfall's oracle cards. */
export type CatalogJob =
  | { readonly kind: "file"; readonly source: string; readonly target: string }
  | { readonly kind: "download"; readonly target: string };

/** Messages to the worker. */
export type ToWorker = { type: "start"; job: CatalogJob } | { type: "cancel" };
/** Messages from the worker. */
export type FromWorker =
  | { type: "progress"; progress: ImportProgress }
  | { type: "done"; result: CatalogImportResult }
  | { type: "failed"; message: string }
  | { type: "cancelled" };

/** The part of a `MessagePort` / `parentPort` / `Worker` the protocol uses. */
export interface PortLike<In, Out> {
  postMessage(message: Out): void;
  on(event: "message", listener: (message: In) => void): unknown;
}

/** Progress messages are sent at most once per this many bytes read (and at each phase change). */
export const PROGRESS_STEP = 1 << 20;

/** Runs one job (the worker's side); `options` are for tests (a local transport, fake timers). */
export type RunJob = (
  job: CatalogJob,
  progress: (p: ImportProgress) => void,
  signal: AbortSignal,
) => Promise<CatalogImportResult>;

/** The worker's default job runner: `importCatalogFile` or `downloadScryfallCatalog`. */
export function jobRunner(download: DownloadCatalogOptions = {}): RunJob {
  return (job, progress, signal) =>
    job.kind === "file"
      ? importCatalogFile(job.source, job.target, { onProgress: progress, signal })
      : downloadScryfallCatalog(job.target, {
          ...download,
          signal,
          onProgress: (bytes, total) => progress({ phase: "download", bytes, totalBytes: total, cards: 0 }),
          onImportProgress: progress,
        });
}

/**
 * The worker's side: waits for a `start`, runs the job, reports progress (throttled) and the
 * outcome; a `cancel` aborts the job (its temporary files are removed, the catalog is kept).
 */
export function serveCatalogJobs(port: PortLike<ToWorker, FromWorker>, run: RunJob = jobRunner()): void {
  const controller = new AbortController();
  let started = false;
  port.on("message", (message) => {
    if (message.type === "cancel") {
      controller.abort();
      return;
    }
    if (message.type !== "start" || started) return;
    started = true;
    let last: ImportProgress | undefined;
    const progress = (p: ImportProgress): void => {
      if (last && last.phase === p.phase && p.bytes - last.bytes < PROGRESS_STEP) return;
      last = p;
      port.postMessage({ type: "progress", progress: p });
    };
    run(message.job, progress, controller.signal).then(
      (result) => port.postMessage({ type: "done", result }),
      (error: unknown) =>
        port.postMessage(
          error instanceof CatalogImportCancelled || controller.signal.aborted
            ? { type: "cancelled" }
            : { type: "failed", message: error instanceof Error ? error.message : String(error) },
        ),
    );
  });
}

/** A started worker as the main process sees it. */
export interface WorkerLike extends PortLike<FromWorker, ToWorker> {
  on(event: "message", listener: (message: FromWorker) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "exit", listener: (code: number) => void): unknown;
  terminate(): unknown;
}

/** The main process's catalog importer: one import at a time, in a worker. */
export interface CatalogImporter {
  /** Runs `job` in a new worker; rejects with `CatalogImportError`, or `CatalogImportCancelled` after `cancel`. */
  start(job: CatalogJob): Promise<CatalogImportResult>;
  /** Cancels the running import; false when none is running. */
  cancel(): boolean;
  /** Whether an import is running. */
  readonly busy: boolean;
}

/**
 * Creates the importer. `spawn` starts a worker running `serveCatalogJobs` (in the app: a
 * `worker_threads` Worker on the bundled `catalog-import-worker.js`); `onProgress` receives
 * what the renderer shows: the source, the phase, bytes and cards, and the outcome.
 */
export function createCatalogImporter(
  spawn: () => WorkerLike,
  onProgress: (progress: CatalogImportProgress) => void = () => undefined,
): CatalogImporter {
  let current: { worker: WorkerLike; cancelled: boolean } | undefined;
  return {
    get busy() {
      return current !== undefined;
    },
    cancel() {
      if (!current) return false;
      current.cancelled = true;
      current.worker.postMessage({ type: "cancel" });
      return true;
    },
    start(job) {
      if (current) return Promise.reject(new CatalogImportError("A card data import is already running."));
      const source = job.kind === "file" ? job.source : "Scryfall";
      const worker = spawn();
      const run = { worker, cancelled: false };
      current = run;
      onProgress({
        state: job.kind === "download" ? "downloading" : "reading",
        source,
        bytes: 0,
        totalBytes: null,
        cards: 0,
      });
      return new Promise<CatalogImportResult>((resolve, reject) => {
        let settled = false;
        const settle = (outcome: { result: CatalogImportResult } | { error: Error }): void => {
          if (settled) return;
          settled = true;
          current = undefined;
          void worker.terminate();
          if ("result" in outcome) {
            onProgress({
              state: "done",
              source,
              bytes: 0,
              totalBytes: null,
              cards: outcome.result.cards,
              message: `${outcome.result.cards} cards installed`,
            });
            resolve(outcome.result);
          } else {
            const cancelled = outcome.error instanceof CatalogImportCancelled;
            onProgress({
              state: cancelled ? "cancelled" : "failed",
              source,
              bytes: 0,
              totalBytes: null,
              cards: 0,
              message: outcome.error.message,
            });
            reject(outcome.error);
          }
        };
        worker.on("message", (m) => {
          if (m.type === "progress") {
            const p = m.progress;
            onProgress({
              state: p.phase === "download" ? "downloading" : "reading",
              source,
              bytes: p.bytes,
              totalBytes: p.totalBytes,
              cards: p.cards,
            });
          } else if (m.type === "done") settle({ result: m.result });
          else if (m.type === "cancelled") settle({ error: new CatalogImportCancelled() });
          else if (m.type === "failed") settle({ error: new CatalogImportError(m.message) });
        });
        worker.on("error", (error) =>
          settle({ error: new CatalogImportError(`The card data import stopped: ${error.message}`) }),
        );
        worker.on("exit", () =>
          settle({
            error: run.cancelled
              ? new CatalogImportCancelled()
              : new CatalogImportError("The card data import stopped unexpectedly."),
          }),
        );
        worker.postMessage({ type: "start", job });
      });
    },
  };
}
