// Browser contexts kept across a worker's tests. A fresh context and its first page cost about three
// seconds of the machine's CPU (a renderer process, its start-up, the app's first load with a cold
// cache); emptying a used one costs a tenth of that. The browser tests open about 250 players, so
// they reuse contexts: each test still gets a context with no cookies, no storage, no permissions,
// no routes and no listeners of an earlier test, at the viewport it asks for.
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** What makes two contexts interchangeable: the options a context is created with and cannot change. */
export interface ContextKind {
  baseURL: string;
  locale?: string;
  isMobile?: boolean;
  hasTouch?: boolean;
}

type Viewport = { width: number; height: number };

/** A context and its one page, lent to one test at a time. */
export interface Pooled {
  readonly kind: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** set when a test changed the context in a way that cannot be undone (init scripts, media, clock...) */
  tainted: boolean;
  lent: boolean;
}

/** The page methods whose effects outlive a test and cannot be taken back: a page that used them is not lent again. */
const LASTING_PAGE_CHANGES = ['addInitScript', 'exposeFunction', 'exposeBinding', 'emulateMedia', 'setExtraHTTPHeaders'] as const;
const LASTING_CONTEXT_CHANGES = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders',
  'setGeolocation', 'setHTTPCredentials'] as const;

/** The page events a test listens to (Playwright's runner keeps its own listeners on others). */
const TEST_EVENTS = ['console', 'pageerror', 'dialog', 'request', 'response', 'requestfinished', 'requestfailed',
  'websocket', 'popup', 'download', 'filechooser', 'framenavigated', 'load', 'domcontentloaded', 'worker'] as const;

export class PlayerPool {
  private readonly entries: Pooled[] = [];

  constructor(private readonly browser: Browser) {}

  /** A context of this kind, emptied, its page at about:blank with the given viewport. */
  async take(kind: ContextKind, viewport: Viewport): Promise<Pooled> {
    const key = JSON.stringify(kind);
    const entry = this.entries.find(e => !e.lent && e.kind === key) ?? await this.create(kind, key);
    entry.lent = true;
    await entry.page.setViewportSize(viewport);
    return entry;
  }

  /** Takes a context back from a test: emptied now, so that nothing of the test runs on in it. */
  async giveBack(entry: Pooled) {
    entry.lent = false;
    if (entry.tainted || entry.page.isClosed() || !(await this.empty(entry))) await this.drop(entry);
  }

  async close() {
    for (const entry of [...this.entries]) await this.drop(entry);
  }

  private async create(kind: ContextKind, key: string): Promise<Pooled> {
    const context = await this.browser.newContext({ ...kind, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const entry: Pooled = { kind: key, context, page, tainted: false, lent: false };
    for (const name of LASTING_PAGE_CHANGES) markTaintedOnCall(page, name, entry);
    for (const name of LASTING_CONTEXT_CHANGES) markTaintedOnCall(context, name, entry);
    pollCalmly(page);
    this.entries.push(entry);
    return entry;
  }

  /** Empties a context for the next test; false when it could not be (it is then closed). */
  private async empty({ context, page, kind }: Pooled): Promise<boolean> {
    try {
      for (const event of TEST_EVENTS) page.removeAllListeners(event);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(false);
      await context.clearCookies();
      await context.clearPermissions();
      // Storage belongs to an origin: cleared from a page of the server's, one that runs no app code.
      await page.goto(new URL('/api/health', JSON.parse(kind).baseURL).href);
      await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
      await page.goto('about:blank');
      return context.pages().length === 1;
    } catch {
      return false;
    }
  }

  private async drop(entry: Pooled) {
    this.entries.splice(this.entries.indexOf(entry), 1);
    await entry.context.close().catch(() => undefined);
  }
}

/** Wraps `target[name]` so that calling it marks the entry tainted. */
function markTaintedOnCall(target: object, name: string, entry: Pooled) {
  const record = target as Record<string, unknown>;
  const original = record[name] as (...args: unknown[]) => unknown;
  record[name] = (...args: unknown[]) => {
    entry.tainted = true;
    return original.apply(target, args);
  };
}

/**
 * Playwright evaluates a `waitForFunction` condition on every animation frame unless told otherwise: with
 * two players' pages waiting through a game, that polling alone kept the machine's cores busy. Ten times a
 * second is as quick as any test needs.
 */
function pollCalmly(page: Page) {
  const waitForFunction = page.waitForFunction.bind(page);
  page.waitForFunction = ((fn: never, arg?: never, options?: { polling?: number | 'raf'; timeout?: number }) =>
    waitForFunction(fn, arg, { polling: 100, ...options })) as Page['waitForFunction'];
}
