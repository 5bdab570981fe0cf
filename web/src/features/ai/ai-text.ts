// Pure helpers for the AI screens: server text as blocks to render as plain text (never as HTML),
// the default day, and who wrote an answer.
import { addDaysToKey, dayKeyOf } from '../../lib/local-time';

export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

/**
 * Splits an answer into paragraphs (blank lines) and lists (lines starting with -, *, • or "1.").
 * A "# Heading" is kept as a paragraph without its marks; no markup is ever interpreted as HTML.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
    } else if (BULLET.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(BULLET, ''));
    } else {
      if (list.length) flush();
      paragraph.push(line.replace(/^#{1,6}\s+/, ''));
    }
  }
  flush();
  return blocks;
}

/** Yesterday in `timeZone`: the last whole day, what a daily summary is usually wanted for. */
export function yesterdayIn(now: Date, timeZone: string): string {
  return addDaysToKey(dayKeyOf(now, timeZone), -1);
}

/** Today in `timeZone`. */
export function todayIn(now: Date, timeZone: string): string {
  return dayKeyOf(now, timeZone);
}

/** The engine field ('builtin' or 'openai:<model>') as who wrote it: builtin, or OpenAI's model. */
export function engineOf(engine: string): { kind: 'builtin' } | { kind: 'openai'; model: string } {
  if (engine.startsWith('openai')) return { kind: 'openai', model: engine.slice('openai:'.length) || 'OpenAI' };
  return { kind: 'builtin' };
}
