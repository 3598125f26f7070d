// The tournaments list (#/tournaments): running and upcoming tournaments, the finished ones, a form to
// create one (logged-in players) and the import of a TRF16 report.
import { api, ApiError, type SeriesSummary, type TournamentSummary, type Variant } from '../../core/api';
import { clear, h } from '../../core/dom';
import { describeTimeControl, formatDateTime, optionLabel } from '../../core/format';
import { t, tn } from '../../core/i18n';
import { TIME_CONTROLS } from '../../core/time-controls';
import { TimeControlPicker } from '../../core/time-control-picker';
import { currentPlayer } from '../../core/session';
import { createRequest, defaultTieBreaks, moveTieBreak, TIE_BREAKS, type CreateForm, type TieBreak } from './tournament-model';

/** The time controls a tournament may use: the lobby's, without "unlimited" (games must end). */
const TOURNAMENT_TIME_CONTROLS = TIME_CONTROLS.filter(tc => tc.type !== 'unlimited');

function row(s: TournamentSummary): HTMLElement {
  const progress = s.status === 'running' && s.kind !== 'arena' && s.roundsPlanned > 0
    ? t('tournaments.roundOf', { round: s.currentRound, total: s.roundsPlanned })
    : t(`tournaments.status.${s.status}`);
  return h('li.tournament-row', { 'data-tournament': s.id }, [
    h('a.tournament-name', { href: `#/tournaments/${s.id}` }, s.name),
    h('span.tournament-kind', {}, t(`tournaments.kind.${s.kind}`)),
    h('span.tournament-game', {}, s.variantName),
    h('span.tournament-tc', {}, describeTimeControl(s.timeControl)),
    h('span.tournament-players', {}, tn('tournaments.players', s.players)),
    h('span.tournament-status', {}, progress),
    s.startsAt && s.status === 'created' ? h('span.tournament-start', {}, formatDateTime(s.startsAt)) : null,
  ]);
}

