import { beforeEach, describe, expect, it } from 'vitest';
import { BYOYOMI_PRESETS, clockText, describeByoyomi } from './byoyomi';
import { describeTimeControl, type TimeControl } from './format';
import { setLanguage } from './i18n';

const tenMinutesThreeByThirty: TimeControl = { type: 'byoyomi', initialSeconds: 600, periodSeconds: 30, periods: 3 };

describe('byoyomi', () => {
  beforeEach(() => setLanguage('en', false));

  it('is described the way shogi players read it', () => {
    expect(describeTimeControl(tenMinutesThreeByThirty)).toBe('10 min + 3×30 s byoyomi');
    expect(describeByoyomi({ type: 'byoyomi', initialSeconds: 0, periodSeconds: 10, periods: 1 })).toBe('10 s byoyomi');
    setLanguage('it', false);
    expect(describeTimeControl(tenMinutesThreeByThirty)).toBe('10 min + byoyomi di 3×30 s');
  });

  it('shows the main time, then the running period and the periods left', () => {
    expect(clockText(tenMinutesThreeByThirty, 600_000 + 90_000)).toBe('10:00');
    expect(clockText(tenMinutesThreeByThirty, 5_400 + 90_000)).toBe('0:05.4');
    expect(clockText(tenMinutesThreeByThirty, 90_000)).toBe('30 s (3)');
    expect(clockText(tenMinutesThreeByThirty, 62_500)).toBe('3 s (3)');
    expect(clockText(tenMinutesThreeByThirty, 60_000)).toBe('30 s (2)');
    expect(clockText(tenMinutesThreeByThirty, 400)).toBe('1 s (1)');
    expect(clockText(tenMinutesThreeByThirty, -20)).toBe('0 s (0)');
  });

  it('leaves other clocks alone', () => {
    expect(clockText({ type: 'sudden-death', initialSeconds: 300 }, 62_500)).toBe('1:02');
  });

  it('offers presets the server accepts', () => {
    for (const tc of BYOYOMI_PRESETS) {
      expect(tc.periods).toBeGreaterThanOrEqual(1);
      expect(tc.periods).toBeLessThanOrEqual(10);
      expect(tc.periodSeconds).toBeGreaterThanOrEqual(1);
      expect(tc.periodSeconds).toBeLessThanOrEqual(600);
    }
  });
});
