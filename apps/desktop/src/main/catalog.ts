/**
 * The offline card catalog in the main process: the compact catalog file written by
 * `fishbowl catalog import`, read once on first use and indexed for search and name lookup
 * with the catalog code of `@fishbowl/cards` (and, for "did you mean", a name index of its cards
 * and the built-in ones, built on the first suggestion asked for). A missing or unreadable file leaves the
 * catalog unavailable (the renderer then uses its built-in card table); it never throws.
 */
import {
  automatedNamePredicate,
  builtinCardNames,
  createCatalogIndex,
  createNameIndex,
  createNameLookup,
  parseCatalogJson,
  type CardNameIndex,
  type CatalogCard,
} from "@fishbowl/cards";
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import type { CatalogSearchReply, CatalogStatus, CatalogSuggestion } from "../preload/api.js";
import { nameSuggestions } from "../shared/name-suggestions.js";

/** The catalog as the IPC handlers use it. */
export interface CatalogService {
  /** Loads the catalog if needed and says whether it is available. */
  status(): Promise<CatalogStatus>;
  /** At most `limit` cards matching a Scryfall-syntax query. */
  search(query: string, limit: number): Promise<CatalogSearchReply>;
  /** The catalog cards for `names` (as players write them, any face name); unknown names are left out. */
  lookup(names: readonly string[]): Promise<CatalogCard[]>;
  /** Close names of the catalog's and the built-in cards for each of `names` (the editor's "did you mean"); names with none are left out. */
  suggest(names: readonly string[]): Promise<CatalogSuggestion[]>;
}

interface Loaded {
  readonly status: CatalogStatus;
  readonly search: (query: string, limit: number) => CatalogSearchReply;
  readonly lookup: (name: string) => CatalogCard | undefined;
  /** The card names suggestions are drawn from, besides the built-in ones. */
  readonly names: readonly string[];
}

const UNAVAILABLE: Loaded = {
  status: { available: false, cards: 0, source: null },
  search: () => ({ ok: false, error: "No card catalog is installed." }),
  lookup: () => undefined,
  names: [],
};

/**
 * A catalog read from the first of `candidates` (file paths) that exists. `read` is the
 * file reader (replaceable in tests).
 */
export function createCatalogService(
  candidates: readonly string[],
  read: (path: string) => Promise<string> = (path) => readFile(path, "utf8"),
): CatalogService {
  let loading: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => (loading ??= loadFirst(candidates, read));
  let index: CardNameIndex | undefined;
  return {
    async status() {
      return (await load()).status;
    },
    async search(query, limit) {
      return (await load()).search(query, limit);
    },
    async lookup(names) {
      const loaded = await load();
      const found = new Map<string, CatalogCard>();
      for (const name of names) {
        const card = loaded.lookup(name);
        if (card !== undefined) found.set(card.name, card);
      }
      return [...found.values()];
    },
    async suggest(names) {
      const loaded = await load();
      index ??= createNameIndex([...builtinCardNames(), ...loaded.names]);
      return nameSuggestions(index, names);
    },
  };
}

async function loadFirst(candidates: readonly string[], read: (path: string) => Promise<string>): Promise<Loaded> {
  for (const path of candidates) {
    let text: string;
    try {
      text = await read(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      return { ...UNAVAILABLE, status: { available: false, cards: 0, source: path, error: String(error) } };
    }
    const parsed = parseCatalogJson(text);
    if (!parsed.ok)
      return { ...UNAVAILABLE, status: { available: false, cards: 0, source: path, error: parsed.error } };
    const index = createCatalogIndex(parsed.cards, { isAutomated: automatedNamePredicate(builtinCardNames()) });
    const lookup = createNameLookup(parsed.cards);
    return {
      status: { available: true, cards: parsed.cards.length, source: path },
      search: (query, limit) => {
        const result = index.search(query, limit);
        return result.ok ? { ok: true, cards: result.cards } : { ok: false, error: result.error.message };
      },
      lookup,
      names: parsed.cards.map((c) => c.name),
    };
  }
  return UNAVAILABLE;
}

/** The environment facts the CLI's data directory depends on (for tests). */
export interface DataDirContext {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  home: string;
}

/**
 * Where to look for the catalog: `<userData>/catalog.json` first, then the file that
 * `fishbowl catalog import` writes by default. That follows the CLI's data-directory
 * convention (apps/cli `userDataDir`): `FISHBOWL_DATA_DIR`, else `%APPDATA%\Fishbowl` on
 * Windows, `~/Library/Application Support/Fishbowl` on macOS, `$XDG_DATA_HOME/fishbowl` or
 * `~/.local/share/fishbowl` elsewhere.
 */
export function catalogCandidates(
  userData: string,
  ctx: DataDirContext = { env: process.env, platform: process.platform, home: homedir() },
): string[] {
  const { env, platform, home } = ctx;
  let cliDir: string;
  if (env["FISHBOWL_DATA_DIR"]) cliDir = path.resolve(env["FISHBOWL_DATA_DIR"]);
  else if (platform === "win32")
    cliDir = path.win32.join(env["APPDATA"] ?? path.win32.join(home, "AppData", "Roaming"), "Fishbowl");
  else if (platform === "darwin") cliDir = path.posix.join(home, "Library", "Application Support", "Fishbowl");
  else {
    const xdg = env["XDG_DATA_HOME"];
    cliDir = path.posix.join(
      xdg && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(home, ".local", "share"),
      "fishbowl",
    );
  }
  const own = path.join(userData, "catalog.json");
  const cli = platform === "win32" ? path.win32.join(cliDir, "catalog.json") : path.posix.join(cliDir, "catalog.json");
  return own === cli ? [own] : [own, cli];
}
