/**
 * Rewriting a file in place without ever leaving half of it on disk
 * (`robotstxt fmt --write`, `robotstxt lint --fix`).
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
 * link stays a link; but a file found by walking a directory is written only
 * if it resolves inside that directory (`within`), so a link in a tree
 * cannot make a walk rewrite a file elsewhere. A file the user has no write
 * permission for (mode 0444) is refused unless forced (the rename would
 * replace it regardless of its mode), and a file that changed since it was
 * read is refused too (an editor saved it meanwhile). The checks resolve the
 * path anew just before writing; a directory swapped for a link between that
 * and the rename is beyond what Node's path-based calls can rule out.
 * A file with several hard links loses the link with the
 * others (the rename puts a new file at this name), as with every atomic
 * writer.
 *
 * @module
 */
import type { Stats } from 'node:fs';
import { open, realpath, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { CliError } from '../command.ts';

/** What the target looked like when it was read: the write is refused if it changed since. */
export interface Snapshot {
  readonly size: number;
  readonly mtimeMs: number;
}

/** What a write must check before it replaces the target. */
export interface WriteOptions {
  /** What the target looked like when it was read: if it changed since, it is left alone ({@link ChangedMeanwhileError}). */
  readonly expected?: Snapshot | undefined;
  /** Replace a file the user may not write (mode 0444) too; without it such a file is left alone ({@link ReadOnlyFileError}). */
  readonly force?: boolean | undefined;
  /**
   * The directory the file was found in by walking it: a target that resolves
   * outside it (through a symbolic link) is left alone ({@link OutsideTreeError}).
   */
  readonly within?: string | undefined;
}

/** A write that was not made because the target is not what it may be: nothing was changed. */
export class WriteRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteRefusedError';
  }
}

/** The target changed between reading and writing (an editor saved it): not overwritten. */
export class ChangedMeanwhileError extends WriteRefusedError {
  constructor(path: string) {
    super(`${path} changed while robotstxt was working on it; it was left as it is now. Run the command again.`);
    this.name = 'ChangedMeanwhileError';
  }
}

/** The target has no write permission for the user: not replaced unless forced. */
export class ReadOnlyFileError extends WriteRefusedError {
  constructor(path: string) {
    super(`${path} is read-only (no write permission); it was left as it is. Make it writable, or give --force to replace it anyway (its mode is kept).`);
    this.name = 'ReadOnlyFileError';
  }
}

/** The target is a symbolic link, met while walking a directory, to a file outside that directory: not written. */
export class OutsideTreeError extends WriteRefusedError {
  readonly target: string;
  constructor(path: string, target: string, within: string) {
    super(
      `${path} is a symbolic link to ${target}, outside ${within}; a file found by walking a directory is written only inside it, so it was left as it is. Give the link itself as an argument to write its target.`,
    );
    this.name = 'OutsideTreeError';
    this.target = target;
  }
}

/** Whether the user may write `info`'s file, by its permission bits (root: any write bit, as Prettier's EACCES cases go). */
function hasWritePermission(info: Stats): boolean {
  const uid = process.getuid?.();
  // Root passes every permission check; a file no one may write is still one to refuse. (Windows: no uid, and a read-only file has no w bit.)
  if (uid === undefined || uid === 0) return (info.mode & 0o222) !== 0;
  if (info.uid === uid) return (info.mode & 0o200) !== 0;
  if (info.gid === process.getgid?.() || (process.getgroups?.() ?? []).includes(info.gid)) return (info.mode & 0o020) !== 0;
  return (info.mode & 0o002) !== 0;
}

/** True when `path` (resolved) is `directory` (resolved) or inside it. */
function isInside(path: string, directory: string): boolean {
  return path === directory || path.startsWith(directory.endsWith(sep) ? directory : directory + sep);
}

function unchanged(info: Stats, expected: Snapshot | undefined): boolean {
  return expected === undefined || (info.size === expected.size && info.mtimeMs === expected.mtimeMs);
}

/**
 * Replaces the content of `path` with `data` atomically (see the module
 * comment), after the checks of `options`. Throws a {@link WriteRefusedError}
 * when a check fails (nothing written), or the file-system error.
 */
export async function writeFileAtomic(path: string, data: Uint8Array, options: WriteOptions = {}): Promise<void> {
  const target = await realpath(path);
  if (options.within !== undefined) {
    const root = await realpath(options.within);
    if (!isInside(target, root)) throw new OutsideTreeError(path, target, options.within);
  }
  const info = await stat(target);
  if (!unchanged(info, options.expected)) throw new ChangedMeanwhileError(path);
  if (!options.force && !hasWritePermission(info)) throw new ReadOnlyFileError(path);
  const mode = info.mode & 0o7777;
  // Imported here: node:crypto costs a few milliseconds to load, and most commands never write a file.
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
    if (!unchanged(await stat(target), options.expected)) throw new ChangedMeanwhileError(path);
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

/** A failed {@link writeFileAtomic} as a message that says what happened to the file (nothing) and what to do. */
export function writeFailure(error: unknown, path: string): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof WriteRefusedError) return new CliError(error.message);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new CliError(
      `cannot write ${path}: ${code === 'EROFS' ? 'read-only file system' : 'permission denied'} (robotstxt writes a temporary file in the same directory, then renames it). Left as it was.`,
    );
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') return new CliError(`cannot write ${path}: the disk is full. Left as it was.`);
  const message = error instanceof Error ? error.message : String(error);
  return new CliError(`cannot write ${path}: ${message}. Left as it was.`);
}
