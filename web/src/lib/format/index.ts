import { createFormatters } from './intl';

export { createFormatters, type Formatters, type FormatSettings } from './intl';

/** Formatting in this browser's languages and time zone: numbers, and pages outside an organization. */
export const format = createFormatters({ locales: typeof navigator === 'undefined' ? ['en'] : navigator.languages });
