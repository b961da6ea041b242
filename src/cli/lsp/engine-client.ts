/**
 * The server's side of the engine (`engine.ts`): a queue of jobs, run one at
 * a time in a worker thread, so that the message loop stays free for hover
 * and completion however long a lint takes.
 *
 * - Requests (formatting, code actions, symbols, the test-URL command) go
 *   first, in order; diagnostics after them.
 * - Diagnostics keep only the newest job per document: edits made while a
 *   lint runs are linted once, at their newest version, when it ends (the
 *   server needs no debounce timer to skip the versions nobody will see).
 * - The worker is used when the engine is a file of its own (the CLI
 *   bundle's engine chunk). Where it is not (a bundle of the server in one
 *   file, or the sources run without a build), or the worker cannot start,
 *   the jobs run on the main thread, one per turn of the event loop. A
 *   worker that dies (out of memory on a hostile file) fails its job and is
 *   started again for the next.
 *
 * @module
 */
import { Worker } from 'node:worker_threads';
import type { EngineJob, EngineResponse, EngineResults } from './engine.ts';

type Engine = typeof import('./engine.ts');

interface Pending {
  readonly id: number;
  readonly job: EngineJob;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/** The script a worker runs: it imports the engine module and serves. */
const workerScript = (url: string): string => `import(${JSON.stringify(url)}).then((engine) => engine.serveEngine());`;

export class EngineClient {
  private readonly requests: Pending[] = [];
  private readonly diagnostics = new Map<string, Pending>();
  private running: Pending | undefined;
  private worker: Worker | undefined;
  private engine: Engine | undefined;
  private useWorker: boolean;
  private nextId = 1;
  private closed = false;

  /**
   * @param mode `worker`: a worker thread where the engine is a file of its own;
   *   `inline`: always the main thread (tests of the library's answers, tools).
   * @param serverUrl The URL of the module that loads the engine, to tell whether the engine is bundled into it.
   */
  constructor(
    mode: 'worker' | 'inline',
    private readonly serverUrl: string,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.useWorker = mode === 'worker';
  }

  /** Runs a request, ahead of pending diagnostics. */
  request<K extends EngineJob['kind']>(job: Extract<EngineJob, { kind: K }>): Promise<EngineResults[K]> {
    return new Promise((resolve, reject) => {
      this.requests.push({ id: this.nextId++, job, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /**
   * Lints a document's newest text: a pending lint of the same document is
   * dropped (its promise resolves to `undefined`).
   */
  diagnose(key: string, job: Extract<EngineJob, { kind: 'diagnostics' }>): Promise<EngineResults['diagnostics'] | undefined> {
    return new Promise((resolve, reject) => {
      this.diagnostics.get(key)?.resolve(undefined);
      this.diagnostics.set(key, { id: this.nextId++, job, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** Stops the worker; pending jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of [...this.requests, ...this.diagnostics.values()]) pending.reject(new Error('the server is shutting down'));
    this.requests.length = 0;
    this.diagnostics.clear();
    await this.worker?.terminate();
    this.worker = undefined;
  }

  private next(): Pending | undefined {
    const request = this.requests.shift();
    if (request) return request;
    const first = this.diagnostics.entries().next();
    if (first.done) return undefined;
    this.diagnostics.delete(first.value[0]);
    return first.value[1];
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const pending = this.next();
    if (!pending) return;
    this.running = pending;
    void this.start(pending);
  }

  private finish(pending: Pending, response: { result: unknown } | { error: string }): void {
    if (this.running !== pending) return;
    this.running = undefined;
    if ('error' in response) pending.reject(new Error(response.error));
    else pending.resolve(response.result);
    this.pump();
  }

  private async start(pending: Pending): Promise<void> {
    try {
      this.engine ??= await import('./engine.ts');
    } catch (error) {
      this.finish(pending, { error: String(error) });
      return;
    }
    if (this.useWorker && this.engine.ENGINE_URL !== this.serverUrl) {
      const worker = this.worker ?? this.startWorker(this.engine.ENGINE_URL);
      if (worker) {
        worker.postMessage({ id: pending.id, job: pending.job });
        return;
      }
    }
    // The main thread: one job per turn, so messages that came in meanwhile are read first.
    const engine = this.engine;
    setImmediate(() => {
      try {
        this.finish(pending, { result: engine.runJob(pending.job) });
      } catch (error) {
        this.finish(pending, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    });
  }

  private startWorker(url: string): Worker | undefined {
    let worker: Worker;
    try {
      worker = new Worker(workerScript(url), { eval: true });
    } catch (error) {
      this.useWorker = false;
      this.log(`robotstxt: the engine runs on the main thread (${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    }
    let online = false;
    worker.on('message', (response: EngineResponse | 'ready') => {
      if (response === 'ready') {
        online = true;
        this.log('robotstxt: the engine runs in a worker thread');
        return;
      }
      const pending = this.running;
      if (pending && pending.id === response.id) this.finish(pending, response);
    });
    const lost = (reason: string): void => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      // A worker that never came up will not come up next time either: run on the main thread.
      if (!online) {
        this.useWorker = false;
        this.log(`robotstxt: the engine runs on the main thread (${reason})`);
      }
      const pending = this.running;
      if (!pending) return;
      if (online) this.finish(pending, { error: reason });
      else {
        this.running = undefined;
        void this.start(pending);
      }
    };
    worker.on('error', (error) => lost(`the engine failed: ${error.message}`));
    worker.on('exit', (code) => lost(`the engine stopped (exit code ${code})`));
    // The server exits when its client goes: the worker must not keep it alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
