import { describe, expect, it } from "vitest";
import { parseAction } from "./action-schema.js";

/** The field a refusal names, or "ok". */
const verdict = (value: unknown): string => {
  const r = parseAction(value);
  return r.ok ? "ok" : (r.error.field ?? "?");
};

describe("passing actions take the quick check, with the schema's verdict", () => {
  it("accepts well-formed passes (extra keys ignored, as the schema ignores them) and returns the very object", () => {
    const a = { type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "opponent", note: 1 };
    const r = parseAction(a);
    expect(r.ok && r.action).toBe(a);
    expect(verdict({ type: "pass", player: "opponent" })).toBe("ok");
    expect(verdict({ type: "passUntil", player: "you", step: "cleanup", nextTurn: undefined })).toBe("ok");
  });

  it("refuses malformed passes naming the field, as before", () => {
    expect(verdict({ type: "pass" })).toBe("player");
    expect(verdict({ type: "pass", player: "me" })).toBe("player");
    expect(verdict({ type: "passUntil", player: "you" })).toBe("step");
    expect(verdict({ type: "passUntil", player: "you", step: "second_main" })).toBe("step");
    expect(verdict({ type: "passUntil", player: "you", step: "main1", nextTurn: 1 })).toBe("nextTurn");
    expect(verdict({ type: "passUntil", player: "you", step: "main1", active: "me" })).toBe("active");
    expect(verdict({ type: "passUntil", player: null, step: "main1" })).toBe("player");
  });
});
