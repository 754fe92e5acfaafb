/**
 * Runs the project's own rule scenarios (`packages/cards/scenarios/<topic>/*.json`, format
 * fishbowl-scenario/1) through the engine's runner with the built-in card registry: one test
 * per file, named after it, each of which must pass. These are the executable form of the
 * rules the engine implements (issue obligation: every rule gets a scenario or a unit test).
 *
 * `packages/cards/scenarios-compiled/` holds scenarios over catalog cards only the Oracle-text
 * compiler defines: its `catalog.json` (compact catalog format) is compiled with
 * `catalogRegistry`, as `fishbowl scenarios --catalog` does, and every other `*.json` there runs
 * against it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import { builtinRegistry } from "./registry.js";
import { parseCatalogJson } from "./catalog/catalog.js";
import { catalogDefinition, catalogRegistry } from "./oracle/catalog.js";

const root = fileURLToPath(new URL("../scenarios", import.meta.url));
const compiledRoot = fileURLToPath(new URL("../scenarios-compiled", import.meta.url));
const compiledCatalog = join(compiledRoot, "catalog.json");

function scenarioFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...scenarioFiles(path));
    else if (entry.name.endsWith(".json") && path !== compiledCatalog) out.push(path);
  }
  return out;
}

const files = scenarioFiles(root);

describe("rule scenarios (packages/cards/scenarios)", () => {
  it("has scenarios for every topic", () => {
    expect(files.length).toBeGreaterThanOrEqual(70);
  });

  it.each(files.map((f) => [relative(root, f), f] as const))("%s", (_name, file) => {
    const json: unknown = JSON.parse(readFileSync(file, "utf8"));
    const result = runScenario(json, builtinRegistry);
    expect(result, result.message).toMatchObject({ status: "passed" });
  });
});

/** The fixture catalog's cards; a malformed fixture fails here with the file and the card named. */
function readFixtureCatalog() {
  const r = parseCatalogJson(readFileSync(compiledCatalog, "utf8"));
  if (!r.ok) throw new Error(`${relative(compiledRoot, compiledCatalog)}: ${r.error}`);
  return r.cards;
}

const catalog = readFixtureCatalog();
const compiledFiles = scenarioFiles(compiledRoot);

describe("rule scenarios over compiled catalog cards (packages/cards/scenarios-compiled)", () => {
  it("uses catalog cards that have no built-in definition, all read whole but Wall of Roots", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(5);
    for (const card of catalog) expect(builtinRegistry.get(card.name), card.name).toBeUndefined();
    const partly = catalog.map((c) => catalogDefinition(c)).filter((d) => d.automated === false);
    expect(partly.map((d) => [d.name, d.unautomated])).toEqual([
      ["Wall of Roots", ["Put a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn."]],
    ]);
    expect(compiledFiles.length).toBeGreaterThanOrEqual(5);
  });

  it.each(compiledFiles.map((f) => [relative(compiledRoot, f), f] as const))("%s", (_name, file) => {
    const json: unknown = JSON.parse(readFileSync(file, "utf8"));
    // Without the catalog the scenario cannot run: it really uses compiled cards.
    expect(runScenario(json, builtinRegistry).message).toMatch(/unknown card/);
    const result = runScenario(json, catalogRegistry(catalog));
    expect(result, result.message).toMatchObject({ status: "passed" });
  });
});
