// The lobby: create a game (game, options, time control, opponent, start position) and the game lists.
import { friendsOnlineCard } from '../../core/friends-online';
import { api, ApiError, mySeat, seats, type CreateGame, type GameSummary, type Variant } from '../../core/api';
import { describeTimeControl, optionLabel, seatName } from '../../core/format';
import { TIME_CONTROLS } from '../../core/time-controls';
import { TimeControlPicker } from '../../core/time-control-picker';
import { h, clear } from '../../core/dom';
import { ListPager, type GamePage } from './lobby-paging';
import { t, tn } from '../../core/i18n';
import { rulesLink } from '../../core/rules-link';
import { seeksPanel } from './seeks';
import { quickPairingCard } from './quick-pairing';
import { currentPlayer } from '../../core/session';


export async function showLobby(root: HTMLElement): Promise<() => void> {
  clear(root);
  const page = h('main.lobby', { 'aria-busy': 'true' }, h('p.loading', {}, t('lobby.loading')));
  root.append(page);
  let variants: Variant[];
  let health: { engine: boolean };
  try {
    [variants, health] = await Promise.all([api.variants(), api.health()]);
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('lobby.noServer', { error: (e as Error).message })));
    return () => undefined;
  }
  clear(page);
  page.removeAttribute('aria-busy');

  // --- new game form
  let chosen = variants[0];
  const options = h('div.options', { id: 'options' });
  const summary = h('p.summary', { id: 'variant-summary' });
  const variantList = h('div.variant-list', { role: 'radiogroup', 'aria-label': t('lobby.game') });
  const renderVariantDetails = () => {
    summary.textContent = chosen.summary;
    clear(options);
    if (chosen.options.length === 0) options.append(h('span.muted', {}, t('lobby.noOptions')));
    for (const opt of chosen.options) {
      options.append(h('label.check', { title: opt.description }, [h('input', { type: 'checkbox', name: 'option', value: opt.name }), ' ', optionLabel(opt.name)]));
    }
    for (const el of variantList.querySelectorAll<HTMLInputElement>('input')) el.checked = el.value === chosen.name;
  };
  for (const v of variants) {
    variantList.append(h('label.variant-choice', { title: v.summary }, [
      h('input', { type: 'radio', name: 'variant', value: v.name, onchange: () => { chosen = v; renderVariantDetails(); } }),
      h('span.variant-name', {}, v.displayName), rulesLink(v.name),
    ]));
  }
  const tc = new TimeControlPicker('time-control', TIME_CONTROLS);
  const opponentFriend = h('input', { type: 'radio', name: 'opponent', value: 'open', checked: true }) as HTMLInputElement;
  const opponentEngine = h('input', { type: 'radio', name: 'opponent', value: 'engine', disabled: !health.engine }) as HTMLInputElement;
  const level = h('select', { id: 'engine-level', 'aria-label': t('lobby.engineLevelLabel') },
    [1, 2, 3, 4, 5, 6, 7, 8].map(n => h('option', { value: n, selected: n === 3 }, t('lobby.level', { level: n })))) as HTMLSelectElement;
  const side = h('select', { id: 'side', 'aria-label': t('lobby.yourSide') }, [
    h('option', { value: 'random' }, t('lobby.randomSide')), h('option', { value: 'first' }, t('lobby.playFirst')),
    h('option', { value: 'second' }, t('lobby.playSecond'))]) as HTMLSelectElement;
  const fen = h('textarea', { id: 'start-fen', rows: 2, placeholder: t('lobby.fenPlaceholder'), spellcheck: 'false' }) as HTMLTextAreaElement;
  const name = h('input', { id: 'player-name', type: 'text', maxlength: 40, placeholder: t('lobby.namePlaceholder'), value: localStorage.getItem('heterodox.name') ?? '' }) as HTMLInputElement;
  const message = h('p.error', { role: 'alert' });
  const create = h('button.primary', { type: 'submit', id: 'create-game' }, t('lobby.create')) as HTMLButtonElement;
  // Logged-in players may make the game rated, and post it as a seek anyone matching may take.
  const loggedIn = currentPlayer() !== null;
  const rated = h('input', { type: 'checkbox', id: 'rated' }) as HTMLInputElement;
  const ratingMin = h('input', { type: 'number', id: 'rating-min', min: 0, max: 4000, step: 50, placeholder: t('seeks.ratingMin'),
    'aria-label': t('seeks.ratingMin') }) as HTMLInputElement;
  const ratingMax = h('input', { type: 'number', id: 'rating-max', min: 0, max: 4000, step: 50, placeholder: t('seeks.ratingMax'),
    'aria-label': t('seeks.ratingMax') }) as HTMLInputElement;
  const postSeek = h('button', { type: 'button', id: 'post-seek' }, t('seeks.post')) as HTMLButtonElement;
  const syncRated = () => {
    rated.disabled = opponentEngine.checked;
    if (opponentEngine.checked) rated.checked = false;
  };
  opponentFriend.addEventListener('change', syncRated);
  opponentEngine.addEventListener('change', syncRated);

  const form = h('form.card.new-game', { 'aria-label': t('lobby.newGame') }, [
    h('h2', {}, t('lobby.newGame')),
    variantList, summary,
    h('fieldset', {}, [h('legend', {}, t('lobby.options')), options]),
    h('div.row', {}, [h('label', { for: 'time-control' }, t('lobby.time')), tc.element]),
    h('fieldset.opponent', {}, [h('legend', {}, t('lobby.opponent')),
      h('label.check', {}, [opponentFriend, ' ', t('lobby.friend')]),
      h('label.check', {}, [opponentEngine, ' ', health.engine ? t('lobby.engine') : t('lobby.noEngine')]),
      h('div.row', {}, [level, side])]),
    h('details', {}, [h('summary', {}, t('lobby.fromPosition')), fen,
      h('a', { id: 'open-editor', href: '#/editor', onclick: (e: Event) => {
        const query = `variant=${encodeURIComponent(chosen.name)}${fen.value.trim() ? `&fen=${encodeURIComponent(fen.value.trim())}` : ''}`;
        (e.currentTarget as HTMLAnchorElement).href = `#/editor?${query}`;
      } }, t('lobby.openEditor'))]),
    loggedIn ? h('div.row.seek-options', {}, [h('label.check', {}, [rated, ' ', t('seeks.ratedLabel')]), ratingMin, ratingMax]) : null,
    h('div.row', {}, [loggedIn ? null : name, create, loggedIn ? postSeek : null]),
    message,
  ]);
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    message.textContent = '';
    const opts = [...options.querySelectorAll<HTMLInputElement>('input:checked')].map(i => i.value);
    const body: CreateGame = {
      variant: opts.length ? `${chosen.name}:${opts.join(',')}` : chosen.name,
      timeControl: tc.value(),
      side: side.value as CreateGame['side'],
      opponent: opponentEngine.checked ? { type: 'engine', level: Number(level.value) } : { type: 'open' },
    };
    if (fen.value.trim()) body.fen = fen.value.trim();
    if (loggedIn && rated.checked) body.rated = true;
    if (!loggedIn && name.value.trim()) {
      body.name = name.value.trim();
      localStorage.setItem('heterodox.name', name.value.trim());
    }
    create.disabled = true;
    try {
      const grant = await api.create(body);
      seats.put(grant.game.id, grant.seat, grant.token);
      location.hash = `#/game/${grant.game.id}`;
    } catch (e) {
      message.textContent = e instanceof ApiError ? e.message : t('lobby.createFailed', { error: (e as Error).message });
    } finally {
      create.disabled = false;
    }
  });
  postSeek.addEventListener('click', async () => {
    message.textContent = '';
    const opts = [...options.querySelectorAll<HTMLInputElement>('input:checked')].map(i => i.value);
    const range: { min?: number; max?: number } = {};
    if (ratingMin.value) range.min = Number(ratingMin.value);
    if (ratingMax.value) range.max = Number(ratingMax.value);
    postSeek.disabled = true;
    try {
      await api.postSeek({
        variant: opts.length ? `${chosen.name}:${opts.join(',')}` : chosen.name,
        timeControl: tc.value(),
        side: side.value as CreateGame['side'],
        rated: rated.checked,
        ...(range.min !== undefined || range.max !== undefined ? { ratingRange: range } : {}),
        ...(fen.value.trim() ? { fen: fen.value.trim() } : {}),
      });
      message.textContent = t('seeks.posted');
    } catch (e) {
      message.textContent = e instanceof ApiError ? e.message : t('lobby.createFailed', { error: (e as Error).message });
    } finally {
      postSeek.disabled = false;
    }
  });
  renderVariantDetails();

  // --- lists
  const lists = h('section.lists', { 'aria-label': t('lobby.games') });
  const names = new Map(variants.map(v => [v.name, v.displayName]));
  const row = (g: GameSummary, action: HTMLElement) => h('li.game-row', {}, [
    h('span.game-variant', {}, names.get(g.variant.split(':')[0]) ?? g.variant),
    h('span.game-players', {}, `${seatName(g.players.first)} – ${seatName(g.players.second)}`),
    h('span.game-tc', {}, describeTimeControl(g.timeControl)),
    h('span.game-state', {}, g.status === 'finished' ? `${g.result}` : g.status === 'live' ? tn('lobby.plies', g.plies) : ''),
    action,
  ]);
  const pagers = {
    open: new ListPager('open', () => void refresh()),
    live: new ListPager('live', () => void refresh()),
    done: new ListPager('finished,aborted', () => void refresh(), 10),
  };
  const refresh = async () => {
    try {
      const [open, live, done] = await Promise.all([pagers.open.load(), pagers.live.load(), pagers.done.load()]);
      clear(lists);
      const section = (title: string, id: string, page: GamePage, pager: ListPager, make: (g: GameSummary) => HTMLElement) =>
        h('div.card', { id }, [h('h2', {}, title), page.games.length
          ? h('ul.game-list', {}, page.games.map(g => row(g, make(g))))
          : h('p.muted', {}, t('lobby.none')), pager.controls(page, id)]);
      lists.append(
        section(t('lobby.openGames'), 'open-games', open, pagers.open, g => mySeat(g)
          ? h('a.button', { href: `#/game/${g.id}` }, t('lobby.yourGame'))
          : h('a.button.primary', { href: `#/invite/${g.inviteCode}` }, t('lobby.join'))),
        section(t('lobby.liveGames'), 'live-games', live, pagers.live, g => h('a.button', { href: `#/game/${g.id}` }, mySeat(g) ? t('lobby.play') : t('lobby.watch'))),
        section(t('lobby.recentGames'), 'recent-games', done, pagers.done, g => h('a.button', { href: `#/game/${g.id}` }, t('lobby.replay'))),
      );
    } catch (e) {
      lists.prepend(h('p.error', { role: 'alert' }, t('lobby.listFailed', { error: (e as Error).message })));
    }
  };
  const seekCard = seeksPanel();
  const friends = friendsOnlineCard();
  page.append(form, h('div.lobby-side', {}, [quickPairingCard(variants), friends?.card ?? null, seekCard.card, lists]));
  await refresh();
  const timer = window.setInterval(refresh, 5000);
  return () => {
    window.clearInterval(timer);
    seekCard.close();
    friends?.close();
  };
}
