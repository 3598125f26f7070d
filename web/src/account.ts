// The login and registration pages (#/login, #/register). Both end logged in and go back to the page
// named by `?next=` (a hash route of this app), or to the lobby.
import { api, ApiError } from './api';
import { clear, h } from './dom';
import { t } from './i18n';
import { setSession } from './session';

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
