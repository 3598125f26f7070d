// The puzzle trainer: #/puzzles lists the games with puzzles (and the player's puzzle rating, best streak
// and history); #/puzzles/GAME is that game's stream, of one theme or all: a position where one move wins,
// played on the board (or typed, in any notation of the game), judged by the server move by move; while
// the solution goes on the opponent's reply is played for the player after a short pause; at the end the
// solution, the line and the ratings it moved; then the next puzzle. In a streak the puzzles get harder,
// nothing is rated, and the first wrong move ends the run. Logged-out visitors solve too, unrated.
import { api, ApiError, type Puzzle, type PuzzleAttempt, type PuzzleOverview, type PuzzleRequest, type Variant } from '../../core/api';
import { BoardSet } from '../../core/board/board-set';
import { boardKit, type BoardKit } from '../../core/board/kit';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { promotionLabel } from '../../core/board/moves';
import { candidates, gameName, ratingDelta, recordVisitorStreak, visitorBestStreak } from './puzzle-model';
import { currentPlayer } from '../../core/session';
import { puzzleHistory } from './puzzle-history';

/** How long the board shows the player's move before the opponent's reply. */
const REPLY_PAUSE_MS = 600;

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
  let overviewData: PuzzleOverview | null = null;
  try {
    overviewData = await api.puzzles();
  } catch {
    // the theme list is a comfort: without it the stream still runs over every theme
  }
  const trainer = new Trainer(page, spec, variant, overviewData);
  void trainer.next();
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
  if (data.streaks.length) {
    page.append(h('p', { id: 'puzzle-best-streaks' }, t('puzzles.bestStreaks', {
      streaks: data.streaks.map(s => `${names.get(gameName(s.variant)) ?? s.variant} ${s.best}`).join(', ') })));
  }
  if (currentPlayer()) page.append(puzzleHistory(names));
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
  private readonly streakText = h('p.puzzle-streak', { id: 'puzzle-streak', hidden: true });
  private readonly typed = h('input', { type: 'text', id: 'puzzle-move', autocomplete: 'off', 'aria-label': t('puzzles.typeMove'),
    placeholder: t('puzzles.typeMove') }) as HTMLInputElement;
  private readonly nextButton = h('button.primary', { type: 'button', id: 'puzzle-next' }, t('puzzles.next')) as HTMLButtonElement;
  private readonly theme: HTMLSelectElement;
  private readonly mode: HTMLSelectElement;
  /** The position on the board and its legal moves: the puzzle's, then after each reply. */
  private fen = '';
  private legal: string[] = [];
  private answered = false;
  private waiting = false;
  /** The streak going on (its run), when the last puzzle of a streak was solved. */
  private streakRun: string | null = null;
  private replyTimer: number | undefined;
  /** A logged-in player's best streak in this game, as the server keeps it (null for a visitor). */
  private serverBest: number | null;

  constructor(page: HTMLElement, private readonly spec: string, private readonly variant: Variant, overview: PuzzleOverview | null) {
    this.kit = boardKit(variant.facts);
    this.serverBest = currentPlayer() ? (overview?.streaks.find(b => b.variant === spec)?.best ?? 0) : null;
    const form = h('form.row', {}, [this.typed, h('button', { type: 'submit', id: 'puzzle-submit' }, t('puzzles.play'))]) as HTMLFormElement;
    form.addEventListener('submit', e => {
      e.preventDefault();
      const text = this.typed.value.trim();
      if (text) void this.answer(text);
    });
    const themes = overview?.games.find(g => g.variant === spec)?.themes ?? [];
    this.theme = h('select', { id: 'puzzle-theme', 'aria-label': t('puzzles.theme') }, [
      h('option', { value: '' }, t('puzzles.themeAll')),
      ...themes.map(th => h('option', { value: th.theme }, `${tagText(th.theme)} (${th.puzzles})`))]) as HTMLSelectElement;
    this.mode = h('select', { id: 'puzzle-mode', 'aria-label': t('puzzles.mode') }, [
      h('option', { value: 'rated' }, t('puzzles.mode.rated')), h('option', { value: 'streak' }, t('puzzles.mode.streak'))]) as HTMLSelectElement;
    const restart = () => { this.streakRun = null; void this.next(); };
    this.theme.onchange = restart;
    this.mode.onchange = restart;
    this.nextButton.onclick = () => void this.next(this.puzzle?.id);
    this.nextButton.hidden = true;
    page.append(
      h('header.game-header', {}, [h('a.back', { href: '#/puzzles' }, t('puzzles.back')),
        h('h1', { id: 'puzzle-title' }, t('puzzles.gameTitle', { game: variant.displayName }))]),
      h('div.game-layout', {}, [this.boardArea, h('aside.panel', {}, [
        h('div.card.puzzle-controls', {}, [h('label', {}, [t('puzzles.theme'), ' ', this.theme]),
          h('label', {}, [t('puzzles.mode'), ' ', this.mode])]),
        h('div.card', {}, [this.streakText, this.prompt, this.choices, form, this.info, this.feedback, this.nextButton])])]),
    );
  }

  private get streak(): boolean {
    return this.mode.value === 'streak';
  }

  /** How many puzzles were asked for: an answer to an earlier request is dropped. */
  private requests = 0;

  async next(after?: number): Promise<void> {
    window.clearTimeout(this.replyTimer);
    this.answered = false;
    this.waiting = false;
    clear(this.feedback);
    clear(this.choices);
    this.nextButton.hidden = true;
    this.typed.value = '';
    delete this.prompt.dataset.puzzle; // no puzzle is shown until the next one arrives
    delete this.prompt.dataset.turn;
    this.prompt.textContent = t('puzzles.loading');
    const theme = this.theme.value || undefined;
    const request: PuzzleRequest = this.streak ? { mode: 'streak', theme, run: this.streakRun ?? undefined } : { theme, after };
    // A theme and then the mode changed at once ask twice: only the last answer may show, whichever arrives last.
    const ticket = ++this.requests;
    try {
      const puzzle = await api.nextPuzzle(this.spec, request);
      if (ticket !== this.requests) return;
      this.puzzle = puzzle;
    } catch (e) {
      if (ticket !== this.requests) return;
      this.prompt.textContent = e instanceof ApiError && e.status === 404 ? t('puzzles.noneLeft') : (e as Error).message;
      return;
    }
    this.fen = this.puzzle.fen;
    this.legal = this.puzzle.legalMoves;
    this.draw([]);
    this.prompt.textContent = t('puzzles.find', { side: this.side() });
    this.prompt.dataset.puzzle = String(this.puzzle.id);
    this.prompt.dataset.turn = '0'; // the solver's moves played so far: tests wait on it
    this.info.textContent = t('puzzles.rating', { rating: this.puzzle.rating, plays: this.puzzle.plays });
    this.showStreak(this.puzzle.streak ?? 0);
  }

  private side(): string {
    return this.variant.facts.sideNames[this.puzzle?.sideToMove === 'second' ? 1 : 0];
  }

  private showStreak(count: number, best?: number | null): void {
    this.streakText.hidden = !this.streak;
    if (best != null && this.serverBest != null) this.serverBest = best;
    const kept = best ?? this.serverBest ?? visitorBestStreak(localStorage, this.spec);
    this.streakText.textContent = t('puzzles.streakBest', { count, best: Math.max(kept, count) });
  }

  private draw(last: string[], playing = !this.answered && !this.waiting): void {
    this.boards ??= new BoardSet(this.boardArea, this.kit, {
      move: (_, orig, dest) => this.onBoard(orig, dest),
      drop: (_, orig, dest) => this.onBoard(orig, dest),
    });
    const mover = this.puzzle?.sideToMove === 'second' ? 'black' : 'white';
    const movable = playing && this.puzzle !== null;
    this.boards.set({
      fen: this.fen, orientation: mover, turnColor: mover, movable: movable ? mover : undefined,
      moves: movable ? this.kit.parseAll(this.legal) : [], lastMove: last,
    });
  }

  private onBoard(orig: string, dest: string): void {
    if (!this.puzzle || this.answered || this.waiting) return;
    const moves = candidates(this.legal, this.kit, orig, dest);
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
    if (!puzzle || this.answered || this.waiting) return;
    clear(this.choices);
    this.waiting = true;
    let result: PuzzleAttempt;
    try {
      result = await api.attemptPuzzle(puzzle.id, puzzle.run, move);
    } catch (e) {
      this.waiting = false;
      clear(this.feedback);
      this.feedback.append(h('p.error', { role: 'alert' }, (e as Error).message));
      this.draw([]);
      return;
    }
    this.typed.value = '';
    this.fen = result.solutionFen;
    clear(this.feedback);
    const reply = result.reply;
    if (result.correct && !result.done && reply) {
      this.draw(this.kit.lastMove(result.solutionUci), false);
      this.feedback.append(h('p.puzzle-right', { id: 'puzzle-progress' }, t('puzzles.goOn', { move: result.answer })));
      this.replyTimer = window.setTimeout(() => {
        this.fen = reply.fen;
        this.legal = reply.legalMoves;
        this.waiting = false;
        this.draw(this.kit.lastMove(reply.uci));
        this.prompt.textContent = t('puzzles.replied', { move: reply.move, side: this.side() });
        this.prompt.dataset.turn = String(Number(this.prompt.dataset.turn ?? 0) + 1);
      }, REPLY_PAUSE_MS);
      return;
    }
    this.waiting = false;
    this.answered = true;
    this.draw(this.kit.lastMove(result.solutionUci));
    this.finish(puzzle, result);
  }

  private finish(puzzle: Puzzle, result: PuzzleAttempt): void {
    const player = result.playerRating;
    this.prompt.textContent = result.correct ? t('puzzles.solved') : t('puzzles.missed');
    this.feedback.append(
      h(result.correct ? 'p.puzzle-right' : 'p.puzzle-wrong', { id: 'puzzle-verdict' },
        result.correct ? t('puzzles.right', { move: result.answer }) : t('puzzles.wrong', { move: result.answer, solution: result.solution })),
      h('p', { id: 'puzzle-line' }, t('puzzles.line', { line: result.line.join(' ') })),
      h('p.muted', { id: 'puzzle-tags' }, t('puzzles.tags', { tags: puzzle.tags.map(tag => tagText(tag)).join(', ') })),
    );
    const streak = result.streak;
    if (streak) {
      const best = streak.best ?? recordVisitorStreak(localStorage, this.spec, streak.count);
      this.showStreak(streak.count, best);
      this.streakRun = result.correct ? puzzle.run : null;
      if (!result.correct) {
        this.feedback.append(h('p.puzzle-wrong', { id: 'puzzle-streak-over' }, t('puzzles.streakOver', { count: streak.count, best })));
      }
      this.nextButton.textContent = result.correct ? t('puzzles.next') : t('puzzles.newStreak');
    } else {
      this.feedback.append(player ? h('p', { id: 'puzzle-my-change' }, t('puzzles.yourRating', {
        rating: player.after + (player.provisional ? '?' : ''), change: ratingDelta(player.before, player.after) }))
        : h('p.muted', {}, t('puzzles.logInToRate')));
      this.nextButton.textContent = t('puzzles.next');
    }
    this.nextButton.hidden = false;
    this.nextButton.focus();
  }

  destroy(): void {
    window.clearTimeout(this.replyTimer);
    this.boards?.destroy();
  }
}

function tagText(tag: string): string {
  const mate = /^mateIn(\d+)$/.exec(tag);
  if (mate) return t('puzzles.tag.mate', { moves: mate[1] });
  return t(`puzzles.tag.${tag}`);
}
