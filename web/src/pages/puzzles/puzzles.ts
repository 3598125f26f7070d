// The puzzle trainer: #/puzzles lists the games with puzzles (and the player's puzzle rating in each);
// #/puzzles/GAME is that game's stream: a position where one move wins, played on the board (or typed,
// in any notation of the game), judged by the server, with the solution, the engine's line and the
// ratings it moved; then the next puzzle. Logged-out visitors solve too, unrated.
import { api, ApiError, type Puzzle, type PuzzleAttempt, type Variant } from '../../core/api';
import { BoardSet } from '../../core/board/board-set';
import { boardKit, type BoardKit } from '../../core/board/kit';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { promotionLabel } from '../../core/board/moves';
import { candidates, gameName, ratingDelta } from './puzzle-model';
import { currentPlayer } from '../../core/session';

export async function showPuzzles(root: HTMLElement, spec: string | undefined): Promise<() => void> {
  clear(root);
  const page = h('main.puzzles', { 'aria-busy': 'true' }, h('p.loading', {}, t('puzzles.loading')));
  root.append(page);
  let variants: Variant[];
  try {
    variants = await api.variants();
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('puzzles.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  page.removeAttribute('aria-busy');
  if (!spec) {
    await overview(page, variants);
    return () => undefined;
  }
  const variant = variants.find(v => v.name === gameName(spec));
  clear(page);
  if (!variant) {
    page.append(h('p.error', { role: 'alert' }, t('puzzles.unknownGame', { game: spec })));
    return () => undefined;
  }
  const trainer = new Trainer(page, spec, variant);
  void trainer.next(0);
  return () => trainer.destroy();
}

async function overview(page: HTMLElement, variants: Variant[]): Promise<void> {
  let data;
  try {
    data = await api.puzzles();
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('puzzles.failed', { error: (e as Error).message })));
    return;
  }
  clear(page);
  const names = new Map(variants.map(v => [v.name, v.displayName]));
  const ratings = new Map(data.ratings.map(r => [r.variant, r]));
  page.append(h('h1', {}, t('puzzles.title')), h('p.muted', {}, currentPlayer() ? t('puzzles.intro') : t('puzzles.introGuest')),
    h('ul.puzzle-games', { id: 'puzzle-games' }, data.games.map(g => {
      const mine = ratings.get(g.variant);
      const options = g.variant.includes(':') ? ` (${g.variant.split(':')[1]})` : '';
      return h('li.card', { 'data-variant': g.variant }, [
        h('a', { href: `#/puzzles/${encodeURIComponent(g.variant)}` }, `${names.get(gameName(g.variant)) ?? g.variant}${options}`),
        h('span.muted', {}, t('puzzles.count', { count: g.puzzles })),
        mine ? h('span.puzzle-my-rating', {}, t('puzzles.myRating', { rating: mine.rating + (mine.provisional ? '?' : ''),
          solved: mine.solved, attempts: mine.attempts })) : null,
      ]);
    })));
  if (!data.games.length) page.append(h('p.muted', {}, t('puzzles.none')));
}

class Trainer {
  private puzzle: Puzzle | null = null;
  private readonly boardArea = h('div.boards');
  private readonly kit: BoardKit;
  private boards: BoardSet | null = null;
  private readonly prompt = h('p.puzzle-prompt', { id: 'puzzle-prompt', 'aria-live': 'polite' });
  private readonly feedback = h('div.puzzle-feedback', { id: 'puzzle-feedback', 'aria-live': 'polite' });
  private readonly choices = h('div.row.puzzle-choices', { id: 'puzzle-choices' });
  private readonly info = h('p.muted', { id: 'puzzle-info' });
  private readonly typed = h('input', { type: 'text', id: 'puzzle-move', autocomplete: 'off', 'aria-label': t('puzzles.typeMove'),
    placeholder: t('puzzles.typeMove') }) as HTMLInputElement;
  private readonly nextButton = h('button.primary', { type: 'button', id: 'puzzle-next' }, t('puzzles.next')) as HTMLButtonElement;
  private answered = false;

