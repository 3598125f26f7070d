// Sounds while playing: which sound an event calls for (pure, tested) and short tones synthesized
// with the Web Audio API, so the app ships no audio files. The switch is remembered in localStorage.
export type Sound = 'move' | 'capture' | 'check' | 'end' | 'low-time';

/** What the page knows about one move when it arrives: the positions around it and the game after it. */
export interface MoveFacts {
  fenBefore: string;
  fenAfter: string;
  /** the side to move after the move is in check */
  inCheck: boolean;
  /** the move ended the game */
  ended: boolean;
}

/** The pieces standing on the board(s) of a FEN; a captured piece leaves the board (or goes to a hand). */
export function piecesOnBoard(fen: string): number {
  const placement = fen.trim().split(/\s+/)[0].replace(/\[.*$/, '');
  return (placement.match(/[a-z]/gi) ?? []).length;
}

/** The one sound a move calls for: the game's end outranks check, check outranks a capture. */
export function soundForMove(facts: MoveFacts): Sound {
  if (facts.ended) return 'end';
  if (facts.inCheck) return 'check';
  if (piecesOnBoard(facts.fenAfter) < piecesOnBoard(facts.fenBefore)) return 'capture';
  return 'move';
}

/** The warning is given once, when the player's own running clock first falls under this. */
export const LOW_TIME_MS = 10_000;

export function crossesLowTime(before: number, after: number): boolean {
  return before >= LOW_TIME_MS && after < LOW_TIME_MS && after > 0;
}

const STORAGE_KEY = 'heterodox.sounds';

/** Tones (frequency in Hz, length in seconds, wave) for each sound. */
const TONES: Record<Sound, Array<[number, number, OscillatorType]>> = {
  move: [[520, 0.07, 'triangle']],
  capture: [[330, 0.06, 'square'], [250, 0.09, 'square']],
  check: [[880, 0.08, 'sawtooth'], [660, 0.1, 'sawtooth']],
  end: [[523, 0.12, 'sine'], [659, 0.12, 'sine'], [784, 0.22, 'sine']],
  'low-time': [[1000, 0.06, 'square'], [1000, 0.06, 'square']],
};

/** Plays the sounds when switched on; the page's root tells which sound was asked for last (data-last-sound). */
export class SoundPlayer {
  private context: AudioContext | null = null;
  private count = 0;

  constructor(private readonly storage: Storage = localStorage) {}

  get enabled(): boolean {
    return this.storage.getItem(STORAGE_KEY) !== 'off';
  }

  set enabled(on: boolean) {
    this.storage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  }

  play(sound: Sound): void {
    if (!this.enabled) return;
    const root = document.documentElement;
    root.dataset.lastSound = sound;
    root.dataset.soundCount = String(++this.count);
    this.synthesize(TONES[sound]);
  }

  private synthesize(tones: Array<[number, number, OscillatorType]>): void {
    try {
      this.context ??= new AudioContext();
      let at = this.context.currentTime;
      for (const [frequency, length, type] of tones) {
        const osc = this.context.createOscillator();
        const gain = this.context.createGain();
        osc.type = type;
        osc.frequency.value = frequency;
        gain.gain.setValueAtTime(0.15, at);
        gain.gain.exponentialRampToValueAtTime(0.001, at + length);
        osc.connect(gain).connect(this.context.destination);
        osc.start(at);
        osc.stop(at + length);
        at += length;
      }
    } catch {
      // no audio device or autoplay refused: the game goes on silently
    }
  }
}
