import { createServer, type Server } from "node:http";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogImportError, downloadScryfallCatalog, importCatalogFile } from "./catalog-import.js";

const bolt = {
  object: "card",
  name: "Lightning Bolt",
  layout: "normal",
  mana_cost: "{R}",
  cmc: 1,
  type_line: "Instant",
  oracle_text: "Lightning Bolt deals 3 damage to any target.",
  colors: ["R"],
  keywords: [],
};
const token = {
  object: "card",
  name: "Goblin",
  layout: "token",
  mana_cost: "",
  cmc: 0,
  type_line: "Token Creature — Goblin",
  oracle_text: "",
  colors: ["R"],
  keywords: [],
};

let server: Server;
let base = "";
const dir = mkdtempSync(path.join(tmpdir(), "fishbowl-catalog-import-"));

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/bulk-data/oracle-cards") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ object: "bulk_data", type: "oracle_cards", download_uri: `${base}/files/oracle.json` }));
    } else if (req.url === "/files/oracle.json") {
      res.end(JSON.stringify([bolt, token]));
    } else if (req.url === "/bad/oracle-cards") {
      res.end(JSON.stringify({ object: "bulk_data", download_uri: `${base}/files/garbage.json` }));
    } else if (req.url === "/files/garbage.json") {
      res.end("<html>not json</html>");
    } else {
      res.statusCode = 404;
      res.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("downloadScryfallCatalog (against a local HTTP server)", () => {
  it("follows the bulk-data object to the file and installs the catalog", async () => {
    const target = path.join(dir, "catalog.json");
    const r = await downloadScryfallCatalog(target, { bulkUrl: `${base}/bulk-data/oracle-cards` });
    expect(r).toEqual({ cards: 1, skipped: 1, format: "scryfall" });
    expect((JSON.parse(readFileSync(target, "utf8")) as { name: string }[]).map((c) => c.name)).toEqual([
      "Lightning Bolt",
    ]);
  });

  it("keeps the previous catalog when the download is bad or missing", async () => {
    const target = path.join(dir, "keep.json");
    writeFileSync(target, "previous");
    await expect(downloadScryfallCatalog(target, { bulkUrl: `${base}/bad/oracle-cards` })).rejects.toThrow(
      CatalogImportError,
    );
    await expect(downloadScryfallCatalog(target, { bulkUrl: `${base}/missing` })).rejects.toThrow(/404/);
    expect(readFileSync(target, "utf8")).toBe("previous");
  });
});

describe("importCatalogFile", () => {
  it("imports Scryfall data and names a bad file without touching the catalog", async () => {
    const src = path.join(dir, "oracle.json");
    writeFileSync(src, JSON.stringify([bolt]));
    const target = path.join(dir, "imported.json");
    expect(await importCatalogFile(src, target)).toEqual({ cards: 1, skipped: 0, format: "scryfall" });
    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, "{ nope");
    await expect(importCatalogFile(bad, target)).rejects.toThrow(`${bad}: not valid JSON`);
    expect(readFileSync(target, "utf8")).toContain("Lightning Bolt");
  });
});
