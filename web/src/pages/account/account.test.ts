import { describe, expect, it } from 'vitest';
import { nextRoute } from './account';

describe('nextRoute', () => {
  it('goes back to a route of the app', () => {
    expect(nextRoute('next=%23%2Fgame%2Fabc')).toBe('#/game/abc');
    expect(nextRoute('next=%23%2F')).toBe('#/');
  });
  it('goes to the lobby without a route or with anything that could leave the site', () => {
    expect(nextRoute('')).toBe('#/');
    expect(nextRoute('next=https%3A%2F%2Fevil.example')).toBe('#/');
    expect(nextRoute('next=javascript%3Aalert(1)')).toBe('#/');
    expect(nextRoute('next=%23%2F%2Fevil.example')).toBe('#/');
  });
});
