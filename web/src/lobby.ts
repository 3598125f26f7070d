// The lobby: create a game (game, options, time control, opponent, start position) and the game lists.
import { api, ApiError, seats, type CreateGame, type GameSummary, type Variant } from './api';
import { describeTimeControl, type TimeControl } from './format';
import { BYOYOMI_PRESETS } from './byoyomi';
import { h, clear } from './dom';

export const TIME_CONTROLS: Array<[string, TimeControl]> = [
  ['Unlimited', { type: 'unlimited' }],
  ['3 + 2', { type: 'increment', initialSeconds: 180, incrementSeconds: 2 }],
  ['5 min', { type: 'sudden-death', initialSeconds: 300 }],
  ['10 + 5', { type: 'increment', initialSeconds: 600, incrementSeconds: 5 }],
  ['15 + 10', { type: 'increment', initialSeconds: 900, incrementSeconds: 10 }],
  ['30 min', { type: 'sudden-death', initialSeconds: 1800 }],
  ['1 day / move', { type: 'correspondence', days: 1 }],
  ['3 days / move', { type: 'correspondence', days: 3 }],
  ...BYOYOMI_PRESETS.map((tc): [string, TimeControl] => [describeTimeControl(tc), tc]),
];

function playerName(p: { kind: string; level?: number; name?: string }): string {
  if (p.kind === 'engine') return `Engine (level ${p.level ?? '?'})`;
  if (p.kind === 'open') return 'open seat';
  return p.name ?? 'Anonymous';
}

export async function showLobby(root: HTMLElement): Promise<() => void> {
  clear(root);
  const page = h('main.lobby', { 'aria-busy': 'true' }, h('p.loading', {}, 'Loading games…'));
  root.append(page);
  let variants: Variant[];
  let health: { engine: boolean };
  try {
    [variants, health] = await Promise.all([api.variants(), api.health()]);
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, `The server does not answer: ${(e as Error).message}`));
    return () => undefined;
  }
  clear(page);
  page.removeAttribute('aria-busy');

  // --- new game form
  let chosen = variants[0];
  const options = h('div.options', { id: 'options' });
  const summary = h('p.summary', { id: 'variant-summary' });
  const variantList = h('div.variant-list', { role: 'radiogroup', 'aria-label': 'Game' });
  const renderVariantDetails = () => {
    summary.textContent = chosen.summary;
    clear(options);
    if (chosen.options.length === 0) options.append(h('span.muted', {}, 'No options'));
    for (const opt of chosen.options) {
      options.append(h('label.check', { title: opt.description }, [h('input', { type: 'checkbox', name: 'option', value: opt.name }), ' ', opt.name]));
    }
    for (const el of variantList.querySelectorAll<HTMLInputElement>('input')) el.checked = el.value === chosen.name;
  };
  for (const v of variants) {
    variantList.append(h('label.variant-choice', { title: v.summary }, [
      h('input', { type: 'radio', name: 'variant', value: v.name, onchange: () => { chosen = v; renderVariantDetails(); } }),
      h('span.variant-name', {}, v.displayName),
    ]));
  }
  const tc = h('select', { id: 'time-control', name: 'timeControl' },
    TIME_CONTROLS.map(([label, time], i) => h('option', { value: i },
      time.type === 'byoyomi' ? describeTimeControl(time) : label))) as HTMLSelectElement; // byoyomi in the current language
  const opponentFriend = h('input', { type: 'radio', name: 'opponent', value: 'open', checked: true }) as HTMLInputElement;
  const opponentEngine = h('input', { type: 'radio', name: 'opponent', value: 'engine', disabled: !health.engine }) as HTMLInputElement;
  const level = h('select', { id: 'engine-level', 'aria-label': 'Engine level' },
    [1, 2, 3, 4, 5, 6, 7, 8].map(n => h('option', { value: n, selected: n === 3 }, `Level ${n}`))) as HTMLSelectElement;
  const side = h('select', { id: 'side', 'aria-label': 'Your side' }, [
    h('option', { value: 'random' }, 'Random side'), h('option', { value: 'first' }, 'Play first (White / Sente)'),
    h('option', { value: 'second' }, 'Play second (Black / Gote)')]) as HTMLSelectElement;
  const fen = h('textarea', { id: 'start-fen', rows: 2, placeholder: 'FEN or SFEN (optional): start from this position', spellcheck: 'false' }) as HTMLTextAreaElement;
  const name = h('input', { id: 'player-name', type: 'text', maxlength: 40, placeholder: 'Your name (optional)', value: localStorage.getItem('heterodox.name') ?? '' }) as HTMLInputElement;
  const message = h('p.error', { role: 'alert' });
  const create = h('button.primary', { type: 'submit', id: 'create-game' }, 'Create game') as HTMLButtonElement;

  const form = h('form.card.new-game', { 'aria-label': 'New game' }, [
    h('h2', {}, 'New game'),
    variantList, summary,
    h('fieldset', {}, [h('legend', {}, 'Options'), options]),
    h('div.row', {}, [h('label', { for: 'time-control' }, 'Time'), tc]),
    h('fieldset.opponent', {}, [h('legend', {}, 'Opponent'),
      h('label.check', {}, [opponentFriend, ' A friend (invite link)']),
      h('label.check', {}, [opponentEngine, health.engine ? ' The engine' : ' The engine (not built into this server)']),
      h('div.row', {}, [level, side])]),
    h('details', {}, [h('summary', {}, 'Start from a position'), fen,
      h('a', { id: 'open-editor', href: '#/editor', onclick: (e: Event) => {
        const query = `variant=${encodeURIComponent(chosen.name)}${fen.value.trim() ? `&fen=${encodeURIComponent(fen.value.trim())}` : ''}`;
        (e.currentTarget as HTMLAnchorElement).href = `#/editor?${query}`;
      } }, 'Set it up on the board editor')]),
    h('div.row', {}, [name, create]),
    message,
  ]);
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    message.textContent = '';
    const opts = [...options.querySelectorAll<HTMLInputElement>('input:checked')].map(i => i.value);
    const body: CreateGame = {
      variant: opts.length ? `${chosen.name}:${opts.join(',')}` : chosen.name,
      timeControl: TIME_CONTROLS[Number(tc.value)][1],
      side: side.value as CreateGame['side'],
      opponent: opponentEngine.checked ? { type: 'engine', level: Number(level.value) } : { type: 'open' },
    };
    if (fen.value.trim()) body.fen = fen.value.trim();
    if (name.value.trim()) {
      body.name = name.value.trim();
      localStorage.setItem('heterodox.name', name.value.trim());
    }
    create.disabled = true;
    try {
      const grant = await api.create(body);
      seats.put(grant.game.id, grant.seat, grant.token);
      location.hash = `#/game/${grant.game.id}`;
    } catch (e) {
      message.textContent = e instanceof ApiError ? e.message : `Could not create the game: ${(e as Error).message}`;
    } finally {
      create.disabled = false;
    }
  });
  renderVariantDetails();

  // --- lists
  const lists = h('section.lists', { 'aria-label': 'Games' });
  const names = new Map(variants.map(v => [v.name, v.displayName]));
  const row = (g: GameSummary, action: HTMLElement) => h('li.game-row', {}, [
    h('span.game-variant', {}, names.get(g.variant.split(':')[0]) ?? g.variant),
    h('span.game-players', {}, `${playerName(g.players.first)} – ${playerName(g.players.second)}`),
    h('span.game-tc', {}, describeTimeControl(g.timeControl)),
    h('span.game-state', {}, g.status === 'finished' ? `${g.result}` : g.status === 'live' ? `${g.plies} ${g.plies === 1 ? 'ply' : 'plies'}` : ''),
    action,
  ]);
  const refresh = async () => {
    try {
      const [open, live, done] = await Promise.all([api.games('open'), api.games('live'), api.games('finished,aborted', 10)]);
      clear(lists);
      const section = (title: string, id: string, games: GameSummary[], make: (g: GameSummary) => HTMLElement) =>
        h('div.card', { id }, [h('h2', {}, title), games.length
          ? h('ul.game-list', {}, games.map(g => row(g, make(g))))
          : h('p.muted', {}, 'None right now')]);
      lists.append(
        section('Open games', 'open-games', open, g => seats.get(g.id)
          ? h('a.button', { href: `#/game/${g.id}` }, 'Your game')
          : h('a.button.primary', { href: `#/invite/${g.inviteCode}` }, 'Join')),
        section('Live games', 'live-games', live, g => h('a.button', { href: `#/game/${g.id}` }, seats.get(g.id) ? 'Play' : 'Watch')),
        section('Recent games', 'recent-games', done, g => h('a.button', { href: `#/game/${g.id}` }, 'Replay')),
      );
    } catch (e) {
      lists.prepend(h('p.error', { role: 'alert' }, `Could not load the games: ${(e as Error).message}`));
    }
  };
  page.append(form, lists);
  await refresh();
  const timer = window.setInterval(refresh, 5000);
  return () => window.clearInterval(timer);
}

