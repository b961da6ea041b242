/**
 * Reading at most N bytes of a body, and cutting bytes without splitting a
 * UTF-8 character. Platform-neutral: web streams and typed arrays only.
 *
 * @module
 */

/** The head of a body: at most `maxBytes` bytes, and whether more followed. */
export interface BodyHead {
  readonly bytes: Uint8Array;
  /** True when the body had more than `maxBytes` bytes; the rest was not read. */
  readonly truncated: boolean;
}

/**
 * Reads a stream until it ends or more than `maxBytes` bytes have arrived,
 * then cancels it, so a huge (or endless) body is never held in memory:
 * at most `maxBytes` plus one chunk is buffered.
 */
export function readHead(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<BodyHead> {
  return startReadingHead(stream, maxBytes).head;
}

/** A body read in progress: its result, and a way to stop it early. */
export interface HeadReading {
  readonly head: Promise<BodyHead>;
  /**
   * Stops reading (a time limit ran out): the stream is cancelled, which
   * closes the connection; `head` then settles with what had arrived, or
   * never, if the stream ignores the cancellation. Never throws.
   */
  cancel(): void;
}

/** {@link readHead}, with a handle to stop it: a body that never ends must not hold its reader forever. */
export function startReadingHead(stream: ReadableStream<Uint8Array> | null, maxBytes: number): HeadReading {
  if (!stream) return { head: Promise.resolve({ bytes: new Uint8Array(0), truncated: false }), cancel: () => undefined };
  const reader = stream.getReader();
  const cancel = (): void => {
    // Not awaited: a stream that never ends may also never confirm the cancel.
    reader.cancel().catch(() => undefined);
  };
  return { head: readChunks(reader, maxBytes), cancel };
}

async function readChunks(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): Promise<BodyHead> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.length;
      if (total > maxBytes) {
        truncated = true;
        break;
      }
    }
  } finally {
    // Cancelling closes the connection when the body is not finished; errors
    // from cancelling a stream that already failed do not matter.
    if (truncated) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  const head = concat(chunks, Math.min(total, maxBytes));
  return { bytes: truncated ? head.subarray(0, charBoundaryBefore(head, head.length)) : head, truncated };
}

/** The first `length` bytes of the chunks, copied into one array. */
function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    if (at >= length) break;
    const part = chunk.subarray(0, length - at);
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The first `maxBytes` bytes of `bytes`, shortened by up to three bytes so
 * that a UTF-8 character is not cut in half. Without this, a cut in the middle
 * of a character would make an otherwise valid UTF-8 file look like Latin-1.
 * Bytes that are not UTF-8 at the cut are left alone.
 */
export function cutAtCharBoundary(bytes: Uint8Array, maxBytes: number): Uint8Array {
  if (bytes.length <= maxBytes) return bytes;
  return bytes.subarray(0, charBoundaryBefore(bytes, maxBytes));
}

/**
 * The largest offset `<= end` that does not split the UTF-8 character
 * around `end`. Only `bytes[0..end)` is looked at.
 */
function charBoundaryBefore(bytes: Uint8Array, end: number): number {
  // Step back over continuation bytes (10xxxxxx) to the lead byte, at most 3.
  let lead = end - 1;
  while (lead >= 0 && end - lead <= 3 && ((bytes[lead] ?? 0) & 0xc0) === 0x80) lead--;
  const first = bytes[lead];
  if (first !== undefined && first >= 0xc0) {
    const length = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : 2;
    if (lead + length > end) return lead;
  }
  return end;
}
