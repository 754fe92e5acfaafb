/**
 * The rule-scenario runner for `fishbowl-scenario/1` files (shared SCENARIOS.md): a pure
 * function from a parsed scenario and a card registry to a result. It builds the board of
 * `setup`, performs each `do` through the same `apply` door as every other client, and
 * checks each `expect` against the computed characteristics (CR 613). A malformed scenario
 * is a failed result whose message names the offending field; this module never throws for
 * bad input. Published as the subpath `@fishbowl/engine/scenario` (a harness for tests and
 * tools, not part of playing a game).
 */
import type { CardRegistry } from "../core/context.js";
import { field, isObj, ScenarioError, type Json } from "./runner.js";
import { buildSetup } from "./setup.js";
import { doStep } from "./steps.js";
import { expectStep, labelStep } from "./checks.js";

export { stateFromSetup } from "./setup.js";

/** The outcome of one scenario. `step` is the 0-based index of the failing step, if any. */
export interface ScenarioResult {
  name: string;
  status: "passed" | "failed" | "skipped";
  step?: number;
  message?: string;
}

/**
 * Runs one scenario. `opts.skipUnknownCards`: a scenario naming a card without a definition
 * is "skipped" instead of "failed".
 */
export function runScenario(
  scenario: unknown,
  cards: CardRegistry,
  opts: { skipUnknownCards?: boolean } = {},
): ScenarioResult {
  const name = isObj(scenario) && typeof scenario["name"] === "string" ? (scenario["name"] as string) : "(unnamed)";
  try {
    run(scenario, cards, opts);
    return { name, status: "passed" };
  } catch (e) {
    if (e instanceof ScenarioError) {
      return {
        name,
        status: e.skip ? "skipped" : "failed",
        ...(e.step !== undefined ? { step: e.step } : {}),
        message: e.message,
      };
    }
    return {
      name,
      status: "failed",
      message: `internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
    };
  }
}

function run(sc: unknown, cards: CardRegistry, opts: { skipUnknownCards?: boolean }): void {
  field(isObj(sc), "(top level)", "must be a JSON object");
  const s0 = sc as Json;
  field(s0["format"] === "fishbowl-scenario/1", "format", 'must be "fishbowl-scenario/1"', s0["format"]);
  field(typeof s0["name"] === "string", "name", "must be a string");
  field(s0["seed"] === undefined || Number.isInteger(s0["seed"]), "seed", "must be an integer", s0["seed"]);
  field(isObj(s0["setup"]), "setup", "must be an object");
  field(Array.isArray(s0["steps"]), "steps", "must be an array");
  const r = buildSetup(s0["setup"] as Json, (s0["seed"] as number | undefined) ?? 1, cards, opts);
  const steps = s0["steps"] as unknown[];
  steps.forEach((st, i) => {
    try {
      field(isObj(st), `steps[${i}]`, "must be an object");
      const step = st as Json;
      if ("do" in step) doStep(r, step, `steps[${i}]`);
      else if ("expect" in step) expectStep(r, step["expect"], `steps[${i}].expect`);
      else if ("label" in step) labelStep(r, step, `steps[${i}]`);
      else field(false, `steps[${i}]`, 'needs "do", "expect" or "label"');
    } catch (e) {
      if (e instanceof ScenarioError) throw new ScenarioError(e.message, i, e.skip);
      // an engine bug, not the scenario's: still reported at its step
      throw new ScenarioError(
        `steps[${i}]: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
        i,
      );
    }
  });
}
