// Byoyomi (the shogi time control): main time, then periods in which each move must be made. The
// server sends one number per clock, the time before the flag falls (main time plus the periods
// left); this splits it into what shogi players read: the main time, then "27 s (3)" — the running
// period's seconds and how many periods are left, counting the running one.
import type { TimeControl } from './format';
import { formatClock, minutes as minutesText } from './format';
import { t } from './i18n';

/** The presets the lobby offers, in increasing length. */
export const BYOYOMI_PRESETS: TimeControl[] = [
  { type: 'byoyomi', initialSeconds: 0, periodSeconds: 10, periods: 3 },
  { type: 'byoyomi', initialSeconds: 180, periodSeconds: 10, periods: 1 },
  { type: 'byoyomi', initialSeconds: 600, periodSeconds: 30, periods: 3 },
  { type: 'byoyomi', initialSeconds: 1800, periodSeconds: 60, periods: 5 },
];

/** "10 min + 3×30 s byoyomi"; "30 s byoyomi" when there is no main time and a single period. */
export function describeByoyomi(tc: TimeControl): string {
  const period = tc.periodSeconds ?? 0;
  const periods = tc.periods ?? 1;
  const byoyomi = periods === 1 ? t('byoyomi.onePeriod', { period }) : t('byoyomi.periods', { period, periods });
  const main = tc.initialSeconds ?? 0;
  if (main === 0) return byoyomi;
  return t('byoyomi.withMain', { minutes: minutesText(main), byoyomi });
}

/** What a clock shows with `ms` left before its flag falls. */
export function clockText(tc: TimeControl, ms: number): string {
  if (tc.type !== 'byoyomi' || !tc.periodSeconds || !tc.periods) return formatClock(ms);
  const periodMs = tc.periodSeconds * 1000;
  const mainMs = ms - tc.periods * periodMs;
  if (mainMs > 0) return formatClock(mainMs);
  const left = Math.max(0, Math.ceil(ms / periodMs));
  if (left === 0) return t('byoyomi.clock', { seconds: 0, periods: 0 });
  const inPeriod = ms - (left - 1) * periodMs;
  return t('byoyomi.clock', { seconds: Math.ceil(inPeriod / 1000), periods: left });
}
