import { describe, expect, it } from 'vitest';
import { createRequest, crosstable, defaultTieBreaks, moveTieBreak, myPendingBoard, parsePointsTable, points,
  type CreateForm, type Tournament } from './tournament-model';

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
    rounds: 7, double: true, minutes: 60, berserk: true, startsAt: '', rated: true, password: '', tieBreaks: ['wins'], series: '' };

  it('sends only the fields of the kind chosen', () => {
    expect(createRequest(form)).toEqual({ name: 'Grand Prix', kind: 'swiss', variant: 'unachess', rated: true,
      timeControl: { type: 'correspondence', days: 3 }, rounds: 7, tieBreaks: ['wins'] });
    const arena = createRequest({ ...form, kind: 'arena', password: 'club', series: 'S1' });
    expect(arena).toMatchObject({ kind: 'arena', minutes: 60, berserk: true, password: 'club', series: 'S1' });
    expect(arena).not.toHaveProperty('rounds');
    expect(arena).not.toHaveProperty('tieBreaks');
    expect(createRequest({ ...form, kind: 'round-robin' })).toMatchObject({ double: true });
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
