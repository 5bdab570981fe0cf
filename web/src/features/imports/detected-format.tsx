import { t } from '../../lib/i18n';
import type { ImportPreview } from './imports-queries';

const SEPARATOR_WORDS: Record<string, Parameters<typeof t>[0]> = {
  ',': 'imports.separatorComma',
  ';': 'imports.separatorSemicolon',
  '\t': 'imports.separatorTab',
};

/** "Read as a Clockify detailed report: UTF-8, semicolon-separated." */
export function DetectedFormat({ detected }: { detected: ImportPreview['detected'] }) {
  const separator = SEPARATOR_WORDS[detected.dialect.separator];
  return (
    <p>
      {t('imports.recognised', {
        format: t(`imports.${detected.format}`),
        encoding: detected.dialect.encoding,
        separator: separator ? t(separator) : detected.dialect.separator,
      })}
    </p>
  );
}
