// A "Report" button: it opens a small form for the reason, sends the report, and says it was received
// (or why the server refused it: a second report of the same thing, too many reports an hour...).
import { api, ApiError, type ReportRequest } from '../../core/api';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';

/** The button for reporting `target` (the request without its reason); `label` names it. */
export function reportButton(target: Omit<ReportRequest, 'reason'>, label: string, id?: string): HTMLElement {
  const box = h('span.report', id ? { id } : {});
  // The label is drawn by the style sheet (::after), so a line's text stays its author and words alone.
  const open = h('button.link.report-open', { type: 'button', 'aria-label': label, title: label, 'data-label': label });
  open.addEventListener('click', () => {
    const reason = h('input.report-reason', { maxlength: 500, required: true, 'aria-label': t('moderation.reason'),
      placeholder: t('moderation.reason') }) as HTMLInputElement;
    const message = h('span.report-message', { role: 'status' });
    const form = h('form.report-form', {}, [reason, h('button', { type: 'submit' }, t('moderation.send')), message]);
    form.addEventListener('submit', event => {
      event.preventDefault();
      if (!reason.value.trim()) return;
      api.report({ ...target, reason: reason.value.trim() }).then(() => {
        clear(box);
        box.append(h('span.report-message', { role: 'status' }, t('moderation.reported')));
      }, (e: unknown) => {
        message.textContent = e instanceof ApiError ? e.message : String(e);
      });
    });
    clear(box);
    box.append(form);
    reason.focus();
  });
  box.append(open);
  return box;
}
