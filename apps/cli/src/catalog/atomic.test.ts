import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AtomicFile, writeFileAtomic } from "./atomic.js";

describe("atomic writes", () => {
  it("replaces the target only on commit and cleans up on abort", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fishbowl-atomic-"));
    const target = path.join(dir, "sub", "file.json");
    writeFileAtomic(target, "one");
    const f = new AtomicFile(target);
    f.write("two");
    expect(fs.readFileSync(target, "utf8")).toBe("one");
    expect(path.dirname(f.tempPath)).toBe(path.dirname(target));
    f.abort();
    expect(fs.readFileSync(target, "utf8")).toBe("one");
    expect(fs.readdirSync(path.dirname(target))).toEqual(["file.json"]);
    const g = new AtomicFile(target);
    g.write("three");
    g.commit();
    expect(fs.readFileSync(target, "utf8")).toBe("three");
    expect(() => g.write("x")).toThrow(/after commit/);
    fs.rmSync(dir, { recursive: true });
  });
});
