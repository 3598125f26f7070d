// Hash routes: #/ lobby, #/game/ID a game, #/invite/CODE an invitation, #/editor?variant=V&fen=F the board editor,
// #/rules/GAME a game's rules.
import 'chessgroundx/assets/chessground.base.css';
import 'chessgroundx/assets/chessground.brown.css';
import './style.css';
import { showEditor } from './editor';
import { showGame } from './game';
import { showInvite } from './invite';
import { showLobby } from './lobby';
import { showRules } from './rules-page';
import { language, setLanguage } from './i18n';
import { renderTopbar } from './topbar';

const root = document.getElementById('app') as HTMLElement;
let leave: () => void = () => undefined;

async function route(): Promise<void> {
  leave();
  leave = () => undefined;
  const hash = location.hash.replace(/^#\/?/, '');
  const [page, arg] = hash.split('/');
  if (page === 'editor' || page.startsWith('editor?')) leave = await showEditor(root, hash.slice('editor'.length + 1));
  else if (page === 'game' && arg) leave = await showGame(root, arg);
  else if (page === 'invite' && arg) leave = await showInvite(root, arg);
  else if (page === 'rules') leave = await showRules(root, arg && decodeURIComponent(arg));
  else leave = await showLobby(root);
  window.scrollTo(0, 0);
}

setLanguage(language(), false);
renderTopbar(document.getElementById('topbar') as HTMLElement, () => void route());
window.addEventListener('hashchange', () => void route());
void route();
