// The site's top bar: the name, the links every page shares and the language switch.
import { h, clear } from './dom';
import { language, LANGUAGE_NAMES, LANGUAGES, setLanguage, t, type Language } from './i18n';

/** Draws the bar into `bar`; `onLanguage` re-renders the page after the player switches language. */
export function renderTopbar(bar: HTMLElement, onLanguage: () => void): void {
  clear(bar);
  bar.setAttribute('aria-label', t('site.navigation'));
  const choice = h('select', { id: 'language', 'aria-label': t('site.language') },
    LANGUAGES.map(l => h('option', { value: l, selected: l === language() }, LANGUAGE_NAMES[l]))) as HTMLSelectElement;
  choice.addEventListener('change', () => {
    setLanguage(choice.value as Language);
    renderTopbar(bar, onLanguage);
    onLanguage();
  });
  bar.append(
    h('a.brand', { href: '#/' }, t('site.brand')),
    h('span.tagline', {}, t('site.tagline')),
    h('a.nav-link', { href: '#/editor' }, t('site.editor')),
    h('span.spacer'),
    choice,
  );
}
