import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import * as fsp from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nodeFs, writeFileAtomic, type AtomicWriteFs } from "./atomic-write.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "fishbowl-atomic-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A file system whose file handles fail at `stage` ("write" or "sync"). */
function failingFs(stage: "write" | "sync" | "rename"): AtomicWriteFs {
  return {
    ...nodeFs,
    rename: stage === "rename" ? () => Promise.reject(new Error("rename failed")) : nodeFs.rename,
    open: (async (path: string, flags?: string, mode?: number) => {
      const handle = await fsp.open(path, flags, mode);
      if (flags !== "wx") return handle;
      return new Proxy(handle, {
        get(target, key) {
          if (key === "writeFile" && stage === "write") {
            return async (data: string) => {
              await target.writeFile(data.slice(0, 3)); // a torn, partial write
              throw new Error("disk full");
            };
          }
          if (key === "sync" && stage === "sync") return () => Promise.reject(new Error("fsync failed"));
          const value = Reflect.get(target, key) as unknown;
          return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    }) as AtomicWriteFs["open"],
  };
}

describe("writeFileAtomic", () => {
  it("creates a new file", async () => {
    const target = join(dir, "deck.txt");
    await writeFileAtomic(target, "4 Lightning Bolt\n");
    expect(await readFile(target, "utf8")).toBe("4 Lightning Bolt\n");
    expect(await readdir(dir)).toEqual(["deck.txt"]);
  });

  it("replaces an existing file and leaves no temporary file", async () => {
    const target = join(dir, "deck.txt");
    await writeFile(target, "old");
    await writeFileAtomic(target, "new");
    expect(await readFile(target, "utf8")).toBe("new");
    expect(await readdir(dir)).toEqual(["deck.txt"]);
  });

  for (const stage of ["write", "sync", "rename"] as const) {
    it(`keeps the old file intact when the ${stage} step fails`, async () => {
      const target = join(dir, "deck.txt");
      await writeFile(target, "20 Mountain\n40 Lightning Bolt\n");
      await expect(writeFileAtomic(target, "something new and longer", failingFs(stage))).rejects.toThrow();
      expect(await readFile(target, "utf8")).toBe("20 Mountain\n40 Lightning Bolt\n");
      expect(await readdir(dir)).toEqual(["deck.txt"]);
    });
  }

  it("fails without creating anything when the directory is missing", async () => {
    await expect(writeFileAtomic(join(dir, "nope", "deck.txt"), "x")).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
