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
  const email = h('input', { id: 'account-email', name: 'email', type: 'email', autocomplete: 'email',
    maxlength: 254 }) as HTMLInputElement;
  const error = h('p.error', { id: 'account-error', role: 'alert' });
  const submit = h('button.primary', { type: 'submit', id: 'account-submit' },
    mode === 'login' ? t('account.logIn') : t('account.register')) as HTMLButtonElement;
  const form = h('form.card.account-form', { id: `${mode}-form` }, [
    h('h2', {}, mode === 'login' ? t('account.logInTitle') : t('account.registerTitle')),
    h('label', { for: 'account-name' }, t('account.name')), name,
    mode === 'register' ? h('p.muted', {}, t('account.nameRules')) : null,
    h('label', { for: 'account-password' }, t('account.password')), password,
    mode === 'register' ? h('p.muted', {}, t('account.passwordRules')) : null,
    mode === 'register' ? h('label', { for: 'account-email' }, t('mail.email')) : null,
    mode === 'register' ? email : null,
    mode === 'register' ? h('p.muted', {}, t('mail.emailOptional')) : null,
    error, submit,
    h('p', {}, mode === 'login'
      ? h('a', { href: `#/register${query ? `?${query}` : ''}` }, t('account.noAccount'))
      : h('a', { href: `#/login${query ? `?${query}` : ''}` }, t('account.haveAccount'))),
    mode === 'login' ? h('p', {}, h('a', { href: '#/forgot', id: 'forgot-link' }, t('mail.forgotPassword'))) : null,
  ]) as HTMLFormElement;
  form.addEventListener('submit', event => {
    event.preventDefault();
    submit.disabled = true;
    error.textContent = '';
    const sent = mode === 'login' ? api.login(name.value.trim(), password.value)
      : api.register(name.value.trim(), password.value, email.value.trim() || undefined);
    sent
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

/** The account page (#/account): the e-mail address and notices, change the password, delete the account. */
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
  const mail = h('div', { id: 'mail-settings' });
  root.append(h('main.account-page', {}, [h('h1', {}, me), mail, change, remove]));
  void showMailSettings(mail);
  return () => undefined;
}

/** The account page's e-mail address (verified or not) and notice choices, once the server has told them. */
async function showMailSettings(box: HTMLElement): Promise<void> {
  let settings: Awaited<ReturnType<typeof api.accountSettings>>;
  try {
    settings = await api.accountSettings();
  } catch {
    return;
  }
  if (!settings.mail) {
    box.append(h('p.card.muted', { id: 'no-mail' }, t('mail.noMail')));
    return;
  }
  const address = h('input', { id: 'email-address', type: 'email', autocomplete: 'email', maxlength: 254,
    value: settings.email ?? '' }) as HTMLInputElement;
  const password = h('input', { id: 'email-password', type: 'password', autocomplete: 'current-password',
    required: true }) as HTMLInputElement;
  const state = settings.email === null ? t('mail.emailNone')
    : settings.emailVerified ? t('mail.emailVerified') : t('mail.emailUnverified');
  const saved = h('p', { id: 'email-result', role: 'status' });
  const emailForm = h('form.card.account-form', { id: 'email-form' }, [
    h('h2', {}, t('mail.emailTitle')),
    h('label', { for: 'email-address' }, t('mail.email')), address,
    h('p.muted', { id: 'email-state' }, state),
    h('p.muted', {}, t('mail.emailEmptyRemoves')),
    h('label', { for: 'email-password' }, t('mail.emailPasswordNeeded')), password,
    saved, h('button.primary', { type: 'submit', id: 'save-email' }, t('mail.emailSave')),
  ]) as HTMLFormElement;
  emailForm.addEventListener('submit', event => {
    event.preventDefault();
    saved.textContent = '';
    api.changeEmail(password.value, address.value.trim())
      .then(() => {
        saved.textContent = t('mail.emailSaved');
        password.value = '';
      })
      .catch((e: unknown) => { saved.textContent = e instanceof ApiError ? e.message : t('account.failed'); });
  });
  const turn = h('input', { id: 'notice-turn', type: 'checkbox' }) as HTMLInputElement;
  turn.checked = settings.turnNotices;
  const rounds = h('input', { id: 'notice-rounds', type: 'checkbox' }) as HTMLInputElement;
  rounds.checked = settings.roundNotices;
  const noticesSaved = h('p', { id: 'notices-result', role: 'status' });
  const notices = h('form.card.account-form', { id: 'notices-form' }, [
    h('h2', {}, t('mail.noticesTitle')),
    h('p.muted', {}, t('mail.noticesNeedAddress')),
    h('label.check', {}, [turn, ' ', t('mail.turnNotices')]),
    h('label.check', {}, [rounds, ' ', t('mail.roundNotices')]),
    noticesSaved, h('button', { type: 'submit', id: 'save-notices' }, t('mail.noticesSave')),
  ]) as HTMLFormElement;
  notices.addEventListener('submit', event => {
    event.preventDefault();
    noticesSaved.textContent = '';
    api.setNotices(turn.checked, rounds.checked)
      .then(() => { noticesSaved.textContent = t('mail.noticesSaved'); })
      .catch((e: unknown) => { noticesSaved.textContent = e instanceof ApiError ? e.message : t('account.failed'); });
  });
  box.append(emailForm, notices);
}
