import { describe, expect, it } from 'vitest';
import { roomsFor } from './chat';
import { ratingText, signed } from '../../core/player-rating';

describe('chat rooms', () => {
  it('keeps players in their room during the game and opens the spectators room after it', () => {
    expect(roomsFor('first', false)).toEqual(['players']);
    expect(roomsFor('second', true)).toEqual(['players', 'spectators']);
    expect(roomsFor(null, false)).toEqual(['spectators']);
    expect(roomsFor(null, true)).toEqual(['spectators']);
  });
});

describe('rating badges', () => {
  it('shows the rating before, then after with the change', () => {
    expect(signed(12)).toBe('+12');
    expect(signed(-8)).toBe('−8');
    expect(signed(0)).toBe('±0');
    expect(ratingText({ kind: 'human' })).toBeNull();
    expect(ratingText({ kind: 'human', rating: { before: 1500, after: null, change: null, provisional: true } })).toBe('1500?');
    expect(ratingText({ kind: 'human', rating: { before: 1500, after: 1662, change: 162, provisional: true } })).toBe('1662? (+162)');
    expect(ratingText({ kind: 'human', rating: { before: 1800, after: 1790, change: -10, provisional: false } })).toBe('1790 (−10)');
  });
});
