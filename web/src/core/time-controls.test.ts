import { describe, expect, it } from 'vitest';
import { describeTimeControl } from './format';
import { setLanguage } from './i18n';
import { CUSTOM_DAYS, CUSTOM_INCREMENTS, CUSTOM_MAIN_MINUTES, CUSTOM_MINUTES, CUSTOM_PERIOD_COUNTS, CUSTOM_PERIODS, customTimeControl } from './time-controls';

const fields = { kind: 'clock' as const, minutes: 5, increment: 3, period: 30, periods: 3, days: 3 };

describe('custom time controls', () => {
  it('a clock without increment is sudden death, with one an increment game: bullet ½+0 and 1+0 too', () => {
    setLanguage('en');
    expect(customTimeControl({ ...fields, minutes: 0.5, increment: 0 })).toEqual({ type: 'sudden-death', initialSeconds: 30 });
    expect(customTimeControl({ ...fields, minutes: 1, increment: 0 })).toEqual({ type: 'sudden-death', initialSeconds: 60 });
    expect(customTimeControl({ ...fields, minutes: 0.25, increment: 1 })).toEqual({ type: 'increment', initialSeconds: 15, incrementSeconds: 1 });
    expect(describeTimeControl(customTimeControl({ ...fields, minutes: 0.5, increment: 0 }))).toBe('½ min');
    expect(describeTimeControl(customTimeControl({ ...fields, minutes: 0.75, increment: 2 }))).toBe('¾+2');
    expect(describeTimeControl(customTimeControl({ ...fields, minutes: 1.5, increment: 1 }))).toBe('1.5+1');
    expect(describeTimeControl(customTimeControl(fields))).toBe('5+3');
  });

  it('byoyomi keeps its main time (none allowed) and periods; correspondence its days', () => {
    setLanguage('en');
    expect(customTimeControl({ ...fields, kind: 'byoyomi', minutes: 0, period: 10, periods: 5 }))
      .toEqual({ type: 'byoyomi', initialSeconds: 0, periodSeconds: 10, periods: 5 });
    expect(describeTimeControl(customTimeControl({ ...fields, kind: 'byoyomi', minutes: 10 }))).toBe('10 min + 3×30 s byoyomi');
    expect(customTimeControl({ ...fields, kind: 'correspondence', days: 7 })).toEqual({ type: 'correspondence', days: 7 });
  });

  it('every value offered is one the server takes (its limits: OpenAPI TimeControl)', () => {
    const seconds = (m: number) => Math.round(m * 60);
    for (const m of CUSTOM_MINUTES) expect(seconds(m) >= 1 && seconds(m) <= 21600, `${m} min`).toBe(true);
    for (const m of CUSTOM_MAIN_MINUTES) expect(seconds(m) >= 0 && seconds(m) <= 21600, `${m} min`).toBe(true);
    for (const s of CUSTOM_INCREMENTS) expect(s >= 0 && s <= 600, `${s} s`).toBe(true);
    for (const s of CUSTOM_PERIODS) expect(s >= 1 && s <= 600, `${s} s`).toBe(true);
    for (const n of CUSTOM_PERIOD_COUNTS) expect(n >= 1 && n <= 10, `${n} periods`).toBe(true);
    for (const d of CUSTOM_DAYS) expect(d >= 1 && d <= 30, `${d} days`).toBe(true);
  });
});
