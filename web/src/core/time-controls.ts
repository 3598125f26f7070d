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
