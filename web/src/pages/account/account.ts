// The login and registration pages (#/login, #/register). Both end logged in and go back to the page
// named by `?next=` (a hash route of this app), or to the lobby.
import { api, ApiError } from '../../core/api';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { currentPlayer, setSession } from '../../core/session';

type Mode = 'login' | 'register';

/** Where to go after logging in: only a route of this app (`#/...`), never another site. */
export function nextRoute(query: string): string {
  const next = new URLSearchParams(query).get('next');
  return next && next.startsWith('#/') && !next.startsWith('#//') ? next : '#/';
}

export function showAccountForm(root: HTMLElement, mode: Mode, query: string): () => void {
  clear(root);
  const name = h('input', { id: 'account-name', name: 'username', autocomplete: 'username', required: true,
    minlength: 2, maxlength: 20 }) as HTMLInputElement;
  const password = h('input', { id: 'account-password', name: 'password', type: 'password', required: true,
    minlength: 8, maxlength: 200, autocomplete: mode === 'login' ? 'current-password' : 'new-password' }) as HTMLInputElement;
  const error = h('p.error', { id: 'account-error', role: 'alert' });
  const submit = h('button.primary', { type: 'submit', id: 'account-submit' },
    mode === 'login' ? t('account.logIn') : t('account.register')) as HTMLButtonElement;
  const form = h('form.card.account-form', { id: `${mode}-form` }, [
    h('h2', {}, mode === 'login' ? t('account.logInTitle') : t('account.registerTitle')),
    h('label', { for: 'account-name' }, t('account.name')), name,
    mode === 'register' ? h('p.muted', {}, t('account.nameRules')) : null,
    h('label', { for: 'account-password' }, t('account.password')), password,
    mode === 'register' ? h('p.muted', {}, t('account.passwordRules')) : null,
    error, submit,
    h('p', {}, mode === 'login'
      ? h('a', { href: `#/register${query ? `?${query}` : ''}` }, t('account.noAccount'))
      : h('a', { href: `#/login${query ? `?${query}` : ''}` }, t('account.haveAccount'))),
  ]) as HTMLFormElement;
  form.addEventListener('submit', event => {
    event.preventDefault();
    submit.disabled = true;
    error.textContent = '';
    const send = mode === 'login' ? api.login : api.register;
    send(name.value.trim(), password.value)
      .then(session => {
        setSession(session);
        location.hash = nextRoute(query);
      })
      .catch((e: unknown) => {
        error.textContent = e instanceof ApiError ? e.message : t('account.failed');
        submit.disabled = false;
      });
  });
  root.append(form);
  name.focus();
  return () => undefined;
}

/** The account page (#/account): change the password, delete the account. */
export function showAccountSettings(root: HTMLElement): () => void {
  clear(root);
  const me = currentPlayer();
  if (!me) {
    root.append(h('p.card', {}, [h('a', { href: `#/login?next=${encodeURIComponent('#/account')}` }, t('account.logIn'))]));
    return () => undefined;
  }
  const current = h('input', { id: 'current-password', type: 'password', autocomplete: 'current-password', required: true }) as HTMLInputElement;
  const next = h('input', { id: 'new-password', type: 'password', autocomplete: 'new-password', required: true, minlength: 8, maxlength: 200 }) as HTMLInputElement;
  const changed = h('p', { id: 'password-result', role: 'status' });
  const change = h('form.card.account-form', { id: 'password-form' }, [
    h('h2', {}, t('account.changePassword')),
    h('label', { for: 'current-password' }, t('account.currentPassword')), current,
    h('label', { for: 'new-password' }, t('account.newPassword')), next,
    h('p.muted', {}, t('account.passwordRules')),
    changed, h('button.primary', { type: 'submit', id: 'change-password' }, t('account.changePassword')),
  ]) as HTMLFormElement;
  change.addEventListener('submit', event => {
    event.preventDefault();
    changed.textContent = '';
    api.changePassword(current.value, next.value)
      .then(() => {
        changed.textContent = t('account.passwordChanged');
        current.value = '';
        next.value = '';
      })
      .catch((e: unknown) => { changed.textContent = e instanceof ApiError ? e.message : t('account.failed'); });
  });
  const confirm = h('input', { id: 'delete-password', type: 'password', autocomplete: 'current-password', required: true }) as HTMLInputElement;
  const deleteResult = h('p.error', { id: 'delete-result', role: 'alert' });
  const remove = h('form.card.account-form.danger', { id: 'delete-form' }, [
    h('h2', {}, t('account.deleteTitle')),
    h('p', {}, t('account.deleteExplained')),
    h('label', { for: 'delete-password' }, t('account.password')), confirm,
    deleteResult, h('button', { type: 'submit', id: 'delete-account' }, t('account.deleteButton')),
  ]) as HTMLFormElement;
  remove.addEventListener('submit', event => {
    event.preventDefault();
    deleteResult.textContent = '';
    api.deleteAccount(confirm.value)
      .then(() => {
        location.hash = '#/';
        setSession({ name: null, csrfToken: null, roles: [], sanctions: [] });
      })
      .catch((e: unknown) => { deleteResult.textContent = e instanceof ApiError ? e.message : t('account.failed'); });
  });
  root.append(h('main.account-page', {}, [h('h1', {}, me), change, remove]));
  return () => undefined;
}
