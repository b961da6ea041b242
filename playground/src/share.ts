/**
 * Share links: the file, the robots, the URLs and the dialects in the URL's fragment, compressed
 * (deflate-raw) and base64url-encoded. A fragment is never sent to a server, so sharing a link
 * sends the file to no one but the person who opens it. Decoding never throws: a damaged or
 * hostile link restores nothing.
 */

/** What a link restores. */
export interface SharedState {
  readonly text: string;
  readonly agents: string;
  readonly urls: string;
  /** The linting dialect. */
  readonly dialect: string;
  /** The tester's dialects: `all` or one dialect. */
  readonly testDialects: string;
}

/** The fragment's prefix: `#s=` then the data. */
export const SHARE_PREFIX = '#s=';

/** The most bytes a link may inflate to: a link is a file, not a way to fill the tab's memory. */
export const MAX_INFLATED_BYTES = 8 * 1024 * 1024;

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | undefined> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode takes its arguments on the stack: a chunk at a time.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of a base64url string, `undefined` when it is not one. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The fragment (with its `#s=`) that restores `state`. */
export async function encodeShare(state: SharedState): Promise<string> {
  const json = JSON.stringify({ v: 1, t: state.text, a: state.agents, u: state.urls, d: state.dialect, td: state.testDialects });
  const packed = await transform(new TextEncoder().encode(json), new CompressionStream('deflate-raw'), Number.POSITIVE_INFINITY);
  return SHARE_PREFIX + toBase64Url(packed ?? new Uint8Array());
}

/** The state a fragment restores, or `undefined` when it is not a share link (or is damaged). */
export async function decodeShare(hash: string): Promise<SharedState | undefined> {
  if (!hash.startsWith(SHARE_PREFIX)) return undefined;
  const bytes = fromBase64Url(hash.slice(SHARE_PREFIX.length));
  if (!bytes) return undefined;
  try {
    const inflated = await transform(bytes, new DecompressionStream('deflate-raw'), MAX_INFLATED_BYTES);
    if (!inflated) return undefined;
    const data: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
    if (typeof data !== 'object' || data === null) return undefined;
    const { t, a, u, d, td } = data as Record<string, unknown>;
    if (typeof t !== 'string' || typeof a !== 'string' || typeof u !== 'string' || typeof d !== 'string' || typeof td !== 'string') return undefined;
    return { text: t, agents: a, urls: u, dialect: d, testDialects: td };
  } catch {
    return undefined;
  }
}
