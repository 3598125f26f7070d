// The time controls offered where a game is made (the lobby, the board editor, the tournament form).
import { BYOYOMI_PRESETS } from './byoyomi';
import type { TimeControl } from './format';

/** The time controls offered, each shown in the interface's language (describeTimeControl). */
export const TIME_CONTROLS: TimeControl[] = [
  { type: 'unlimited' },
  { type: 'increment', initialSeconds: 180, incrementSeconds: 2 },
  { type: 'sudden-death', initialSeconds: 300 },
  { type: 'increment', initialSeconds: 600, incrementSeconds: 5 },
  { type: 'increment', initialSeconds: 900, incrementSeconds: 10 },
  { type: 'sudden-death', initialSeconds: 1800 },
  { type: 'correspondence', days: 1 },
  { type: 'correspondence', days: 3 },
  ...BYOYOMI_PRESETS,
];

/** The kinds of a custom time control: a clock with an increment (none: sudden death), byoyomi, days per move. */
export type CustomKind = 'clock' | 'byoyomi' | 'correspondence';

/** What the custom time control's fields hold (minutes may be a fraction: ¼, ½, ¾, 1.5). */
export interface CustomFields {
  kind: CustomKind;
  minutes: number;
  increment: number;
  period: number;
  periods: number;
  days: number;
}

/** The minutes per side offered, as lichess offers them: from a quarter of a minute (bullet) to three hours. */
export const CUSTOM_MINUTES = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 10, 15, 20, 25, 30, 40, 45, 60, 75, 90, 120, 150, 180];
/** Byoyomi's main time may be none. */
export const CUSTOM_MAIN_MINUTES = [0, ...CUSTOM_MINUTES];
/** The increments offered, in seconds. */
export const CUSTOM_INCREMENTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 15, 20, 25, 30, 40, 45, 60, 90, 120, 150, 180];
/** Byoyomi's period lengths, in seconds, and the number of periods. */
export const CUSTOM_PERIODS = [5, 10, 15, 20, 30, 40, 60, 90, 120, 180];
export const CUSTOM_PERIOD_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Days per move in correspondence. */
export const CUSTOM_DAYS = [1, 2, 3, 5, 7, 10, 14];

/**
 * The time control of the custom fields: a clock without increment is sudden death (1+0, ½+0), with one
 * an increment game; byoyomi keeps its main time (which may be none) and periods; correspondence its days.
 */
export function customTimeControl(f: CustomFields): TimeControl {
  const seconds = Math.round(f.minutes * 60);
  switch (f.kind) {
    case 'byoyomi':
      return { type: 'byoyomi', initialSeconds: seconds, periodSeconds: f.period, periods: f.periods };
    case 'correspondence':
      return { type: 'correspondence', days: f.days };
    default:
      return f.increment > 0
        ? { type: 'increment', initialSeconds: Math.max(1, seconds), incrementSeconds: f.increment }
        : { type: 'sudden-death', initialSeconds: Math.max(1, seconds) };
  }
}
