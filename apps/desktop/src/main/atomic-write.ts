/**
 * Crash-safe file replacement: write a temporary file in the same directory, flush it to
 * disk, then rename it over the target. A rename within one directory is atomic on every
 * file system Fishbowl runs on, so a reader (or the next start after a crash or power cut)
 * sees either the complete old file or the complete new one, never a truncated mix.
 */
import { randomBytes } from "node:crypto";
import * as fsp from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { processIsAlive } from "./folder-lock.js";

/** The file-system operations atomic writes use; replaceable in tests to simulate failures. */
export interface AtomicWriteFs {
  open: typeof fsp.open;
  rename: typeof fsp.rename;
  rm: typeof fsp.rm;
}

/** Real file-system operations. */
export const nodeFs: AtomicWriteFs = { open: fsp.open, rename: fsp.rename, rm: fsp.rm };

/** The temporary-file name used while writing `target` (hidden, unique per call): `.<name>.<pid>.<12 hex digits>.tmp`. */
export function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
}

const TEMP_FILE_NAME = /^\..+\.([0-9]+)\.[0-9a-f]{12}\.tmp$/;

/** The pid of the process that wrote temporary file `name` (a base name from {@link tempPathFor}), or `null` if it is not one. */
export function tempFileWriter(name: string): number | null {
  const match = TEMP_FILE_NAME.exec(name);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** What {@link removeOrphanTempFiles} needs to tell an orphan from a write in progress. */
export interface OrphanCheck {
  /** When this process started, in ms since the epoch: only files last modified before it are orphans. */
  readonly startedMs: number;
  /** Whether process `pid` is running (its temp files may be a write in progress). */
  isAlive(pid: number): boolean;
}

/**
 * Removes the temporary files that atomic writes left in `dirs` (not recursively) when a
 * process died mid-write: files named as {@link tempPathFor} names them, last modified before
 * this process started, whose writer is this process's pid (reused from a dead process) or a
 * pid that no longer runs. A missing folder is skipped; a file that cannot be removed is left.
 * Returns the removed paths.
 */
export async function removeOrphanTempFiles(
  dirs: readonly string[],
  check: OrphanCheck = { startedMs: Date.now() - process.uptime() * 1000, isAlive: processIsAlive },
): Promise<string[]> {
  const removed: string[] = [];
  for (const dir of dirs) {
    const names = await fsp.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const pid = tempFileWriter(name);
      if (pid === null || (pid !== process.pid && check.isAlive(pid))) continue;
      const path = join(dir, name);
      try {
        const info = await fsp.lstat(path);
        if (!info.isFile() || info.mtimeMs >= check.startedMs) continue;
        await fsp.rm(path);
        removed.push(path);
      } catch {
        // Gone already, or not ours to remove: leave it.
      }
    }
  }
  return removed;
}

/**
 * Replaces the contents of `target` with `data` atomically. The temporary file is written,
 * `fsync`ed and closed before the rename; the directory is then synced (best effort: not all
 * platforms allow opening a directory). If anything fails, the temporary file is removed,
 * `target` keeps its previous contents, and the error is rethrown.
 */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  fs: AtomicWriteFs = nodeFs,
): Promise<void> {
  const temp = tempPathFor(target);
  try {
    const handle = await fs.open(temp, "wx", 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dirname(target), fs);
}

/** Flushes a directory entry change (the rename) to disk where the platform supports it. */
async function syncDirectory(dir: string, fs: AtomicWriteFs): Promise<void> {
  if (process.platform === "win32") return;
  try {
    const handle = await fs.open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems refuse to open or sync a directory; the rename itself still happened.
  }
}
