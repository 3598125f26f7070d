// Keeps a chessgroundx board's idea of where it is on the page true. chessgroundx measures the board
// once and re-measures only when the board itself changes size, the window resizes or the page
// scrolls; a line that appears or goes above it (the header's "Connecting…") moves the board without
// any of these, and every press then lands on the wrong square (about 36 px off on a phone).
import type { Api } from 'chessgroundx/api';

const PRESSES = ['mousedown', 'touchstart', 'pointerdown'] as const;

/**
 * Re-measures the board of `api` on every layout change of the page and before every press on
 * `container` (the board with its hands). Gives the function that stops it.
 */
export function keepMeasured(container: HTMLElement, api: Api): () => void {
  // A press: the bounds are measured again before chessgroundx (listening below) reads them.
  const forget = () => api.state.dom.bounds.clear();
  for (const press of PRESSES) container.addEventListener(press, forget, { capture: true, passive: true });
  // A layout change anywhere on the page (the body or the board's own box changes size): measure
  // again and redraw, so marks and a dragged piece follow the board. (Not redrawAll: it rebuilds the
  // board, dropping a drag in progress, and leaves a ResizeObserver behind each time.)
  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(() => {
      if (!container.isConnected) {
        // The board left the page (another page replaced it): nothing to measure, ever again.
        observer?.disconnect();
        return;
      }
      forget();
      // A board without a size (not laid out yet, or hidden) is not drawn: its marks would be placed at
      // 0/0 (NaN), which the browser reports as errors. It is drawn when it gets its size.
      const box = container.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) api.state.dom.redraw();
    });
    observer.observe(document.body);
    observer.observe(container);
  }
  return () => {
    for (const press of PRESSES) container.removeEventListener(press, forget, { capture: true });
    observer?.disconnect();
  };
}
