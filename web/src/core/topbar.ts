// The site's top bar: the name, the links every page shares, the board and pieces dialog and the
// language switch. On a narrow
// screen the links fold into a "Menu" button that opens them as a list under the bar (style.css).
import { h, clear } from './dom';
import { api } from './api';
import { openAppearanceDialog } from './appearance-dialog';
import { language, LANGUAGE_NAMES, LANGUAGES, setLanguage, t, type Language } from './i18n';
import { currentPlayer, moderates, setSession } from './session';
import { inbox } from './inbox';

/** Draws the bar into `bar`; `onLanguage` re-renders the page after the player switches language. */
export function renderTopbar(bar: HTMLElement, onLanguage: () => void): void {
  clear(bar);
  bar.setAttribute('aria-label', t('site.navigation'));
  const choice = h('select', { id: 'language', 'aria-label': t('site.language') },
    LANGUAGES.map(l => h('option', { value: l, selected: l === language() }, LANGUAGE_NAMES[l]))) as HTMLSelectElement;
  choice.addEventListener('change', () => {
    setLanguage(choice.value as Language);
    renderTopbar(bar, onLanguage);
    onLanguage();
  });
  const menu = h('div.site-menu', { id: 'site-menu' }, [
    h('a.nav-link', { href: '#/editor', id: 'editor-link' }, t('site.editor')),
    h('a.nav-link', { href: '#/tournaments', id: 'tournaments-link' }, t('tournaments.nav')),
    h('a.nav-link', { href: '#/database', id: 'database-link' }, t('database.nav')),
    h('a.nav-link', { href: '#/puzzles', id: 'puzzles-link' }, t('puzzles.nav')),
    h('a.nav-link', { href: '#/leaderboards', id: 'leaderboards-link' }, t('profile.leaderboards')),
    // An icon in the one-row bar (its words come back in a phone's menu): the bar must hold a long name,
    // the bell and the language switch at 1280 px in Italian too.
    h('button.link.nav-link.appearance-link', { type: 'button', id: 'appearance-link', title: t('appearance.title'),
      'aria-label': t('appearance.title'), onclick: () => openAppearanceDialog() },
    [h('span.appearance-icon', { 'aria-hidden': 'true' }), h('span.appearance-label', {}, t('appearance.open'))]),
    h('span.spacer'),
    ...accountLinks(),
    choice,
  ]);
  bar.append(
    h('a.brand', { href: '#/' }, t('site.brand')),
    h('span.tagline', {}, t('site.tagline')),
    menuToggle(bar, menu),
    menu,
  );
}

/**
 * The button that shows and hides the links on a narrow screen (on a wide one it is hidden and the
 * links stand in the bar). Following a link or pressing Escape closes the list again.
 */
function menuToggle(bar: HTMLElement, menu: HTMLElement): HTMLElement {
  const toggle = h('button.menu-toggle', { type: 'button', id: 'menu-toggle', 'aria-expanded': 'false',
    'aria-controls': 'site-menu' }, [t('site.menu'), currentPlayer() ? inbox.menuBadge() : null]);
  const setOpen = (open: boolean) => {
    bar.classList.toggle('menu-open', open);
    toggle.setAttribute('aria-expanded', String(open));
  };
  setOpen(false);
  toggle.addEventListener('click', () => setOpen(!bar.classList.contains('menu-open')));
  menu.addEventListener('click', e => {
    if ((e.target as HTMLElement).closest('a, button')) setOpen(false);
  });
  menu.addEventListener('keydown', e => {
    if (e.key === 'Escape' && bar.classList.contains('menu-open')) {
      setOpen(false);
      toggle.focus();
    }
  });
  return toggle;
}

/** "Log in" and "Register" for a visitor; the player's name (their profile) and "Log out" once logged in. */
function accountLinks(): HTMLElement[] {
  const me = currentPlayer();
  if (!me) {
    const back = encodeURIComponent(location.hash || '#/');
    return [
      h('a.nav-link', { href: `#/login?next=${back}`, id: 'login-link' }, t('account.logIn')),
      h('a.nav-link', { href: `#/register?next=${back}`, id: 'register-link' }, t('account.register')),
    ];
  }
  const logout = h('button.link', { type: 'button', id: 'logout' }, t('account.logOut'));
  logout.addEventListener('click', () => {
    void api.logout().catch(() => undefined).then(() => {
      setSession({ name: null, csrfToken: null, roles: [], sanctions: [] });
    });
  });
  const moderation = moderates()
    ? [h('a.nav-link', { href: '#/moderation', id: 'moderation-link' }, t('moderation.nav'))] : [];
  return [...moderation, inbox.bell() as HTMLElement, h('a.nav-link.me', { href: `#/@/${encodeURIComponent(me)}`, id: 'me', title: t('account.profile') }, me),
    h('a.nav-link', { href: '#/account', id: 'account-link' }, t('account.settings')), logout];
}
