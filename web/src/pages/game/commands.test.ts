import { describe, expect, it } from 'vitest';
import type { Game, LiveMessage } from '../../core/api';
import { ApiError } from '../../core/api';
import { setLanguage } from '../../core/i18n';
import { LiveCommands, type Progress } from './commands';

/** A channel that records what is sent, open or not, and the game's progress as the page holds it. */
function channel() {
  const sent: Array<Record<string, unknown>> = [];
  const io = { open: true, progress: { version: 5, plies: 4 } as Progress };
  const commands = new LiveCommands(text => {
    if (!io.open) return false;
    sent.push(JSON.parse(text) as Record<string, unknown>);
    return true;
  }, () => io.progress, () => 'seat-token');
  return { sent, io, commands };
}

const move = (ply: number, version: number) => ({ type: 'move', ply, version }) as unknown as LiveMessage;
const state = (plies: number, version: number) => ({ type: 'state', event: 'state', game: { plies, version } as Game }) as LiveMessage;
const ack = (id: number, version: number) => ({ type: 'ack', id, version }) as const;
const error = (status: number, text: string, id?: number) => ({ type: 'error', status, error: text, ...(id === undefined ? {} : { id }) }) as const;

/** Whether a promise has settled, and how. */
function watch(p: Promise<void>) {
  const seen: { done?: boolean; error?: Error } = {};
  p.then(() => { seen.done = true; }, (e: Error) => { seen.error = e; });
  return seen;
}

const tick = () => new Promise(resolve => setTimeout(resolve, 0));

describe('commands on the live channel', () => {
  it('send a move with the seat token, the plies and an id, and take its ack as the answer', async () => {
    const { sent, commands } = channel();
    const seen = watch(commands.request({ action: 'move', move: 'e2e4', plies: 4 }));
    expect(sent).toEqual([{ action: 'move', move: 'e2e4', plies: 4, token: 'seat-token', id: 1 }]);
    commands.received(move(5, 6)); // the event every client gets: the page applies it, it answers nothing
    await tick();
    expect(seen.done).toBeUndefined();
    commands.received(ack(1, 6));
    await tick();
    expect(seen.done).toBe(true);
  });

  it('reject the command its refusal names, and settle the other by its own ack', async () => {
    const { sent, commands } = channel();
    const resign = watch(commands.request({ action: 'resign' }));
    const draw = watch(commands.request({ action: 'draw', draw: 'offer' }));
    expect(sent.map(m => m.id)).toEqual([1, 2]);
    expect(commands.received(error(409, 'no draw offer now', 2))).toBe(true);
    await tick();
    expect(draw.error).toBeInstanceOf(ApiError);
    expect(draw.error?.message).toBe('no draw offer now');
    expect((draw.error as ApiError).status).toBe(409);
    expect(resign.done).toBeUndefined();
    commands.received(ack(1, 6));
    await tick();
    expect(resign.done).toBe(true);
  });

  it('send takeback and rematch offers with their answer', () => {
    const { sent, commands } = channel();
    void commands.request({ action: 'takeback', offer: 'offer' });
    void commands.request({ action: 'rematch', offer: 'accept' });
    expect(sent).toEqual([{ action: 'takeback', offer: 'offer', token: 'seat-token', id: 1 },
      { action: 'rematch', offer: 'accept', token: 'seat-token', id: 2 }]);
  });

  it('give back a refusal of no command of theirs, for the page to show', () => {
    const { commands } = channel();
    expect(commands.received(error(429, 'too many messages; slow down'))).toBe(false);
    expect(commands.received(error(400, 'late', 99))).toBe(false);
  });

  it('wait for the channel to open before sending', async () => {
    const { sent, io, commands } = channel();
    io.open = false;
    const seen = watch(commands.request({ action: 'abort' }));
    expect(sent).toEqual([]);
    io.open = true;
    io.progress = { version: 6, plies: 4 };
    commands.opened();
    expect(sent).toEqual([{ action: 'abort', token: 'seat-token', id: 1 }]);
    commands.received(ack(1, 7));
    await tick();
    expect(seen.done).toBe(true);
  });

  it('after a lost connection, judge what was sent by the state that follows the reconnection', async () => {
    setLanguage('en', false);
    const { io, commands } = channel();
    const landed = watch(commands.request({ action: 'move', move: 'e4', plies: 4 }));
    commands.closed();
    commands.received(state(5, 6));
    await tick();
    expect(landed.done).toBe(true);
    io.progress = { version: 6, plies: 5 };
    const lost = watch(commands.request({ action: 'move', move: 'e5', plies: 5 }));
    commands.closed();
    commands.received(state(5, 6));
    await tick();
    expect(lost.error?.message).toMatch(/connection was lost/);
  });
});
