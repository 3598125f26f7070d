import { describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../../core/i18n';
import { byeRounds, createRequest, crosstable, defaultTieBreaks, draftPlayers, moveTieBreak, myPendingBoard, pairingDraft,
  parsePointsTable, plainWinsColumn, points, TIE_BREAKS, tieBreakLegend, wallchart, type CreateForm, type Tournament } from './tournament-model';

const board = (n: number, white: string, black: string, result: string, gameId: string | null = 'g' + n) =>
  ({ board: n, white, black, result, gameId, adjusted: false }) as Tournament['rounds'][number]['boards'][number];

const standing = (name: string) => ({ rank: 1, number: 1, name, rating: 1500, points: 0, tieBreaks: [], played: 0,
  wins: 0, paused: false, withdrawn: false });

describe('crosstable', () => {
  it('puts each result in both players\' rows, in standings order', () => {
    const t = {
      standings: [standing('Anna'), standing('Bruno'), standing('Carla')],
      rounds: [
        { number: 1, boards: [board(1, 'Anna', 'Bruno', '1-0')], byes: [] },
        { number: 2, boards: [board(1, 'Carla', 'Anna', '1/2-1/2')], byes: [] },
        { number: 3, boards: [board(1, 'Bruno', 'Carla', '--+')], byes: [] },
      ],
    };
    const table = crosstable(t);
    expect(table.names).toEqual(['Anna', 'Bruno', 'Carla']);
    expect(table.cells[0]).toEqual(['×', '1', '½']);
    expect(table.cells[1]).toEqual(['0', '×', '−']);
    expect(table.cells[2]).toEqual(['½', '+', '×']);
  });

  it('shows both games of a double round robin and games still going', () => {
    const t = {
      standings: [standing('A'), standing('B')],
      rounds: [
        { number: 1, boards: [board(1, 'A', 'B', '0-1')], byes: [] },
        { number: 2, boards: [board(1, 'B', 'A', '*')], byes: [] },
      ],
    };
    expect(crosstable(t).cells[0][1]).toBe('0 *');
  });
});

describe('wallchart', () => {
  const player = (name: string, number: number, rank: number, pts: number) =>
    ({ ...standing(name), number, rank, points: pts, rating: 1400 + number });

  it('gives each round the opponent\'s start rank, the colour and the result, in standings order', () => {
    const t = {
      standings: [player('Carla', 3, 1, 2), player('Anna', 1, 2, 1.5), player('Bruno', 2, 3, 1), player('Dario', 4, 4, 0.5),
        player('Elena', 5, 5, 0)],
      rounds: [
        { number: 1, boards: [board(1, 'Anna', 'Dario', '1/2-1/2'), board(2, 'Bruno', 'Carla', '0-1')],
          byes: [{ name: 'Elena', points: 1, kind: 'pairing' as const }] },
        { number: 2, boards: [board(1, 'Carla', 'Anna', '1-0'), board(2, 'Elena', 'Bruno', '--+')],
          byes: [{ name: 'Dario', points: 0.5, kind: 'requested' as const }] },
        { number: 3, boards: [board(1, 'Anna', 'Bruno', '*')], byes: [{ name: 'Carla', points: 0, kind: 'absent' as const }] },
      ],
    };
    const chart = wallchart(t);
    expect(chart.rounds).toEqual([1, 2, 3]);
    expect(chart.rows.map(r => [r.rank, r.number, r.name, r.points])).toEqual([[1, 3, 'Carla', 2], [2, 1, 'Anna', 1.5],
      [3, 2, 'Bruno', 1], [4, 4, 'Dario', 0.5], [5, 5, 'Elena', 0]]);
    const marks = chart.rows.map(r => r.cells.map(c => `${c.opponent ?? ''}${c.colour?.[0] ?? ''} ${c.mark}`.trim()));
    expect(marks).toEqual([
      ['2b 1', '1w 1', '−'], // Carla: won with Black against no. 2, won with White against no. 1, absent
      ['4w ½', '3b 0', '2w *'], // Anna: a draw, a loss, a game in play
      ['3w 0', '5b +', '1b *'], // Bruno: a loss, a forfeit win
      ['1b ½', '½', ''], // Dario: a draw, a half-point bye, not in round 3
      ['+', '2w −', ''], // Elena: the pairing-allocated bye, a forfeit loss
    ]);
    expect(chart.rows[4].cells[0]).toMatchObject({ bye: 'pairing', opponent: null, colour: null });
    expect(chart.rows[3].cells[1].bye).toBe('requested');
    expect(chart.rows[0].cells[1]).toMatchObject({ opponentName: 'Anna', colour: 'white', bye: null });
  });

  it('marks both sides of a double forfeit as lost and an empty tournament has no rounds', () => {
    const t = { standings: [player('A', 1, 1, 0), player('B', 2, 1, 0)],
      rounds: [{ number: 1, boards: [board(1, 'A', 'B', '---')], byes: [] }] };
    expect(wallchart(t).rows.map(r => r.cells[0].mark)).toEqual(['−', '−']);
    expect(wallchart({ standings: t.standings, rounds: [] })).toEqual({ rounds: [], rows: expect.any(Array) });
    expect(wallchart({ standings: t.standings, rounds: [] }).rows[0].cells).toEqual([]);
  });
});

describe('the standings\' columns and legend', () => {
  it('show wins once: as the WIN tie-break when it is one, else in a column of their own', () => {
    expect(plainWinsColumn({ tieBreaks: ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'direct-encounter', 'wins'] })).toBe(false);
    expect(plainWinsColumn({ tieBreaks: ['sonneborn-berger'] })).toBe(true);
    expect(plainWinsColumn({ tieBreaks: [] })).toBe(true);
  });

  it('list each tie-break in use once, in order, with its short name, full name and definition', () => {
    expect(tieBreakLegend(['sonneborn-berger', 'wins', 'sonneborn-berger'])).toEqual([
      { tieBreak: 'sonneborn-berger', short: 'SB', name: 'Sonneborn-Berger',
        definition: 'each opponent\'s score times the points scored against them: beaten opponents in full, drawn ones by half' },
      { tieBreak: 'wins', short: 'WIN', name: 'Wins',
        definition: 'the rounds won, over the board or not (forfeit wins and full-point byes count)' },
    ]);
    expect(tieBreakLegend(['performance'])).toEqual([{ tieBreak: 'performance', short: 'PERF', name: 'Performance',
      definition: expect.stringContaining('plus 500 for each win') }]);
    expect(tieBreakLegend([])).toEqual([]);
  });

  it('have every legend text in English and Italian, each tie-break told apart', () => {
    for (const language of LANGUAGES) {
      setLanguage(language, false);
      const lines = tieBreakLegend([...TIE_BREAKS, 'performance']);
      expect(lines).toHaveLength(6);
      for (const line of lines) {
        for (const text of [line.short, line.name, line.definition]) expect(text, `${language} ${line.tieBreak}`).not.toMatch(/^tournaments\./);
      }
      for (const part of ['short', 'name', 'definition'] as const) expect(new Set(lines.map(l => l[part])).size).toBe(6);
    }
    expect(tieBreakLegend(['direct-encounter'])[0]).toMatchObject({ short: 'SD', name: 'Scontro diretto' });
    setLanguage('en', false);
    expect(tieBreakLegend(['direct-encounter'])[0]).toMatchObject({ short: 'DE', name: 'Direct encounter' });
  });
});

