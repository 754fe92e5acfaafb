/** Turning valibot issues into one short reason a player can read. */
import type { BaseIssue } from "valibot";

/**
 * The first valibot issue as `"<dot.path>: <message>"` (`"card_faces.0.name: Invalid type:
 * Expected string but received undefined"`), or just the message at the top level.
 */
export function issueReason(issues: readonly BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return "invalid record";
  const path = (first.path ?? []).map((p) => String((p as { key?: unknown }).key)).join(".");
  return path ? `${path}: ${first.message}` : first.message;
}