  constructor(page: HTMLElement, private readonly spec: string, private readonly variant: Variant) {
    this.kit = boardKit(variant.facts);
    const form = h('form.row', {}, [this.typed, h('button', { type: 'submit', id: 'puzzle-submit' }, t('puzzles.play'))]) as HTMLFormElement;
    form.addEventListener('submit', e => {
      e.preventDefault();
      const text = this.typed.value.trim();
      if (text) void this.answer(text);
    });
    this.nextButton.onclick = () => void this.next(this.puzzle?.id ?? 0);
    this.nextButton.hidden = true;
    page.append(
      h('header.game-header', {}, [h('a.back', { href: '#/puzzles' }, t('puzzles.back')),
        h('h1', { id: 'puzzle-title' }, t('puzzles.gameTitle', { game: variant.displayName }))]),
      h('div.game-layout', {}, [this.boardArea, h('aside.panel', {}, [
        h('div.card', {}, [this.prompt, this.choices, form, this.info, this.feedback, this.nextButton])])]),
    );
  }

  async next(after: number): Promise<void> {
    this.answered = false;
    clear(this.feedback);
    clear(this.choices);
    this.nextButton.hidden = true;
    this.typed.value = '';
    delete this.prompt.dataset.puzzle; // no puzzle is shown until the next one arrives
    this.prompt.textContent = t('puzzles.loading');
    try {
      this.puzzle = await api.nextPuzzle(this.spec, after);
    } catch (e) {
      this.prompt.textContent = e instanceof ApiError && e.status === 404 ? t('puzzles.noneLeft') : (e as Error).message;
      return;
    }
    this.draw(this.puzzle.fen, []);
    const side = this.variant.facts.sideNames[this.puzzle.sideToMove === 'first' ? 0 : 1];
    this.prompt.textContent = t('puzzles.find', { side });
    this.prompt.dataset.puzzle = String(this.puzzle.id);
    this.info.textContent = t('puzzles.rating', { rating: this.puzzle.rating, plays: this.puzzle.plays });
  }

  private draw(fen: string, last: string[]): void {
    this.boards ??= new BoardSet(this.boardArea, this.kit, {
      move: (_, orig, dest) => this.onBoard(orig, dest),
      drop: (_, orig, dest) => this.onBoard(orig, dest),
    });
    const puzzle = this.puzzle;
    const mover = puzzle?.sideToMove === 'second' ? 'black' : 'white';
    const playing = puzzle && !this.answered;
    this.boards.set({
      fen, orientation: mover, turnColor: mover, movable: playing ? mover : undefined,
      moves: playing ? this.kit.parseAll(puzzle.legalMoves) : [], lastMove: last,
    });
  }

  private onBoard(orig: string, dest: string): void {
    if (!this.puzzle || this.answered) return;
    const moves = candidates(this.puzzle.legalMoves, this.kit, orig, dest);
    if (moves.length === 1) {
      void this.answer(moves[0].text);
    } else if (moves.length > 1) {
      clear(this.choices);
      this.choices.append(...moves.map(m => h('button', { type: 'button', 'data-move': m.text, onclick: () => void this.answer(m.text) },
        promotionLabel(m.promotion))));
    }
  }

  private async answer(move: string): Promise<void> {
    const puzzle = this.puzzle;
    if (!puzzle || this.answered) return;
    clear(this.choices);
    let result: PuzzleAttempt;
    try {
      result = await api.attemptPuzzle(puzzle.id, move);
    } catch (e) {
      clear(this.feedback);
      this.feedback.append(h('p.error', { role: 'alert' }, (e as Error).message));
      this.draw(puzzle.fen, []);
      return;
    }
    this.answered = true;
    this.draw(result.solutionFen, this.kit.lastMove(result.solutionUci));
    clear(this.feedback);
    const player = result.playerRating;
    this.feedback.append(
      h(result.correct ? 'p.puzzle-right' : 'p.puzzle-wrong', { id: 'puzzle-verdict' },
        result.correct ? t('puzzles.right', { move: result.answer }) : t('puzzles.wrong', { move: result.answer, solution: result.solution })),
      h('p', { id: 'puzzle-line' }, t('puzzles.line', { line: result.line.join(' ') })),
      h('p.muted', { id: 'puzzle-tags' }, t('puzzles.tags', { tags: puzzle.tags.map(tag => tagText(tag)).join(', ') })),
      player ? h('p', { id: 'puzzle-my-change' }, t('puzzles.yourRating', { rating: player.after + (player.provisional ? '?' : ''),
        change: ratingDelta(player.before, player.after) })) : h('p.muted', {}, t('puzzles.logInToRate')),
    );
    this.nextButton.hidden = false;
    this.nextButton.focus();
  }

  destroy(): void {
    this.boards?.destroy();
  }
}

function tagText(tag: string): string {
  const mate = /^mateIn(\d+)$/.exec(tag);
  if (mate) return t('puzzles.tag.mate', { moves: mate[1] });
  return t(`puzzles.tag.${tag}`);
}
