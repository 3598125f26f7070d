// The notice (banner) that tells a sanctioned or warned player why, and until when: drawn under the top
// bar from the session, which names the sanctions in force with the moderators' reasons.
import { clear, h } from '../../core/dom';
import { formatDateTime } from '../../core/format';
import { t } from '../../core/i18n';
import { sanctions } from '../../core/session';

/** Draws the player's sanctions in force into `box` (empty when there are none). */
export function renderSanctionNotice(box: HTMLElement): void {
  clear(box);
  for (const s of sanctions()) {
    const until = s.until === undefined ? t('moderation.forever') : t('moderation.untilDate', { date: formatDateTime(s.until) });
    box.append(h('p.sanction-notice', { role: 'alert', 'data-kind': s.kind },
      t(`moderation.notice.${s.kind}`, { reason: s.reason, until })));
  }
}
