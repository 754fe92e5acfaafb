/**
 * The compiled catalog beside an imported catalog: written by `catalog import`, used by
 * `catalog coverage` (and the deck commands) while it matches the catalog, ignored otherwise.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileCard } from "@fishbowl/cards";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { run } from "../commands/catalog.js";
import { compiledCatalogKey, compiledCatalogPath, writeCompiledCatalog } from "./compiled.js";
import { loadCatalogWithCompiled } from "./load.js";

const FIXTURES = fileURLToPath(new URL("./__fixtures__/", import.meta.url));

let dir: string;
let stdout: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fishbowl-compiled-"));
  stdout = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const catalogFile = (): string => path.join(dir, "catalog.json");

async function importFixture(): Promise<void> {
  expect(await run(["import", path.join(FIXTURES, "scryfall-oracle.json"), "--out", dir])).toBe(0);
}
async function coverage(): Promise<{ compiler: { byCompiler: number } }> {
  stdout = "";
  expect(await run(["coverage", "--catalog", catalogFile(), "--json"])).toBe(0);
  return JSON.parse(stdout) as { compiler: { byCompiler: number } };
}

describe("the compiled catalog", () => {
  it("is written beside the catalog by import, atomically, with what the compiler gives for each card", async () => {
    await importFixture();
    expect(fs.readdirSync(dir).sort()).toEqual(["catalog.compiled.json", "catalog.json"]);
    expect(compiledCatalogPath(catalogFile())).toBe(path.join(dir, "catalog.compiled.json"));
    const { cards, compiled } = loadCatalogWithCompiled(catalogFile());
    expect(compiled?.size).toBe(cards.length);
    for (const c of cards) expect(compiled?.get(c.name)).toEqual(compileCard(c));
  });

  it("is what coverage reads while it is valid", async () => {
    await importFixture();
    const fresh = await coverage();
    // a compiled catalog claiming Goblin Guide is automated (it is not): coverage believes it
    const file = compiledCatalogPath(catalogFile());
    const text = fs.readFileSync(file, "utf8");
    const lines = text
      .split("\n")
      .map((l) => (l.startsWith('{"name":"Goblin Guide",') ? l.replace('"automated":false', '"automated":true') : l));
    fs.writeFileSync(file, lines.join("\n"));
    expect((await coverage()).compiler.byCompiler).toBe(fresh.compiler.byCompiler + 1);
  });

  it("is ignored once the catalog changes", async () => {
    await importFixture();
    fs.appendFileSync(catalogFile(), "\n");
    expect(loadCatalogWithCompiled(catalogFile()).compiled).toBeUndefined();
  });

  it("is ignored when another compiler version wrote it", async () => {
    await importFixture();
    const file = compiledCatalogPath(catalogFile());
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/"compiler":\d+,/, '"compiler":0,'));
    expect(loadCatalogWithCompiled(catalogFile()).compiled).toBeUndefined();
  });

  it("is ignored when damaged or missing, and coverage compiles the cards as before", async () => {
    await importFixture();
    const fresh = await coverage();
    const file = compiledCatalogPath(catalogFile());
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").slice(0, 200));
    expect(loadCatalogWithCompiled(catalogFile()).compiled).toBeUndefined();
    expect(await coverage()).toEqual(fresh);
    fs.rmSync(file);
    expect(await coverage()).toEqual(fresh);
  });

  it("can be written for a catalog afterwards, keyed by its text", () => {
    fs.copyFileSync(path.join(FIXTURES, "scryfall-oracle.json"), catalogFile());
    const text = fs.readFileSync(catalogFile(), "utf8");
    const { cards } = loadCatalogWithCompiled(catalogFile());
    writeCompiledCatalog(catalogFile(), cards, text, (c) => compileCard(c));
    expect(fs.readFileSync(compiledCatalogPath(catalogFile()), "utf8")).toContain(
      `"key":"${compiledCatalogKey(text)}"`,
    );
    expect(loadCatalogWithCompiled(catalogFile()).compiled?.size).toBe(cards.length);
  });
});
