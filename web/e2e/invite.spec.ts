// The invitation page: the game, its options in words, the invitee's side and the time control; a link
// whose seat is taken says so, with no button to take it.
import { test, expect, createGame, shot, type NewPlayer } from './fixtures';

async function invitation(newPlayer: NewPlayer, viewport?: { width: number; height: number }, suffix = '') {
  const host = await newPlayer('host', viewport);
  const invite = await createGame(host, 'unachess', { options: ['no-castling'], side: 'first', time: '3' });
  const guest = await newPlayer('guest', viewport);
  await guest.goto(invite);
  await guest.waitForSelector('#invite-details');
  await expect(guest.locator('#invite-game')).toHaveText('Unachess');
  await expect(guest.locator('#invite-options')).toContainText('No castling');
  await expect(guest.locator('#invite-side')).toContainText('Black');
  await expect(guest.locator('#invite-side')).toContainText('second');
  await expect(guest.locator('#invite-time')).toHaveText('10 minutes each, plus 5 seconds per move');
  await expect(guest.locator('#join-game')).toBeVisible();
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
  await shot(guest, `invite${suffix}`);
  await guest.fill('#join-name', 'Guest');
  await guest.click('#join-game');
  await guest.waitForSelector('.game-page .board-wrap');

  // A latecomer with the same link learns at once that the seat is gone.
  const late = await newPlayer('late', viewport);
  await late.goto(invite);
  await late.waitForSelector('#invite-closed');
  await expect(late.locator('#invite-closed')).toContainText('already been taken');
  await expect(late.locator('#join-game')).toHaveCount(0);
  await shot(late, `invite-taken${suffix}`);
}

test('invite: says which game, its options, the side and the clock; a taken seat says so', async ({ newPlayer }) => {
  await invitation(newPlayer);
});

test.describe('at phone width', () => {
  test('invite: the same at phone width', async ({ newPlayer }) => {
    await invitation(newPlayer, { width: 390, height: 844 }, '-phone');
  });
});

test('invite: a link to a game that was called off says so', async ({ newPlayer }) => {
  const host = await newPlayer('host');
  const invite = await createGame(host, 'chess', { side: 'second' });
  await host.click('#abort');
  await host.waitForFunction(() => /aborted/i.test(document.querySelector('#status')?.textContent ?? ''));
  const guest = await newPlayer('guest');
  await guest.goto(invite);
  await expect(guest.locator('#invite-closed')).toContainText('expired or was called off');
  await expect(guest.locator('#invite-side')).toContainText('—');
  await expect(guest.locator('#join-game')).toHaveCount(0);
});
