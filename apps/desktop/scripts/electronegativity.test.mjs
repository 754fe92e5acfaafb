import { describe, expect, it } from "vitest";
import { hasExplainingComment, triage } from "./electronegativity.mjs";

const issue = (id, severity, file, line = 3) => ({
  id,
  severity: { name: severity },
  file,
  location: { line, column: 0 },
});

describe("electronegativity triage", () => {
  const source = {
    "main/window.ts": [
      "const a = 1;",
      "// electronegativity-allow PRELOAD_JS_CHECK: the preload only forwards fixed channels",
      "",
      "preload,",
    ],
    "main/other.ts": ["x", "y", "z", "preload,"],
  };
  const readLines = (file) => source[file] ?? [];

  it("finds an explaining comment at or just above the flagged line", () => {
    expect(hasExplainingComment(source["main/window.ts"], 4, "PRELOAD_JS_CHECK")).toBe(true);
    expect(hasExplainingComment(source["main/window.ts"], 4, "SANDBOX_JS_CHECK")).toBe(false);
    expect(hasExplainingComment(["// electronegativity-allow PRELOAD_JS_CHECK:"], 1, "PRELOAD_JS_CHECK")).toBe(false);
  });

  it("blocks HIGH and MEDIUM findings unless allowlisted with a reason and commented", () => {
    const allowlist = [
      { check: "PRELOAD_JS_CHECK", file: "main/window.ts", reason: "reviewed: forwards fixed channels only" },
      { check: "PRELOAD_JS_CHECK", file: "main/other.ts", reason: "no comment there" },
      { check: "PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK", file: "N/A", reason: "handled in security.ts" },
      { check: "SANDBOX_JS_CHECK", file: "main/gone.ts", reason: "stale" },
    ];
    const result = triage(
      [
        issue("PRELOAD_JS_CHECK", "MEDIUM", "main/window.ts", 4),
        issue("PRELOAD_JS_CHECK", "MEDIUM", "main/other.ts", 4),
        issue("CONTEXT_ISOLATION_JS_CHECK", "HIGH", "main/window.ts", 4),
        issue("PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK", "MEDIUM", "N/A", 0),
        issue("CSP_GLOBAL_CHECK", "LOW", "renderer/index.html", 5),
      ],
      allowlist,
      readLines,
    );
    expect(result.accepted.map((a) => a.issue.file)).toEqual(["main/window.ts", "N/A"]);
    expect(result.blocking.map((b) => [b.issue.id, b.issue.file])).toEqual([
      ["PRELOAD_JS_CHECK", "main/other.ts"],
      ["CONTEXT_ISOLATION_JS_CHECK", "main/window.ts"],
    ]);
    expect(result.ignored).toHaveLength(1);
    expect(result.unused.map((u) => u.file)).toEqual(["main/other.ts", "main/gone.ts"]);
  });

  it("does not accept an entry without a reason", () => {
    const result = triage(
      [issue("PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK", "MEDIUM", "N/A")],
      [{ check: "PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK", file: "N/A", reason: " " }],
      readLines,
    );
    expect(result.blocking).toHaveLength(1);
  });
});
