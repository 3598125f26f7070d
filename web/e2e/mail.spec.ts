// Mail in the browser: the server sends through a small SMTP sink of the test's own (smtp-sink.ts), with
// --public-url; a player who registered with an address and forgot the password gets a link that starts with
// the public URL, and the link's page sets a new password.
import { createServer, type AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test as base, expect, startServer, uniqueName } from './fixtures';
import { SmtpSink } from './smtp-sink';

const sink = new SmtpSink();

/** A free loopback port: the public URL must name the server's port before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>(resolve => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise(resolve => probe.close(resolve));
  return port;
}

const test = base.extend<object, { server: string }>({
  server: [async ({}, use) => {
    const smtpPort = await sink.start();
    const port = await freePort();
    try {
      await startServer(use, { port, options: ['--smtp', `smtp://127.0.0.1:${smtpPort}`, '--public-url', `http://127.0.0.1:${port}`] });
    } finally {
      await sink.stop();
    }
  }, { scope: 'worker', timeout: 90_000 }],
});

/** Registers through the app's form with an e-mail address (the password is `pw of NAME!`, as registerPlayer's). */
async function registerWithEmail(page: Page, name: string, address: string) {
  await page.goto('/#/register');
  await page.fill('#account-name', name);
  await page.fill('#account-password', `pw of ${name}!`);
  await page.fill('#account-email', address);
  await page.click('#account-submit');
  await expect(page.locator('#me')).toHaveText(name, { timeout: 15_000 });
}

test('mail: a forgotten password is reset through the mailed link', async ({ newPlayer, server }) => {
  const page = await newPlayer('ada');
  const name = uniqueName('Ada');
  const address = `${name.toLowerCase()}@example.org`;
  await registerWithEmail(page, name, address);
  const verification = await sink.waitFor(address, '/#/verify/');
  expect(verification).toContain(`${server}/#/verify/`);

  await page.click('#logout');
  await page.goto('/#/login');
  await page.click('#forgot-link');
  await page.fill('#forgot-name', name);
  await page.click('#forgot-submit');
  await expect(page.locator('#forgot-result')).toContainText('If the account has an e-mail address');

  const mail = await sink.waitFor(address, '/#/reset/');
  const link = /(http:\/\/\S+\/#\/reset\/[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  expect(link.startsWith(`${server}/#/reset/`)).toBe(true);
  await page.goto(link);
  await page.fill('#reset-password', 'a fresh phrase for Ada');
  await page.click('#reset-submit');
  await expect(page.locator('#reset-result')).toContainText('Your password is set');

  // The old password no longer opens the account; the new one does.
  await page.goto('/#/login');
  await page.fill('#account-name', name);
  await page.fill('#account-password', `pw of ${name}!`);
  await page.click('#account-submit');
  await expect(page.locator('#account-error')).toHaveText('wrong user name or password');
  await page.fill('#account-password', 'a fresh phrase for Ada');
  await page.click('#account-submit');
  await expect(page.locator('#me')).toHaveText(name, { timeout: 15_000 });

  // The link works once.
  await page.goto(link);
  await page.fill('#reset-password', 'yet another phrase');
  await page.click('#reset-submit');
  await expect(page.locator('#reset-result')).toContainText('invalid, used or expired');
});

test('mail: the account page shows the address unconfirmed, then confirmed through the mailed link', async ({ newPlayer }) => {
  const page = await newPlayer('bea');
  const name = uniqueName('Bea');
  const address = `${name.toLowerCase()}@example.org`;
  await registerWithEmail(page, name, address);
  await page.goto('/#/account');
  await expect(page.locator('#email-address')).toHaveValue(address);
  await expect(page.locator('#email-state')).toHaveText('Not confirmed yet: follow the link we sent to it.');
  const mail = await sink.waitFor(address, '/#/verify/');
  const link = /(http:\/\/\S+\/#\/verify\/[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  await page.goto(link);
  await expect(page.locator('#verify-result')).toHaveText('Your e-mail address is confirmed.');
  await page.goto('/#/account');
  await expect(page.locator('#email-state')).toHaveText('Confirmed.');
  await page.locator('#notice-turn').check();
  await page.click('#save-notices');
  await expect(page.locator('#notices-result')).toHaveText('Saved.');
});
