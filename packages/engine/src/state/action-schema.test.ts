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

describe("plays take the quick check too, with the schema's verdict", () => {
  const cast = { type: "cast", player: "you", object: "o1" };
  it("accepts well-formed land plays, casts, declarations and choices, returning the very object", () => {
    const a = { ...cast, targets: ["opponent"], x: 3, modes: [0], kicker: true, face: 1, phyrexian: ["life", "mana"] };
    const r = parseAction(a);
    expect(r.ok && r.action).toBe(a);
    expect(verdict({ type: "playLand", player: "you", object: "o9" })).toBe("ok");
    expect(verdict({ type: "declareAttackers", player: "you", attackers: ["o1", "o2"] })).toBe("ok");
    expect(verdict({ type: "choose", player: "you", options: ["keep"] })).toBe("ok");
    expect(verdict({ ...cast, payment: ["o2"], buyback: false })).toBe("ok");
  });

  it("refuses malformed ones naming the field, as the schema does", () => {
    expect(verdict({ type: "playLand", player: "you", object: "" })).toBe("object");
    expect(verdict({ type: "playLand", player: "me", object: "o1" })).toBe("player");
    expect(verdict({ ...cast, object: 7 })).toBe("object");
    expect(verdict({ ...cast, x: 1.5 })).toBe("x");
    expect(verdict({ ...cast, x: -1 })).toBe("x");
    expect(verdict({ ...cast, targets: ["o2", ""] })).toBe("targets.1");
    expect(verdict({ ...cast, targets: Array.from({ length: 101 }, (_, i) => `o${i}`) })).toBe("targets");
    // a hole in a list is no id
    expect(verdict({ ...cast, targets: [, "o2"] })).toBe("targets.0"); // eslint-disable-line no-sparse-arrays
    expect(verdict({ ...cast, modes: [101] })).toBe("modes.0");
    expect(verdict({ ...cast, kicker: "yes" })).toBe("kicker");
    expect(verdict({ ...cast, face: 2 })).toBe("face");
    expect(verdict({ ...cast, phyrexian: ["blood"] })).toBe("phyrexian");
    expect(verdict({ ...cast, buyback: 1 })).toBe("buyback");
    expect(verdict({ type: "declareAttackers", player: "you", attackers: ["o1", 2] })).toBe("attackers.1");
    expect(verdict({ type: "declareAttackers", player: "you", attackers: [], defender: "me" })).toBe("defender");
    expect(verdict({ type: "choose", player: "you", options: [1] })).toBe("options.0");
    expect(verdict({ type: "choose", player: "you", options: ["x".repeat(501)] })).toBe("options.0");
    expect(verdict({ type: "choose", player: "you", divide: [0] })).toBe("divide.0");
  });
});
