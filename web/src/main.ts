// Hash routes: #/ lobby, #/game/ID a game, #/invite/CODE an invitation, #/editor?variant=V&fen=F the board editor,
// #/rules/GAME a game's rules, #/login and #/register (with ?next=ROUTE), #/@/NAME a player's profile,
// #/leaderboards, #/tournaments[/ID], #/series[/ID], #/database[?filters], #/database/ID[?ply=N],
// #/puzzles[/GAME], #/forgot, #/reset/TOKEN, #/verify/TOKEN and #/unsubscribe/TOKEN (the links of mails),
// #/moderation (moderators).
import 'chessgroundx/assets/chessground.base.css';
import 'chessgroundx/assets/chessground.brown.css';
import './core/board/board-themes.css';
import './style.css';
import { showAccountForm, showAccountSettings } from './pages/account/account';
import { showForgot, showReset, showUnsubscribe, showVerify } from './pages/account/mail-pages';
import { showDatabase } from './pages/database/database';
import { showDatabaseGame } from './pages/database/database-game';
import { showEditor } from './pages/editor/page';
import { showPuzzles } from './pages/puzzles/puzzles';
import { showGame } from './pages/game/page';
import { showInvite } from './pages/invite/invite';
import { showLobby } from './pages/lobby/lobby';
import { showLeaderboards, showProfile } from './pages/profile/profile';
import { showRules } from './pages/rules/rules-page';
import { showSeries, showSeriesList } from './pages/tournaments/series';
import { showTournament } from './pages/tournaments/tournament-page';
import { showTournaments } from './pages/tournaments/tournaments';
import { language, setLanguage } from './core/i18n';
import { loadSession, onSessionChange } from './core/session';
import { renderTopbar } from './core/topbar';
import { applyAppearance, loadAppearance } from './core/board/appearance';
import { AwayGames } from './core/away-games';
import { ChallengeNotices } from './core/challenge-notices';
import { inbox } from './core/inbox';
import { showModeration } from './pages/moderation/moderation';
import { renderSanctionNotice } from './pages/moderation/sanction-notice';

const root = document.getElementById('app') as HTMLElement;
let leave: () => void = () => undefined;

let routing = 0;

async function show(hash: string): Promise<() => void> {
  const [page, arg] = hash.split('/');
  if (page === 'editor' || page.startsWith('editor?')) return showEditor(root, hash.slice('editor'.length + 1));
  if (page === 'game' && arg) return showGame(root, arg);
  if (page === 'invite' && arg) return showInvite(root, arg);
  if (page.startsWith('login') || page.startsWith('register')) {
    const [mode, query] = page.split('?');
    return showAccountForm(root, mode === 'login' ? 'login' : 'register', query ?? '');
  }
  if (page === 'rules') return showRules(root, arg && decodeURIComponent(arg));
  if (page === '@' && arg) return showProfile(root, decodeURIComponent(arg));
  if (page === 'leaderboards') return showLeaderboards(root);
  if (page === 'account') return showAccountSettings(root);
  if (page === 'forgot') return showForgot(root);
  if (page === 'reset' && arg) return showReset(root, arg);
  if (page === 'verify' && arg) return showVerify(root, arg);
  if (page === 'unsubscribe' && arg) return showUnsubscribe(root, arg);
  if (page === 'moderation') return showModeration(root);
  if (page === 'tournaments') return arg ? showTournament(root, decodeURIComponent(arg)) : showTournaments(root);
  if (page === 'series') return arg ? showSeries(root, decodeURIComponent(arg)) : showSeriesList(root);
  if (page === 'puzzles') return showPuzzles(root, arg ? decodeURIComponent(arg) : undefined);
  if (page === 'database' || page.startsWith('database?')) {
    if (arg) {
      const [id, query] = arg.split('?');
      const ply = Number(new URLSearchParams(query ?? '').get('ply'));
      return showDatabaseGame(root, Number(id), Number.isInteger(ply) ? ply : null);
    }
    return showDatabase(root, page.slice('database?'.length));
  }
  return showLobby(root);
}

async function route(): Promise<void> {
  // A newer route (a hash change, a login) may start while a page loads: the older page is then left at once.
  const mine = ++routing;
  leave();
  leave = () => undefined;
  const left = await show(location.hash.replace(/^#\/?/, ''));
  if (mine !== routing) {
    left();
    return;
  }
  leave = left;
  window.scrollTo(0, 0);
  const [page, arg] = location.hash.replace(/^#\/?/, '').split('/');
  void away.follow(page === 'game' && arg ? arg : null);
  challenges.follow();
  inbox.visited(page, arg);
}

setLanguage(language(), false);
// The player's board colours and chess pieces, before any board is drawn.
applyAppearance(loadAppearance());
// The notices of the player's games that end while they are on another page (a loss on time ...).
const awayNotices = document.body.appendChild(document.createElement('div'));
awayNotices.id = 'away-notices';
awayNotices.className = 'away-notices';
const away = new AwayGames(awayNotices);
// The player's challenges, received and sent, in the same corner on every page.
// The same channel carries the player's notification inbox (the bell in the top bar).
const challenges = new ChallengeNotices(awayNotices, message => inbox.heard(message));
const topbar = document.getElementById('topbar') as HTMLElement;
// Why a sanctioned or warned player is limited, and until when: under the bar on every page.
const sanctionNotice = document.createElement('div');
sanctionNotice.id = 'sanction-notices';
topbar.after(sanctionNotice);
const drawTopbar = () => {
  renderTopbar(topbar, () => void route());
  renderSanctionNotice(sanctionNotice);
};
void loadSession().finally(() => {
  // From here on a login or logout changes the bar's links and the page (seats, buttons).
  onSessionChange(() => {
    drawTopbar();
    // The login and registration pages move on to their next route by themselves.
    if (!/^#\/?(login|register)/.test(location.hash)) void route();
  });
  drawTopbar();
  window.addEventListener('hashchange', () => void route());
  void route();
});
