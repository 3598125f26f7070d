// A player's page (#/@/NAME): ratings per game with a rating history graph (uPlot), the games played
// (filtered by game, result and opponent, paged), current games; and the leaderboards (#/leaderboards).
import { api, ApiError, type GameSummary, type Profile } from '../../core/api';
import { clear, h } from '../../core/dom';
import { describeTimeControl, formatDate, seatName } from '../../core/format';
import { t, tn } from '../../core/i18n';
import { currentPlayer } from '../../core/session';
import { reportButton } from '../moderation/report-button';
import { challengeButton } from '../../core/challenge-form';
import { followButton } from '../../core/follow-button';
import { specNamer } from '../../core/variants';
import { gamesQuery, outcomeOf, type GameFilters } from './profile-query';

function gameRow(g: GameSummary, name: string, gameName: (spec: string) => string): HTMLElement {
  const mine: 'first' | 'second' = g.players.first.account === name ? 'first' : 'second';
  const opponent = g.players[mine === 'first' ? 'second' : 'first'];
  const outcome = g.status === 'finished' ? outcomeOf(g.result, mine) : null;
  return h('li.game-row', { 'data-game': g.id }, [
    h('span.game-variant', {}, gameName(g.variant)),
    h('span.game-players', {}, [t('profile.versus'), ' ',
      opponent.account ? h('a', { href: `#/@/${encodeURIComponent(opponent.account)}` }, opponent.account) : seatName(opponent)]),
    h('span.game-tc', {}, describeTimeControl(g.timeControl)),
    h('span.game-mode', {}, g.rated ? t('profile.rated') : t('profile.casual')),
    h(`span.game-state${outcome ? `.outcome-${outcome}` : ''}`, {}, outcome ? t(`profile.${outcome}`) : g.status === 'finished' ? g.result : t(`profile.status-${g.status}`)),
    h('a.button', { href: `#/game/${g.id}` }, g.status === 'live' || g.status === 'open' ? t('profile.watch') : t('profile.replay')),
  ]);
}

/** Draws the rating history of `variant` into `box` with uPlot (loaded when first needed). */
async function drawGraph(box: HTMLElement, name: string, variant: string, title: string): Promise<void> {
  clear(box);
  const history = await api.ratingHistory(name, variant);
  if (history.points.length === 0) {
    box.append(h('p.muted', {}, t('profile.noHistory')));
    return;
  }
  const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  const xs = history.points.map(p => Math.round(p.at / 1000));
  const ys = history.points.map(p => p.rating);
  const width = Math.max(260, Math.min(640, box.clientWidth || 600));
  new UPlot({
    width, height: 220, title: t('profile.graphTitle', { game: title }),
    scales: {
      // One game is one point: a day either side of it, not uPlot's default span of years.
      x: { time: true, auto: false, range: xs.length === 1 || xs[0] === xs[xs.length - 1]
        ? [xs[0] - 86_400, xs[0] + 86_400] : [xs[0], xs[xs.length - 1]] },
      y: { range: (_u, min, max) => [Math.floor((min - 50) / 50) * 50, Math.ceil((max + 50) / 50) * 50] },
    },
    series: [{ label: t('profile.date') }, { label: t('profile.rating'), stroke: '#2e6b4f', width: 2, points: { show: true, size: 6 } }],
  }, [xs, ys], box);
}

