// Replaces one benchmark's section of docs/benchmarks.md (from its heading to the next `## `),
// or appends it when the doc has none yet; the other sections stay as they are.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docs',
  'benchmarks.md',
);

export function writeBenchSection(heading, text) {
  const previous = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const at = previous.indexOf(heading);
  const rest = at < 0 ? '' : previous.slice(at + heading.length);
  const next = rest.search(/\n## /);
  const kept = at < 0 ? previous.trimEnd() : previous.slice(0, at).trimEnd();
  const after = at < 0 || next < 0 ? '' : rest.slice(next);
  fs.writeFileSync(DOC, `${kept}\n\n${text.trim()}\n${after}`);
}

/**
 * `next` followed by every `## ` section of `previous` whose heading `next` does not have: a run
 * that rewrites the doc keeps what it does not measure itself (a skipped bench, a section written
 * by hand), and the benches that run later replace their own sections in place.
 */
export function keepOtherSections(previous, next) {
  const sections = previous.split(/\n(?=## )/).slice(1);
  const headings = new Set(next.split('\n').filter((line) => line.startsWith('## ')));
  const kept = sections.filter((section) => !headings.has(section.split('\n')[0]));
  return kept.length
    ? `${next.trimEnd()}\n\n${kept.map((section) => section.trim()).join('\n\n')}\n`
    : next;
}
