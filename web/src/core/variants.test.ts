import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from './i18n';
import { gameOf } from './variants';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Bad Request' });
}

describe('the games\' facts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are fetched once per spec', async () => {
    const fetch = vi.fn(async () => answer(200, { name: 'toy', spec: 'toy:x', facts: { castling: false } }));
    vi.stubGlobal('fetch', fetch);
    const first = await gameOf('toy:x');
    const second = await gameOf('toy:x');
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(['/api/variants/toy%3Ax', expect.anything()]);
  });

  it('are fetched again in another language, asked for in that language', async () => {
    const fetch = vi.fn(async () => answer(200, { name: 'toy2', spec: 'toy2', facts: { castling: false } }));
    vi.stubGlobal('fetch', fetch);
    setLanguage('en', false);
    await gameOf('toy2');
    setLanguage('it', false);
    await gameOf('toy2');
    await gameOf('toy2');
    setLanguage('en', false);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1] as unknown[])[1]).toMatchObject({ headers: { 'Accept-Language': 'it' } });
  });

  it('of an unknown game are an error naming it, asked again next time', async () => {
    const fetch = vi.fn(async () => answer(400, { error: "unknown variant 'nochess'; valid variants: a, b" }));
    vi.stubGlobal('fetch', fetch);
    await expect(gameOf('nochess')).rejects.toThrow("unknown variant 'nochess'");
    await expect(gameOf('nochess')).rejects.toThrow('valid variants');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