export async function showInvite(root: HTMLElement, code: string): Promise<() => void> {
  clear(root);
  const page = h('main.invite', {}, h('p.loading', {}, 'Loading the invitation…'));
  root.append(page);
  try {
    const game = await api.invite(code);
    clear(page);
    const name = h('input', { type: 'text', id: 'join-name', maxlength: 40, placeholder: 'Your name (optional)', value: localStorage.getItem('heterodox.name') ?? '' }) as HTMLInputElement;
    const message = h('p.error', { role: 'alert' });
    const join = h('button.primary', { id: 'join-game', type: 'button' }, 'Take the seat') as HTMLButtonElement;
    join.addEventListener('click', async () => {
      join.disabled = true;
      try {
        const grant = await api.join(code, name.value.trim());
        if (name.value.trim()) localStorage.setItem('heterodox.name', name.value.trim());
        seats.put(grant.game.id, grant.seat, grant.token);
        location.hash = `#/game/${grant.game.id}`;
      } catch (e) {
        message.textContent = (e as Error).message;
        join.disabled = false;
      }
    });
    const host = game.players.first.kind === 'open' ? game.players.second : game.players.first;
    page.append(h('div.card', {}, [
      h('h2', {}, `${game.tags.Variant ?? game.variant} — invitation`),
      h('p', {}, `${playerName(host)} invites you to play ${game.variant} (${describeTimeControl(game.timeControl)}).`),
      h('div.row', {}, [name, join]), message,
      h('p', {}, h('a', { href: `#/game/${game.id}` }, 'Just watch')),
    ]));
  } catch (e) {
    clear(page);
    page.append(h('div.card', {}, [h('p.error', { role: 'alert' }, `This invitation cannot be used: ${(e as Error).message}`),
      h('a.button', { href: '#/' }, 'Back to the lobby')]));
  }
  return () => undefined;
}
