import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run as goldfish } from "../commands/goldfish.js";
import { withCpuProfile } from "./cpu-profile.js";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-profile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function call(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await goldfish(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

/** A V8 CPU profile as the inspector gives it (the fields readers need). */
type Profile = { nodes: { id: number; callFrame: { functionName: string } }[]; samples: number[]; startTime: number };

describe("CPU profiles", () => {
  it("withCpuProfile returns the work's value and writes a V8 profile of it", async () => {
    const file = join(dir, "work.cpuprofile");
    const busy = () => {
      let n = 0;
      for (let i = 0; i < 200_000; i++) n += i % 7;
      return n;
    };
    expect(await withCpuProfile(file, async () => busy())).toBe(busy());
    const p = JSON.parse(readFileSync(file, "utf8")) as Profile;
    expect(p.nodes.some((n) => n.callFrame.functionName === "(root)")).toBe(true);
    expect(Array.isArray(p.samples)).toBe(true);
  });

  it("fishbowl goldfish --profile FILE writes a profile with the engine's functions and the same report", async () => {
    const file = join(dir, "goldfish.cpuprofile");
    const plain = await call("--games", "30", "--workers", "1", "--json");
    const r = await call("--games", "30", "--profile", file, "--json");
    expect(r.code).toBe(0);
    const strip = (t: string) => {
      const { seconds: _s, gamesPerSecond: _g, ...rest } = JSON.parse(t) as Record<string, unknown>;
      return rest;
    };
    expect(strip(r.stdout)).toEqual(strip(plain.stdout));
    const p = JSON.parse(readFileSync(file, "utf8")) as Profile;
    const names = new Set(p.nodes.map((n) => n.callFrame.functionName));
    expect(names.has("playGame")).toBe(true);
    expect(names.has("applyInPlace")).toBe(true);
  });

  it("--profile with more than one worker is a usage error; an unwritable path is refused before playing", async () => {
    const many = await call("--games", "3", "--workers", "2", "--profile", join(dir, "x.cpuprofile"));
    expect(many.code).toBe(2);
    expect(many.stderr).toMatch(/--profile plays the games on one thread/);
    const bad = await call("--games", "3", "--profile", join(dir, "missing", "x.cpuprofile"));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^fishbowl goldfish: --profile .*folder does not exist/);
  });
});
