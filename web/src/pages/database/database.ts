// The game database (#/database?filters): search games by player, event, date, result, game and
// position (a FEN, or moves from the start), page through them newest first, export the selection as
// PGN; logged-in players upload PGN files (any game: the Variant tag decides), and see what was
// imported, what repeated a stored game and what was rejected, with the reason.
import { api, ApiError, type DbGame, type DbImport, type DbSearch, type Variant } from '../../core/api';
import { clear, h } from '../../core/dom';
import { needsVariant, pageSpan, parseQuery, QUERY_FIELDS, queryString, type DbQuery, type QueryField } from './database-query';
import { t, tn } from '../../core/i18n';
import { currentPlayer } from '../../core/session';

const PAGE = 20;

export async function showDatabase(root: HTMLElement, queryText: string): Promise<() => void> {
  clear(root);
  const page = h('main.database', { 'aria-busy': 'true' }, h('p.loading', {}, t('database.loading')));
  root.append(page);
  let variants: Variant[];
  try {
    variants = await api.variants();
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('database.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  clear(page);
  page.removeAttribute('aria-busy');
  const query = parseQuery(queryText);
  const results = h('section.card', { id: 'db-results', 'aria-live': 'polite' });
  page.append(h('h1', {}, t('database.title')), searchForm(variants, query), results);
  page.append(currentPlayer() ? uploadForm() : h('p.card', { id: 'db-login' }, [
    h('a', { href: `#/login?next=${encodeURIComponent('#/database')}` }, t('account.logIn')), ' · ', t('database.logInToUpload')]));
  void showResults(results, query, variants);
  return () => undefined;
}

function searchForm(variants: Variant[], query: DbQuery): HTMLElement {
  const inputs = new Map<QueryField, HTMLInputElement | HTMLSelectElement>();
  const text = (field: QueryField, placeholder = '') => {
    const input = h('input', { type: 'text', id: `db-${field}`, name: field, value: query[field] ?? '', placeholder, autocomplete: 'off' }) as HTMLInputElement;
    inputs.set(field, input);
    return h('label.field', {}, [h('span', {}, t(`database.field.${field}`)), input]);
  };
  const variant = h('select', { id: 'db-variant', name: 'variant' }, [
    h('option', { value: '' }, t('database.anyGame')),
    ...variants.map(v => h('option', { value: v.name }, v.displayName)),
  ]) as HTMLSelectElement;
  variant.value = query.variant ?? '';
  inputs.set('variant', variant);
  const result = h('select', { id: 'db-result', name: 'result' }, [
    h('option', { value: '' }, t('database.anyResult')),
    ...['1-0', '0-1', '1/2-1/2', '*'].map(r => h('option', { value: r }, r)),
  ]) as HTMLSelectElement;
  result.value = query.result ?? '';
  inputs.set('result', result);
  const problem = h('p.error', { id: 'db-form-error', role: 'alert' });
  const form = h('form.card.db-search', { id: 'db-search' }, [
    h('div.db-fields', {}, [
      h('label.field', {}, [h('span', {}, t('database.field.variant')), variant]),
      text('player'), text('white'), text('black'), text('event'),
      text('from', '2024.01.01'), text('to', '2024.12.31'),
      h('label.field', {}, [h('span', {}, t('database.field.result')), result]),
    ]),
    h('div.db-position', {}, [text('fen'), text('moves', t('database.movesExample'))]),
    h('div.row', {}, [h('button.primary', { type: 'submit', id: 'db-find' }, t('database.find')),
      h('a', { href: '#/database', id: 'db-reset' }, t('database.reset'))]),
    problem,
  ]) as HTMLFormElement;
  form.addEventListener('submit', e => {
    e.preventDefault();
    const next: DbQuery = {};
    for (const field of QUERY_FIELDS) {
      const value = inputs.get(field)?.value.trim();
      if (value) next[field] = value;
    }
    if (needsVariant(next)) {
      problem.textContent = t('database.chooseGame');
      return;
    }
    location.hash = `#/database?${queryString(next)}`;
  });
  return form;
}

async function showResults(box: HTMLElement, query: DbQuery, variants: Variant[]): Promise<void> {
  box.append(h('p.loading', {}, t('database.searching')));
  let found: DbSearch;
  const filters = queryString({ ...query, offset: undefined }, false);
  try {
    found = await api.dbSearch(`${filters}${filters ? '&' : ''}limit=${PAGE}&offset=${query.offset ?? 0}`);
  } catch (e) {
    clear(box);
    box.append(h('p.error', { id: 'db-error', role: 'alert' }, (e as Error).message));
    return;
  }
  clear(box);
  const span = pageSpan(found.total, found.offset, PAGE);
  const positional = Boolean(query.fen || query.moves);
  box.append(h('div.row.db-summary', {}, [
    h('p', { id: 'db-total' }, tn('database.total', found.total, { from: span.from, to: span.to })),
    found.total > 0 ? h('a.button', { href: api.dbExportUrl(filters), id: 'db-export', download: 'database.pgn' }, t('database.export')) : null,
  ]));
  if (found.total === 0) {
    box.append(h('p.muted', {}, t('database.none')));
    return;
  }
  const names = new Map(variants.map(v => [v.name, v.displayName]));
  box.append(h('table.db-games', { id: 'db-games' }, [
    h('thead', {}, h('tr', {}, [t('database.col.white'), t('database.col.black'), t('database.col.result'), t('database.col.game'),
      t('database.col.event'), t('database.col.date'), t('database.col.moves'), positional ? t('database.col.next') : null]
      .filter(c => c !== null).map(c => h('th', {}, c)))),
    h('tbody', {}, found.games.map(g => gameRow(g, names, positional))),
  ]));
  const nav = h('div.row.db-pages');
  if (span.previous !== null) nav.append(h('a', { href: `#/database?${queryString({ ...query, offset: span.previous })}`, id: 'db-previous' }, t('database.previous')));
  if (span.next !== null) nav.append(h('a', { href: `#/database?${queryString({ ...query, offset: span.next })}`, id: 'db-next' }, t('database.next')));
  box.append(nav);
}

function gameRow(g: DbGame, names: Map<string, string>, positional: boolean): HTMLElement {
  const open = positional && g.ply != null ? `#/database/${g.id}?ply=${g.ply}` : `#/database/${g.id}`;
  const name = (player: string, elo?: number | null) => elo ? `${player} (${elo})` : player;
  return h('tr', { 'data-game': g.id }, [
    h('td', {}, h('a', { href: open }, name(g.white, g.whiteElo))),
    h('td', {}, name(g.black, g.blackElo)),
    h('td', {}, g.result),
    h('td', {}, names.get(g.variant.split(':')[0]) ?? g.variant),
    h('td', {}, g.event),
    h('td', {}, g.date),
    h('td', {}, String(Math.ceil(g.plies / 2))),
    positional ? h('td.db-next', {}, g.next ?? t('database.ended')) : null,
  ]);
}

function uploadForm(): HTMLElement {
  const file = h('input', { type: 'file', id: 'db-file', accept: '.pgn,application/x-chess-pgn,text/plain' }) as HTMLInputElement;
  const status = h('div', { id: 'db-upload-status', 'aria-live': 'polite' });
  const button = h('button.primary', { type: 'submit', id: 'db-upload' }, t('database.upload')) as HTMLButtonElement;
  const form = h('form.card.db-upload', { id: 'db-upload-form' }, [
    h('h2', {}, t('database.uploadTitle')), h('p.muted', {}, t('database.uploadHelp')),
    h('div.row', {}, [file, button]), status]) as HTMLFormElement;
  form.addEventListener('submit', e => {
    e.preventDefault();
    const chosen = file.files?.[0];
    clear(status);
    if (!chosen) {
      status.append(h('p.error', { role: 'alert' }, t('database.chooseFile')));
      return;
    }
    button.disabled = true;
    status.append(h('p.loading', {}, t('database.uploading')));
    void chosen.text().then(api.dbUpload).then(report => {
      clear(status);
      status.append(uploadReport(report));
    }, (err: unknown) => {
      clear(status);
      status.append(h('p.error', { role: 'alert' }, err instanceof ApiError || err instanceof Error ? err.message : String(err)));
    }).finally(() => { button.disabled = false; });
  });
  return form;
}

function uploadReport(report: DbImport): HTMLElement {
  return h('div.db-report', { id: 'db-report' }, [
    h('p', { id: 'db-imported' }, t('database.imported', { imported: report.imported, games: report.games, positions: report.positions })),
    report.duplicateCount ? h('p', { id: 'db-duplicates' }, t('database.duplicates', { count: report.duplicateCount })) : null,
    report.rejectedCount ? h('div', { id: 'db-rejected' }, [h('p', {}, tn('database.rejected', report.rejectedCount)),
      h('ul', {}, report.rejected.map(r => h('li', {}, r.reason)))]) : null,
    report.imported ? h('p', {}, h('a', { href: '#/database', id: 'db-see' }, t('database.seeGames'))) : null,
  ]);
}
