/**
 * Writing a file so that a crash never leaves it half written: the data goes
 * to a temporary file beside the target, is flushed to disk, and replaces the
 * target with one `rename`. The target's permission bits are kept.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Writes `data` to `target` atomically (temp file in the same directory, fsync, rename), keeping its mode. */
export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  let mode = 0o666;
  try {
    mode = (await stat(target)).mode & 0o7777;
  } catch {
    // A new file: the default mode (less the umask).
  }
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', mode);
  try {
    try {
      await handle.writeFile(data);
      await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
