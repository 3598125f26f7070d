// The board editor's Solve: an Alice helpmate set up from its address is solved with Popeye's two
// solutions; a U-Chess mate in two shows its key with the threat.
import { test, expect, shot } from './fixtures';

test('editor: Solve answers an Alice h#2 and a U-Chess #2 as heterodox solve prints them', async ({ newPlayer }) => {
  const page = await newPlayer('composer');
  await page.goto('/#/editor?variant=alice&fen=8/8/8/2Q1|k3/8/2|R5/3|p4/K7_b_-_-_0_1');
  await page.waitForFunction(() => document.querySelector('#editor-status')?.getAttribute('data-state') === 'valid');
  await page.selectOption('#editor-stipulation', 'h#2');
  await page.click('#editor-solve');
  await expect(page.locator('#solve-output')).toContainText('h#2 in Alice Chess: 2 solutions');
  await expect(page.locator('#solve-output')).toContainText('1.Ke4 Qe5 2.d1=B Re3#');
  await expect(page.locator('#solve-output')).toContainText('1.Kf4 Qf5 2.d1=N Rf3#');
  await shot(page, 'editor-solve', { docs: true });

  await page.goto('/#/editor?variant=uchess&fen=k7/8/2K5/8/8/8/8/7R_w_-_-_0_1');
  await page.waitForFunction(() => document.querySelector('#editor-status')?.getAttribute('data-state') === 'valid');
  await page.selectOption('#editor-stipulation', '#2');
  await page.click('#editor-solve');
  await expect(page.locator('#solve-output')).toContainText('#2 in U-Chess');
  await expect(page.locator('#solve-output')).toContainText('threat:');
  await expect(page.locator('#solve-output')).toContainText('Positions searched:');
});
