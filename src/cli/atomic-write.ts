/**
 * Rewriting a file in place without ever leaving half of it on disk
 * (`robotstxt fmt --write`).
 *
 * The new content goes to a temporary file in the same directory (same file
 * system, so the rename below is atomic), created with the target's
 * permission bits (and, where allowed, its owner), flushed to the disk with
 * fsync, and then renamed over the target. Whatever moment the process dies
 * at, even by SIGKILL or a power cut, the target holds either the old bytes
 * or the new ones. What can remain after a kill is the temporary file,
 * named `.NAME.robotstxt-PID-RANDOM.tmp` beside the target.
 *
 * A symbolic link is followed: the file it points to is rewritten and the
 * link stays a link. A file with several hard links loses the link with the
 * others (the rename puts a new file at this name), as with every atomic
 * writer.
 *
 * @module
 */
import { open, realpath, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** What the target looked like when it was read: the write is refused if it changed since. */
export interface Snapshot {
  readonly size: number;
  readonly mtimeMs: number;
}

/** The target changed between reading and writing (an editor saved it): not overwritten. */
export class ChangedMeanwhileError extends Error {
  constructor(path: string) {
    super(`${path} changed while it was being formatted; it was left as it is now. Run fmt again.`);
    this.name = 'ChangedMeanwhileError';
  }
}

/** Replaces the content of `path` with `data` atomically (see the module comment). */
export async function writeFileAtomic(path: string, data: Uint8Array, expected?: Snapshot): Promise<void> {
  const target = await realpath(path);
  const info = await stat(target);
  if (expected && (info.size !== expected.size || info.mtimeMs !== expected.mtimeMs)) throw new ChangedMeanwhileError(path);
  const mode = info.mode & 0o7777;
  // Imported here: node:crypto costs a few milliseconds to load, and most commands never write a file (`check`: issue 11, row 9).
  const { randomBytes } = await import('node:crypto');
  const temp = join(dirname(target), `.${basename(target)}.robotstxt-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  // 'wx': never reuse a file that is already there.
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(data);
    // The mode given to open() is masked by the umask: set it exactly.
    await handle.chmod(mode);
    if (info.uid !== process.getuid?.() || info.gid !== process.getgid?.()) {
      // Only root (or the owner, for a group it belongs to) may; otherwise the file becomes ours, as with any editor.
      await handle.chown(info.uid, info.gid).catch(() => undefined);
    }
    await handle.sync();
    await handle.close();
    // Again just before the rename: the write took a while.
    const now = await stat(target);
    if (expected && (now.size !== expected.size || now.mtimeMs !== expected.mtimeMs)) throw new ChangedMeanwhileError(path);
    await rename(temp, target);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
  // Make the rename itself durable; not every platform can open a directory, hence best effort.
  try {
    const directory = await open(dirname(target), 'r');
    await directory.sync().finally(() => directory.close());
  } catch {
    // The data is safe either way: the rename is atomic.
  }
}