export async function showTournaments(root: HTMLElement): Promise<() => void> {
  clear(root);
  const page = h('main.tournaments', { 'aria-busy': 'true' }, h('p.loading', {}, t('tournaments.loading')));
  root.append(page);
  let list: TournamentSummary[];
  let variants: Variant[];
  let mySeries: SeriesSummary[];
  try {
    [list, variants, mySeries] = await Promise.all([api.tournaments(), api.variants(), api.series()]);
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('tournaments.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  clear(page);
  page.removeAttribute('aria-busy');
  const me = currentPlayer();
  const current = list.filter(s => s.status === 'created' || s.status === 'running');
  const past = list.filter(s => s.status === 'finished' || s.status === 'cancelled');
  page.append(
    h('h1', {}, t('tournaments.title')),
    h('p', {}, h('a', { href: '#/series', id: 'series-link' }, t('tournaments.seriesTitle'))),
    h('section.card', { id: 'current-tournaments' }, [h('h2', {}, t('tournaments.upcoming')),
      current.length ? h('ul.tournament-list', {}, current.map(row)) : h('p.muted', {}, t('tournaments.none'))]),
    me ? createForm(variants, mySeries.filter(s => s.organiser === me)) : h('p.card', {}, [
      h('a', { href: `#/login?next=${encodeURIComponent('#/tournaments')}` }, t('account.logIn')), ' · ',
      t('tournaments.logInToCreate')]),
    h('section.card', { id: 'past-tournaments' }, [h('h2', {}, t('tournaments.finished')),
      past.length ? h('ul.tournament-list', {}, past.map(row)) : h('p.muted', {}, t('tournaments.none'))]),
  );
  if (me) page.append(importForm(variants));
  return () => undefined;
}

function createForm(variants: Variant[], mySeries: SeriesSummary[]): HTMLElement {
  const name = h('input', { id: 't-name', type: 'text', maxlength: 60, required: true }) as HTMLInputElement;
  const kind = h('select', { id: 't-kind' }, (['swiss', 'round-robin', 'arena'] as const)
    .map(k => h('option', { value: k }, t(`tournaments.kind.${k}`)))) as HTMLSelectElement;
  const game = h('select', { id: 't-variant' }, variants.map(v => h('option', { value: v.name }, v.displayName))) as HTMLSelectElement;
  const options = h('div.options', { id: 't-options' });
  const renderOptions = () => {
    clear(options);
    const chosen = variants.find(v => v.name === game.value);
    for (const opt of chosen?.options ?? []) {
      options.append(h('label.check', { title: opt.description }, [h('input', { type: 'checkbox', value: opt.name }), ' ', optionLabel(opt.name)]));
    }
  };
  game.addEventListener('change', renderOptions);
  renderOptions();
  const tc = new TimeControlPicker('t-time', TOURNAMENT_TIME_CONTROLS);
  const rounds = h('input', { id: 't-rounds', type: 'number', min: 1, max: 30, value: 5 }) as HTMLInputElement;
  const double = h('input', { id: 't-double', type: 'checkbox' }) as HTMLInputElement;
  const minutes = h('input', { id: 't-minutes', type: 'number', min: 5, max: 10080, value: 60 }) as HTMLInputElement;
  const berserk = h('input', { id: 't-berserk', type: 'checkbox', checked: true }) as HTMLInputElement;
  const startsAt = h('input', { id: 't-starts', type: 'datetime-local' }) as HTMLInputElement;
  const rated = h('input', { id: 't-rated', type: 'checkbox' }) as HTMLInputElement;
  const password = h('input', { id: 't-password', type: 'text', maxlength: 100, autocomplete: 'off' }) as HTMLInputElement;
  const series = h('select', { id: 't-series' }, [h('option', { value: '' }, t('tournaments.noSeries')),
    ...mySeries.map(s => h('option', { value: s.id }, s.name))]) as HTMLSelectElement;
  let order: TieBreak[] = defaultTieBreaks('swiss');
  const tieBreakList = h('ol.tie-breaks', { id: 't-tiebreaks' });
  const renderTieBreaks = () => {
    clear(tieBreakList);
    order.forEach((tb, i) => tieBreakList.append(h('li', { 'data-tiebreak': tb }, [t(`tournaments.tb.${tb}`), ' ',
      h('button.small', { type: 'button', 'aria-label': `${t('tournaments.up')} ${t(`tournaments.tb.${tb}`)}`,
        onclick: () => { order = moveTieBreak(order, i, -1); renderTieBreaks(); } }, '↑'),
      h('button.small', { type: 'button', 'aria-label': `${t('tournaments.down')} ${t(`tournaments.tb.${tb}`)}`,
        onclick: () => { order = moveTieBreak(order, i, 1); renderTieBreaks(); } }, '↓'),
      h('button.small', { type: 'button', onclick: () => { order = order.filter(x => x !== tb); renderTieBreaks(); } }, '×')])));
    for (const tb of TIE_BREAKS.filter(x => !order.includes(x))) {
      tieBreakList.append(h('li.unused', {}, [h('button.small', { type: 'button',
        onclick: () => { order = [...order, tb]; renderTieBreaks(); } }, `+ ${t(`tournaments.tb.${tb}`)}`)]));
    }
  };
  renderTieBreaks();
  const manualStart = h('input', { id: 't-manual-start', type: 'checkbox' }) as HTMLInputElement;
  const maxByes = h('input', { id: 't-max-byes', type: 'number', min: 0, max: 30, value: 0, inputmode: 'numeric' }) as HTMLInputElement;
  const lateUntil = h('input', { id: 't-late-until', type: 'number', min: 1, max: 30, inputmode: 'numeric' }) as HTMLInputElement;
  const latePoints = h('select', { id: 't-late-points' }, ['0', '0.5'].map(p => h('option', { value: p }, p === '0.5' ? '½' : '0'))) as HTMLSelectElement;
  const swissOnly = h('div.kind-swiss', {}, [
    h('div.row', {}, [h('label', { for: 't-rounds' }, t('tournaments.rounds')), rounds]),
    h('label.check', {}, [manualStart, ' ', t('tournaments.manualStart')]),
    h('div.row', {}, [h('label', { for: 't-max-byes' }, t('tournaments.maxHalfPointByes')), maxByes]),
    h('div.row', {}, [h('label', { for: 't-late-until' }, t('tournaments.lateEntryUntil')), lateUntil]),
    h('div.row', {}, [h('label', { for: 't-late-points' }, t('tournaments.lateEntryPoints')), latePoints])]);
  const robinOnly = h('div.row.kind-round-robin', {}, h('label.check', {}, [double, ' ', t('tournaments.double')]));
  const arenaOnly = h('div.kind-arena', {}, [h('div.row', {}, [h('label', { for: 't-minutes' }, t('tournaments.minutes')), minutes]),
    h('label.check', {}, [berserk, ' ', t('tournaments.berserk')])]);
  const tieBreakBox = h('fieldset', {}, [h('legend', {}, t('tournaments.tieBreaks')), tieBreakList]);
  const syncKind = () => {
    swissOnly.hidden = kind.value !== 'swiss';
    robinOnly.hidden = kind.value !== 'round-robin';
    arenaOnly.hidden = kind.value !== 'arena';
    tieBreakBox.hidden = kind.value === 'arena';
    order = defaultTieBreaks(kind.value as CreateForm['kind']);
    renderTieBreaks();
  };
  kind.addEventListener('change', syncKind);
  const message = h('p.error', { role: 'alert', id: 't-message' });
  const submit = h('button.primary', { type: 'submit', id: 't-create' }, t('tournaments.createButton')) as HTMLButtonElement;
  const form = h('form.card.new-tournament', { 'aria-label': t('tournaments.create') }, [
    h('h2', {}, t('tournaments.create')),
    h('div.row', {}, [h('label', { for: 't-name' }, t('tournaments.name')), name]),
    h('div.row', {}, [h('label', { for: 't-kind' }, t('tournaments.kind')), kind]),
    h('div.row', {}, [h('label', { for: 't-variant' }, t('tournaments.game')), game]),
    h('fieldset', {}, [h('legend', {}, t('tournaments.options')), options]),
    h('div.row', {}, [h('label', { for: 't-time' }, t('tournaments.time')), tc.element]),
    swissOnly, robinOnly, arenaOnly, tieBreakBox,
    h('div.row', {}, [h('label', { for: 't-starts' }, t('tournaments.startsAt')), startsAt, h('span.muted', {}, t('tournaments.startByHand'))]),
    h('label.check', {}, [rated, ' ', t('tournaments.rated')]),
    h('div.row', {}, [h('label', { for: 't-password' }, t('tournaments.password')), password]),
    mySeries.length ? h('div.row', {}, [h('label', { for: 't-series' }, t('tournaments.series')), series]) : null,
    submit, message,
  ]);
  syncKind();
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    message.textContent = '';
    const opts = [...options.querySelectorAll<HTMLInputElement>('input:checked')].map(i => i.value);
    const values: CreateForm = {
      name: name.value, kind: kind.value as CreateForm['kind'],
      variant: opts.length ? `${game.value}:${opts.join(',')}` : game.value,
      timeControl: tc.value(), rounds: Number(rounds.value), double: double.checked,
      minutes: Number(minutes.value), berserk: berserk.checked, startsAt: startsAt.value, rated: rated.checked,
      password: password.value, tieBreaks: order, series: series.value, manualStart: manualStart.checked,
      maxHalfPointByes: Number(maxByes.value) || 0, lateEntryUntil: lateUntil.value.trim(), lateEntryPoints: Number(latePoints.value),
    };
    submit.disabled = true;
    try {
      const created = await api.createTournament(createRequest(values));
      location.hash = `#/tournaments/${created.id}`;
    } catch (e) {
      message.textContent = t('tournaments.createFailed', { error: e instanceof ApiError ? e.message : (e as Error).message });
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

function importForm(variants: Variant[]): HTMLElement {
  const file = h('input', { id: 'trf-file', type: 'file', accept: '.trf,.txt,text/plain' }) as HTMLInputElement;
  const game = h('select', { id: 'trf-variant', 'aria-label': t('tournaments.game') },
    variants.map(v => h('option', { value: v.name }, v.displayName))) as HTMLSelectElement;
  const message = h('p.error', { role: 'alert' });
  const button = h('button', { type: 'submit', id: 'trf-import' }, t('tournaments.importButton'));
  const form = h('form.card', { id: 'import-trf' }, [h('h2', {}, t('tournaments.import')), h('div.row', {}, [file, game, button]), message]);
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    message.textContent = '';
    const chosen = file.files?.[0];
    if (!chosen) return;
    try {
      const imported = await api.importTrf(await chosen.text(), game.value);
      location.hash = `#/tournaments/${imported.id}`;
    } catch (e) {
      message.textContent = t('tournaments.importFailed', { error: (e as Error).message });
    }
  });
  return form;
}
