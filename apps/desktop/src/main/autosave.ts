/**
 * Autosave of the game in progress. The renderer hands over a JSON value (the engine's
 * `GameState` is plain data, so a game is a JSON blob); it is stored atomically in one file
 * and offered back on the next start. An unreadable file is set aside, never trusted.
 */
import { readFile, rename, rm } from "node:fs/promises";
import type { SavedGame } from "../shared/ipc-contract.js";
import { writeFileAtomic } from "./atomic-write.js";

/** Format version written into the autosave file. */
export const AUTOSAVE_FORMAT = 1;

/** The largest game accepted, in bytes of JSON (a guard against runaway state). */
export const MAX_AUTOSAVE_BYTES = 20 * 1024 * 1024;

/** The autosave slot. */
export interface Autosave {
  /** Stores `game`, replacing any previous one. Throws if it is not JSON or is too large. */
  save(game: unknown): Promise<void>;
  /** The stored game, or `null` when there is none or the file is unreadable. */
  load(): Promise<SavedGame | null>;
  /** Removes the stored game (nothing happens if there is none). */
  clear(): Promise<void>;
}

/** An autosave slot stored in `file`; `now` supplies the time stamp (replaceable in tests). */
export function createAutosave(file: string, now: () => number = Date.now): Autosave {
  return {
    async save(game) {
      if (JSON.stringify(game) === undefined) throw new Error("The game could not be saved: it is not JSON data.");
      const json = JSON.stringify({ format: AUTOSAVE_FORMAT, savedAt: now(), game });
      if (Buffer.byteLength(json) > MAX_AUTOSAVE_BYTES) throw new Error("The game is too large to autosave.");
      await writeFileAtomic(file, json);
    },
    async load() {
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const saved = parseAutosave(text);
      if (saved === null) await rename(file, `${file}.corrupt-${now()}`).catch(() => undefined);
      return saved;
    },
    async clear() {
      await rm(file, { force: true });
    },
  };
}

/** Reads an autosave file's text; `null` if it is not a version-{@link AUTOSAVE_FORMAT} autosave. */
export function parseAutosave(text: string): SavedGame | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record["format"] !== AUTOSAVE_FORMAT || typeof record["savedAt"] !== "number" || !("game" in record)) return null;
  return { savedAt: record["savedAt"], game: record["game"] };
}
