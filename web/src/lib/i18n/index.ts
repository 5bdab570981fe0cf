// The catalogue the app speaks. English is the only one shipped; a translation adds its file to
// `catalogues` and is chosen when it matches the browser's preferred languages.
import { createTranslator, type Catalogue } from './catalogue';
import { en } from './en';

export type { MessageKey, MessageValues } from './catalogue';

const catalogues: Record<string, Catalogue> = { en };

function chooseLanguage(preferred: readonly string[]): string {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    if (language in catalogues) return language;
  }
  return 'en';
}

export const language = chooseLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
export const t = createTranslator(catalogues[language] ?? en);
