/**
 * A throwaway HTTP server on 127.0.0.1 (port 0: the OS picks a free one)
 * for fetch tests. Each test starts its own with the behaviour it needs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach } from 'vitest';

export interface TestServer {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  readonly origin: string;
  /** Every request seen, in order: path and headers. */
  readonly requests: { readonly url: string; readonly headers: IncomingMessage['headers'] }[];
  /** Closes the server and every connection (including ones left hanging on purpose). */
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: { url: string; headers: IncomingMessage['headers'] }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    handler(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * For a test file: a `serve(handler)` that starts a server and closes it
 * (and every other one it started) after each test.
 */
export function useServers(): (handler: Handler) => Promise<TestServer> {
  let servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
  });
  return async (handler) => {
    const server = await startServer(handler);
    servers.push(server);
    return server;
  };
}

/** A TCP server that accepts connections and never says a word (for timeouts). */
export async function startSilentServer(): Promise<{ readonly origin: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const tcp = createTcpServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const { port } = tcp.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        tcp.close(() => resolve());
      }),
  };
}

/** Answers `status` with a body and headers. */
export function reply(status: number, body = '', headers: Record<string, string> = {}): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain', ...headers });
    response.end(body);
  };
}

/** Redirects `/robots.txt` through `hops` redirects (`/hop/1` … `/hop/N`), then serves `body`. */
export function redirectChain(hops: number, body: string, status = 301): Handler {
  return (request, response) => {
    const url = request.url ?? '';
    const at = url === '/robots.txt' ? 0 : Number(/^\/hop\/(\d+)$/.exec(url)?.[1] ?? Number.NaN);
    if (Number.isNaN(at)) {
      response.writeHead(404).end();
    } else if (at < hops) {
      response.writeHead(status, { location: `/hop/${at + 1}` }).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    }
  };
}
