// The board editor (#/editor?variant=V&fen=F): sets up any position of any game on the board kit's
// boards in edit mode, keeps its FEN/SFEN in step both ways, has the server check it, and starts a game
// from it (view.ts).
import { api, type Variant } from '../../core/api';
import { clear, h } from '../../core/dom';
import { readEditorQuery } from '../../core/editor-link';
import { t } from '../../core/i18n';
import { gameOf } from '../../core/variants';
import { editorGame } from './setup';
import { EditorView } from './view';
import './editor.css';

export async function showEditor(root: HTMLElement, query: string): Promise<() => void> {
  clear(root);
  const page = h('main.editor-page', { 'aria-busy': 'true' }, h('p.loading', {}, t('editor.loading')));
  root.append(page);
  let variants: Variant[];
  let engine: boolean;
  try {
    [variants, engine] = await Promise.all([api.variants(), api.health().then(x => x.engine, () => false)]);
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('editor.noServer', { error: (e as Error).message })));
    return () => undefined;
  }
  page.removeAttribute('aria-busy');
  const wanted = readEditorQuery(query);
  // No game asked for: the registry's first. An unknown one is an error, never a stand-in game.
  const spec = wanted.variant ?? variants[0].name;
  let game: Variant;
  try {
    game = await gameOf(spec);
  } catch (e) {
    clear(page);
    page.append(h('div.card', {}, [h('p.error', { role: 'alert' }, t('editor.cannotSetUp', { error: (e as Error).message })),
      h('a.button', { href: '#/' }, t('editor.backToLobby'))]));
    return () => undefined;
  }
  const variant = variants.find(v => v.name === game.name) ?? game;
  const options = game.spec.includes(':') ? game.spec.slice(game.spec.indexOf(':') + 1).split(',') : [];
  const view = new EditorView(page, variants, engine, variant, options, editorGame(game), wanted.fen);
  return () => view.close();
}
