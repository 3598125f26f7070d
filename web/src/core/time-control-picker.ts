// Where a game is made (the lobby, the board editor): the common time controls in a list, and "Custom…",
// which opens fields for any clock (minutes per side from ¼ to 180, any increment: 1+0 and ½+0 bullet),
// byoyomi (main time, period, periods) or days per move. The fields offer only values the server takes.
import { h } from './dom';
import { describeTimeControl, minutes as minutesText, type TimeControl } from './format';
import { t } from './i18n';
import {
  CUSTOM_DAYS, CUSTOM_INCREMENTS, CUSTOM_MAIN_MINUTES, CUSTOM_MINUTES, CUSTOM_PERIOD_COUNTS, CUSTOM_PERIODS,
  customTimeControl, type CustomKind,
} from './time-controls';

const CUSTOM = 'custom';

export class TimeControlPicker {
  /** The list and, below it, the custom fields (shown when "Custom…" is chosen). */
  readonly element: HTMLElement;
  readonly select: HTMLSelectElement;
  private readonly custom: HTMLElement;
  private readonly kind: HTMLSelectElement;
  private readonly minutes: HTMLSelectElement;
  private readonly mainMinutes: HTMLSelectElement;
  private readonly increment: HTMLSelectElement;
  private readonly period: HTMLSelectElement;
  private readonly periods: HTMLSelectElement;
  private readonly days: HTMLSelectElement;
  private readonly preview: HTMLElement;

  /** `id` names the list (the custom fields are `${id}-kind`, `${id}-minutes`, ...). */
  constructor(id: string, private readonly presets: readonly TimeControl[], { correspondence = true } = {}) {
    this.select = h('select', { id, name: 'timeControl', 'aria-label': t('timeControl.label') }, [
      ...presets.map((control, i) => h('option', { value: i }, describeTimeControl(control))),
      h('option', { value: CUSTOM }, t('timeControl.custom')),
    ]) as HTMLSelectElement;
    const choice = (field: string, values: readonly number[], label: (v: number) => string, chosen: number) =>
      h('select', { id: `${id}-${field}` },
        values.map(v => h('option', { value: v, selected: v === chosen }, label(v)))) as HTMLSelectElement;
    const kindNames: Record<CustomKind, string> = {
      clock: t('timeControl.kind.clock'), byoyomi: t('timeControl.kind.byoyomi'), correspondence: t('timeControl.kind.correspondence'),
    };
    const kinds: CustomKind[] = correspondence ? ['clock', 'byoyomi', 'correspondence'] : ['clock', 'byoyomi'];
    this.kind = h('select', { id: `${id}-kind` }, kinds.map(k => h('option', { value: k }, kindNames[k]))) as HTMLSelectElement;
    this.minutes = choice('minutes', CUSTOM_MINUTES, m => t('timeControl.minutesValue', { minutes: minutesText(m * 60) }), 5);
    this.mainMinutes = choice('main', CUSTOM_MAIN_MINUTES, m => t('timeControl.minutesValue', { minutes: minutesText(m * 60) }), 10);
    this.increment = choice('increment', CUSTOM_INCREMENTS, s => t('timeControl.secondsValue', { seconds: s }), 3);
    this.period = choice('period', CUSTOM_PERIODS, s => t('timeControl.secondsValue', { seconds: s }), 30);
    this.periods = choice('periods', CUSTOM_PERIOD_COUNTS, n => String(n), 3);
    this.days = choice('days', CUSTOM_DAYS, d => String(d), 3);
    this.preview = h('span.muted', { id: `${id}-preview` });
    const field = (label: string, input: HTMLSelectElement, kind: CustomKind) =>
      h('label.tc-field', { 'data-kind': kind }, [h('span', {}, label), input]);
    this.custom = h('div.tc-custom', { id: `${id}-custom`, hidden: true }, [
      h('label.tc-field', {}, [h('span', {}, t('timeControl.kind')), this.kind]),
      field(t('timeControl.minutes'), this.minutes, 'clock'),
      field(t('timeControl.increment'), this.increment, 'clock'),
      field(t('timeControl.main'), this.mainMinutes, 'byoyomi'),
      field(t('timeControl.period'), this.period, 'byoyomi'),
      field(t('timeControl.periods'), this.periods, 'byoyomi'),
      field(t('timeControl.days'), this.days, 'correspondence'),
      this.preview,
    ]);
    this.element = h('div.tc-picker', {}, [this.select, this.custom]);
    for (const el of [this.select, this.kind, this.minutes, this.mainMinutes, this.increment, this.period, this.periods, this.days]) {
      el.addEventListener('change', () => this.sync());
    }
    this.sync();
  }

  /** The time control chosen: a preset, or the custom fields'. */
  value(): TimeControl {
    if (this.select.value !== CUSTOM) return this.presets[Number(this.select.value)];
    const kind = this.kind.value as CustomKind;
    return customTimeControl({
      kind, minutes: Number(kind === 'byoyomi' ? this.mainMinutes.value : this.minutes.value), increment: Number(this.increment.value),
      period: Number(this.period.value), periods: Number(this.periods.value), days: Number(this.days.value),
    });
  }

  /** Shows the custom fields of the chosen kind, and what they make ("½+0", "10 min + 3×30 s byoyomi"). */
  private sync(): void {
    const custom = this.select.value === CUSTOM;
    this.custom.hidden = !custom;
    for (const el of this.custom.querySelectorAll<HTMLElement>('[data-kind]')) el.hidden = el.dataset.kind !== this.kind.value;
    this.preview.textContent = custom ? describeTimeControl(this.value()) : '';
  }
}
