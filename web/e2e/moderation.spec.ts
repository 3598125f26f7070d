// Moderation end to end: a player reports the opponent's chat line, a moderator (granted with
// `heterodox admin grant` before the server started) sees the report with the line's text, mutes the
// author for a day with a reason, and the author sees the notice and has their next line refused.
// At desktop and phone width.
import type { Page } from '@playwright/test';
import { moderated as test, expect, createGame, joinGame, logIn, MODERATOR, registerPlayer, uniqueName } from './fixtures';

async function openChat(page: Page) {
  // On a phone the chat panel starts folded.
  if (!(await page.locator('#chat').evaluate(el => (el as HTMLDetailsElement).open))) await page.click('#chat summary');
}

async function say(page: Page, text: string) {
  await page.fill('#chat-input', text);
  await page.press('#chat-input', 'Enter');
}

for (const [label, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`moderation (${label}): a reported chat line, a mute with its reason, the notice and the refusal`, async ({ newPlayer }) => {
    const ann = await newPlayer('ann', viewport);
    const bob = await newPlayer('bob', viewport);
    const mod = await newPlayer('mod', viewport);
    const annName = uniqueName('Ann');
    const bobName = uniqueName('Bob');
    await registerPlayer(ann, annName);
    await registerPlayer(bob, bobName);
    await logIn(mod, MODERATOR.name, MODERATOR.password);

    // Ann and Bob play; Bob insults Ann in the players' room.
    const invite = await createGame(ann, 'chess');
    await joinGame(bob, invite, bobName);
    await openChat(ann);
    await openChat(bob);
    await say(bob, 'you play like a fool');
    const line = ann.locator('#chat-lines .chat-line', { hasText: 'you play like a fool' });
    await expect(line).toHaveText(`${bobName} you play like a fool`);

    // Ann reports the line with a reason.
    await line.locator('.report-open').click();
    await line.locator('.report-reason').fill('insults in chat');
    await line.locator('.report-form button[type=submit]').click();
    await expect(line.locator('.report-message')).toHaveText('Reported: a moderator will look at it.');
    // Nobody else sees a moderators' link; the page itself refuses them.
    await expect(ann.locator('#moderation-link')).toHaveCount(0);

    // The moderator sees the report with the line's text and mutes Bob for a day.
    if (label === 'phone') await mod.click('#menu-toggle');
    await mod.click('#moderation-link');
    const card = mod.locator('.report-card', { hasText: `${bobName} wrote “you play like a fool”` });
    await expect(card).toBeVisible();
    await expect(card.locator('.report-reason')).toHaveText('Reason: insults in chat');
    await card.locator('.action-reason').fill('insulting opponents');
    await card.locator('.sanction-kind').selectOption('mute');
    await card.locator('.sanction-days').fill('1');
    await card.locator('.apply-sanction').click();
    await expect(mod.locator('#moderation-sanctions .sanction-line', { hasText: bobName })).toContainText('insulting opponents');
    await expect(mod.locator('#moderation-log li').first()).toContainText(`mute · ${bobName}: insulting opponents`);
    await card.locator('.action-reason').fill('muted for a day');
    await card.locator('.resolve-report').click();
    await expect(mod.locator('.report-card', { hasText: `${bobName} wrote` })).toHaveCount(0);

    // Bob is told why and until when, and his next line is refused with the reason.
    await bob.reload();
    await expect(bob.locator('#sanction-notices .sanction-notice')).toContainText(
      /^You are muted in chat \(until .+\): insulting opponents$/);
    await openChat(bob);
    await say(bob, 'sorry');
    await expect(bob.locator('#chat-error')).toHaveText(/^you are muted until \d{4}-\d\d-\d\d \d\d:\d\d UTC: insulting opponents$/);
    await expect(ann.locator('#chat-lines .chat-line')).toHaveCount(1);
    await ann.goto('/#/moderation');
    await expect(ann.locator('#moderation .error')).toHaveText('Only moderators see this page.');
  });
}
