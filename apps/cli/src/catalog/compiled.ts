/**
 * The compiled catalog beside a catalog file (`catalog.json` → `catalog.compiled.json`, see
 * `readCompiledCatalog` in @fishbowl/cards): written atomically by `catalog import`, read by
 * the commands that compile the whole catalog or a deck's cards. It names the compiler
 * version and a key — the SHA-256 of the compiler's code and the catalog file's text — so a
 * catalog changed since, or another compiler, makes it ignored (the cards are then compiled
 * as before).
 */
import { createHash, type Hash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  COMPILED_CATALOG_TAIL,
  compiledCatalogEntry,
  compiledCatalogHead,
  readCompiledCatalog,
  type CatalogCard,
  type CompiledCard,
  type CompiledCatalog,
} from "@fishbowl/cards";
import { AtomicFile } from "./atomic.js";

/** The compiled catalog's path for a catalog file: `x.json` → `x.compiled.json`. */
export function compiledCatalogPath(catalogFile: string): string {
  const base = path.basename(catalogFile).replace(/\.json$/i, "");
  return path.join(path.dirname(catalogFile), `${base}.compiled.json`);
}

/**
 * A digest of the code that compiles cards: every module of @fishbowl/cards and
 * @fishbowl/engine as installed, so that a changed compiler (a new grammar rule while
 * working on it, too) never reads a compiled catalog written by the old one, even before
 * `COMPILER_VERSION` is bumped. Empty when the modules can't be read (then the version alone
 * decides).
 */
let codeDigestMemo: string | undefined;
export function compilerCodeDigest(): string {
  if (codeDigestMemo !== undefined) return codeDigestMemo;
  const h = createHash("sha256");
  try {
    for (const pkg of ["@fishbowl/cards", "@fishbowl/engine"]) {
      const root = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
      const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith(".js")).sort();
      for (const f of files) h.update(`${pkg}/${f}\n`).update(fs.readFileSync(path.join(root, f)));
    }
    codeDigestMemo = h.digest("hex");
  } catch {
    codeDigestMemo = "";
  }
  return codeDigestMemo;
}

/** The key a compiled catalog is valid for: SHA-256 (hex) of the compiler's code digest and the catalog file's text. */
export function compiledCatalogKey(catalogText: string): string {
  return catalogKeyer().update(catalogText).key();
}

/** The key of a catalog text written piece by piece, as strings or as its UTF-8 bytes (the same value as `compiledCatalogKey` of the whole text). */
export function catalogKeyer(): { update(text: string | Uint8Array): ReturnType<typeof catalogKeyer>; key(): string } {
  const h: Hash = createHash("sha256").update(`${compilerCodeDigest()}\n`);
  const k = { update: (text: string | Uint8Array) => (h.update(text), k), key: () => h.digest("hex") };
  return k;
}

/**
 * A compiled catalog being written one card at a time; `commit` writes it to a temporary file
 * renamed over the target. The cards are held until then: the head names the catalog's
 * digest, known only once the catalog is written.
 */
export class CompiledCatalogWriter {
  private readonly lines: string[] = [];

  constructor(readonly target: string) {}

  add(name: string, compiled: CompiledCard): void {
    this.lines.push(compiledCatalogEntry(name, compiled));
  }

  /** Writes the compiled catalog, valid for `key` (see `compiledCatalogKey`), atomically. */
  commit(key: string): void {
    const file = new AtomicFile(this.target);
    try {
      file.write(compiledCatalogHead(key));
      for (let i = 0; i < this.lines.length; i += 1000)
        file.write((i === 0 ? "" : ",\n") + this.lines.slice(i, i + 1000).join(",\n"));
      file.write(COMPILED_CATALOG_TAIL);
      file.commit();
    } catch (err) {
      file.abort();
      throw err;
    }
  }
}

/** Writes the compiled catalog of `cards`, read from `catalogFile` whose text is `catalogText`, beside it. */
export function writeCompiledCatalog(
  catalogFile: string,
  cards: readonly CatalogCard[],
  catalogText: string,
  compile: (c: CatalogCard) => CompiledCard,
): void {
  const w = new CompiledCatalogWriter(compiledCatalogPath(catalogFile));
  for (const c of cards) w.add(c.name, compile(c));
  w.commit(compiledCatalogKey(catalogText));
}

/**
 * The compiled catalog beside `catalogFile`, when there is one for this catalog text
 * (`catalogText`, as read) and this compiler; otherwise undefined. Never throws.
 */
export function loadCompiledCatalog(catalogFile: string, catalogText: string): CompiledCatalog | undefined {
  return loadCompiledCatalogWithKey(catalogFile, () => compiledCatalogKey(catalogText));
}

/** As `loadCompiledCatalog`, with the catalog's key (`compiledCatalogKey` of its text) computed by `key` only when there is a compiled catalog. */
export function loadCompiledCatalogWithKey(catalogFile: string, key: () => string): CompiledCatalog | undefined {
  let text: string;
  try {
    text = fs.readFileSync(compiledCatalogPath(catalogFile), "utf8");
  } catch {
    return undefined;
  }
  return readCompiledCatalog(text, key()) ?? undefined;
}
