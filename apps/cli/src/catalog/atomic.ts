/**
 * Atomic file replacement: write a temporary file in the target's directory, flush it to
 * disk (fsync), then rename it over the target (atomic on POSIX and NTFS within one
 * volume), then fsync the directory so the rename itself is durable. Until `commit`, the
 * previous file is untouched; `abort` removes the temporary file.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** A file being written atomically. Writes are synchronous and buffered by the caller. */
export class AtomicFile {
  /** The temporary file's path (same directory as `target`). */
  readonly tempPath: string;
  private fd: number | undefined;

  /** Creates the target's directory if needed and opens a new temporary file beside it. */
  constructor(readonly target: string) {
    const dir = path.dirname(target);
    fs.mkdirSync(dir, { recursive: true });
    this.tempPath = path.join(dir, `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
    this.fd = fs.openSync(this.tempPath, "wx", 0o644);
  }

  /** Appends text (UTF-8). Throws if the file was already committed or aborted. */
  write(text: string): void {
    if (this.fd === undefined) throw new Error(`${this.target}: write after commit/abort`);
    fs.writeSync(this.fd, text);
  }

  /** Flushes, closes and renames the temporary file over the target, then syncs the directory. */
  commit(): void {
    if (this.fd === undefined) throw new Error(`${this.target}: commit after commit/abort`);
    const fd = this.fd;
    this.fd = undefined;
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(this.tempPath, this.target);
    syncDirectory(path.dirname(this.target));
  }

  /** Closes and deletes the temporary file; the target keeps its previous content. Never throws. */
  abort(): void {
    if (this.fd !== undefined) {
      try {
        fs.closeSync(this.fd);
      } catch {
        // already closed
      }
      this.fd = undefined;
    }
    fs.rmSync(this.tempPath, { force: true });
  }
}

/** fsync a directory so a rename in it survives a crash; a no-op where directories cannot be opened (Windows). */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, "r");
    fs.fsyncSync(fd);
  } catch {
    // Windows cannot open or fsync directories; NTFS renames are journaled.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Writes `text` to `target` atomically (see the module comment). */
export function writeFileAtomic(target: string, text: string): void {
  const f = new AtomicFile(target);
  try {
    f.write(text);
    f.commit();
  } catch (err) {
    f.abort();
    throw err;
  }
}
