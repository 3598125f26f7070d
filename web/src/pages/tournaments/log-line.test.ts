import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../core/i18n';
import type { TournamentLogEntry } from '../../core/api';
import { logLine } from './log-line';

const at = Date.UTC(2026, 10, 27, 13, 30, 4);
const entry = (action: TournamentLogEntry['action'], actor: string, params: Record<string, string>, detail = ''): TournamentLogEntry =>
  ({ at, actor, action, detail, params });
const adjust = entry('adjust', 'Org', { round: '2', board: '3', white: 'Anna', black: 'Bruno', from: '*', to: '1-0',
  reason: 'clock' }, 'round 2 board 3 (Anna - Bruno): * -> 1-0; clock');

describe('tournament log lines', () => {
  afterEach(() => setLanguage('en', false));

  it('are written in the reader\'s language from the entry\'s details, with its own date format', () => {
    setLanguage('it', false);
    const line = logLine(adjust, 'Unachess');
    expect(line).toContain('Org · ha fissato il risultato del turno 2, scacchiera 3 (Anna – Bruno): * → 1-0; motivo: clock');
    expect(line, 'day before month in Italian').toMatch(/^27\/11\/2026/);
    expect(line).not.toContain('round');
    setLanguage('en', false);
    expect(logLine(adjust, 'Unachess')).toContain('Org · set the result of round 2, board 3 (Anna – Bruno): * → 1-0; reason: clock');
  });

  it('name the system actors and count players and rounds in the language', () => {
    setLanguage('it', false);
    expect(logLine(entry('start', 'the clock', { players: '12' }), 'x')).toContain("l'orologio (inizio programmato) · ha avviato il torneo con 12 giocatori");
    expect(logLine(entry('finish', 'server', {}), 'x')).toContain('il server · il torneo è finito');
    expect(logLine(entry('import', 'Org', { players: '1', rounds: '1' }), 'x')).toContain('1 giocatore, 1 turno');
    expect(logLine(entry('create', 'Org', { kind: 'swiss', variant: 'unachess' }), 'Unachess')).toContain('(Svizzero, Unachess)');
  });

  it('tell a withdrawal by the player from one by the organiser', () => {
    setLanguage('en', false);
    expect(logLine(entry('withdraw', 'Anna', { player: 'Anna' }), 'x')).toContain('Anna · withdrew from the tournament');
    expect(logLine(entry('withdraw', 'Org', { player: 'Anna' }), 'x')).toContain('Org · withdrew Anna');
    expect(logLine(entry('withdraw', 'Org', { player: 'Anna', reason: 'ill' }), 'x')).toContain('Org · withdrew Anna: ill');
    expect(logLine(entry('forbid', 'Org', { pairs: '' }), 'x')).toContain('allowed every pairing again');
  });

  it('show a line written before details were kept with its English detail', () => {
    setLanguage('it', false);
    expect(logLine(entry('adjust', 'Org', {}, 'round 1 board 1 (A - B): * -> 1-0; x'), 'x'))
      .toContain('Org · adjust: round 1 board 1 (A - B): * -> 1-0; x');
    expect(logLine(entry('pause', 'Org', {}, 'Anna'), 'x'), 'the old detail was the name').toContain('ha messo in pausa Anna');
  });

  it('write the arbiter\'s pairing actions and the byes in both languages', () => {
    const pairing = entry('pairing', 'Org', { round: '3', boards: '2: Anna - Carla, bye Elena', reason: 'team-mates' });
    expect(logLine(pairing, 'x')).toContain('Org · paired round 3 by hand (2: Anna - Carla, bye Elena); reason: team-mates');
    expect(logLine(entry('bye', 'Elena', { player: 'Elena', round: '4' }), 'x'))
      .toContain('Elena requested a half-point bye in round 4');
    expect(logLine(entry('unpairable', 'server', { round: '5', reason: 'no pairing' }), 'x'))
      .toContain('the server · round 5 cannot be paired by the rules: no pairing');
    setLanguage('it', false);
    expect(logLine(pairing, 'x')).toContain('Org · ha abbinato a mano il turno 3 (2: Anna - Carla, bye Elena); motivo: team-mates');
    expect(logLine(entry('start-round', 'Org', { round: '3' }), 'x')).toContain('Org · ha avviato il turno 3');
    expect(logLine(entry('bye-withdrawn', 'Elena', { player: 'Elena', round: '4' }), 'x'))
      .toContain('Elena ha ritirato il bye da mezzo punto del turno 4');
    expect(logLine(entry('pair-again', 'Org', { round: '3' }), 'x')).toContain('ha abbinato di nuovo il turno 3 con le regole');
    expect(logLine(entry('end', 'Org', { round: '3' }), 'x')).toContain('ha chiuso il torneo dopo il turno 3');
  });
});