describe('tie-breaks', () => {
  it('default by kind and reorder within bounds', () => {
    expect(defaultTieBreaks('round-robin')).toEqual(['sonneborn-berger', 'direct-encounter', 'wins']);
    expect(defaultTieBreaks('arena')).toEqual([]);
    const order = defaultTieBreaks('round-robin');
    expect(moveTieBreak(order, 1, -1)).toEqual(['direct-encounter', 'sonneborn-berger', 'wins']);
    expect(moveTieBreak(order, 0, -1)).toBe(order);
    expect(moveTieBreak(order, 2, 1)).toBe(order);
  });
});

describe('points', () => {
  it('writes halves as ½', () => {
    expect(points(2.5)).toBe('2½');
    expect(points(0.5)).toBe('½');
    expect(points(3)).toBe('3');
    expect(points(2.75)).toBe('2.75');
  });
});

describe('myPendingBoard', () => {
  it('finds the player\'s undecided game of the latest round', () => {
    const t = { rounds: [
      { number: 1, boards: [board(1, 'Anna', 'Bruno', '1-0')], byes: [] },
      { number: 2, boards: [board(1, 'Carla', 'Dario', '*'), board(2, 'Bruno', 'Anna', '*')], byes: [] },
    ] };
    expect(myPendingBoard(t, 'Anna')).toEqual({ round: 2, board: t.rounds[1].boards[1] });
    expect(myPendingBoard(t, 'Elena')).toBeNull();
    expect(myPendingBoard(t, null)).toBeNull();
  });
});

