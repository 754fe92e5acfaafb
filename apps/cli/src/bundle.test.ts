/**
 * The bundled CLI (out/fishbowl.js, scripts/bundle.mjs) does what the built modules (dist/main.js)
 * do, and a goldfish run of a sample deck through it loads no catalog, compiler or XML code.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const cli = join(dirname(fileURLToPath(import.meta.url)), "..");
const bundled = join(cli, "out", "fishbowl.js");
const modules = join(cli, "dist", "main.js");
const fixtures = join(cli, "src", "catalog", "__fixtures__");

beforeAll(() => {
  execFileSync(process.execPath, [join(cli, "node_modules", "typescript", "bin", "tsc"), "-b"], {
    cwd: cli,
    stdio: "pipe",
  });
  execFileSync(process.execPath, [join(cli, "scripts", "bundle.mjs")], { cwd: cli, stdio: "pipe" });
});

function fishbowl(entry: string, args: string[], extra: string[] = []): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, [...extra, entry, ...args], {
    encoding: "utf8",
    env: { ...process.env, INIT_CWD: "" },
  });
  return { status: r.status, stdout: r.stdout };
}

/** A JSON report without its timings. */
function untimed(stdout: string): unknown {
  const { seconds: _s, gamesPerSecond: _g, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
  return rest;
}

describe("the bundled CLI", () => {
  it("plays the same goldfish games as the modules, on one thread and on two workers", () => {
    const one = fishbowl(modules, ["goldfish", "--games", "24", "--json"]);
    expect(one.status).toBe(0);
    const bundledOne = fishbowl(bundled, ["goldfish", "--games", "24", "--json"]);
    expect(bundledOne.status).toBe(0);
    expect(untimed(bundledOne.stdout)).toEqual(untimed(one.stdout));
    const two = fishbowl(bundled, ["goldfish", "--games", "24", "--workers", "2", "--json"]);
    expect(two.status).toBe(0);
    const { workers: _w, ...twoRest } = untimed(two.stdout) as Record<string, unknown>;
    const { workers: _v, ...oneRest } = untimed(one.stdout) as Record<string, unknown>;
    expect(twoRest).toEqual(oneRest);
  });

  it("compares two lists as the modules do (a warm pool of two workers)", () => {
    const args = ["compare", "mono-red-haste", "boros-tokens", "--games", "40", "--min-games", "20", "--batch", "20"];
    const a = fishbowl(modules, [...args, "--workers", "1", "--json"]);
    const b = fishbowl(bundled, [...args, "--workers", "2", "--json"]);
    expect([a.status, b.status]).toEqual([0, 0]);
    const { workers: _w, ...ra } = untimed(a.stdout) as Record<string, unknown>;
    const { workers: _v, ...rb } = untimed(b.stdout) as Record<string, unknown>;
    expect(rb).toEqual(ra);
  });

  it("searches a catalog and checks a deck as the modules do", () => {
    const search = ["catalog", "search", "t:goblin", "--catalog", join(fixtures, "scryfall-oracle.json"), "--json"];
    const deck = ["deck", "check", "boros-tokens", "--json"];
    for (const args of [search, deck]) {
      const a = fishbowl(modules, args);
      const b = fishbowl(bundled, args);
      expect(b.status).toBe(a.status);
      expect(b.stdout).toBe(a.stdout);
      expect(b.stdout.length).toBeGreaterThan(2);
    }
  });

  it("loads for a sample deck's goldfish run no chunk with the catalog reader, the compiler's digest or an XML parser", () => {
    const hooks = `data:text/javascript,${encodeURIComponent(
      'export async function load(u, c, next) { if (u.startsWith("file:")) process.stderr.write("LOAD " + u + "\\n"); return next(u, c); }',
    )}`;
    const register = `data:text/javascript,${encodeURIComponent(
      `import { register } from "node:module"; register(${JSON.stringify(hooks)});`,
    )}`;
    const r = spawnSync(process.execPath, ["--import", register, bundled, "goldfish", "--games", "1"], {
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    const files = r.stderr
      .split("\n")
      .filter((l) => l.startsWith("LOAD "))
      .map((l) => fileURLToPath(l.slice(5)));
    expect(files.every((f) => f.startsWith(join(cli, "out")))).toBe(true);
    expect(files.length).toBeLessThan(20);
    for (const f of files)
      expect(readFileSync(f, "utf8")).not.toMatch(/XMLParser|compilerCodeDigest|readCatalogSource/);
  });
});
