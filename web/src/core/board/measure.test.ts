import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Api } from 'chessgroundx/api';
import { keepMeasured } from './measure';

/** A ResizeObserver stand-in whose callback the test calls, as the browser would after a layout change. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeObserver.last = this;
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
}

function fakeBoard(connected: boolean, width: number, height: number) {
  const container = {
    isConnected: connected,
    getBoundingClientRect: () => ({ width, height }),
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as HTMLElement;
  const api = { state: { dom: { bounds: { clear: vi.fn() }, redraw: vi.fn() } } };
  keepMeasured(container, api as unknown as Api);
  return { container, api, observer: FakeObserver.last! };
}

describe('keepMeasured', () => {
  // The node test environment has no DOM: the browser's two globals the module touches are replaced here.
  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    vi.stubGlobal('document', { body: {} });
  });
  afterEach(() => vi.clearAllMocks());
  afterAll(() => vi.unstubAllGlobals());

  it('measures and redraws a board on the page after a layout change', () => {
    const { api, observer } = fakeBoard(true, 320, 320);
    observer.callback();
    expect(api.state.dom.bounds.clear).toHaveBeenCalled();
    expect(api.state.dom.redraw).toHaveBeenCalledTimes(1);
  });

  it('does not draw a board without a size, whose marks would land at NaN', () => {
    const { api, observer } = fakeBoard(true, 0, 0);
    observer.callback();
    expect(api.state.dom.redraw).not.toHaveBeenCalled();
  });

  it('stops watching a board another page replaced', () => {
    const { api, observer } = fakeBoard(false, 0, 0);
    observer.callback();
    expect(api.state.dom.redraw).not.toHaveBeenCalled();
    expect(observer.disconnected).toBe(true);
  });
});
