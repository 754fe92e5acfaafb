/**
 * The user's Decks folder: one plain-text file per deck (`<name>.txt`), which the user can
 * also open in any editor. Names are checked so that a deck name can never reach outside
 * the folder or be a file name some platform refuses; every write is atomic.
 *
 * The folder may be shared with a second Fishbowl process (or a sync client, or a text
 * editor), so every change is a compare-and-swap under an exclusive lock file: the store
 * remembers the content (SHA-256) of each deck as it last read or wrote it, and refuses to
 * overwrite a deck whose file changed since ({@link DeckChangedError}). Saving a deck another
 * process renamed or deleted fails instead of bringing the old name back.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { DeckSummary } from "../shared/ipc-contract.js";
import { deckNameKey, deckNameProblem, normalizeDeckName } from "../shared/deck-names.js";
import { writeFileAtomic } from "./atomic-write.js";
import { defaultLockDeps, withFolderLock, type FolderLockDeps } from "./folder-lock.js";

export { deckNameKey, deckNameProblem, MAX_DECK_NAME_LENGTH, normalizeDeckName } from "../shared/deck-names.js";

/** The extension of deck files in the Decks folder. */
export const DECK_EXTENSION = ".txt";

/** The lock file guarding changes to the Decks folder (hidden, so never listed as a deck). */
export const DECK_LOCK_FILE = ".fishbowl-decks.lock";

/** A refusal the user should see as is (bad name, name taken, no such deck). */
export class DeckStoreError extends Error {
  override name = "DeckStoreError";
}

/** A save refused because the deck's file changed on disk since this store read or wrote it. */
export class DeckChangedError extends DeckStoreError {
  override name = "DeckChangedError";
  constructor(deck: string, refused: "save" | "delete" = "save") {
    const changed = `the deck "${deck}" was changed on disk (by another Fishbowl or another program) since it was opened.`;
    super(
      refused === "save"
        ? `Not saved: ${changed} Copy your changes, reopen the deck and apply them again.`
        : `Not deleted: ${changed} Reopen it to see the changes.`,
    );
  }
}

/** Dependencies of a deck store that tests (or the Electron shell) may replace. */
export interface DeckStoreDeps {
  /** Moves a deck file to the trash (the app passes `shell.trashItem`); rejects if it cannot. */
  trash(path: string): Promise<void>;
  /**
   * Asked when `trash` failed (with its error): whether to delete deck `name` for good. The app
   * shows a "Delete permanently?" dialog whose default is Cancel. Default: never.
   */
  confirmPermanentDelete?(name: string, reason: unknown): Promise<boolean>;
  /** The lock's clock, liveness check and wait (tests). */
  readonly lock?: FolderLockDeps;
}

/** Operations on the Decks folder. All methods throw {@link DeckStoreError} for user mistakes. */
export interface DeckStore {
  /** The folder's absolute path. */
  readonly dir: string;
  /** Every deck, sorted by name (case-insensitively). Creates the folder if needed. */
  list(): Promise<DeckSummary[]>;
  /** The text of deck `name`; the store remembers it as the version later saves replace. */
  read(name: string): Promise<string>;
  /** Creates deck `name`; refused if a deck of that name (ignoring case and normalisation form) exists. */
  create(name: string, text: string): Promise<DeckSummary>;
  /** Replaces the text of existing deck `name`; {@link DeckChangedError} if its file changed since it was read. */
  save(name: string, text: string): Promise<DeckSummary>;
  /** Renames deck `from` to `to`; refused if `to` is taken by another deck. */
  rename(from: string, to: string): Promise<DeckSummary>;
  /** Deletes deck `name` (to the trash; permanently only if the user confirms). */
  remove(name: string): Promise<void>;
}

/** A deck file: the deck's name (NFC) and the file's actual name in the folder. */
interface Entry {
  readonly name: string;
  readonly file: string;
}

const hashOf = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex");

