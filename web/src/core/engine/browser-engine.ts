// The engine in the player's browser: the Web Worker at /engine/heterodox-engine.js (the server's engine
// compiled to WebAssembly) driven over UCI. One worker per page, started on first use; a browser that cannot
// run it (no WebAssembly GC, a worker that does not answer) gets a rejected start, and the page falls back
// to the server's analysis.
import { mergeLine, parseBestMove, parseInfo, type EngineLine } from './uci-lines';

export const ENGINE_URL = '/engine/heterodox-engine.js';
/** How long the worker may take to load and answer `uci` and `isready` before the page gives up on it. */
const START_TIMEOUT_MS = 15_000;

/** What the page needs of a worker (a real Worker; the tests give one running in Node). */
export interface EngineWorker {
  postMessage(line: string): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/** What one analysis asks for: the game (a spec), its position, how many lines. */
export interface AnalysisRequest {
  spec: string;
  fen: string;
  lines: number;
}

export class BrowserEngine {
  private readonly waiters: { test: (line: string) => boolean; done: (line: string) => void }[] = [];
  private listener: ((line: string) => void) | null = null;
  private errors: string[] = [];
  /** `go`s sent and `bestmove`s received: the lines of a search are its own only while it is the last one. */
  private searches = 0;
  private finished = 0;

  private constructor(private readonly worker: EngineWorker) {
    worker.onmessage = (event) => this.receive(String(event.data));
  }

  /** Starts a worker and waits for its `uciok` and `readyok`; rejects with the reason when it cannot. */
  static async start(make: () => EngineWorker = () => new Worker(ENGINE_URL) as unknown as EngineWorker,
    timeoutMs = START_TIMEOUT_MS): Promise<BrowserEngine> {
    const worker = make();
    const engine = new BrowserEngine(worker);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const failed = new Promise<never>((_, reject) => {
      worker.onerror = (e) => reject(new Error(`the engine's worker failed: ${(e as ErrorEvent)?.message ?? e}`));
      timer = setTimeout(() => reject(new Error('the engine did not answer')), timeoutMs);
      engine.onError = (message) => reject(new Error(message));
    });
    try {
      // Both waits are set before sending: the answers may come at once.
      const answered = Promise.all([engine.until(l => l === 'uciok'), engine.until(l => l === 'readyok')]);
      worker.postMessage('uci');
      worker.postMessage('isready');
      await Promise.race([answered, failed]);
      return engine;
    } catch (e) {
      worker.terminate();
      throw e;
    } finally {
      clearTimeout(timer);
      engine.onError = null;
    }
  }

  private onError: ((message: string) => void) | null = null;

  /**
   * Analyses a position until stopped: `onLines` gets the search's lines (best first) after each report.
   * Resolves once the search runs; rejects with the engine's reason when it refuses the game or position.
   */
  async analyse(request: AnalysisRequest, onLines: (lines: EngineLine[]) => void): Promise<void> {
    this.stopSearch();
    this.listener = null;
    this.errors = [];
    this.send(`setoption name UCI_Variant value ${request.spec}`);
    this.send(`setoption name MultiPV value ${Math.max(1, Math.min(5, request.lines))}`);
    this.send(`position fen ${request.fen}`);
    const ready = this.until(l => l === 'readyok');
    this.send('isready');
    await ready;
    if (this.errors.length) throw new Error(this.errors.join('; '));
    let lines: EngineLine[] = [];
    const search = ++this.searches;
    this.listener = (line) => {
      const info = parseInfo(line);
      if (info && search === this.searches && this.finished === search - 1) {
        lines = mergeLine(lines, info);
        onLines(lines);
      }
    };
    this.send('go infinite');
  }

  /** Stops the running search, if any (its last lines stay with the page). */
  stop(): void {
    this.stopSearch();
    this.listener = null;
  }

  terminate(): void {
    this.worker.terminate();
  }

  private stopSearch(): void {
    if (this.finished < this.searches) this.send('stop');
  }

  private send(line: string): void {
    this.worker.postMessage(line);
  }

  private until(test: (line: string) => boolean): Promise<string> {
    return new Promise(done => this.waiters.push({ test, done }));
  }

  private receive(line: string): void {
    if (parseBestMove(line) !== undefined) this.finished++;
    if (line.startsWith('info string error:')) {
      const message = line.slice('info string error:'.length).trim();
      this.errors.push(message);
      this.onError?.(message);
    }
    this.listener?.(line);
    const i = this.waiters.findIndex(w => w.test(line));
    if (i >= 0) this.waiters.splice(i, 1)[0].done(line);
  }
}

let shared: Promise<BrowserEngine> | null = null;

/** The page's engine worker, started on first use (a failed start is tried again on the next use). */
export function browserEngine(): Promise<BrowserEngine> {
  if (!shared) {
    shared = BrowserEngine.start();
    shared.catch(() => { shared = null; });
  }
  return shared;
}
