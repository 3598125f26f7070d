// A tournament's page (#/tournaments/ID): what it is, entry (join, leave, pause), the standings with
// the organiser's tie-breaks and their legend (arena: each game's points and the streak), a crosstable
// for round robins, a wallchart for Swiss tournaments, the rounds with links to their games, and the
// organiser's tools. It follows the tournament live.
import { api, ApiError, type Tournament, type TournamentMessage } from '../../core/api';
import { clear, h } from '../../core/dom';
import { describeTimeControl, formatDateTime, formatTime } from '../../core/format';
import { logLine } from './log-line';
import { reportButton } from '../moderation/report-button';
import { t } from '../../core/i18n';
import { currentPlayer } from '../../core/session';
import { byeRounds, crosstable, myPendingBoard, pairingDraft, plainWinsColumn, points, tieBreakLegend, wallchart,
  type WallchartCell } from './tournament-model';
import { pairingEditor } from './pairing-editor';

export async function showTournament(root: HTMLElement, id: string): Promise<() => void> {
  clear(root);
  const page = h('main.tournament', { 'aria-busy': 'true' });
  root.append(page);
  let tournament: Tournament;
  try {
    tournament = await api.tournament(id);
  } catch (e) {
    page.append(h('p.error', { role: 'alert' }, e instanceof ApiError && e.status === 404 ? t('tournaments.unknown')
      : t('tournaments.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  page.removeAttribute('aria-busy');
  let announced: string | null = null;
  let drawn = false;
  const render = (next: Tournament) => {
    // The same version again (the channel's greeting) would only redraw the page under the player's typing.
    if (drawn && next.version <= tournament.version) return;
    drawn = true;
    tournament = next;
    clear(page);
    page.append(...sections(tournament, render));
    const mine = myPendingBoard(tournament, currentPlayer());
    const key = mine ? `${mine.round}.${mine.board.board}` : null;
    if (mine && key !== announced && typeof Notification !== 'undefined' && Notification.permission === 'granted'
      && document.hidden) {
      new Notification(t('tournaments.notifyTitle', { round: mine.round }), { body: t('tournaments.yourGame', { round: mine.round }) });
    }
    announced = key;
  };
  render(tournament);

  // Live: the whole tournament after each change; reconnects after a drop.
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  let socket: WebSocket | null = null;
  let closed = false;
  const connect = () => {
    socket = new WebSocket(`${scheme}://${location.host}/api/tournaments/${encodeURIComponent(id)}/live`);
    socket.onmessage = ev => {
      const message = JSON.parse(String(ev.data)) as TournamentMessage | { type: string };
      if (message.type === 'tournament') render((message as TournamentMessage).tournament);
    };
    socket.onclose = () => { if (!closed) window.setTimeout(connect, 2000); };
  };
  connect();
  const ping = window.setInterval(() => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ action: 'ping' }));
  }, 60_000);
  return () => {
    closed = true;
    window.clearInterval(ping);
    socket?.close();
  };
}

function sections(tn: Tournament, render: (t: Tournament) => void): HTMLElement[] {
  const me = currentPlayer();
  const message = h('p.notice', { role: 'status', id: 't-status' });
  const act = async (call: () => Promise<Tournament>) => {
    message.textContent = '';
    try {
      render(await call());
    } catch (e) {
      message.textContent = t('tournaments.actionFailed', { error: (e as Error).message });
    }
  };
  const out: HTMLElement[] = [header(tn)];
  const mine = myPendingBoard(tn, me);
  if (mine && mine.board.gameId) {
    out.push(h('p.your-game.card', { id: 'your-game', role: 'alert' }, [t('tournaments.yourGame', { round: mine.round }), ' ',
      h('a.button.primary', { href: `#/game/${mine.board.gameId}`, id: 'your-game-link' }, t('tournaments.yourGameLink'))]));
  }
  if (tn.status === 'running' && tn.arbiter?.roundWaiting) {
    out.push(h('p.notice.card', { id: 't-round-waiting', role: 'status' }, t('tournaments.roundWaiting', { round: tn.currentRound })));
  }
  if (tn.status === 'running' && tn.arbiter?.pairingProblem) {
    out.push(h('p.notice.card', { id: 't-round-stuck', role: 'status' }, t('tournaments.roundStuck', { round: tn.currentRound + 1 })));
  }
  const entryBox = entry(tn, me, act);
  entryBox.hidden = entryBox.childNodes.length === 0;
  out.push(entryBox, message, standings(tn));
  if (tn.kind === 'round-robin' && tn.rounds.length > 0) out.push(crosstableSection(tn));
  if (tn.kind === 'swiss' && tn.rounds.length > 0) out.push(wallchartSection(tn));
  if (tn.rounds.length > 0) out.push(rounds(tn));
  if (me && me === tn.organiser) out.push(organiserPanel(tn, act));
  out.push(h('p.downloads', {}, [
    tn.kind !== 'arena' ? h('a', { href: `/api/tournaments/${tn.id}/trf`, id: 'download-trf', download: '' }, t('tournaments.downloadTrf')) : null,
    ' ', h('a', { href: `/api/tournaments/${tn.id}/pgn`, id: 'download-pgn', download: '' }, t('tournaments.downloadPgn'))]));
  return out;
}

