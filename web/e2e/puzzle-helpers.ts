// The puzzle specs' helpers: a puzzle's solution as a logged-out visitor's tries reveal it (through the API,
// apart from the page's session), and playing a solution on the page, reply after reply.
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { expect, clickMove } from './fixtures';

/** A request context without the page's session: a visitor, whose tries move no rating. */
function visitor(page: Page): Promise<APIRequestContext> {
  return request.newContext({ baseURL: new URL(page.url()).origin });
}

/** The puzzle shown on the page, with its solution line and a wrong board move, as a visitor's tries reveal them. */
export async function shownPuzzle(page: Page) {
  await expect(page.locator('#puzzle-prompt')).toHaveAttribute('data-puzzle', /\d+/);
  const id = Number(await page.getAttribute('#puzzle-prompt', 'data-puzzle'));
  const guest = await visitor(page);
  let line: string[] = [];
  let wrong = '';
  for (const move of (await (await guest.get(`/api/puzzles/${id}`)).json()).legalMoves as string[]) {
    const run = (await (await guest.get(`/api/puzzles/${id}`)).json()).run as string;
    const tried = await (await guest.post(`/api/puzzles/${id}/attempt`, { data: { run, move } })).json();
    if (tried.done) line = tried.lineUci;
    if (!tried.correct && /^[a-h][1-8][a-h][1-8]$/.test(move)) {
      wrong = move;
      break;
    }
  }
  await guest.dispose();
  return { id, solution: line[0], line, wrong };
}

export async function playOnBoard(page: Page, move: string) {
  await clickMove(page, move.slice(0, 2), move.slice(2, 4));
  const choice = page.locator(`#puzzle-choices button[data-move="${move}"]`);
  if (await choice.count()) await choice.click();
}

/** Plays the solver's moves of `line` (by `play`), waiting for each reply, until the verdict shows. */
export async function solveShown(page: Page, line: string[], play: (move: string) => Promise<void>) {
  for (let ply = 0; ply < line.length; ply += 2) {
    await expect(page.locator('#puzzle-prompt')).toHaveAttribute('data-turn', String(ply / 2));
    await play(line[ply]);
    await expect(page.locator(`#puzzle-verdict, #puzzle-prompt[data-turn="${ply / 2 + 1}"]`).first()).toBeVisible();
    if (await page.locator('#puzzle-verdict').count()) return;
  }
}