describe('createRequest', () => {
  const form: CreateForm = { name: ' Grand Prix ', kind: 'swiss', variant: 'unachess', timeControl: { type: 'correspondence', days: 3 },
    rounds: 7, double: true, minutes: 60, berserk: true, startsAt: '', rated: true, password: '', tieBreaks: ['wins'], series: '',
    manualStart: false, maxHalfPointByes: 0, lateEntryUntil: '', lateEntryPoints: 0 };

  it('sends only the fields of the kind chosen', () => {
    expect(createRequest(form)).toEqual({ name: 'Grand Prix', kind: 'swiss', variant: 'unachess', rated: true,
      timeControl: { type: 'correspondence', days: 3 }, rounds: 7, tieBreaks: ['wins'] });
    const arena = createRequest({ ...form, kind: 'arena', password: 'club', series: 'S1' });
    expect(arena).toMatchObject({ kind: 'arena', minutes: 60, berserk: true, password: 'club', series: 'S1' });
    expect(arena).not.toHaveProperty('rounds');
    expect(arena).not.toHaveProperty('tieBreaks');
    expect(createRequest({ ...form, kind: 'round-robin' })).toMatchObject({ double: true });
  });

  it('sends a Swiss\'s arbiter settings only when they are not the defaults', () => {
    expect(createRequest({ ...form, manualStart: true, maxHalfPointByes: 2, lateEntryUntil: '3', lateEntryPoints: 0.5 }))
      .toMatchObject({ manualStart: true, maxHalfPointByes: 2, lateEntryUntil: 3, lateEntryPoints: 0.5 });
    const arena = createRequest({ ...form, kind: 'arena', manualStart: true, maxHalfPointByes: 2 });
    expect(arena).not.toHaveProperty('manualStart');
    expect(arena).not.toHaveProperty('maxHalfPointByes');
  });

  it('turns the start time into epoch milliseconds', () => {
    const at = createRequest({ ...form, startsAt: '2026-12-01T18:00' }).startsAt;
    expect(at).toBe(new Date('2026-12-01T18:00').getTime());
  });
});

describe('parsePointsTable', () => {
  it('reads lists of whole numbers', () => {
    expect(parsePointsTable('10, 8, 6,5 4')).toEqual([10, 8, 6, 5, 4]);
    expect(parsePointsTable('')).toBeNull();
    expect(parsePointsTable('10, eight')).toBeNull();
    expect(parsePointsTable('10, -1')).toBeNull();
    expect(parsePointsTable('2000')).toBeNull();
  });
});

describe('pairingDraft', () => {
  const arbiter = { manualStart: true, maxHalfPointByes: 1, lateEntryUntil: 5, lateEntryPoints: 0, roundWaiting: false,
    pairingProblem: null as string | null, requestedByes: [] as { name: string; round: number }[] };
  const standings = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'].map(standing);

  it('starts from the waiting round as paired, with its pairing-allocated bye', () => {
    const t = { standings, currentRound: 1, arbiter: { ...arbiter, roundWaiting: true }, rounds: [{ number: 1, boards: [
      board(1, 'Anna', 'Bruno', '*', null), board(2, 'Carla', 'Dario', '*', null)],
    byes: [{ name: 'Elena', points: 1, kind: 'pairing' as const }] }] };
    const draft = pairingDraft(t);
    expect(draft).toEqual({ round: 1, boards: [['Anna', 'Bruno'], ['Carla', 'Dario']], bye: 'Elena' });
    expect(draftPlayers(draft!)).toEqual(['Anna', 'Bruno', 'Carla', 'Dario', 'Elena']);
  });

  it('pairs the players present two by two when the rules could not, leaving out byes requested for the round', () => {
    const t = { standings, currentRound: 2, rounds: [], arbiter: { ...arbiter, pairingProblem: 'no pairing',
      requestedByes: [{ name: 'Bruno', round: 3 }] } };
    expect(pairingDraft(t)).toEqual({ round: 3, boards: [['Anna', 'Carla'], ['Dario', 'Elena']], bye: null });
    expect(pairingDraft({ ...t, arbiter: { ...arbiter } })).toBeNull();
    expect(pairingDraft({ ...t, arbiter: undefined })).toBeNull();
  });
});

describe('byeRounds', () => {
  it('offers the rounds not yet paired without a request already', () => {
    const t = { currentRound: 2, roundsPlanned: 5, arbiter: { manualStart: false, maxHalfPointByes: 2, lateEntryUntil: 5,
      lateEntryPoints: 0, roundWaiting: false, pairingProblem: null, requestedByes: [{ name: 'Anna', round: 4 }] } };
    expect(byeRounds(t, 'Anna')).toEqual([3, 5]);
    expect(byeRounds(t, 'Bruno')).toEqual([3, 4, 5]);
  });
});
