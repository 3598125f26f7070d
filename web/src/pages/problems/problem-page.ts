// One problem of the collection (#/problems/ID): the diagram on the game's board, the stipulation,
// author, source and date, the computer-tested mark; the player tries the key on the board (or types
// it) and hears right or wrong, without the solution until they ask for it; the submitter or a
// moderator deletes it.
import { api, type Problem, type Variant } from '../../core/api';
import { BoardSet } from '../../core/board/board-set';
import { boardKit } from '../../core/board/kit';
import { promotionLabel } from '../../core/board/moves';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { candidates } from '../puzzles/puzzle-model';
import { markKey } from './problem-model';

export async function showProblem(page: HTMLElement, id: number, variants: Variant[]): Promise<() => void> {
  let problem: Problem;
  try {
    problem = await api.problem(id);
  } catch (e) {
    page.append(h('a.back', { href: '#/problems' }, t('problems.back')),
      h('p.error', { role: 'alert' }, t('problems.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  const variant = variants.find(v => v.name === problem.variant.split(':')[0]);
  if (!variant) {
    page.append(h('p.error', { role: 'alert' }, t('problems.failed', { error: problem.variant })));
    return () => undefined;
  }
  const view = new ProblemView(page, problem, variant);
  return () => view.destroy();
}

class ProblemView {
  private readonly boards: BoardSet;
  private readonly kit;
  private readonly feedback = h('div.problem-feedback', { id: 'problem-feedback', 'aria-live': 'polite' });
  private readonly choices = h('div.row', { id: 'problem-choices' });
  private readonly solution = h('div.problem-solution', { id: 'problem-solution' });
  private solved = false;

  constructor(page: HTMLElement, private readonly problem: Problem, private readonly variant: Variant) {
    this.kit = boardKit(variant.facts);
    const boardArea = h('div.boards');
    const side = variant.facts.sideNames[problem.sideToMove === 'second' ? 1 : 0];
    const typed = h('input', { type: 'text', id: 'problem-move', autocomplete: 'off', 'aria-label': t('problems.typeMove'),
      placeholder: t('problems.typeMove') }) as HTMLInputElement;
    const form = h('form.row', {}, [typed, h('button', { type: 'submit', id: 'problem-try' }, t('problems.play'))]) as HTMLFormElement;
    form.addEventListener('submit', e => {
      e.preventDefault();
      if (typed.value.trim()) void this.attempt(typed.value.trim());
    });
    const showSolution = h('button', { type: 'button', id: 'problem-show-solution' }, t('problems.showSolution')) as HTMLButtonElement;
    showSolution.onclick = () => void this.showSolution(showSolution);
    const about = [problem.author ? t('problems.by', { author: problem.author }) : t('problems.unknownAuthor'), problem.source,
      problem.date].filter(Boolean).join(' · ');
    const canTry = problem.verdict === 'sound' || problem.verdict === 'cooked';
    page.append(
      h('header.game-header', {}, [h('a.back', { href: '#/problems' }, t('problems.back')),
        h('h1', { id: 'problem-title' }, t('problems.problemTitle', { stipulation: problem.stipulation, game: variant.displayName }))]),
      h('div.game-layout', {}, [boardArea, h('aside.panel', {}, [h('div.card', {}, [
        h('p', { id: 'problem-about' }, about),
        h(`p.problem-mark.mark-${problem.verdict}`, { id: 'problem-mark' }, t(markKey(problem.verdict))),
        h('p.muted', {}, [problem.reason, ' · ', t('problems.nodes', { nodes: problem.nodes })]),
        problem.submitter ? h('p.muted', {}, t('problems.submitted', { name: problem.submitter })) : null,
        canTry ? h('p', { id: 'problem-prompt' }, t('problems.tryKey', { side })) : h('p.muted', {}, t('problems.noKey')),
        canTry ? this.choices : null, canTry ? form : null, this.feedback, showSolution, this.solution,
        problem.mayDelete ? this.deleteButton(page) : null])])]));
    this.boards = new BoardSet(boardArea, this.kit, {
      move: (_, orig, dest) => this.onBoard(orig, dest),
      drop: (_, orig, dest) => this.onBoard(orig, dest),
    });
    this.draw([], canTry);
  }

  private draw(last: string[], playing: boolean): void {
    const mover = this.problem.sideToMove === 'second' ? 'black' : 'white';
    this.boards.set({ fen: this.problem.fen, orientation: mover, turnColor: mover, movable: playing ? mover : undefined,
      moves: playing ? this.kit.parseAll(this.problem.legalMoves ?? []) : [], lastMove: last });
  }

  private onBoard(orig: string, dest: string): void {
    if (this.solved) return;
    const moves = candidates(this.problem.legalMoves ?? [], this.kit, orig, dest);
    if (moves.length === 1) {
      void this.attempt(moves[0].text);
    } else if (moves.length > 1) {
      clear(this.choices);
      this.choices.append(...moves.map(m => h('button', { type: 'button', 'data-move': m.text, onclick: () => void this.attempt(m.text) },
        promotionLabel(m.promotion))));
    }
  }

  private async attempt(move: string): Promise<void> {
    clear(this.choices);
    clear(this.feedback);
    try {
      const answer = await api.attemptProblem(this.problem.id, move);
      this.solved = answer.correct;
      this.feedback.append(answer.correct
        ? h('p.puzzle-right', { id: 'problem-verdict' }, t('problems.right', { move: answer.move }))
        : h('p.puzzle-wrong', { id: 'problem-verdict' }, t('problems.wrong', { move: answer.move })));
      this.draw(answer.correct ? this.kit.lastMove(answer.uci) : [], !answer.correct);
    } catch (e) {
      this.feedback.append(h('p.error', { role: 'alert' }, (e as Error).message));
      this.draw([], true);
    }
  }

  private async showSolution(button: HTMLButtonElement): Promise<void> {
    button.disabled = true;
    try {
      const solution = await api.problemSolution(this.problem.id);
      clear(this.solution);
      this.solution.append(h('h2', {}, t('problems.solution')), h('pre.solve-output', { id: 'problem-solution-text' },
        solution.lines.length ? solution.lines.join('\n') : solution.reason));
      button.hidden = true;
    } catch (e) {
      this.solution.append(h('p.error', { role: 'alert' }, (e as Error).message));
      button.disabled = false;
    }
  }

  private deleteButton(page: HTMLElement): HTMLElement {
    const button = h('button.danger', { type: 'button', id: 'problem-delete' }, t('problems.delete')) as HTMLButtonElement;
    button.onclick = () => {
      button.disabled = true;
      api.deleteProblem(this.problem.id).then(() => {
        clear(page);
        page.append(h('a.back', { href: '#/problems' }, t('problems.back')), h('p', { id: 'problem-deleted' }, t('problems.deleted')));
      }, (e: unknown) => {
        button.disabled = false;
        this.feedback.append(h('p.error', { role: 'alert' }, (e as Error).message));
      });
    };
    return button;
  }

  destroy(): void {
    this.boards.destroy();
  }
}
