/** The code block that follows `<!-- recipe: <file> -->` on a docs page (a recipe that is a test file). */
export function docBlock(page: string, file: string): string | undefined {
  const marker = `<!-- recipe: ${file} -->\n\`\`\`ts\n`;
  const start = page.indexOf(marker);
  if (start < 0) return undefined;
  const from = start + marker.length;
  return page.slice(from, page.indexOf('```\n', from));
}

/** `source` split into its leading import lines and the rest (from the first line after them). */
export function splitImports(source: string): { imports: string[]; body: string } {
  const lines = source.split('\n');
  const first = lines.findIndex((line) => !line.startsWith('import '));
  return { imports: lines.slice(0, first), body: lines.slice(first).join('\n') };
}
