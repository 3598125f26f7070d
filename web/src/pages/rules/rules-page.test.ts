import { describe, expect, it } from 'vitest';
import type { GameFacts, Variant } from '../../core/api';
import { catalogs, LANGUAGES } from '../../core/i18n';
import { DIAGRAMS, diagramShapes, legendKeys, moveShapes } from './rules-diagrams';
import fixture from '../../variants.fixture.json';

const games = Object.values(fixture as unknown as Record<string, Variant>).filter(v => v.spec === v.name);
const facts = (name: string) => games.find(g => g.name === name)!.facts as GameFacts;

describe('rules pages', () => {
  it('explain every game and every option the server lists, in every language', () => {
    expect(games.length).toBe(9);
    const missing: string[] = [];
    for (const game of games) {
      const keys = ['intro.1', 'move.1', 'end.1', ...game.options.map(o => `option.${o.name}`)];
      for (const lang of LANGUAGES) {
        for (const key of keys) if (!catalogs[lang][`rules-${game.name}.${key}`]) missing.push(`${lang}: rules-${game.name}.${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('have no text for an option or game the server does not list', () => {
    const stray = Object.keys(catalogs.en).filter(k => k.startsWith('rules-')).filter(k => {
      const [area, ...rest] = k.split('.');
      const game = games.find(g => `rules-${g.name}` === area);
      if (!game) return true;
      return rest[0] === 'option' && !game.options.some(o => o.name === rest.slice(1).join('.'));
    });
    expect(stray).toEqual([]);
  });

  it('give every game diagrams, each with its caption in every language', () => {
    for (const game of games) expect(DIAGRAMS[game.name]?.length, game.name).toBeGreaterThan(0);
    for (const [game, diagrams] of Object.entries(DIAGRAMS)) {
      expect(games.some(g => g.name === game), game).toBe(true);
      for (const d of diagrams) for (const lang of LANGUAGES) expect(catalogs[lang][`rules-${game}.diagram.${d.id}`], `${lang} ${game}/${d.id}`).toBeTruthy();
    }
  });

  it('draw allowed moves green and refused ones red, drops as the dropped piece', () => {
    const d = DIAGRAMS.unachess2[0];
    const shapes = diagramShapes(d, facts('unachess2'));
    expect(shapes).toContainEqual({ orig: 'd4', brush: 'green', piece: { role: 'q-piece', color: 'white' } });
    expect(shapes).toContainEqual({ orig: 'e4', brush: 'red', piece: { role: 'q-piece', color: 'white' } });
    expect(moveShapes('g1f3', facts('uchess'), 'red', 'white')).toEqual([{ orig: 'g1', dest: 'f3', brush: 'red' }]);
    expect(moveShapes('d2', facts('ambiguous'), 'red', 'white')).toEqual([{ orig: 'd2', brush: 'red' }]);
    // USI squares become board keys: 4d is file d... from the left on a 9x9 board.
    expect(moveShapes('4d4c+', facts('unashogi'), 'green', 'white')).toEqual([{ orig: 'f6', dest: 'f7', brush: 'green' }]);
  });

  it('mark a pending announcement and dedupe moves that differ only by promotion', () => {
    const choice = DIAGRAMS.ambiguous.find(d => d.id === 'choice')!;
    expect(diagramShapes(choice, facts('ambiguous'))[0]).toEqual({ orig: 'a3', brush: 'blue' });
    const promo = DIAGRAMS.unashogi.find(d => d.id === 'promotion-options')!;
    expect(diagramShapes(promo, facts('unashogi'))).toHaveLength(1);
  });

  it('give a legend of the colours the diagrams of a game use: blue announced squares only in Ambiguous Chess', () => {
    expect(legendKeys(DIAGRAMS.ambiguous)).toContain('rules.legendAnnounced');
    for (const game of Object.keys(DIAGRAMS).filter(g => g !== 'ambiguous')) {
      expect(legendKeys(DIAGRAMS[game]), game).not.toContain('rules.legendAnnounced');
    }
    expect(legendKeys(DIAGRAMS.uchess)).toEqual(['rules.legendAllowed', 'rules.legendRefused']);
    expect(legendKeys([])).toEqual([]);
  });
});
