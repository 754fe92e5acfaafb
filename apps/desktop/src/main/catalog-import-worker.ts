/**
 * The catalog import worker thread's entry (bundled on its own by electron-vite, see
 * `index.ts`): serves one job from the main process (see `catalog-jobs.ts`).
 */
import { parentPort } from "node:worker_threads";
import { serveCatalogJobs, type FromWorker, type PortLike, type ToWorker } from "./catalog-jobs.js";

if (parentPort) serveCatalogJobs(parentPort as unknown as PortLike<ToWorker, FromWorker>);
