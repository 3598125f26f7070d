// The interface in Italian: lobby, invite page, a game between two friends to its result, the board
// editor with a position problem from the server, and the language switch; no English left on the way.
import { test, expect, createGame, clickMove, waitPlies, shot, registerPlayer, uniqueName, type NewPlayer } from './fixtures';
import type { Page } from '@playwright/test';

/** Common English words of the interface: none may be left on an Italian page. */
const ENGLISH = ['the', 'and', 'your', 'you', 'move', 'moves', 'game', 'games', 'board', 'white', 'black', 'wins', 'draw',
  'resign', 'check', 'checkmate', 'waiting', 'loading', 'create', 'join', 'watch', 'replay', 'options', 'time', 'opponent',
  'engine', 'level', 'side', 'position', 'flip', 'copy', 'analyse', 'start', 'clear', 'piece', 'pieces', 'hand', 'valid',
  'legal', 'invite', 'invites', 'lobby', 'abort', 'rematch', 'offer', 'accept', 'decline', 'coordinates', 'download',
  'none', 'random', 'play', 'friend', 'first', 'second', 'empty', 'rank', 'king', 'queen', 'knight', 'pawn', 'rook', 'bishop'];

/**
 * The English words found in the page's text and in its labels, titles and placeholders; the lobby's
 * player names are the players' own (other specs' games may be listed).
 */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap(el =>
      ['aria-label', 'title', 'placeholder'].map(a => el.getAttribute(a) ?? ''));
    let body = document.body.innerText;
    for (const names of document.querySelectorAll<HTMLElement>('.game-players')) body = body.replace(names.innerText, '');
    return [body, ...attrs].join('\n');
  });
  const words = new Set(text.toLowerCase().split(/[^a-zà-ú]+/));
  return ENGLISH.filter(w => words.has(w));
}

async function expectItalian(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.lang), `${where}: the page says it is Italian`).toBe('it');
  expect(await englishLeft(page), `${where}: no English left`).toEqual([]);
}

/**
 * A move by the page's player: clicked on the board at desktop width; at phone width sent with the
 * player's seat token through the API (these specs check the words, and taps on a phone's board are
 * the subject of the phone specs).
 */
