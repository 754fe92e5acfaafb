import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultLockDeps, processIsAlive, withFolderLock, type FolderLockDeps } from "./folder-lock.js";

let dir: string;
let lock: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "fishbowl-lock-"));
  lock = join(dir, ".lock");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const NOW = 1_800_000_000_000;
/** Lock dependencies with a fixed clock; `wait` is a spy that can act on each attempt. */
function deps(over: Partial<FolderLockDeps> = {}): FolderLockDeps {
  return {
    now: () => NOW,
    isAlive: () => true,
    processStartMs: NOW - 60_000,
    staleMs: 30_000,
    wait: vi.fn(async () => undefined),
    ...over,
  };
}
const owner = (pid: number, time: number, host = hostname()) => JSON.stringify({ pid, host, time, token: "theirs" });

describe("withFolderLock", () => {
  it("holds the lock file (pid, host, time, token) during the action and removes it afterwards", async () => {
    const seen = await withFolderLock(
      lock,
      async () => JSON.parse(await readFile(lock, "utf8")) as Record<string, unknown>,
      deps(),
    );
    expect(seen).toMatchObject({
      pid: process.pid,
      host: hostname(),
      time: NOW,
      token: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it("releases the lock when the action throws", async () => {
    await expect(withFolderLock(lock, () => Promise.reject(new Error("boom")), deps())).rejects.toThrow("boom");
    expect(await readdir(dir)).toEqual([]);
  });

  it("lets one holder in at a time", async () => {
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside++;
      most = Math.max(most, inside);
      await new Promise((resolve) => setImmediate(resolve));
      inside--;
    };
    await Promise.all(Array.from({ length: 20 }, () => withFolderLock(lock, work, defaultLockDeps())));
    expect(most).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it("waits while a live process holds a fresh lock", async () => {
    await writeFile(lock, owner(4242, NOW - 1000));
    const wait = vi.fn(async (attempt: number) => {
      if (attempt === 2) await rm(lock); // the other process finishes
    });
    const action = vi.fn(async () => "done");
    expect(await withFolderLock(lock, action, deps({ wait }))).toBe("done");
    expect(wait).toHaveBeenCalledTimes(3);
  });

  it("takes over the lock of a process that is gone", async () => {
    await writeFile(lock, owner(4242, NOW - 1000));
    const isAlive = vi.fn(() => false);
    const d = deps({ isAlive });
    expect(await withFolderLock(lock, async () => "mine", d)).toBe("mine");
    expect(isAlive).toHaveBeenCalledWith(4242);
    expect(d.wait).not.toHaveBeenCalled();
    expect(await readdir(dir)).toEqual([]);
  });

  it("takes over a lock older than staleMs even if its pid runs, and one left by an earlier process with our pid", async () => {
    await writeFile(lock, owner(4242, NOW - 30_001));
    expect(await withFolderLock(lock, async () => 1, deps())).toBe(1);
    await writeFile(lock, owner(process.pid, NOW - 60_001)); // before this process started
    expect(await withFolderLock(lock, async () => 2, deps())).toBe(2);
  });

  it("does not judge another host's lock by pid, only by age", async () => {
    await writeFile(lock, owner(4242, NOW - 1000, "another-machine"));
    const isAlive = vi.fn(() => false);
    const wait = vi.fn(async () => void (await rm(lock)));
    await withFolderLock(lock, async () => undefined, deps({ isAlive, wait }));
    expect(isAlive).not.toHaveBeenCalled();
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it("judges a lock file without valid content (being written, or torn) by its age", async () => {
    await writeFile(lock, "");
    const fresh = new Date(NOW - 1000);
    await utimes(lock, fresh, fresh);
    const wait = vi.fn(async () => void (await rm(lock)));
    await withFolderLock(lock, async () => undefined, deps({ wait }));
    expect(wait).toHaveBeenCalledTimes(1);

    await writeFile(lock, "{");
    const old = new Date(NOW - 60_000);
    await utimes(lock, old, old);
    const d = deps();
    await withFolderLock(lock, async () => undefined, d);
    expect(d.wait).not.toHaveBeenCalled();
  });
});

describe("processIsAlive", () => {
  it("knows this process runs", () => {
    expect(processIsAlive(process.pid)).toBe(true);
  });
});
