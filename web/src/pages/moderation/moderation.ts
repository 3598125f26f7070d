// The moderators' page (#/moderation): the open reports with their evidence and a form of actions for
// each (warn, mute, ban or close the reported player for some days or for ever, resolve, remove a
// reported tournament), the sanctions in force (each may be lifted), and the log of every action.
import { api, ApiError, type ModerationLogEntry, type Report, type Sanction, type SanctionRequest } from '../../core/api';
import { clear, h } from '../../core/dom';
import { formatDateTime } from '../../core/format';
import { t } from '../../core/i18n';
import { moderates } from '../../core/session';

const KINDS: SanctionRequest['kind'][] = ['warn', 'mute', 'ban', 'close'];

export async function showModeration(root: HTMLElement): Promise<() => void> {
  clear(root);
  const page = h('section.moderation', { id: 'moderation' }, [h('h1', {}, t('moderation.title'))]);
  root.append(page);
  if (!moderates()) {
    page.append(h('p.error', { role: 'alert' }, t('moderation.forbidden')));
    return () => undefined;
  }
  const reports = h('div', { id: 'moderation-reports' });
  const sanctions = h('div', { id: 'moderation-sanctions' });
  const log = h('div', { id: 'moderation-log' });
  const status = h('p.error', { id: 'moderation-error', role: 'alert' });
  page.append(status, h('h2', {}, t('moderation.reports')), reports, h('h2', {}, t('moderation.sanctions')), sanctions,
    h('h2', {}, t('moderation.log')), log);
  const refresh = async () => {
    try {
      const [open, active, entries] = await Promise.all([api.reports(), api.sanctions(), api.moderationLog()]);
      renderReports(reports, open, refresh, status);
      renderSanctions(sanctions, active, refresh, status);
      renderLog(log, entries);
    } catch (e) {
      status.textContent = e instanceof ApiError ? e.message : String(e);
    }
  };
  await refresh();
  return () => undefined;
}

function renderReports(box: HTMLElement, reports: Report[], refresh: () => Promise<void>, status: HTMLElement): void {
  clear(box);
  if (!reports.length) box.append(h('p.muted', {}, t('moderation.noReports')));
  for (const report of reports) {
    box.append(h('article.card.report-card', { 'data-report': String(report.id) }, [
      h('p', {}, h('strong', {}, t('moderation.reportBy', { kind: t(`moderation.kind.${report.kind}`),
        reporter: report.reporter, at: formatDateTime(report.at) }))),
      h('p', {}, t('moderation.target', { target: report.target })),
      h('p.report-reason', {}, `${t('moderation.reason')}: ${report.reason}`),
      h('p.report-evidence', {}, `${t('moderation.evidence')}: ${evidence(report)}`),
      actions(report, refresh, status),
    ]));
  }
}

function evidence(report: Report): string {
  const e = report.evidence;
  if (report.kind === 'chat') {
    return t('moderation.evidenceLine', { author: e.author ?? '', text: e.text ?? '', game: e.game ?? '',
      at: e.at === undefined ? '' : formatDateTime(e.at) });
  }
  if (report.kind === 'player') {
    return t('moderation.evidenceGames', { games: e.games?.length ? e.games.join(', ') : t('moderation.noGames') });
  }
  return t('moderation.evidenceTournament', { name: e.name ?? '', organiser: e.organiser ?? '' });
}

/** The form of a report's actions: a sanction of the reported player, resolving, removing a tournament. */
function actions(report: Report, refresh: () => Promise<void>, status: HTMLElement): HTMLElement {
  const kind = h('select.sanction-kind', { 'aria-label': t('moderation.action') },
    KINDS.map(k => h('option', { value: k }, t(`moderation.sanction.${k}`)))) as HTMLSelectElement;
  const days = h('input.sanction-days', { type: 'number', min: 1, max: 3650, 'aria-label': t('moderation.days'),
    placeholder: t('moderation.days') }) as HTMLInputElement;
  const reason = h('input.action-reason', { maxlength: 500, 'aria-label': t('moderation.reason'),
    placeholder: t('moderation.reason') }) as HTMLInputElement;
  const apply = h('button.apply-sanction', { type: 'button' }, t('moderation.apply'));
  const resolve = h('button.resolve-report', { type: 'button' }, t('moderation.resolve'));
  const run = (action: () => Promise<unknown>) => {
    status.textContent = '';
    action().then(refresh, (e: unknown) => {
      status.textContent = e instanceof ApiError ? e.message : String(e);
    });
  };
  apply.addEventListener('click', () => run(() => api.sanction({ player: report.player ?? '', kind: kind.value as
    SanctionRequest['kind'], days: days.value ? Number(days.value) : null, reason: reason.value })));
  resolve.addEventListener('click', () => run(() => api.resolveReport(report.id, reason.value)));
  const tournament = report.evidence.tournament;
  const remove = tournament ? h('button.remove-tournament', { type: 'button' },
    t('moderation.removeTournament')) : null;
  remove?.addEventListener('click', () => run(() => api.removeTournament(tournament ?? '', reason.value)));
  return h('div.report-actions', {}, [reason, ...(report.player ? [kind, days, apply] : []), resolve, remove]);
}

function renderSanctions(box: HTMLElement, sanctions: Sanction[], refresh: () => Promise<void>, status: HTMLElement): void {
  clear(box);
  if (!sanctions.length) box.append(h('p.muted', {}, t('moderation.noSanctions')));
  for (const s of sanctions) {
    const reason = h('input.action-reason', { maxlength: 500, 'aria-label': t('moderation.reason'),
      placeholder: t('moderation.reason') }) as HTMLInputElement;
    const lift = h('button.lift-sanction', { type: 'button' }, t('moderation.lift'));
    lift.addEventListener('click', () => {
      api.liftSanction(s.id, reason.value).then(refresh, (e: unknown) => {
        status.textContent = e instanceof ApiError ? e.message : String(e);
      });
    });
    box.append(h('p.sanction-line', { 'data-sanction': String(s.id) }, [
      t('moderation.sanctionLine', { player: s.player, kind: t(`moderation.sanction.${s.kind}`), actor: s.actor,
        until: s.until === undefined ? t('moderation.forever')
          : t('moderation.untilDate', { date: formatDateTime(s.until) }), reason: s.reason }),
      ' ', reason, lift,
    ]));
  }
}

function renderLog(box: HTMLElement, entries: ModerationLogEntry[]): void {
  clear(box);
  box.append(h('ul.moderation-log', {}, entries.map(e => h('li', {}, t('moderation.logLine', {
    at: formatDateTime(e.at), actor: e.actor, action: e.action, target: e.target, reason: e.reason })))));
}
