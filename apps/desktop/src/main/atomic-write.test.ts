import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import * as fsp from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  nodeFs,
  removeOrphanTempFiles,
  tempFileWriter,
  tempPathFor,
  writeFileAtomic,
  type AtomicWriteFs,
} from "./atomic-write.js";

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

describe("removeOrphanTempFiles", () => {
  const STARTED = Date.UTC(2030, 0, 1);
  const at = async (path: string, ms: number) => {
    await writeFile(path, "partial");
    await utimes(path, new Date(ms), new Date(ms));
  };

  it("reads the writer's pid from the names tempPathFor makes, and nothing else", () => {
    const name = tempPathFor(join(dir, "Burn.txt")).slice(dir.length + 1);
    expect(tempFileWriter(name)).toBe(process.pid);
    expect(tempFileWriter(".autosave.json.4242.0123456789ab.tmp")).toBe(4242);
    for (const other of [
      "Burn.txt",
      ".Burn.txt.tmp",
      "Burn.txt.4242.0123456789ab.tmp",
      ".Burn.txt.4242.0123456789AB.tmp",
      ".Burn.txt.x.0123456789ab.tmp",
    ]) {
      expect(tempFileWriter(other), other).toBeNull();
    }
  });

  it("removes, in every folder given, temp files of dead writers older than this process, and nothing else", async () => {
    const decks = join(dir, "Decks");
    await mkdir(decks);
    const alive = new Set([4242]);
    const check = { startedMs: STARTED, isAlive: (pid: number) => alive.has(pid) };
    await at(join(dir, ".autosave.json.1111.0123456789ab.tmp"), STARTED - 1000); // dead writer, before us: orphan
    await at(join(decks, ".Burn.txt.1111.aaaaaaaaaaaa.tmp"), STARTED - 1000); // orphan
    await at(join(decks, `.Elves.txt.${process.pid}.bbbbbbbbbbbb.tmp`), STARTED - 1000); // our pid, from an earlier process: orphan
    await at(join(decks, ".Elves.txt.1111.cccccccccccc.tmp"), STARTED + 1000); // written since we started: kept
    await at(join(decks, ".Burn.txt.4242.dddddddddddd.tmp"), STARTED - 1000); // its writer still runs: kept
    await at(join(decks, "Burn.txt"), STARTED - 1000); // a deck
    await at(join(decks, ".notes.tmp"), STARTED - 1000); // not an atomic writer's name
    await mkdir(join(decks, ".Dir.txt.1111.eeeeeeeeeeee.tmp")); // not a file
    const removed = await removeOrphanTempFiles([decks, dir, join(dir, "missing")], check);
    expect(removed.sort()).toEqual(
      [
        join(dir, ".autosave.json.1111.0123456789ab.tmp"),
        join(decks, ".Burn.txt.1111.aaaaaaaaaaaa.tmp"),
        join(decks, `.Elves.txt.${process.pid}.bbbbbbbbbbbb.tmp`),
      ].sort(),
    );
    expect((await readdir(decks)).sort()).toEqual([
      ".Burn.txt.4242.dddddddddddd.tmp",
      ".Dir.txt.1111.eeeeeeeeeeee.tmp",
      ".Elves.txt.1111.cccccccccccc.tmp",
      ".notes.tmp",
      "Burn.txt",
    ]);
    expect(await readdir(dir)).toEqual(["Decks"]);
  });
});