async function play(page: Page, from: string, to: string, phone: boolean) {
  if (!phone) return clickMove(page, from, to);
  const id = new URL(page.url()).hash.split('/')[2];
  const seat = await page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? 'null') as { token: string }, `heterodox.seat.${id}`);
  const res = await page.request.post(`/api/games/${id}/moves`, { data: { move: from + to }, headers: { Authorization: `Bearer ${seat.token}` } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Lobby, a game against a friend to checkmate (fool's mate), its result and the invite page, in Italian. */
async function playInItalian(newPlayer: NewPlayer, viewport: { width: number; height: number }, suffix: string) {
  const a = await newPlayer('anna', viewport);
  const b = await newPlayer('bruno', viewport);
  await a.goto('/#/');
  await a.waitForSelector('#open-games');
  await expect(a.locator('#create-game')).toHaveText('Crea la partita');
  await expect(a.locator('.variant-choice', { hasText: 'Scacchi di Alice' })).toHaveCount(1);
  await a.locator('input[name=variant][value="ambiguous"]').check();
  await expect(a.locator('#variant-summary')).toContainText("l'avversario sceglie quale dei tuoi pezzi");
  await expectItalian(a, 'lobby');
  await shot(a, `italian-lobby${suffix}`);

  await a.fill('#player-name', 'Anna');
  const invite = await createGame(a, 'chess', { side: 'second' });
  await expect(a.locator('#status')).toHaveText('In attesa che entri un avversario');
  await expectItalian(a, 'open game');

  await b.goto(invite);
  await expect(b.locator('#join-game')).toHaveText('Prendi il posto');
  await expect(b.locator('main.invite')).toContainText('ti invita a giocare');
  await expectItalian(b, 'invite page');
  await shot(b, `italian-invite${suffix}`);
  await b.fill('#join-name', 'Bruno');
  await b.click('#join-game');
  await b.waitForSelector('.game-page .board-wrap');
  await expect(b.locator('#status')).toHaveText('Tocca a te');
  await expect(a.locator('#status')).toHaveText('Muove il Bianco');
  await expect(b.locator('.clock-bottom .player')).toHaveText('Bianco: Bruno (tu)');

  // Fool's mate: Bruno (White) 1. f3 2. g4, Anna (Black) 1... e5 2... Qh4#.
  const phone = viewport.width < 500;
  await play(b, 'f2', 'f3', phone);
  await waitPlies(a, 1);
  await play(a, 'e7', 'e5', phone);
  await waitPlies(b, 2);
  await play(b, 'g2', 'g4', phone);
  await waitPlies(a, 3);
  await expectItalian(a, 'game page');
  await shot(a, `italian-game${suffix}`);
  await play(a, 'd8', 'h4', phone);
  await a.waitForSelector('#result');
  await b.waitForSelector('#result');
  await expect(b.locator('#status')).toHaveText('Vince il Nero · scacco matto (0-1)');
  await expect(a.locator('#result')).toHaveText('0-1 scacco matto');
  await expect(a.locator('#rematch')).toHaveText('Rivincita');
  await expectItalian(a, 'finished game');
  await expectItalian(b, 'finished game (loser)');
  await shot(a, `italian-result${suffix}`);
}

/** The board editor: its controls, a valid position and a position problem the server words in Italian. */
async function editInItalian(newPlayer: NewPlayer, viewport: { width: number; height: number }, suffix: string) {
  const page = await newPlayer('editor', viewport);
  await page.goto('/#/editor?variant=chess');
  await expect(page.locator('#editor-status')).toHaveText('Posizione valida: muove il Bianco · 20 mosse legali');
  await expect(page.locator('#editor-clear')).toHaveText('Svuota la scacchiera');
  await expectItalian(page, 'editor');
  await page.fill('#editor-fen', '8/8/8/8/8/8/8/K7 w - - 0 1');
  await expect(page.locator('#editor-status')).toHaveText("FEN non valida: non c'è il Re nero nella disposizione");
  await page.fill('#editor-fen', '8/8/8/8/8/8/8/K6X w - - 0 1');
  await expect(page.locator('#editor-status')).toContainText("lettera di pezzo errata 'X' nella traversa 1");
  await expectItalian(page, 'editor with a problem');
  await shot(page, `italian-editor${suffix}`);
}


/** In Italian the lobby's longest words fit: each game's tile holds its name, each rating box its placeholder. */
async function lobbyFitsInItalian(newPlayer: NewPlayer, viewport: { width: number; height: number }) {
  const page = await newPlayer('lobby', viewport);
  await registerPlayer(page, uniqueName('Lia'));
  await page.goto('/#/');
  await expect(page.locator('.variant-choice', { hasText: 'Paracadutati' })).toHaveCount(1);
  const tiles = await page.locator('.variant-choice').evaluateAll(els => els
    .filter(el => el.scrollWidth > el.clientWidth).map(el => el.textContent));
  expect(tiles, 'names running out of their tiles').toEqual([]);
  for (const box of ['#rating-min', '#rating-max']) {
    const room = await page.locator(box).evaluate(el => {
      const input = el as HTMLInputElement;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { placeholder: input.placeholder, text: context.measureText(input.placeholder).width, inside };
    });
    expect(room.text, `"${room.placeholder}" fits its box`).toBeLessThanOrEqual(room.inside);
  }
}

test.describe('Italian at desktop width', () => {
  test.use({ locale: 'it-IT' });
  const desktop = { width: 1280, height: 860 };

  test('italian: lobby, invite page, a game to its result', async ({ newPlayer }) => {
    await playInItalian(newPlayer, desktop, '');
  });

  test('italian: the board editor', async ({ newPlayer }) => {
    await editInItalian(newPlayer, desktop, '');
  });

  test('italian: the lobby\'s game tiles and rating boxes hold their longest words', async ({ newPlayer }) => {
    await lobbyFitsInItalian(newPlayer, desktop);
  });
});

test.describe('Italian at phone width', () => {
  test.use({ locale: 'it-IT', hasTouch: true, isMobile: true });
  const phone = { width: 390, height: 844 };

  test('italian phone: lobby, invite page, a game to its result', async ({ newPlayer }) => {
    await playInItalian(newPlayer, phone, '-phone');
  });

  test('italian phone: the board editor', async ({ newPlayer }) => {
    await editInItalian(newPlayer, phone, '-phone');
  });

  test('italian phone: the lobby\'s game tiles and rating boxes hold their longest words', async ({ newPlayer }) => {
    await lobbyFitsInItalian(newPlayer, phone);
  });
});

test.describe('the language switch', () => {
  test.use({ locale: 'en-US' });

  test('italian: choosing Italiano in the top bar switches the page and is kept after a reload', async ({ newPlayer }) => {
    const page = await newPlayer('switcher');
    await page.goto('/#/');
    await expect(page.locator('#create-game')).toHaveText('Create game');
    await page.selectOption('#language', 'it');
    await expect(page.locator('#create-game')).toHaveText('Crea la partita');
    await expect(page.locator('.variant-choice', { hasText: 'Scacchi di Alice' })).toHaveCount(1);
    await page.reload();
    await expect(page.locator('#create-game')).toHaveText('Crea la partita');
    await expect(page.locator('#open-games h2')).toHaveText('Partite aperte');
    await expectItalian(page, 'lobby after the switch and a reload');
    await page.selectOption('#language', 'en');
    await expect(page.locator('#create-game')).toHaveText('Create game');
  });
});
