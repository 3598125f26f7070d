// The pages a mail's links open, and the form that asks for one: #/forgot (the name whose password is
// forgotten), #/reset/TOKEN (a new password), #/verify/TOKEN (an address confirmed) and #/unsubscribe/TOKEN
// (a notice stopped).
import { api, ApiError } from '../../core/api';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';

function failure(e: unknown): string {
  return e instanceof ApiError ? e.message : t('account.failed');
}

/** #/forgot: asks for a reset link; the answer never says whether the name exists. */
export function showForgot(root: HTMLElement): () => void {
  clear(root);
  const name = h('input', { id: 'forgot-name', name: 'username', autocomplete: 'username', required: true,
    minlength: 2, maxlength: 20 }) as HTMLInputElement;
  const result = h('p', { id: 'forgot-result', role: 'status' });
  const submit = h('button.primary', { type: 'submit', id: 'forgot-submit' }, t('mail.sendLink')) as HTMLButtonElement;
  const form = h('form.card.account-form', { id: 'forgot-form' }, [
    h('h2', {}, t('mail.forgotTitle')),
    h('p.muted', {}, t('mail.forgotExplained')),
    h('label', { for: 'forgot-name' }, t('account.name')), name,
    result, submit,
    h('p', {}, h('a', { href: '#/login' }, t('account.logIn'))),
  ]) as HTMLFormElement;
  form.addEventListener('submit', event => {
    event.preventDefault();
    submit.disabled = true;
    result.textContent = '';
    api.requestPasswordReset(name.value.trim())
      .then(() => { result.textContent = t('mail.linkSent'); })
      .catch((e: unknown) => {
        result.textContent = failure(e);
        submit.disabled = false;
      });
  });
  root.append(form);
  name.focus();
  return () => undefined;
}

/** #/reset/TOKEN: sets a new password (the registration's rules); every session ends, so the player logs in again. */
export function showReset(root: HTMLElement, token: string): () => void {
  clear(root);
  const password = h('input', { id: 'reset-password', name: 'password', type: 'password', required: true,
    minlength: 8, maxlength: 200, autocomplete: 'new-password' }) as HTMLInputElement;
  const result = h('p', { id: 'reset-result', role: 'status' });
  const submit = h('button.primary', { type: 'submit', id: 'reset-submit' }, t('mail.setPassword')) as HTMLButtonElement;
  const form = h('form.card.account-form', { id: 'reset-form' }, [
    h('h2', {}, t('mail.resetTitle')),
    h('label', { for: 'reset-password' }, t('account.newPassword')), password,
    h('p.muted', {}, t('account.passwordRules')),
    result, submit,
  ]) as HTMLFormElement;
  form.addEventListener('submit', event => {
    event.preventDefault();
    submit.disabled = true;
    result.textContent = '';
    api.resetPassword(token, password.value)
      .then(() => {
        form.replaceChildren(h('h2', {}, t('mail.resetTitle')),
          h('p', { id: 'reset-result', role: 'status' }, t('mail.passwordSet')),
          h('p', {}, h('a', { href: '#/login', id: 'reset-login' }, t('account.logIn'))));
      })
      .catch((e: unknown) => {
        result.textContent = failure(e);
        submit.disabled = false;
      });
  });
  root.append(form);
  password.focus();
  return () => undefined;
}

/** #/verify/TOKEN: confirms the address the link was sent to. */
export function showVerify(root: HTMLElement, token: string): () => void {
  clear(root);
  const result = h('p', { id: 'verify-result', role: 'status' }, t('mail.verifying'));
  root.append(h('section.card.account-form', {}, [h('h2', {}, t('mail.verifyTitle')), result]));
  api.verifyEmail(token)
    .then(() => { result.textContent = t('mail.verified'); })
    .catch((e: unknown) => { result.textContent = failure(e); });
  return () => undefined;
}

/** #/unsubscribe/TOKEN: says which notice the link stops, and stops it with one button. */
export function showUnsubscribe(root: HTMLElement, token: string): () => void {
  clear(root);
  const result = h('p', { id: 'unsubscribe-result', role: 'status' });
  const button = h('button.primary', { type: 'button', id: 'unsubscribe-button', disabled: true },
    t('mail.unsubscribe')) as HTMLButtonElement;
  const what = h('p', { id: 'unsubscribe-notice' });
  root.append(h('section.card.account-form', {}, [h('h2', {}, t('mail.unsubscribeTitle')), what, result, button]));
  api.unsubscribeLink(token)
    .then(link => {
      what.textContent = link.notice === 'turn' ? t('mail.turnNotices') : t('mail.roundNotices');
      button.disabled = false;
    })
    .catch((e: unknown) => { result.textContent = failure(e); });
  button.addEventListener('click', () => {
    button.disabled = true;
    api.unsubscribe(token)
      .then(() => { result.textContent = t('mail.unsubscribed'); })
      .catch((e: unknown) => {
        result.textContent = failure(e);
        button.disabled = false;
      });
  });
  return () => undefined;
}
