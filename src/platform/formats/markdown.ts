/**
 * Text from anyone (a member's name, an application's name, an AI engine's sentence) written into
 * markdown so that it renders as the same text and nothing else: no link, image, raw HTML (an
 * `<img onerror>`, an `<iframe>`), emphasis, table cell break, heading or list.
 */

/**
 * Characters with a meaning somewhere in CommonMark or GFM inline syntax: escapes, code, emphasis,
 * strikethrough, links and images, autolinks and raw HTML, headings, table cells, and an `&` that
 * starts an entity (`&lt;` would show as `<`). A bare URL is left as it is: GFM may show it as a
 * link, but one whose text is its target, so it cannot pose as anything else.
 */
const INLINE_SYNTAX = /[\\`*_[\]()<>!|~#]|&(?=#?\w+;)/g;
/** Every kind of line break, NEL and the Unicode separators included: inline text stays on its line. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** At the start of a line: a list item, setext underline or thematic break (- + =), or an ordered list (1. or 1)). */
const BLOCK_START = /^(\s*)(?:([-+=])|(\d+)([.)]))/;

/** One piece of text for inside a line of markdown (a table cell, a list item, a heading). */
export function escapeMarkdown(text: string): string {
  const inline = text.replace(LINE_BREAK, ' ').replace(INLINE_SYNTAX, '\\$&');
  // Escaped wherever the text lands, since it may land at the start of a line or a list item.
  return inline.replace(BLOCK_START, (_match, space: string, sign?: string, digits?: string, delimiter?: string) =>
    sign ? `${space}\\${sign}` : `${space}${digits}\\${delimiter}`,
  );
}

/**
 * Plain text of several lines (the AI overview) as markdown showing the same lines: each line
 * escaped, a line's own "- " bullet kept as a list item, and consecutive lines kept apart by a hard
 * line break instead of running into one paragraph.
 */
export function markdownFromPlainText(text: string): string {
  const lines = text.split(LINE_BREAK).map((line) => {
    const bullet = /^- /.exec(line);
    return bullet ? `- ${escapeMarkdown(line.slice(2))}` : escapeMarkdown(line);
  });
  return lines
    .map((line, index) => {
      const next = lines[index + 1];
      const continues = line.trim() !== '' && next !== undefined && next.trim() !== '' && !next.startsWith('- ');
      return continues ? `${line}\\` : line;
    })
    .join('\n');
}
