/**
 * Crash-safe file replacement: write a temporary file in the same directory, flush it to
 * disk, then rename it over the target. A rename within one directory is atomic on every
 * file system Fishbowl runs on, so a reader (or the next start after a crash or power cut)
 * sees either the complete old file or the complete new one, never a truncated mix.
 */
import { randomBytes } from "node:crypto";
import * as fsp from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** The file-system operations atomic writes use; replaceable in tests to simulate failures. */
export interface AtomicWriteFs {
  open: typeof fsp.open;
  rename: typeof fsp.rename;
  rm: typeof fsp.rm;
}

/** Real file-system operations. */
export const nodeFs: AtomicWriteFs = { open: fsp.open, rename: fsp.rename, rm: fsp.rm };

/** The temporary-file name used while writing `target` (hidden, unique per call). */
export function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
}

/**
 * Replaces the contents of `target` with `data` atomically. The temporary file is written,
 * `fsync`ed and closed before the rename; the directory is then synced (best effort: not all
 * platforms allow opening a directory). If anything fails, the temporary file is removed,
 * `target` keeps its previous contents, and the error is rethrown.
 */
export async function writeFileAtomic(target: string, data: string | Uint8Array, fs: AtomicWriteFs = nodeFs): Promise<void> {
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
