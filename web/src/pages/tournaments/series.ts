// Grand Prix series (#/series, #/series/ID): a season of tournaments, points per place by the
// organiser's table, and the season standing across the finished tournaments.
import { api, ApiError, type Series, type SeriesSummary } from '../../core/api';
import { formatNumber } from '../../core/format';
import { clear, h } from '../../core/dom';
import { t, tn } from '../../core/i18n';
import { currentPlayer } from '../../core/session';
import { parsePointsTable } from './tournament-model';

/** A points table clubs often use: 10 for the winner down to 1 for eighth place. */
const DEFAULT_POINTS = [10, 8, 6, 5, 4, 3, 2, 1];

export async function showSeriesList(root: HTMLElement): Promise<() => void> {
  clear(root);
  const page = h('main.series', { 'aria-busy': 'true' });
  root.append(page);
  let list: SeriesSummary[];
  try {
    list = await api.series();
  } catch (e) {
    page.append(h('p.error', { role: 'alert' }, t('tournaments.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  page.removeAttribute('aria-busy');
  page.append(h('h1', {}, t('tournaments.seriesTitle')),
    h('section.card', {}, list.length ? h('ul.series-list', {}, list.map(s => h('li', { 'data-series': s.id }, [
      h('a', { href: `#/series/${s.id}` }, s.name), ' · ', s.organiser, ' · ', tn('tournaments.seriesTournaments', s.tournaments)])))
      : h('p.muted', {}, t('tournaments.seriesNone'))));
  if (currentPlayer()) page.append(createForm());
  return () => undefined;
}

function createForm(): HTMLElement {
  const name = h('input', { id: 's-name', type: 'text', maxlength: 60, required: true }) as HTMLInputElement;
  const pointsTable = h('input', { id: 's-points', type: 'text', value: DEFAULT_POINTS.join(', ') }) as HTMLInputElement;
  const message = h('p.error', { role: 'alert', id: 's-message' });
  const shared = h('select', { id: 's-shared' }, (['higher', 'shared'] as const).map(choice =>
    h('option', { value: choice }, t(`tournaments.sharedPlaces.${choice}`)))) as HTMLSelectElement;
  const form = h('form.card', { id: 'new-series' }, [h('h2', {}, t('tournaments.seriesCreate')),
    h('div.row', {}, [h('label', { for: 's-name' }, t('tournaments.seriesName')), name]),
    h('div.row', {}, [h('label', { for: 's-points' }, t('tournaments.seriesPoints')), pointsTable]),
    h('p.muted', {}, t('tournaments.seriesPointsHelp')),
    h('div.row', {}, [h('label', { for: 's-shared' }, t('tournaments.sharedPlaces')), shared]),
    h('button.primary', { type: 'submit', id: 's-create' }, t('tournaments.createButton')), message]);
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    const values = parsePointsTable(pointsTable.value);
    if (!values) {
      message.textContent = t('tournaments.seriesBadPoints');
      return;
    }
    try {
      const created = await api.createSeries(name.value.trim(), values, shared.value as Series['sharedPlaces']);
      location.hash = `#/series/${created.id}`;
    } catch (e) {
      message.textContent = t('tournaments.createFailed', { error: (e as Error).message });
    }
  });
  return form;
}

export async function showSeries(root: HTMLElement, id: string): Promise<() => void> {
  clear(root);
  const page = h('main.series', { 'aria-busy': 'true' });
  root.append(page);
  let series: Series;
  try {
    series = await api.seriesOne(id);
  } catch (e) {
    page.append(h('p.error', { role: 'alert' }, e instanceof ApiError && e.status === 404 ? t('tournaments.seriesUnknown')
      : t('tournaments.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  page.removeAttribute('aria-busy');
  const finished = series.tournaments.filter(x => x.status === 'finished');
  page.append(
    h('h1', { id: 's-title' }, series.name),
    h('p', {}, [t('tournaments.organiser', { name: series.organiser }), ' · ', t('tournaments.seriesPoints'), ': ', series.points.join(', ')]),
    h('p.muted', { id: 's-shared-rule' }, t(`tournaments.sharedPlacesRule.${series.sharedPlaces}`)),
    h('section.card', { id: 'series-standing' }, [h('h2', {}, t('tournaments.seriesStanding')), h('div.table-scroll', {}, h('table.standings', {}, [
      h('thead', {}, h('tr', {}, [h('th', {}, t('tournaments.rank')), h('th', {}, t('tournaments.player')),
        h('th', {}, t('tournaments.seriesTotal')), ...finished.map(x => h('th', {}, h('a', { href: `#/tournaments/${x.id}` }, x.name)))])),
      h('tbody', {}, series.standings.map(row => h('tr', { 'data-player': row.name }, [
        h('td', {}, String(row.rank)), h('td', {}, h('a', { href: `#/@/${encodeURIComponent(row.name)}` }, row.name)),
        h('td.points', {}, formatNumber(row.points)),
        ...row.places.map(p => h('td', {}, p.place === null || p.place === undefined ? t('tournaments.seriesAbsent')
          : t('tournaments.seriesPlace', { place: p.place, points: formatNumber(p.points) })))]))),
    ]))]),
    h('section.card', {}, [h('h2', {}, t('tournaments.seriesMembers')), h('ul.tournament-list', {}, series.tournaments.map(x =>
      h('li', {}, [h('a', { href: `#/tournaments/${x.id}` }, x.name), ' · ', t(`tournaments.status.${x.status}`)])))]),
  );
  return () => undefined;
}