function header(tn: Tournament): HTMLElement {
  const facts: string[] = [t(`tournaments.kind.${tn.kind}`), tn.variantName, describeTimeControl(tn.timeControl)];
  if (tn.rated) facts.push(t('tournaments.rated'));
  if (tn.entry === 'password') facts.push(t('tournaments.passwordEntry'));
  let progress = t(`tournaments.status.${tn.status}`);
  if (tn.status === 'running' && tn.kind !== 'arena') progress = t('tournaments.roundOf', { round: tn.currentRound, total: tn.roundsPlanned });
  if (tn.status === 'running' && tn.kind === 'arena' && tn.endsAt) progress = t('tournaments.endsAt', { when: formatTime(tn.endsAt) });
  if (tn.status === 'created' && tn.startsAt) progress = t('tournaments.startsIn', { when: formatDateTime(tn.startsAt) });
  return h('header.card.tournament-header', {}, [
    h('h1', { id: 't-title' }, tn.name),
    h('p', {}, facts.join(' · ')),
    h('p', {}, [h('span.tournament-progress', { id: 't-progress' }, progress), ' · ', t('tournaments.organiser', { name: tn.organiser })]),
    tn.series ? h('p', {}, h('a', { href: `#/series/${tn.series}` }, t('tournaments.series'))) : null,
    // A logged-in player reports another organiser's tournament to the moderators.
    currentPlayer() && currentPlayer() !== tn.organiser
      ? reportButton({ kind: 'tournament', tournament: tn.id }, t('moderation.reportTournament'), 'report-tournament') : null,
  ]);
}