/** A deck store over the folder `dir` (created on first use); without `deps`, deleting removes the file (tests). */
export function createDeckStore(dir: string, deps: DeckStoreDeps = { trash: (p) => rm(p) }): DeckStore {
  const lockDeps = deps.lock ?? defaultLockDeps();
  const locked = <T>(action: () => Promise<T>): Promise<T> =>
    mkdir(dir, { recursive: true }).then(() => withFolderLock(join(dir, DECK_LOCK_FILE), action, lockDeps));
  /** Deck key → hash of the content this store last read or wrote. */
  const seen = new Map<string, string>();

  /** `name` in NFC, or a {@link DeckStoreError} saying why it is not a deck name. */
  const checked = (name: string): string => {
    const problem = deckNameProblem(name);
    if (problem !== null) throw new DeckStoreError(problem);
    return normalizeDeckName(name);
  };
  const entries = async (): Promise<Entry[]> => {
    await mkdir(dir, { recursive: true });
    const byName = new Map<string, Entry>();
    for (const e of await readdir(dir, { withFileTypes: true })) {
      if (!e.isFile() || !e.name.toLowerCase().endsWith(DECK_EXTENSION) || e.name.startsWith(".")) continue;
      const stem = e.name.slice(0, -DECK_EXTENSION.length);
      if (deckNameProblem(stem) !== null) continue;
      const name = normalizeDeckName(stem);
      // Two files whose names differ only in normalisation form are one deck: the NFC-named one wins.
      if (!byName.has(name) || stem === name) byName.set(name, { name, file: e.name });
    }
    return [...byName.values()];
  };
  const pathOf = (entry: Entry): string => join(dir, entry.file);
  const summary = async (entry: Entry): Promise<DeckSummary> => {
    const info = await stat(pathOf(entry));
    return { name: entry.name, size: info.size, modifiedMs: Math.round(info.mtimeMs) };
  };
  /** The deck named exactly `name` (NFC), or a "no such deck" refusal worded by `missing`. */
  const find = async (name: string, missing = `There is no deck named "${name}".`): Promise<Entry> => {
    const entry = (await entries()).find((e) => e.name === name);
    if (entry === undefined) throw new DeckStoreError(missing);
    return entry;
  };
  /** The deck that `name` would be a twin of (same name ignoring case and normalisation form). */
  const twin = async (name: string): Promise<Entry | undefined> => {
    const key = deckNameKey(name);
    return (await entries()).find((e) => deckNameKey(e.name) === key);
  };
  /** Refuses ({@link DeckChangedError}) unless `entry`'s file still holds the version this store last read or wrote. */
  const unchanged = async (entry: Entry): Promise<void> => {
    const current = await readFile(pathOf(entry));
    if (seen.get(deckNameKey(entry.name)) !== hashOf(current)) throw new DeckChangedError(entry.name);
  };

  return {
    dir,
    async list() {
      const all = await entries();
      all.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));
      return Promise.all(all.map(summary));
    },
    async read(name) {
      const entry = await find(checked(name));
      const data = await readFile(pathOf(entry));
      seen.set(deckNameKey(entry.name), hashOf(data));
      return data.toString("utf8");
    },
    async create(name, text) {
      const nfc = checked(name);
      return locked(async () => {
        const clash = await twin(nfc);
        if (clash !== undefined) throw new DeckStoreError(`A deck named "${clash.name}" already exists.`);
        const entry = { name: nfc, file: nfc + DECK_EXTENSION };
        await writeFileAtomic(pathOf(entry), text);
        seen.set(deckNameKey(nfc), hashOf(text));
        return summary(entry);
      });
    },
    async save(name, text) {
      const nfc = checked(name);
      return locked(async () => {
        const entry = await find(
          nfc,
          `Not saved: the deck "${nfc}" is no longer in the Decks folder (it was renamed or deleted elsewhere).`,
        );
        await unchanged(entry);
        await writeFileAtomic(pathOf(entry), text);
        seen.set(deckNameKey(nfc), hashOf(text));
        return summary(entry);
      });
    },
    async rename(from, to) {
      const [source, target] = [checked(from), checked(to)];
      return locked(async () => {
        const entry = await find(source);
        const clash = await twin(target);
        if (clash !== undefined && clash.file !== entry.file)
          throw new DeckStoreError(`A deck named "${clash.name}" already exists.`);
        const renamed = { name: target, file: target + DECK_EXTENSION };
        await rename(pathOf(entry), pathOf(renamed));
        const known = seen.get(deckNameKey(source));
        seen.delete(deckNameKey(source));
        if (known !== undefined) seen.set(deckNameKey(target), known);
        return summary(renamed);
      });
    },
    async remove(name) {
      const nfc = checked(name);
      // Try the trash under the lock; the user is asked (if need be) without holding it.
      const failure = await locked(async () => {
        const entry = await find(nfc);
        const data = await readFile(pathOf(entry));
        try {
          await deps.trash(pathOf(entry));
          seen.delete(deckNameKey(nfc));
          return null;
        } catch (reason) {
          return { reason, hash: hashOf(data) };
        }
      });
      if (failure === null) return;
      const confirmed = (await deps.confirmPermanentDelete?.(nfc, failure.reason)) ?? false;
      if (!confirmed)
        throw new DeckStoreError(`The deck "${nfc}" could not be moved to the trash and was not deleted.`);
      await locked(async () => {
        const entry = await find(nfc);
        // Delete for good only the version the user agreed to delete.
        if (hashOf(await readFile(pathOf(entry))) !== failure.hash) throw new DeckChangedError(nfc, "delete");
        await rm(pathOf(entry));
        seen.delete(deckNameKey(nfc));
      });
    },
  };
}

/**
 * Fills a Decks folder that does not exist yet (the first start) with `decks`; an existing
 * folder, even an empty one the user cleared, is left alone. Returns whether it seeded.
 */
export async function seedDeckFolder(
  dir: string,
  decks: ReadonlyArray<{ name: string; text: string }>,
): Promise<boolean> {
  try {
    await stat(dir);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dir, { recursive: true });
  for (const deck of decks) {
    if (deckNameProblem(deck.name) === null)
      await writeFileAtomic(join(dir, normalizeDeckName(deck.name) + DECK_EXTENSION), deck.text);
  }
  return true;
}
