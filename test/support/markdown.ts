/** Markdown syntax characters in `text` that no backslash escapes: what could render as something else. */
export function unescapedSyntax(text: string): string[] {
  const found: string[] = [];
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '\\') {
      index++;
      continue;
    }
    if ('`*_[]()<>!|~#'.includes(text[index]!) || /^&#?\w+;/.test(text.slice(index))) found.push(text[index]!);
  }
  return found;
}
