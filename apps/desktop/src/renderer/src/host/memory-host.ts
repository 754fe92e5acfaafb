/**
 * An in-memory implementation of the host API, used when the renderer runs in a plain
 * browser (no Electron preload, so no `window.fishbowl`). It follows the same rules as the
 * real Decks folder (name checks, NFC names, clashes ignoring case and normalisation form) so
 * the UI behaves the same.
 */
import type { CatalogApi, DeckSummary, FishbowlApi, MenuCommand, SavedGame } from "../../../preload/api.js";
import { deckNameKey, deckNameProblem, normalizeDeckName } from "../../../shared/deck-names.js";
import { BUILTIN_CARDS } from "../cards/card-data.js";
import { createLocalCatalog } from "../cards/card-search.js";
import type { DeckPersistence } from "./deck-storage.js";
import type { SampleDeck } from "./sample-decks.js";
import type { AutosaveStore } from "./game-storage.js";

/** The in-memory host, plus a way to simulate application-menu commands. */
export interface MemoryHost extends FishbowlApi {
  /** Delivers `command` to menu listeners, as the Electron menu would. */
  dispatchMenuCommand(command: MenuCommand): void;
}

/** Options of {@link createMemoryHost}. */
export interface MemoryHostOptions {
  /** Clock for modification times (replaceable in tests). */
  now?: () => number;
  /** Called by `files.exportText` and `files.exportGame` instead of the browser download (tests). */
  download?: (fileName: string, text: string) => void;
  /** The card catalog (default: the built-in card table). */
  catalog?: CatalogApi;
  /**
   * Where the decks are kept between visits (the browser build: `localStorage`). Its decks,
   * when it has any, replace the seed `decks`; every change is written to it before it takes
   * effect, so a failed write changes nothing (the change is refused with its message).
   */
  persist?: DeckPersistence | null;
  /** Where the autosaved game is kept between visits (the browser build: `localStorage`); without one, in memory. */
  autosave?: AutosaveStore | null;
}

/** Saves `text` through the browser's download mechanism. */
function browserDownload(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An in-memory host seeded with `decks`. */
export function createMemoryHost(decks: readonly SampleDeck[] = [], options: MemoryHostOptions = {}): MemoryHost {
  const now = options.now ?? Date.now;
  let store = new Map<string, { text: string; modifiedMs: number }>();
  const listeners = new Set<(command: MenuCommand) => void>();
  let saved: SavedGame | null = options.autosave?.load() ?? null;

  /** `name` in NFC, or an error saying why it is not a deck name. */
  const checkName = (name: string): string => {
    const problem = deckNameProblem(name);
    if (problem !== null) throw new Error(problem);
    return normalizeDeckName(name);
  };
  const clash = (name: string): string | undefined =>
    [...store.keys()].find((n) => deckNameKey(n) === deckNameKey(name));
  const requireDeck = (name: string): { text: string; modifiedMs: number } => {
    const deck = store.get(checkName(name));
    if (deck === undefined) throw new Error(`There is no deck named "${name}".`);
    return deck;
  };
  const summary = (name: string): DeckSummary => {
    const deck = requireDeck(name);
    return {
      name: normalizeDeckName(name),
      size: new TextEncoder().encode(deck.text).length,
      modifiedMs: deck.modifiedMs,
    };
  };

  /** Applies `change` to a copy of the decks, stores the copy (when there is a store) and only then makes it current. */
  const commit = (change: (next: typeof store) => void): void => {
    const next = new Map(store);
    change(next);
    options.persist?.save([...next].map(([name, d]) => ({ name, text: d.text, modifiedMs: d.modifiedMs })));
    store = next;
  };

  const stored = options.persist?.load() ?? null;
  const initial: { name: string; text: string; modifiedMs?: number }[] = stored ?? [...decks];
  for (const deck of initial)
    if (deckNameProblem(deck.name) === null && clash(deck.name) === undefined)
      store.set(normalizeDeckName(deck.name), { text: deck.text, modifiedMs: deck.modifiedMs ?? now() });

  return {
    version: 1,
    decks: {
      async list() {
        return [...store.keys()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })).map(summary);
      },
      async read(name) {
        return requireDeck(name).text;
      },
      async create(name, text) {
        const nfc = checkName(name);
        const taken = clash(nfc);
        if (taken !== undefined) throw new Error(`A deck named "${taken}" already exists.`);
        commit((next) => next.set(nfc, { text, modifiedMs: now() }));
        return summary(nfc);
      },
      async save(name, text) {
        requireDeck(name);
        commit((next) => next.set(normalizeDeckName(name), { text, modifiedMs: now() }));
        return summary(name);
      },
      async rename(from, to) {
        const deck = requireDeck(from);
        const [source, target] = [normalizeDeckName(from), checkName(to)];
        const taken = clash(target);
        if (taken !== undefined && taken !== source) throw new Error(`A deck named "${taken}" already exists.`);
        commit((next) => {
          next.delete(source);
          next.set(target, deck);
        });
        return summary(target);
      },
      async remove(name) {
        requireDeck(name);
        commit((next) => next.delete(normalizeDeckName(name)));
      },
    },
    files: {
      async importDeck() {
        return null; // no native dialog in a browser; the library's paste panel covers importing
      },
      async exportText(suggestedName, text) {
        (options.download ?? browserDownload)(`${suggestedName}.txt`, text);
        return true;
      },
      async importGame() {
        return null; // no native dialog in a browser
      },
      async exportGame(suggestedName, json) {
        (options.download ?? browserDownload)(`${suggestedName}.json`, json);
        return true;
      },
    },
    autosave: {
      async save(game) {
        const next = { savedAt: now(), game: JSON.parse(JSON.stringify(game)) as unknown };
        options.autosave?.save(next);
        saved = next;
      },
      async load() {
        return saved;
      },
      async clear() {
        options.autosave?.clear();
        saved = null;
      },
    },
    catalog: options.catalog ?? createLocalCatalog(BUILTIN_CARDS),
    onMenuCommand(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatchMenuCommand(command) {
      for (const listener of listeners) listener(command);
    },
  };
}
