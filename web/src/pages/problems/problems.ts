// The problem collection: #/problems browses and searches the computer-tested problems (by game,
// stipulation, author, position; the player's own problems of every verdict), and a logged-in player
// submits one (from a FEN, or the board editor's position through its link) and sees the verdict.
// #/problems/ID is one problem's page (problem-page.ts).
import { api, type Problem, type ProblemSearch, type Variant } from '../../core/api';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { currentPlayer } from '../../core/session';
import { markKey, readAddress } from './problem-model';
import { showProblem } from './problem-page';

const STIPULATIONS = ['#1', '#2', '#3', '#4', '#5', 's#1', 's#2', 's#3', 's#4', 's#5',
  'h#1', 'h#1.5', 'h#2', 'h#2.5', 'h#3', 'h#3.5', 'h#4', 'h#4.5', 'h#5', 'tsume'];

export async function showProblems(root: HTMLElement, arg: string | undefined, query: string): Promise<() => void> {
  clear(root);
  const page = h('main.problems', { 'aria-busy': 'true' }, h('p.loading', {}, t('problems.loading')));
  root.append(page);
  let variants: Variant[];
  try {
    variants = await api.variants();
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('problems.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  page.removeAttribute('aria-busy');
  clear(page);
  if (arg && /^\d+$/.test(arg)) return showProblem(page, Number(arg), variants);
  const address = readAddress(query);
  const names = new Map(variants.map(v => [v.name, v.displayName]));
  const list = new ProblemList(names);
  page.append(h('h1', {}, t('problems.title')), h('p.muted', {}, t('problems.intro')),
    h('div.problems-layout', {}, [h('section', {}, [searchForm(address.search, variants, list), list.element]),
      h('aside', {}, [submitForm(address.submit, variants, names)])]));
  void list.load(address.search);
  return () => undefined;
}

function gameSelect(id: string, variants: Variant[], selected: string | undefined, any: boolean): HTMLSelectElement {
  return h('select', { id, 'aria-label': t('problems.game') }, [
    any ? h('option', { value: '' }, t('problems.anyGame')) : null,
    ...variants.map(v => h('option', { value: v.name, selected: v.name === selected }, v.displayName))]) as HTMLSelectElement;
}

function field(id: string, label: string, value = '', max = 200): HTMLInputElement {
  return h('input', { type: 'text', id, value, maxlength: max, 'aria-label': label, placeholder: label }) as HTMLInputElement;
}

function searchForm(initial: ProblemSearch, variants: Variant[], list: ProblemList): HTMLElement {
  const game = gameSelect('problems-game', variants, initial.game, true);
  const stipulation = field('problems-stipulation', t('problems.stipulation'), initial.stipulation ?? '', 16);
  const author = field('problems-author', t('problems.author'), initial.author ?? '');
  const fen = field('problems-fen', t('problems.fen'), '', 400);
  const mine = h('input', { type: 'checkbox', id: 'problems-mine' }) as HTMLInputElement;
  const form = h('form.card.problems-search', { id: 'problems-search' }, [
    h('div.row', {}, [game, stipulation, author]), h('div.row', {}, [fen]),
    h('div.row', {}, [currentPlayer() ? h('label', {}, [mine, ' ', t('problems.mine')]) : null,
      h('button.primary', { type: 'submit', id: 'problems-search-button' }, t('problems.search'))])]) as HTMLFormElement;
  form.addEventListener('submit', e => {
    e.preventDefault();
    void list.load({ game: game.value || undefined, stipulation: stipulation.value.trim() || undefined,
      author: author.value.trim() || undefined, fen: fen.value.trim() || undefined,
      variant: fen.value.trim() ? game.value || undefined : undefined, mine: mine.checked || undefined });
  });
  return form;
}

/** The results: a card per problem with its mark, a "More" button while pages remain. */
class ProblemList {
  readonly element = h('div.problems-results', { id: 'problems-results', 'aria-live': 'polite' });
  private readonly items = h('ul.problem-list', { id: 'problem-list' });
  private readonly more = h('button', { type: 'button', id: 'problems-more', hidden: true }, t('problems.more')) as HTMLButtonElement;
  private search: ProblemSearch = {};
  private next: number | null = null;

  constructor(private readonly names: Map<string, string>) {
    this.more.onclick = () => void this.page(false);
    this.element.append(this.items, this.more);
  }

  async load(search: ProblemSearch): Promise<void> {
    this.search = search;
    this.next = 0;
    await this.page(true);
  }

  private async page(first: boolean): Promise<void> {
    if (this.next === null) return;
    if (first) clear(this.items);
    try {
      const found = await api.problems({ ...this.search, offset: this.next || undefined });
      if (first && !found.problems.length) this.items.append(h('li.muted', { id: 'problems-none' }, t('problems.none')));
      this.items.append(...found.problems.map(p => this.card(p)));
      this.next = found.nextOffset ?? null;
      this.more.hidden = this.next === null;
    } catch (e) {
      this.items.append(h('li.error', { role: 'alert' }, (e as Error).message));
    }
  }

  private card(problem: Problem): HTMLElement {
    const game = this.names.get(problem.variant.split(':')[0]) ?? problem.variant;
    return h('li.card.problem-card', { 'data-problem': String(problem.id) }, [
      h('a', { href: `#/problems/${problem.id}` }, t('problems.problemTitle', { stipulation: problem.stipulation, game })),
      h('span', {}, t('problems.by', { author: problem.author || t('problems.unknownAuthor') })),
      problem.source ? h('span.muted', {}, problem.source) : null,
      h(`span.problem-mark.mark-${problem.verdict}`, {}, t(markKey(problem.verdict))),
    ]);
  }
}

function submitForm(initial: { variant?: string; fen?: string }, variants: Variant[], names: Map<string, string>): HTMLElement {
  const card = h('div.card.problems-submit', { id: 'problems-submit' }, h('h2', {}, t('problems.submitTitle')));
  if (!currentPlayer()) {
    card.append(h('p.muted', {}, t('problems.logInToSubmit')));
    return card;
  }
  const game = gameSelect('submit-game', variants, initial.variant ?? variants[0]?.name, false);
  const fen = field('submit-fen', t('problems.fen'), initial.fen ?? '', 400);
  const stipulation = h('input', { type: 'text', id: 'submit-stipulation', list: 'submit-stipulations', value: '#2', maxlength: 16,
    'aria-label': t('problems.stipulation'), placeholder: t('problems.stipulation') }) as HTMLInputElement;
  const author = field('submit-author', t('problems.author'));
  const source = field('submit-source', t('problems.source'));
  const date = field('submit-date', t('problems.date'), '', 40);
  const output = h('div.problems-verdict', { id: 'submit-verdict', 'aria-live': 'polite' });
  const button = h('button.primary', { type: 'submit', id: 'submit-problem' }, t('problems.submit')) as HTMLButtonElement;
  const form = h('form', {}, [h('p.muted', {}, t('problems.submitHelp')), game, fen, stipulation,
    h('datalist', { id: 'submit-stipulations' }, STIPULATIONS.map(s => h('option', { value: s }))), author, source, date, button,
    h('p', {}, h('a', { href: `#/editor?variant=${encodeURIComponent(game.value)}` }, t('problems.fromEditor')))]) as HTMLFormElement;
  form.addEventListener('submit', e => {
    e.preventDefault();
    button.disabled = true;
    clear(output);
    output.append(h('p.muted', {}, t('problems.checking')));
    api.submitProblem({ variant: game.value, fen: fen.value.trim(), stipulation: stipulation.value.trim(), author: author.value.trim(),
      source: source.value.trim(), date: date.value.trim() }).then(checked => {
      const p = checked.problem;
      clear(output);
      output.append(h(`p.problem-mark.mark-${p.verdict}`, { id: 'submit-mark' }, t(markKey(p.verdict))),
        h('p', {}, p.published ? t('problems.published') : t('problems.notPublished', { reason: p.reason })),
        h('p', {}, h('a', { href: `#/problems/${p.id}`, id: 'submit-link' },
          t('problems.problemTitle', { stipulation: p.stipulation, game: names.get(p.variant.split(':')[0]) ?? p.variant }))),
        h('pre.solve-output', {}, checked.lines.join('\n')));
    }, (err: unknown) => {
      clear(output);
      output.append(h('p.error', { role: 'alert' }, (err as Error).message));
    }).finally(() => { button.disabled = false; });
  });
  card.append(form, output);
  return card;
}
