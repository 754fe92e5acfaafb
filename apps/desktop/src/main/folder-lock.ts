/**
 * An exclusive lock on a folder, shared between processes: a lock file created with `wx`
 * (exclusive create), holding the owner's pid, host, start time and a random token. Fishbowl
 * holds it only for the few milliseconds of one check-and-write, so a lock file that stays is
 * the leftover of a crash: it is taken over when its owner is gone (same host, pid not running,
 * or the pid is ours but the lock predates this process) or when it is older than `staleMs`.
 */
import { randomBytes } from "node:crypto";
import * as fsp from "node:fs/promises";
import { hostname } from "node:os";
import { setTimeout as delay } from "node:timers/promises";

/** What is written in a lock file. */
export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  /** When the lock was taken, in ms since the epoch. */
  readonly time: number;
  readonly token: string;
}

/** Dependencies of a folder lock; tests replace the clock, the liveness check and the wait. */
export interface FolderLockDeps {
  /** The current time in ms since the epoch (default `Date.now`). */
  now(): number;
  /** Whether process `pid` runs on this host (default: `process.kill(pid, 0)` succeeds or is refused with EPERM). */
  isAlive(pid: number): boolean;
  /** When this process started, in ms since the epoch. */
  readonly processStartMs: number;
  /** A lock older than this (ms) is taken over even if its owner seems alive (default 30 s). */
  readonly staleMs: number;
  /** Waits before the next attempt; `attempt` counts from 0 (default: 2 ms growing to 50 ms). */
  wait(attempt: number): Promise<void>;
}

/** Whether process `pid` exists on this machine. */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The default dependencies: real clock, real process table, 30 s staleness. */
export function defaultLockDeps(): FolderLockDeps {
  return {
    now: Date.now,
    isAlive: processIsAlive,
    processStartMs: Date.now() - process.uptime() * 1000,
    staleMs: 30_000,
    wait: (attempt) => delay(Math.min(50, 2 * (attempt + 1))),
  };
}

/** Reads a lock file's owner; `null` if it is gone, `undefined` if it is not (yet) valid JSON. */
async function readOwner(path: string): Promise<LockOwner | null | undefined> {
  try {
    const parsed = JSON.parse(await fsp.readFile(path, "utf8")) as Partial<LockOwner>;
    const { pid, host, time, token } = parsed;
    if (typeof pid === "number" && typeof host === "string" && typeof time === "number" && typeof token === "string") {
      return { pid, host, time, token };
    }
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** Whether the lock file at `path` (with `owner`, or unreadable content) may be taken over. */
async function isStale(path: string, owner: LockOwner | undefined, deps: FolderLockDeps): Promise<boolean> {
  let time = owner?.time;
  if (time === undefined) {
    // A lock being written right now has no content yet: judge it by its age only.
    try {
      time = (await fsp.stat(path)).mtimeMs;
    } catch {
      return false; // gone: the next attempt creates it
    }
  }
  if (deps.now() - time > deps.staleMs) return true;
  if (owner === undefined || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return time < deps.processStartMs; // our pid, reused from a previous run
  return !deps.isAlive(owner.pid);
}

/**
 * Takes over the stale lock at `path`: moves it aside under a unique name (only one taker can
 * move a given file), and removes it if it is still the lock judged stale. If a fresh lock was
 * moved instead (it replaced the stale one in between), it is put back.
 */
async function breakLock(path: string, judged: LockOwner | undefined): Promise<void> {
  const aside = `${path}.${randomBytes(6).toString("hex")}.stale`;
  try {
    await fsp.rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = await readOwner(aside);
  if (moved && moved.token !== judged?.token) {
    await fsp.link(aside, path).catch(() => undefined); // fails only if yet another lock was taken meanwhile
  }
  await fsp.rm(aside, { force: true });
}

/**
 * Runs `action` while holding the lock file `path` (in the folder it protects), waiting for
 * another holder to finish and taking over a stale lock. The lock is released afterwards,
 * whether `action` succeeded or threw.
 */
export async function withFolderLock<T>(
  path: string,
  action: () => Promise<T>,
  deps: FolderLockDeps = defaultLockDeps(),
): Promise<T> {
  const token = randomBytes(12).toString("hex");
  for (
    let attempt = 0;
    !(await tryCreate(path, { pid: process.pid, host: hostname(), time: deps.now(), token }));
    attempt++
  ) {
    const current = await readOwner(path);
    if (current === null) continue;
    if (await isStale(path, current, deps)) await breakLock(path, current);
    else await deps.wait(attempt);
  }
  try {
    return await action();
  } finally {
    const current = await readOwner(path).catch(() => undefined);
    if (current?.token === token) await fsp.rm(path, { force: true });
  }
}

/** Creates the lock file with `owner` in it; `false` if another lock file is there. */
async function tryCreate(path: string, owner: LockOwner): Promise<boolean> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(path, "wx", 0o644);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // Windows reports EPERM while a removed lock file is still open in another process.
    if (code === "EPERM" && process.platform === "win32") return false;
    throw error;
  }
  try {
    await handle.writeFile(JSON.stringify(owner));
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fsp.rm(path, { force: true });
    throw error;
  }
  await handle.close();
  return true;
}