function entry(tn: Tournament, me: string | null, act: (call: () => Promise<Tournament>) => Promise<void>): HTMLElement {
  const box = h('div.card.tournament-entry', { id: 't-entry' });
  if (!me) {
    box.append(h('a', { href: `#/login?next=${encodeURIComponent(`#/tournaments/${tn.id}`)}` }, t('account.logIn')), ' · ',
      t('tournaments.logInToCreate'));
    return box;
  }
  const line = tn.standings.find(s => s.name === me);
  if (tn.status === 'finished' || tn.status === 'cancelled') return box;
  if (!line) {
    if (tn.status === 'running' && tn.kind === 'round-robin') return box;
    const password = h('input', { type: 'password', id: 'join-password', placeholder: t('tournaments.joinPassword'),
      'aria-label': t('tournaments.joinPassword') }) as HTMLInputElement;
    const join = h('button.primary', { type: 'button', id: 'join' }, t('tournaments.join'));
    join.addEventListener('click', () => void act(() => api.tournamentAction(tn.id, 'join',
      tn.entry === 'password' ? { password: password.value } : {})));
    box.append(tn.entry === 'password' ? password : '', join);
    return box;
  }
  box.append(h('span', {}, t('tournaments.joined')), ' ');
  if (tn.kind === 'arena' && !line.withdrawn) {
    // As on lichess, an arena pairs only the players present: this page open, not paused.
    box.append(h('p.arena-presence', { id: 'arena-presence' }, line.paused ? t('tournaments.arenaPaused') : t('tournaments.arenaPresent')));
  }
  if (!line.withdrawn) {
    const leave = h('button', { type: 'button', id: 'leave' }, tn.status === 'created' ? t('tournaments.leave') : t('tournaments.withdraw'));
    leave.addEventListener('click', () => void act(() => api.tournamentAction(tn.id, 'leave')));
    box.append(leave);
    if (tn.status !== 'created' && tn.kind !== 'round-robin') {
      const pause = h('button', { type: 'button', id: 'pause' }, line.paused ? t('tournaments.resume') : t('tournaments.pause'));
      pause.addEventListener('click', () => void act(() => api.tournamentAction(tn.id, 'pause', { paused: !line.paused })));
      box.append(' ', pause);
    }
    if (tn.arbiter && tn.arbiter.maxHalfPointByes > 0) box.append(halfPointByes(tn, me, act));
  }
  return box;
}

/** A player's half-point byes: those requested (each can be taken back) and a request for a round not yet paired. */
function halfPointByes(tn: Tournament, me: string, act: (call: () => Promise<Tournament>) => Promise<void>): HTMLElement {
  const arbiter = tn.arbiter!;
  const mine = arbiter.requestedByes.filter(b => b.name === me);
  const box = h('div.half-point-byes', { id: 'half-point-byes' }, h('h3', {}, t('tournaments.halfPointByes', { max: arbiter.maxHalfPointByes })));
  for (const bye of mine) {
    const back = h('button.small', { type: 'button', 'data-round': bye.round }, t('tournaments.takeBackBye'));
    back.addEventListener('click', () => void act(() => api.tournamentAction(tn.id, 'byes', { round: bye.round, requested: false })));
    box.append(h('p.my-bye', { 'data-round': bye.round }, [t('tournaments.myBye', { round: bye.round }), ' ', back]));
  }
  const rounds = byeRounds(tn, me);
  if (mine.length < arbiter.maxHalfPointByes && rounds.length > 0) {
    const round = h('select', { id: 'bye-round', 'aria-label': t('tournaments.byeRound') },
      rounds.map(r => h('option', { value: r }, t('tournaments.round', { round: r })))) as HTMLSelectElement;
    const ask = h('button', { type: 'button', id: 'request-bye' }, t('tournaments.requestBye'));
    ask.addEventListener('click', () => void act(() => api.tournamentAction(tn.id, 'byes', { round: Number(round.value), requested: true })));
    box.append(h('div.row', {}, [round, ask]));
  }
  return box;
}

function standings(tn: Tournament): HTMLElement {
  const arena = tn.kind === 'arena';
  const lastComplete = tn.rounds.length > 0 && tn.rounds[tn.rounds.length - 1].boards.some(b => b.result === '*')
    ? tn.currentRound - 1 : tn.currentRound;
  const title = !arena && tn.status === 'running' && lastComplete > 0 ? t('tournaments.standingsAfter', { round: lastComplete })
    : t('tournaments.standings');
  const wins = plainWinsColumn(tn);
  const legend = tieBreakLegend(tn.tieBreaks);
  const head = [h('th', {}, t('tournaments.rank')), h('th', {}, t('tournaments.player')), h('th', {}, t('tournaments.rating')),
    h('th', {}, t('tournaments.points')),
    // Each short name is an abbreviation whose full name shows on hover and is read by screen readers.
    ...tn.tieBreaks.map(tb => h('th', { 'data-tie-break': tb }, h('abbr', { title: t(`tournaments.tb.${tb}`) }, t(`tournaments.tbShort.${tb}`)))),
    h('th', {}, arena ? t('tournaments.sheet') : t('tournaments.played')), wins ? h('th', {}, t('tournaments.wins')) : null];
  return h('section.card', { id: 'standings' }, [h('h2', {}, title), h('div.table-scroll', {}, h('table.standings', {}, [
    h('thead', {}, h('tr', {}, head)),
    h('tbody', {}, tn.standings.map(s => h('tr', { 'data-player': s.name, class: s.withdrawn ? 'withdrawn' : undefined }, [
      h('td', {}, String(s.rank)),
      h('td', {}, [h('a', { href: `#/@/${encodeURIComponent(s.name)}` }, s.name),
        s.streak ? h('span.fire', { title: t('tournaments.onFire') }, ' 🔥') : null,
        s.paused ? h('span.muted', {}, ` (${t('tournaments.paused')})`) : null,
        s.withdrawn ? h('span.muted', {}, ` (${t('tournaments.withdrawn')})`) : null]),
      h('td', {}, String(s.rating)),
      h('td.points', {}, points(s.points)),
      ...s.tieBreaks.map(v => h('td', {}, points(v))),
      h('td', {}, arena ? (s.sheet ?? []).join(' ') : String(s.played)),
      wins ? h('td', {}, String(s.wins)) : null,
    ]))),
  ])), legend.length ? h('div.tie-break-legend', { id: 'tie-break-legend' }, [h('h3', {}, t('tournaments.tieBreakLegend')),
    h('dl', {}, legend.flatMap(line => [
      h('dt', { 'data-tie-break': line.tieBreak }, [h('abbr', { title: line.name }, line.short), ' ', line.name]),
      h('dd', {}, line.definition)]))]) : null]);
}

function crosstableSection(tn: Tournament): HTMLElement {
  const table = crosstable(tn);
  return h('section.card', { id: 'crosstable' }, [h('h2', {}, t('tournaments.crosstable')), h('div.table-scroll', {}, h('table.crosstable', {}, [
    h('thead', {}, h('tr', {}, [h('th', {}, '#'), h('th', {}, t('tournaments.player')),
      ...table.names.map((_, i) => h('th', {}, String(i + 1)))])),
    h('tbody', {}, table.names.map((name, i) => h('tr', {}, [h('td', {}, String(i + 1)), h('td', {}, name),
      ...table.cells[i].map(c => h('td.cell', {}, c))]))),
  ]))]);
}

function wallchartSection(tn: Tournament): HTMLElement {
  const chart = wallchart(tn);
  const cell = (c: WallchartCell, round: number) => {
    if (c.bye) return h('td.cell.bye', { title: t(`tournaments.wallchartBye.${c.bye}`, { round }) }, c.mark);
    if (!c.colour) return h('td.cell', {}, c.mark);
    return h('td.cell', { title: t('tournaments.wallchartGame', { round, opponent: c.opponentName ?? '', colour: t(`tournaments.${c.colour}`) }),
      'data-opponent': c.opponent ?? '' }, [h('span.opponent', {}, `${c.opponent ?? '?'}${t(`tournaments.wallchartColour.${c.colour}`)}`),
      ' ', h('b.mark', {}, c.mark)]);
  };
  return h('section.card', { id: 'wallchart' }, [h('h2', {}, t('tournaments.wallchart')), h('div.table-scroll', {}, h('table.wallchart', {}, [
    h('thead', {}, h('tr', {}, [h('th', {}, t('tournaments.rank')),
      h('th', {}, h('abbr', { title: t('tournaments.wallchartNumberTitle') }, t('tournaments.wallchartNumber'))),
      h('th', {}, t('tournaments.player')), h('th', {}, t('tournaments.rating')),
      ...chart.rounds.map(r => h('th.cell', {}, h('abbr', { title: t('tournaments.wallchartRoundTitle', { round: r }) }, t('tournaments.wallchartRound', { round: r })))),
      h('th', {}, t('tournaments.points'))])),
    h('tbody', {}, chart.rows.map(row => h('tr', { 'data-player': row.name, class: row.withdrawn ? 'withdrawn' : undefined }, [
      h('td', {}, String(row.rank)), h('td', {}, String(row.number)), h('td', {}, row.name), h('td', {}, String(row.rating)),
      ...row.cells.map((c, i) => cell(c, chart.rounds[i])), h('td.points', {}, points(row.points))]))),
  ])), h('p.muted.wallchart-key', {}, t('tournaments.wallchartKey'))]);
}

function rounds(tn: Tournament): HTMLElement {
  const box = h('section.card', { id: 'rounds' });
  for (const round of [...tn.rounds].reverse()) {
    box.append(h('h3', {}, t('tournaments.round', { round: round.number })), h('div.table-scroll', {}, h('table.round-boards', { 'data-round': round.number }, [
      h('thead', {}, h('tr', {}, [t('tournaments.board'), t('tournaments.white'), t('tournaments.black'), t('tournaments.result'), '']
        .map(c => h('th', {}, c)))),
      h('tbody', {}, round.boards.map(b => h('tr', { 'data-board': b.board }, [
        h('td', {}, String(b.board)), h('td', {}, b.white + (b.berserk?.includes('white') ? ' ⚡' : '')),
        h('td', {}, b.black + (b.berserk?.includes('black') ? ' ⚡' : '')),
        h('td', { title: b.adjusted ? t('tournaments.adjusted') : undefined }, b.result + (b.adjusted ? ' *' : '')),
        h('td', {}, b.gameId ? h('a', { href: `#/game/${b.gameId}` }, t('tournaments.watch')) : null),
      ]))),
    ])));
    if (round.byes.length) {
      box.append(h('p.byes', {}, round.byes.map(b => t(`tournaments.bye.${b.kind}`, { name: b.name, points: points(b.points) })).join(' · ')));
    }
  }
  return box;
}

function organiserPanel(tn: Tournament, act: (call: () => Promise<Tournament>) => Promise<void>): HTMLElement {
  const panel = h('section.card.organiser', { id: 'organiser' }, h('h2', {}, t('tournaments.organiserTools')));
  if (tn.status === 'created') {
    const start = h('button.primary', { type: 'button', id: 'start-tournament' }, t('tournaments.start'));
    start.addEventListener('click', () => void act(() => api.tournamentAction(tn.id, 'start')));
    panel.append(start, ' ');
  }
  if (tn.status === 'created' || tn.status === 'running') {
    const cancel = h('button', { type: 'button', id: 'cancel-tournament' }, t('tournaments.cancel'));
    cancel.addEventListener('click', () => {
      if (confirm(t('tournaments.confirmCancel'))) void act(() => api.tournamentAction(tn.id, 'cancel'));
    });
    panel.append(cancel);
  }
  if (tn.status === 'running') {
    const who = h('select', { id: 'organiser-player', 'aria-label': t('tournaments.player') },
      tn.standings.filter(s => !s.withdrawn).map(s => h('option', { value: s.name }, s.name))) as HTMLSelectElement;
    const pause = h('button', { type: 'button', id: 'organiser-pause' }, t('tournaments.pausePlayer'));
    pause.addEventListener('click', () => {
      const line = tn.standings.find(s => s.name === who.value);
      void act(() => api.tournamentAction(tn.id, `players/${encodeURIComponent(who.value)}/pause`, { paused: !line?.paused }));
    });
    const withdraw = h('button', { type: 'button', id: 'organiser-withdraw' }, t('tournaments.withdrawPlayer'));
    withdraw.addEventListener('click', () => void act(() => api.tournamentAction(tn.id, `players/${encodeURIComponent(who.value)}/withdraw`, {})));
    panel.append(h('div.row', {}, [who, tn.kind !== 'round-robin' ? pause : null, withdraw]));
  }
  const draft = tn.status === 'running' ? pairingDraft(tn) : null;
  if (draft) panel.append(pairingEditor(tn, draft, act));
  if (tn.status !== 'created' && tn.rounds.length > 0) {
    // Empty until the organiser writes them: a prefilled round and board would point at a game they did not choose.
    const round = h('input', { type: 'number', id: 'adjust-round', min: 1, max: tn.currentRound, required: true, inputmode: 'numeric' }) as HTMLInputElement;
    const board = h('input', { type: 'number', id: 'adjust-board', min: 1, required: true, inputmode: 'numeric' }) as HTMLInputElement;
    const result = h('select', { id: 'adjust-result' },
      ['1-0', '0-1', '1/2-1/2', '+--', '--+', '---'].map(r => h('option', { value: r }, r))) as HTMLSelectElement;
    const reason = h('input', { type: 'text', id: 'adjust-reason', maxlength: 200 }) as HTMLInputElement;
    const set = h('button', { type: 'button', id: 'adjust' }, t('tournaments.adjustButton'));
    const missing = h('p.error', { id: 'adjust-missing', role: 'alert', hidden: true }, t('tournaments.adjustMissing'));
    for (const box of [round, board]) box.addEventListener('input', () => { missing.hidden = true; });
    set.addEventListener('click', () => {
      missing.hidden = round.value !== '' && board.value !== '';
      if (!missing.hidden) return;
      void act(() => api.tournamentAction(tn.id, 'results', {
        round: Number(round.value), board: Number(board.value), result: result.value, reason: reason.value }));
    });
    const field = (label: string, control: HTMLElement) => h('span.field', {}, [h('label', { for: control.id }, label), control]);
    panel.append(h('h3', {}, t('tournaments.adjust')), h('div.row.adjust-form', {}, [field(t('tournaments.adjustRound'), round),
      field(t('tournaments.adjustBoard'), board), field(t('tournaments.adjustResult'), result),
      field(t('tournaments.adjustReason'), reason), set]), missing);
  }
  if (tn.kind === 'swiss' && tn.status !== 'finished' && tn.status !== 'cancelled') {
    const pairs = h('textarea', { id: 'forbidden-pairs', rows: 3, 'aria-label': t('tournaments.forbidden') }) as HTMLTextAreaElement;
    const save = h('button', { type: 'button', id: 'save-forbidden' }, t('tournaments.forbiddenButton'));
    save.addEventListener('click', () => {
      const list = pairs.value.split('\n').map(l => l.split(',').map(x => x.trim())).filter(p => p.length === 2 && p[0] && p[1]);
      void act(() => api.forbidPairs(tn.id, list));
    });
    panel.append(h('h3', {}, t('tournaments.forbidden')), pairs, save);
  }
  const log = h('ol.log', { id: 't-log' });
  void api.tournamentLog(tn.id).then(entries => {
    for (const e of entries) log.append(h('li', {}, logLine(e, tn.variantName)));
  }).catch(() => undefined);
  panel.append(h('h3', {}, t('tournaments.log')), log);
  return panel;
}
