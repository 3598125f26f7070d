// The rules pages: #/rules lists the games, #/rules/<game> explains one game for players (what a move
// is, how the game ends, what each option the server lists changes) with diagrams drawn by the app's
// boards. The texts are the message files rules-<game>.<language>.json, keyed by the game's name as
// the server gives it; no code here knows a game.
import { api, type Variant } from '../../core/api';
import './rules.css';
import type { BoardSet } from '../../core/board/board-set';
import { clear, h } from '../../core/dom';
import { catalogs, language, t } from '../../core/i18n';
import { diagramsOf, legendKeys, renderDiagram } from './rules-diagrams';
import { gameOf } from '../../core/variants';
import { rulesHref } from '../../core/rules-link';

/** Whether the current language (or English) has a text for `key`. */
function has(key: string): boolean {
  return key in catalogs[language()] || key in catalogs.en;
}

/** Paragraphs `<prefix>.1`, `<prefix>.2`, ... while they exist. */
function paragraphs(prefix: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let i = 1; has(`${prefix}.${i}`); i++) out.push(h('p', {}, t(`${prefix}.${i}`)));
  return out;
}

export async function showRules(root: HTMLElement, game: string | undefined): Promise<() => void> {
  clear(root);
  const page = h('main.rules-page', { 'aria-busy': 'true' }, h('p.loading', {}, t('rules.loading')));
  root.append(page);
  let variants: Variant[];
  try {
    variants = await api.variants();
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('rules.serverDown', { error: (e as Error).message })));
    return () => undefined;
  }
  clear(page);
  page.removeAttribute('aria-busy');
  const nav = h('nav.rules-nav', { 'aria-label': t('rules.allGames') }, [
    h('a', { href: '#/' }, t('rules.backToLobby')), ' · ',
    ...variants.flatMap((v, i) => [i ? ' · ' : '', h('a', { href: rulesHref(v.name), 'aria-current': v.name === game ? 'page' : undefined }, v.displayName)]),
  ]);
  const chosen = variants.find(v => v.name === game);
  if (!chosen) {
    page.append(h('div.card', {}, [h('h1', {}, t('rules.title')),
      game ? h('p.error', { role: 'alert' }, t('rules.unknownGame', { game })) : h('p', {}, t('rules.chooseGame')),
      h('ul.rules-index', {}, variants.map(v => h('li', {}, [h('a', { href: rulesHref(v.name) }, v.displayName), ' — ', t(`rules-${v.name}.intro.1`)])))]), nav);
    return () => undefined;
  }
  const boards: BoardSet[] = [];
  const key = (k: string) => `rules-${chosen.name}.${k}`;
  const options = h('section.card.rules-options', { id: 'rules-options' }, [h('h2', {}, t('rules.options'))]);
  if (chosen.options.length === 0) options.append(h('p.muted', {}, t('rules.noOptions')));
  const optionList = h('dl.option-list');
  for (const opt of chosen.options) {
    // The server lists the options; a text of ours describes each, else the server's own (marked, and caught by the tests).
    const text = has(key(`option.${opt.name}`))
      ? h('dd.option-text', {}, t(key(`option.${opt.name}`)))
      : h('dd.option-text.fallback', {}, opt.description);
    optionList.append(h('div.option', { 'data-option': opt.name }, [h('dt', {}, h('code', {}, opt.name)), text]));
  }
  if (chosen.options.length) options.append(h('p', {}, t('rules.optionsHow')), optionList);
  const legend = legendKeys(diagramsOf(chosen.name)).map(k => t(k)).join(' ');
  const diagrams = h('section.card.rules-diagrams', { id: 'rules-diagrams' }, [h('h2', {}, t('rules.diagrams')),
    legend ? h('p.muted.rules-legend', {}, legend) : null]);
  const grid = h('div.diagram-grid');
  diagrams.append(grid);
  page.append(
    nav,
    h('h1', {}, t('rules.gameTitle', { game: chosen.displayName })),
    h('section.card.rules-intro', {}, paragraphs(key('intro'))),
    h('section.card.rules-moves', { id: 'rules-moves' }, [h('h2', {}, t('rules.moves')), ...paragraphs(key('move'))]),
    h('section.card.rules-end', { id: 'rules-end' }, [h('h2', {}, t('rules.end')), ...paragraphs(key('end'))]),
    options,
    diagrams,
  );
  // The boards are made once their place is in the page, so that they measure their size.
  const { facts } = await gameOf(chosen.name);
  for (const d of diagramsOf(chosen.name)) boards.push(renderDiagram(grid, chosen.name, d, facts));
  return () => boards.forEach(b => b.destroy());
}