export async function showProfile(root: HTMLElement, name: string): Promise<() => void> {
  clear(root);
  const page = h('main.profile', { 'aria-busy': 'true' });
  root.append(page);
  let profile: Profile;
  let gameName: (spec: string) => string;
  try {
    const [found, variants] = await Promise.all([api.profile(name), api.variants()]);
    profile = found;
    gameName = specNamer(variants);
  } catch (e) {
    page.append(h('p.error', { role: 'alert' }, e instanceof ApiError && e.status === 404
      ? t('profile.unknown', { name }) : t('profile.failed', { error: (e as Error).message })));
    return () => undefined;
  }
  page.removeAttribute('aria-busy');
  const graph = h('div.rating-graph', { id: 'rating-graph' });
  const ratings = h('table.ratings', { id: 'ratings' }, [
    h('thead', {}, h('tr', {}, [t('profile.game'), t('profile.rating'), t('profile.games'), t('profile.record')].map(c => h('th', {}, c)))),
    h('tbody', {}, profile.ratings.map(r => {
      const row = h('tr', { 'data-variant': r.variant, tabindex: 0 }, [
        h('td', {}, r.variantName),
        h('td.rating-value', {}, `${r.rating}${r.provisional ? '?' : ''}`),
        h('td', {}, String(r.games)),
        h('td', {}, t('profile.wld', { wins: r.wins, losses: r.losses, draws: r.draws })),
      ]);
      row.addEventListener('click', () => void drawGraph(graph, profile.name, r.variant, r.variantName));
      return row;
    })),
  ]);
  const filters: GameFilters = { variant: '', result: '', opponent: '', offset: 0 };
  const gameList = h('ul.game-list', { id: 'player-games' });
  const pager = h('div.pager');
  const variantChoice = h('select', { id: 'filter-variant', 'aria-label': t('profile.game') }, [
    h('option', { value: '' }, t('profile.allGames')),
    ...profile.ratings.map(r => h('option', { value: r.variant }, r.variantName))]) as HTMLSelectElement;
  const resultChoice = h('select', { id: 'filter-result', 'aria-label': t('profile.result') }, [
    h('option', { value: '' }, t('profile.allResults')), h('option', { value: 'win' }, t('profile.win')),
    h('option', { value: 'loss' }, t('profile.loss')), h('option', { value: 'draw' }, t('profile.draw'))]) as HTMLSelectElement;
  const opponent = h('input', { id: 'filter-opponent', placeholder: t('profile.opponent'), 'aria-label': t('profile.opponent') }) as HTMLInputElement;
  const listError = h('p.error', { role: 'alert' });
  const loadGames = async () => {
    listError.textContent = '';
    try {
      const page = await api.playerGames(profile.name, gamesQuery(filters));
      clear(gameList);
      clear(pager);
      if (!page.games.length) gameList.append(h('li.muted', {}, t('profile.noGames')));
      for (const g of page.games) gameList.append(gameRow(g, profile.name, gameName));
      if (filters.offset > 0) {
        pager.append(h('button', { type: 'button', id: 'games-newer', onclick: () => { filters.offset = Math.max(0, filters.offset - 20); void loadGames(); } }, t('profile.newer')));
      }
      if (page.nextOffset !== undefined && page.nextOffset !== null) {
        const next = page.nextOffset;
        pager.append(h('button', { type: 'button', id: 'games-older', onclick: () => { filters.offset = next; void loadGames(); } }, t('profile.older')));
      }
    } catch (e) {
      listError.textContent = e instanceof ApiError ? e.message : String(e);
    }
  };
  const refilter = () => {
    filters.variant = variantChoice.value;
    filters.result = resultChoice.value as GameFilters['result'];
    filters.opponent = opponent.value;
    filters.offset = 0;
    void loadGames();
  };
  variantChoice.addEventListener('change', refilter);
  resultChoice.addEventListener('change', refilter);
  opponent.addEventListener('change', refilter);

  const followers = h('span', { id: 'followers-count' }, tn('social.followers', profile.followers));
  page.append(
    h('div.card.profile-head', {}, [
      h('h1', { id: 'profile-name' }, profile.name),
      h('p.muted', {}, [
        h(`span.presence${profile.online ? '.online' : ''}`, { id: 'presence' }, profile.online ? t('profile.online') : t('profile.offline')),
        ' · ', t('profile.joined', { date: formatDate(profile.createdAt) }), ' · ', followers,
        ' · ', h('span', { id: 'following-count' }, tn('social.followingCount', profile.following))]),
      h('div.row.profile-actions', {}, [
        followButton(profile.name, profile.followed, now => {
          profile.followers += now ? 1 : -1;
          followers.textContent = tn('social.followers', profile.followers);
        }),
        challengeButton(profile.name)]),
      // A logged-in player reports another player to the moderators.
      currentPlayer() && currentPlayer()?.toLowerCase() !== profile.name.toLowerCase()
        ? reportButton({ kind: 'player', player: profile.name }, t('moderation.reportPlayer'), 'report-player') : null,
    ]),
    h('div.card', {}, [h('h2', {}, t('profile.ratings')),
      profile.ratings.length ? ratings : h('p.muted', {}, t('profile.noRatings')), graph]),
    h('div.card', { id: 'current-games' }, [h('h2', {}, t('profile.current')), profile.currentGames.length
      ? h('ul.game-list', {}, profile.currentGames.map(g => gameRow(g, profile.name, gameName)))
      : h('p.muted', {}, t('profile.noCurrent'))]),
    h('div.card', {}, [h('h2', {}, t('profile.gamesPlayed')),
      h('div.row.filters', {}, [variantChoice, resultChoice, opponent]), listError, gameList, pager]),
  );
  await loadGames();
  if (profile.ratings.length) {
    const first = profile.ratings[0];
    await drawGraph(graph, profile.name, first.variant, first.variantName).catch(() => undefined);
  }
  return () => undefined;
}

function leaderLine(p: { name: string; rating: number }, mark: string, variant: string): HTMLElement {
  return h('li', {}, [h('a', { href: `#/@/${encodeURIComponent(p.name)}` }, p.name), ' ',
    h('span.rating', {}, `${p.rating}${mark}`), ' ', challengeButton(p.name, variant)]);
}

export async function showLeaderboards(root: HTMLElement): Promise<() => void> {
  clear(root);
  const page = h('main.leaderboards', {}, h('h1', {}, t('profile.leaderboards')));
  root.append(page);
  try {
    const boards = await api.leaderboards();
    if (!boards.length) page.append(h('p.muted', { id: 'no-leaders' }, t('profile.noLeaders')));
    for (const board of boards) {
      page.append(h('div.card.leaderboard', { 'data-variant': board.variant }, [
        h('h2', {}, board.variantName),
        board.players.length
          ? h('ol.established', {}, board.players.map(p => leaderLine(p, '', board.variant)))
          : h('p.muted.none-established', {}, t('profile.noneEstablished')),
        // A new club has only provisional players at first: they are listed apart, their ratings marked "?".
        board.provisional.length ? h('h3', {}, t('profile.provisionalPlayers')) : null,
        board.provisional.length ? h('ol.provisional', {}, board.provisional.map(p => leaderLine(p, '?', board.variant))) : null,
      ]));
    }
  } catch (e) {
    page.append(h('p.error', { role: 'alert' }, t('profile.failed', { error: (e as Error).message })));
  }
  return () => undefined;
}
