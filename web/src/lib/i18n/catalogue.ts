// A tiny typed message lookup: t('signIn.title') or t('signIn.codeSent', { email, minutes }).
// Keys are checked at compile time against the English catalogue; values fill `{name}` slots.
import type { en } from './en';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The shape every translation must have: the English keys, any strings. */
export type Catalogue = { -readonly [K in keyof typeof en]: { -readonly [L in keyof (typeof en)[K]]: string } };
export type MessageKey = Leaves<typeof en>;
export type MessageValues = Record<string, string | number>;

/** Fills the `{name}` slots of a message; a slot without a value stays visible, so a mistake shows. */
export function interpolate(message: string, values: MessageValues = {}): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

export function createTranslator(catalogue: Catalogue) {
  return function t(key: MessageKey, values?: MessageValues): string {
    const [section, name] = key.split('.') as [keyof Catalogue, string];
    const message = (catalogue[section] as Record<string, string>)[name];
    return message === undefined ? key : interpolate(message, values);
  };
}
