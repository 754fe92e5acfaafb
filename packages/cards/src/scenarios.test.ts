/**
 * Runs the project's own rule scenarios (`packages/cards/scenarios/<topic>/*.json`, format
 * fishbowl-scenario/1) through the engine's runner with the built-in card registry: one test
 * per file, named after it, each of which must pass. These are the executable form of the
 * rules the engine implements (issue obligation: every rule gets a scenario or a unit test).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine";
import { builtinRegistry } from "./registry.js";

const root = fileURLToPath(new URL("../scenarios", import.meta.url));

function scenarioFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...scenarioFiles(path));
    else if (entry.name.endsWith(".json")) out.push(path);
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
