// The evaluation graph of a full-game analysis: the first player's winning chances after each move as
// the light SVG area under the curve (above the middle line: the first player is better), the judged moves as dots, the shown
// move as a line; a click anywhere picks the nearest move.
import type { ReportPly } from './api';

const SVG = 'http://www.w3.org/2000/svg';
const HEIGHT = 100;

/** The graph's y (0 at the top) for winning chances in [-1, 1]. */
export function chancesY(chances: number): number {
  return Math.round((1 - Math.max(-1, Math.min(1, chances))) * HEIGHT / 2 * 100) / 100;
}

/** The points of the first player's area: the start, then one per move, closed along the bottom (lichess's picture). */
export function areaPoints(start: number, plies: readonly Pick<ReportPly, 'chances'>[]): string {
  const points = [`0,${HEIGHT}`, `0,${chancesY(start)}`];
  plies.forEach((p, i) => points.push(`${i + 1},${chancesY(p.chances)}`));
  points.push(`${plies.length},${HEIGHT}`);
  return points.join(' ');
}

/** The ply nearest to a click at `x` of a graph `width` wide showing `plies` moves. */
export function plyAt(x: number, width: number, plies: number): number {
  if (width <= 0 || plies === 0) return 0;
  return Math.max(0, Math.min(plies, Math.round(x / width * plies)));
}

function node(name: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** The graph for `plies` (after the start's chances); `current` the ply shown; `pick` is told the ply clicked. */
export function evaluationGraph(start: number, plies: readonly ReportPly[], current: number, label: string,
  pick: (ply: number) => void): SVGSVGElement {
  const width = Math.max(1, plies.length);
  const svg = node('svg', { viewBox: [0, 0, width, HEIGHT].join(' '), preserveAspectRatio: 'none', class: 'eval-graph',
    id: 'eval-graph', role: 'img', 'aria-label': label }) as SVGSVGElement;
  svg.append(node('rect', { x: 0, y: 0, width, height: HEIGHT, class: 'eval-second' }),
    node('polygon', { points: areaPoints(start, plies), class: 'eval-area' }),
    node('line', { x1: 0, y1: HEIGHT / 2, x2: width, y2: HEIGHT / 2, class: 'eval-middle' }),
    node('line', { x1: current, y1: 0, x2: current, y2: HEIGHT, class: 'eval-current', id: 'eval-current' }));
  plies.forEach(p => {
    if (p.judgement) {
      svg.append(node('circle', { cx: p.ply, cy: chancesY(p.chances), r: 1.6, class: `eval-${p.judgement}`,
        'data-ply': p.ply }));
    }
  });
  svg.addEventListener('click', e => {
    const box = svg.getBoundingClientRect();
    pick(plyAt(e.clientX - box.left, box.width, plies.length));
  });
  return svg;
}
