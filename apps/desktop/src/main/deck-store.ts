/**
 * The user's Decks folder: one plain-text file per deck (`<name>.txt`), which the user can
 * also open in any editor. Names are checked so that a deck name can never reach outside
 * the folder or be a file name some platform refuses; every write is atomic.
 */
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { DeckSummary } from "../shared/ipc-contract.js";
import { deckNameProblem } from "../shared/deck-names.js";
import { writeFileAtomic } from "./atomic-write.js";

export { deckNameProblem, MAX_DECK_NAME_LENGTH } from "../shared/deck-names.js";

/** The extension of deck files in the Decks folder. */
export const DECK_EXTENSION = ".txt";

/** A refusal the user should see as is (bad name, name taken, no such deck). */
export class DeckStoreError extends Error {
  override name = "DeckStoreError";
}

/** Dependencies of a deck store that tests (or the Electron shell) may replace. */
export interface DeckStoreDeps {
  /** Removes a deck file; the app passes `shell.trashItem` so a deleted deck can be recovered. */
  remove(path: string): Promise<void>;
}

/** Operations on the Decks folder. All methods throw {@link DeckStoreError} for user mistakes. */
export interface DeckStore {
  /** The folder's absolute path. */
  readonly dir: string;
  /** Every deck, sorted by name (case-insensitively). Creates the folder if needed. */
  list(): Promise<DeckSummary[]>;
  /** The text of deck `name`. */
  read(name: string): Promise<string>;
  /** Creates deck `name`; refused if a deck of that name (ignoring case) exists. */
  create(name: string, text: string): Promise<DeckSummary>;
  /** Replaces the text of existing deck `name`. */
  save(name: string, text: string): Promise<DeckSummary>;
  /** Renames deck `from` to `to`; refused if `to` is taken by another deck. */
  rename(from: string, to: string): Promise<DeckSummary>;
  /** Deletes deck `name`. */
  remove(name: string): Promise<void>;
}

/** A deck store over the folder `dir` (created on first use). */
export function createDeckStore(dir: string, deps: DeckStoreDeps = { remove: (p) => rm(p) }): DeckStore {
  const pathOf = (name: string): string => {
    const problem = deckNameProblem(name);
    if (problem !== null) throw new DeckStoreError(problem);
    return join(dir, name + DECK_EXTENSION);
  };
  const summary = async (name: string): Promise<DeckSummary> => {
    const info = await stat(pathOf(name));
    return { name, size: info.size, modifiedMs: Math.round(info.mtimeMs) };
  };
  const names = async (): Promise<string[]> => {
    await mkdir(dir, { recursive: true });
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && e.name.toLowerCase().endsWith(DECK_EXTENSION) && !e.name.startsWith("."))
      .map((e) => e.name.slice(0, -DECK_EXTENSION.length))
      .filter((n) => deckNameProblem(n) === null);
  };
  /** The existing deck whose name equals `name` ignoring case, if any. */
  const existing = async (name: string): Promise<string | undefined> => {
    const key = name.toLowerCase();
    return (await names()).find((n) => n.toLowerCase() === key);
  };
  const requireExisting = async (name: string): Promise<string> => {
    pathOf(name);
    if ((await names()).includes(name)) return name;
    throw new DeckStoreError(`There is no deck named "${name}".`);
  };

  return {
    dir,
    async list() {
      const all = await names();
      all.sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }));
      return Promise.all(all.map(summary));
    },
    async read(name) {
      return readFile(pathOf(await requireExisting(name)), "utf8");
    },
    async create(name, text) {
      const path = pathOf(name);
      const clash = await existing(name);
      if (clash !== undefined) throw new DeckStoreError(`A deck named "${clash}" already exists.`);
      await writeFileAtomic(path, text);
      return summary(name);
    },
    async save(name, text) {
      await requireExisting(name);
      await writeFileAtomic(pathOf(name), text);
      return summary(name);
    },
    async rename(from, to) {
      await requireExisting(from);
      const target = pathOf(to);
      const clash = await existing(to);
      if (clash !== undefined && clash !== from) throw new DeckStoreError(`A deck named "${clash}" already exists.`);
      await rename(pathOf(from), target);
      return summary(to);
    },
    async remove(name) {
      await deps.remove(pathOf(await requireExisting(name)));
    },
  };
}

/**
 * Fills a Decks folder that does not exist yet (the first start) with `decks`; an existing
 * folder, even an empty one the user cleared, is left alone. Returns whether it seeded.
 */
export async function seedDeckFolder(dir: string, decks: ReadonlyArray<{ name: string; text: string }>): Promise<boolean> {
  try {
    await stat(dir);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dir, { recursive: true });
  for (const deck of decks) {
    if (deckNameProblem(deck.name) === null) await writeFileAtomic(join(dir, deck.name + DECK_EXTENSION), deck.text);
  }
  return true;
}
