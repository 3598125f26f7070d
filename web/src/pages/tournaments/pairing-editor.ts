// The organiser's pairing of a Swiss round before it starts (or of a round the rules could not pair):
// White and Black of each board chosen from the players present, a board's colours swapped, the bye,
// saved with a reason; pairing again by the rules, starting the round, or ending the tournament.
import { api, type Tournament } from '../../core/api';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';
import { draftPlayers, type PairingDraft } from './tournament-model';

export function pairingEditor(tn: Tournament, draft: PairingDraft,
  act: (call: () => Promise<Tournament>) => Promise<void>): HTMLElement {
  const arbiter = tn.arbiter!;
  const players = draftPlayers(draft);
  const choose = (id: string, label: string, value: string) => {
    const select = h('select', { id, 'aria-label': label }, players.map(p => h('option', { value: p }, p))) as HTMLSelectElement;
    select.value = value;
    return select;
  };
  const rows = draft.boards.map(([white, black], i) => {
    const board = i + 1;
    const w = choose(`pair-white-${board}`, `${t('tournaments.board')} ${board}: ${t('tournaments.white')}`, white);
    const b = choose(`pair-black-${board}`, `${t('tournaments.board')} ${board}: ${t('tournaments.black')}`, black);
    const swap = h('button.small', { type: 'button', id: `pair-swap-${board}`, title: t('tournaments.swapColoursOf', { board }),
      'aria-label': t('tournaments.swapColoursOf', { board }) }, '⇄');
    swap.addEventListener('click', () => { [w.value, b.value] = [b.value, w.value]; });
    return { w, b, row: h('tr', { 'data-board': board }, [h('td', {}, [String(board), ' ', swap]), h('td', {}, w), h('td', {}, b)]) };
  });
  const bye = h('select', { id: 'pair-bye', 'aria-label': t('tournaments.pairingBye') },
    [h('option', { value: '' }, t('tournaments.pairingNoBye')), ...players.map(p => h('option', { value: p }, p))]) as HTMLSelectElement;
  bye.value = draft.bye ?? '';
  const reason = h('input', { type: 'text', id: 'pair-reason', maxlength: 200 }) as HTMLInputElement;
  const save = h('button.primary', { type: 'button', id: 'save-pairing' }, t('tournaments.savePairing'));
  save.addEventListener('click', () => void act(() => api.setPairing(tn.id, draft.round,
    rows.map(r => [r.w.value, r.b.value]), bye.value || null, reason.value)));
  const again = h('button', { type: 'button', id: 'pair-again' }, t('tournaments.pairAgain'));
  again.addEventListener('click', () => {
    if (!arbiter.roundWaiting || confirm(t('tournaments.confirmPairAgain'))) void act(() => api.tournamentAction(tn.id, 'pair-again'));
  });
  const start = arbiter.roundWaiting ? h('button.primary', { type: 'button', id: 'start-round' }, t('tournaments.startRound', { round: draft.round })) : null;
  start?.addEventListener('click', () => void act(() => api.tournamentAction(tn.id, 'start-round')));
  const end = h('button', { type: 'button', id: 'end-tournament' }, t('tournaments.endTournament'));
  end.addEventListener('click', () => {
    if (confirm(t('tournaments.confirmEnd'))) void act(() => api.tournamentAction(tn.id, 'end'));
  });
  return h('div.pairing-editor', { id: 'pairing-editor' }, [
    h('h3', {}, t('tournaments.pairingEditor', { round: draft.round })),
    arbiter.pairingProblem ? h('p.error', { id: 'pairing-problem', role: 'alert' },
      t('tournaments.pairingProblem', { round: draft.round, reason: arbiter.pairingProblem })) : null,
    h('p.muted', {}, t('tournaments.pairingHelp')),
    h('div.table-scroll', {}, h('table.pairing-boards', {}, [
      h('thead', {}, h('tr', {}, [t('tournaments.board'), t('tournaments.white'), t('tournaments.black')].map(c => h('th', {}, c)))),
      h('tbody', {}, rows.map(r => r.row))])),
    h('div.row', {}, [h('label', { for: 'pair-bye' }, t('tournaments.pairingBye')), bye]),
    h('div.row', {}, [h('label', { for: 'pair-reason' }, t('tournaments.pairingReason')), reason]),
    h('div.row', {}, [save, again, start, end]),
  ]);
}
