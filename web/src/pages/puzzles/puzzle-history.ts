// The logged-in player's puzzle history on #/puzzles: the puzzles they finished, newest first, twenty at a
// time ("More" asks for the next page), each with its game, date, result, mode and rating change.
import { api, type PuzzleHistory } from '../../core/api';
import { h } from '../../core/dom';
import { language, t } from '../../core/i18n';
import { ratingDelta } from './puzzle-model';

export function puzzleHistory(names: Map<string, string>): HTMLElement {
  const rows = h('tbody');
  const more = h('button', { type: 'button', id: 'puzzle-history-more', hidden: true }, t('puzzles.historyMore')) as HTMLButtonElement;
  const empty = h('p.muted', { hidden: true }, t('puzzles.historyEmpty'));
  const section = h('section.card.puzzle-history', { id: 'puzzle-history' }, [
    h('h2', {}, t('puzzles.history')), empty,
    h('div.table-scroll', {}, h('table', {}, [h('thead', {}, h('tr', {}, [
      h('th', {}, t('puzzles.historyDate')), h('th', {}, t('puzzles.historyGame')), h('th', {}, t('puzzles.historyPuzzle')),
      h('th', {}, t('puzzles.historyResult')), h('th', {}, t('puzzles.historyRating'))])), rows])),
    more]);
  const load = async (before?: number) => {
    let page: PuzzleHistory;
    try {
      page = await api.puzzleHistory(before);
    } catch (e) {
      section.append(h('p.error', { role: 'alert' }, t('puzzles.failed', { error: (e as Error).message })));
      return;
    }
    rows.append(...page.entries.map(e => h('tr', { 'data-puzzle': String(e.puzzle) }, [
      h('td', {}, new Date(e.at).toLocaleString(language())),
      h('td', {}, names.get(e.variant.split(':')[0]) ?? e.variant),
      h('td', {}, `#${e.puzzle}`),
      h('td', { class: e.solved ? 'puzzle-right' : 'puzzle-wrong' },
        `${e.solved ? t('puzzles.historySolved') : t('puzzles.historyMissed')}${e.mode === 'streak' ? ` · ${t('puzzles.mode.streak')}` : ''}`),
      h('td', {}, e.ratingBefore != null && e.ratingAfter != null
        ? `${e.ratingAfter} (${ratingDelta(e.ratingBefore, e.ratingAfter)})` : '–'),
    ])));
    empty.hidden = rows.childElementCount > 0;
    more.hidden = page.next == null;
    more.onclick = () => { if (page.next != null) void load(page.next); };
  };
  void load();
  return section;
}
