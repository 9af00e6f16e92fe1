// Every document the repository cites is in the repository (issue 32, docs/conventions.md#comments):
// a comment or page that names `docs/…` (with or without `#anchor`) names a file and heading that
// exist, a Markdown link lands on a file and anchor that exist, nothing cites the product
// specification by section number or the house documents that lived outside the repository, and
// the decision index lists every record. Reads the files once; no app, no database.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'data',
  'drizzle',
  'test-results',
  'playwright-report',
  '.git',
]);
const SCANNED = /\.(ts|tsx|js|mjs|cjs|md)$/;
const SELF = path.relative(repo, import.meta.filename);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SCANNED.test(entry.name)) out.push(path.relative(repo, full));
  }
  return out;
}

const files = walk(repo).filter((file) => file !== SELF);
const texts = new Map(files.map((file) => [file, readFileSync(path.join(repo, file), 'utf8')]));

/** GitHub's heading anchors (lower case, punctuation dropped, spaces to dashes) and `<a id>`s. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const base = heading[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
function hasAnchor(file: string, anchor: string): boolean {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(path.join(repo, file), 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors.has(anchor.toLowerCase());
}

/** What is wrong with `target` (a repository path, `#anchor` optional), or null when it exists. */
function problemOf(target: string, anchors: string[]): string | null {
  let file = target.replace(/\/$/, '');
  if (!existsSync(path.join(repo, file))) {
    // `docs/decisions/011` names record 011 by its number.
    const record = /^docs\/decisions\/(\d{3})$/.exec(file);
    const found = record
      ? readdirSync(path.join(repo, 'docs/decisions')).find((n) => n.startsWith(`${record[1]}-`))
      : undefined;
    if (!found) return `no file ${target}`;
    file = `docs/decisions/${found}`;
  }
  if (statSync(path.join(repo, file)).isDirectory()) {
    return anchors.length > 0 ? `${target} is a folder, it has no #${anchors[0]}` : null;
  }
  const missing = anchors.filter((anchor) => !file.endsWith('.md') || !hasAnchor(file, anchor));
  return missing.length > 0 ? `no #${missing.join(', #')} in ${file}` : null;
}

interface Finding {
  where: string;
  problem: string;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

// `docs/…` written anywhere (not `/api/docs/…`, a URL path), with its anchor and any anchors
// chained after it ("docs/product.md#client-state and #states").
const DOC_CITATION =
  /(?<![\w/.-])(docs\/[\w./-]*[\w/])(#[\w-]*\w)?((?:(?:,\s*|\s+and\s+|\s+)#[a-z][\w-]*\w)*)/g;

function citationFindings(): Finding[] {
  const findings: Finding[] = [];
  for (const [file, text] of texts) {
    for (const match of text.matchAll(DOC_CITATION)) {
      if (match[1]!.includes('NNN')) continue; // a file-name pattern, not a citation
      const anchors = [...`${match[2] ?? ''}${match[3] ?? ''}`.matchAll(/#([\w-]+)/g)].map(
        (anchor) => anchor[1]!,
      );
      const problem = problemOf(match[1]!, anchors);
      if (problem) findings.push({ where: `${file}:${lineOf(text, match.index)}`, problem });
    }
  }
  return findings;
}

function markdownLinkFindings(): Finding[] {
  const findings: Finding[] = [];
  for (const [file, text] of texts) {
    if (!file.endsWith('.md')) continue;
    const withoutCode = text.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const [filePart = '', anchor] = target.split('#');
      const resolved = filePart === '' ? file : path.join(path.dirname(file), filePart);
      const problem = problemOf(resolved, anchor ? [anchor] : []);
      if (problem) findings.push({ where: `${file}:${lineOf(text, match.index)}`, problem });
    }
  }
  return findings;
}

// The specification and the house documents were outside the repository; docs/ holds them now.
const OUTSIDE = [
  /\bspec(?:ification)?(?:'s)?\s+sections?\s+\d/i,
  /\bsections?\s+\d+(?![.\d])/i,
  /\b(?:product-spec|ARCHITECTURE\.md|CONVENTIONS\.md|DESIGN\.md|STACK-NOTES)\b/,
  /\bgotchas?\s+\d/i,
  /(?<![\w/])shared\/(?:spec|[A-Z]+[\w-]*\.md)/,
];

function outsideFindings(): Finding[] {
  const findings: Finding[] = [];
  for (const [file, text] of texts) {
    text.split('\n').forEach((line, i) => {
      if (/\bRFC\s*\d/.test(line)) return; // a standard's sections are the standard's
      const hit = OUTSIDE.find((pattern) => pattern.test(line));
      if (hit) findings.push({ where: `${file}:${i + 1}`, problem: line.trim() });
    });
  }
  return findings;
}

const show = (findings: Finding[]) => findings.map((f) => `${f.where}: ${f.problem}`);

describe('references to documents', () => {
  it('scans the repository', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('docs/product.md');
  });

  it('every docs/… cited in code and pages names a file and anchor that exist', () => {
    expect(show(citationFindings())).toEqual([]);
  });

  it('every relative Markdown link lands on a file and anchor that exist', () => {
    expect(show(markdownLinkFindings())).toEqual([]);
  });

  it('nothing cites the specification by section or the house documents outside the repository', () => {
    expect(show(outsideFindings())).toEqual([]);
  });

  it('the decision index lists every decision record', () => {
    const index = readFileSync(path.join(repo, 'docs/decisions/README.md'), 'utf8');
    const records = readdirSync(path.join(repo, 'docs/decisions')).filter((n) => /^\d{3}-/.test(n));
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });

  it('finds what it looks for (the checks are not empty)', () => {
    expect(problemOf('docs/product.md', ['listings'])).toBeNull();
    expect(problemOf('docs/decisions/011', [])).toBeNull();
    expect(problemOf('docs/stack.md', ['pitfall-5'])).toBeNull();
    expect(problemOf('docs/product.md', ['no-such-section'])).toMatch(/no #no-such-section/);
    expect(problemOf('docs/testing-missing.md', [])).toMatch(/no file/);
    expect(problemOf('docs/decisions/999', [])).toMatch(/no file/);
    const line = '// see spec section 3 and STACK-NOTES gotcha 2';
    expect(OUTSIDE.some((pattern) => pattern.test(line))).toBe(true);
    const cited = [...'(docs/product.md#states and #nowhere)'.matchAll(DOC_CITATION)];
    expect(cited[0]?.[3]).toContain('#nowhere');
  });
});
