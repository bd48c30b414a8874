/**
 * Fails when a doc, a comment or a config names a repository path that does not exist, so a rename or a deletion
 * cannot leave readers a dangling reference. Run by `npm run check`: `node scripts/check-paths.ts`.
 *
 * A reference is a token that starts with one of the top-level folders below (or the `#src/` and `#seed/` import
 * aliases). It may name a file, a file without its extension (a module) or a folder; `*` and `**` globs must match
 * a tracked file or folder, `{a,b}` braces are expanded, and a brace without a comma (`{id}`) is a placeholder: only
 * the folder before it is checked. `8515594:src/cli/photo-figures.ts` (git's own spelling) names a file as it was
 * at that commit, for history a doc points to on purpose.
 *
 * Markdown links to relative paths (`[claims](claims.md)`, `../stack.md`) are checked from the page's own folder.
 *
 * Markdown and top-level configs are read whole; code is read for its comments only (its imports are the compiler's
 * job); published content, recorded fixtures, images and the migrations (history, never edited) are not read.
 * A hand-written scanner rather than a library: no package finds path-like words in comments, and the checker must
 * run with plain Node before anything is built.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

export interface Reference {
  file: string;
  line: number;
  path: string;
}

/** What the checker may ask of the repository: a fake in tests, git's index here. */
export interface Tree {
  files: readonly string[];
  /** Whether `path` exists as a file at `commit` (only for `commit:path` references). */
  existsAt(commit: string, path: string): boolean;
}

const roots = ['src', 'tests', 'db', 'docs', 'scripts', 'deploy', 'content', 'public'];
const aliases: Record<string, string> = { '#src/': 'src/', '#seed/': 'db/seed/' };
// Not after a word, a dot, a slash or the like: `../src/x`, `a-src/`, `https://host/src/x` and `@scope/src` name
// nothing here.
const referenceStart = new RegExp(`(?<![\\w./@~$#\\\\-])(?:#src/|#seed/|(?:${roots.join('|')})/)`, 'g');
const urls = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`)\]]*/gi;
const historyPrefix = /(?<![\w])([0-9a-f]{7,40}):$/;

const codeExtensions = /\.(?:[cm]?[jt]sx?|astro)$/;
const notRead = [/^content\//, /^public\//, /^db\/migrations\//, /^tests\/fixtures\//, /(?:^|\/)package-lock\.json$/];

/** How a file is read: whole, for its comments in one of three comment styles, or not at all. */
export function readingOf(file: string): 'whole' | 'js' | 'css' | 'sql' | 'skip' {
  if (notRead.some((pattern) => pattern.test(file))) return 'skip';
  if (file.endsWith('.md')) return 'whole';
  // Top-level configs, the CI script and the deploy folder: every path in them is a setting.
  if (!file.includes('/') || file.startsWith('.ci/') || file.startsWith('deploy/')) return 'whole';
  if (codeExtensions.test(file)) return 'js';
  if (file.endsWith('.css')) return 'css';
  if (file.endsWith('.sql')) return 'sql';
  return 'skip';
}

/** `text` with everything but its comments blanked out (line breaks kept, so line numbers stay right). */
export function commentsOf(text: string, style: 'js' | 'css' | 'sql', html = false): string {
  const kept: Array<[number, number]> = [];
  const templates: number[] = []; // brace depth to return to for each open `${`
  let depth = 0;
  let previous = ''; // the last significant code token: decides whether `/` starts a regular expression
  let i = 0;
  const n = text.length;
  const untilLineEnd = (from: number) => {
    const end = text.indexOf('\n', from);
    return end < 0 ? n : end;
  };
  const until = (marker: string, from: number) => {
    const end = text.indexOf(marker, from);
    return end < 0 ? n : end + marker.length;
  };
  /** Past a quoted string; quotes end at a line break too, so an apostrophe in JSX text costs one line at most. */
  const skipQuoted = (from: number, quote: string) => {
    let j = from + 1;
    while (j < n && text[j] !== quote && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  /** Inside a template literal from `from`: past its end, or just past a `${` (then `true`). */
  const skipTemplate = (from: number): [number, boolean] => {
    let j = from;
    while (j < n) {
      if (text[j] === '\\') j += 2;
      else if (text[j] === '`') return [j + 1, false];
      else if (text[j] === '$' && text[j + 1] === '{') return [j + 2, true];
      else j += 1;
    }
    return [n, false];
  };
  const enterTemplate = (from: number) => {
    const [next, interpolation] = skipTemplate(from);
    if (interpolation) {
      templates.push(depth);
      depth = 0;
    }
    previous = 'a';
    return next;
  };
  const regexMayStart = () =>
    previous === '' ||
    /^[(,=:[!&|?{};+\-*%<>~^]$/.test(previous) ||
    /^(?:return|typeof|instanceof|in|of|new|delete|void|throw|case|do|else|yield|await)$/.test(previous);

  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (style === 'sql' && c === '-' && next === '-') {
      const end = untilLineEnd(i);
      kept.push([i, end]);
      i = end;
    } else if (style === 'js' && c === '/' && next === '/') {
      const end = untilLineEnd(i);
      kept.push([i, end]);
      i = end;
    } else if (c === '/' && next === '*') {
      const end = until('*/', i + 2);
      kept.push([i, end]);
      i = end;
    } else if (html && text.startsWith('<!--', i)) {
      const end = until('-->', i + 4);
      kept.push([i, end]);
      i = end;
    } else if (c === "'" || c === '"') {
      i = skipQuoted(i, c);
      previous = 'a';
    } else if (style === 'js' && c === '`') {
      i = enterTemplate(i + 1);
    } else if (style === 'js' && c === '{') {
      depth += 1;
      previous = c;
      i += 1;
    } else if (style === 'js' && c === '}') {
      if (depth === 0 && templates.length > 0) {
        depth = templates.pop() ?? 0;
        i = enterTemplate(i + 1);
      } else {
        depth = Math.max(0, depth - 1);
        previous = c;
        i += 1;
      }
    } else if (style === 'js' && c === '/' && previous === '<') {
      i += 1; // a JSX closing tag, `</p>`
    } else if (style === 'js' && c === '/' && regexMayStart()) {
      let j = i + 1;
      let inClass = false;
      while (j < n && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '\\') j += 1;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j += 1;
      }
      i = j + 1;
      previous = 'a';
    } else if (/[\w$]/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w$]/.test(text[j])) j += 1;
      previous = text.slice(i, j);
      i = j;
    } else {
      if (!/\s/.test(c)) previous = c;
      i += 1;
    }
  }

  const out = text.replace(/[^\n]/g, ' ').split('');
  for (const [start, end] of kept) for (let k = start; k < end; k += 1) out[k] = text[k];
  return out.join('');
}

/** The path-like tokens of `text`, with their line numbers and any `commit:` before them. */
export function tokensOf(text: string): Array<{ line: number; token: string; commit?: string }> {
  const found: Array<{ line: number; token: string; commit?: string }> = [];
  text.split('\n').forEach((rawLine, index) => {
    const line = rawLine.replace(urls, (url) => ' '.repeat(url.length));
    for (const match of line.matchAll(referenceStart)) {
      let end = match.index + match[0].length;
      let braces = 0;
      let brackets = 0;
      for (; end < line.length; end += 1) {
        const c = line[end];
        if (c === '{') braces += 1;
        else if (c === '}' && braces > 0) braces -= 1;
        else if (c === '[') brackets += 1;
        else if (c === ']' && brackets > 0) brackets -= 1;
        else if (c === ',' && braces > 0) continue;
        else if (!/[\w\-./*]/.test(c)) break;
      }
      let token = line.slice(match.index, end);
      // A brace list broken over two lines: only the folder before it can be judged.
      if (braces > 0) token = token.slice(0, token.lastIndexOf('{'));
      token = token.replace(/[.-]+$/, '');
      const commit = historyPrefix.exec(line.slice(0, match.index))?.[1];
      found.push({ line: index + 1, token, ...(commit ? { commit } : {}) });
    }
  });
  return found;
}

const markdownLink = /\]\(([^)\s]+)\)/g;

/** The relative link targets of a markdown page, resolved from its folder (addresses, anchors and rooted paths left out). */
export function relativeLinksOf(file: string, text: string): Array<{ line: number; token: string; path: string }> {
  const found: Array<{ line: number; token: string; path: string }> = [];
  text.split('\n').forEach((line, index) => {
    for (const [, target] of line.matchAll(markdownLink)) {
      const bare = target.split('#')[0];
      if (bare === '' || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('/')) continue;
      const path = posix.normalize(posix.join(posix.dirname(file), bare));
      // A link from a top-level page such as README.md to docs/stack.md is a path token already.
      if (path === bare && new RegExp(`^(?:${roots.join('|')})/`).test(bare)) continue;
      found.push({ line: index + 1, token: target, path });
    }
  });
  return found;
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`; nested braces too. */
function expandBraces(token: string): string[] {
  const open = token.indexOf('{');
  if (open < 0) return [token];
  let depth = 0;
  let close = -1;
  const commas: number[] = [];
  for (let i = open; i < token.length; i += 1) {
    if (token[i] === '{') depth += 1;
    else if (token[i] === '}' && --depth === 0) {
      close = i;
      break;
    } else if (token[i] === ',' && depth === 1) commas.push(i);
  }
  if (close < 0) return [token.slice(0, open)];
  const head = token.slice(0, open);
  const tail = token.slice(close + 1);
  // No comma: a placeholder such as `{id}`; keep the folder before it.
  if (commas.length === 0) return [head.slice(0, head.lastIndexOf('/') + 1)];
  const bounds = [open, ...commas, close];
  const choices = bounds.slice(1).map((bound, k) => token.slice(bounds[k] + 1, bound));
  return choices.flatMap((choice) => expandBraces(head + choice + tail));
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** A lookup over a tree: exact files, the folders that hold them, and files by their name without an extension. */
export function indexOf(files: readonly string[]) {
  const fileSet = new Set(files);
  const folders = new Set<string>();
  const modules = new Set<string>();
  for (const file of files) {
    for (let slash = file.indexOf('/'); slash > 0; slash = file.indexOf('/', slash + 1)) folders.add(file.slice(0, slash));
    const dot = file.lastIndexOf('.');
    if (dot > file.lastIndexOf('/') + 1) modules.add(file.slice(0, dot));
  }
  const everything = [...fileSet, ...folders];
  return (path: string): boolean => {
    const bare = path.replace(/\/+$/, '');
    if (bare === '') return true;
    if (bare.includes('*')) {
      const pattern = globToRegExp(bare);
      return everything.some((entry) => pattern.test(entry));
    }
    return fileSet.has(bare) || folders.has(bare) || modules.has(bare);
  };
}

/** Every reference in `sources` and, of them, those that name nothing in `tree`. */
export function checkReferences(sources: ReadonlyArray<{ file: string; text: string }>, tree: Tree) {
  const exists = indexOf(tree.files);
  const references: Reference[] = [];
  const missing: Reference[] = [];
  for (const { file, text } of sources) {
    const reading = readingOf(file);
    if (reading === 'skip') continue;
    const readable = reading === 'whole' ? text : commentsOf(text, reading, file.endsWith('.astro'));
    for (const { line, token, commit } of tokensOf(readable)) {
      const alias = Object.keys(aliases).find((prefix) => token.startsWith(prefix));
      const path = alias ? aliases[alias] + token.slice(alias.length) : token;
      const reference = { file, line, path: token };
      references.push(reference);
      // Every alternative of a plain path must exist; a glob's braces are a filter (`*.{ts,mjs}` may find no .mjs).
      const expanded = expandBraces(path);
      const found = commit
        ? tree.existsAt(commit, path)
        : path.includes('*')
          ? expanded.some((alternative) => exists(alternative))
          : expanded.every((alternative) => exists(alternative));
      if (!found) missing.push(reference);
    }
    if (!file.endsWith('.md')) continue;
    for (const { line, token, path } of relativeLinksOf(file, text)) {
      const reference = { file, line, path: token };
      references.push(reference);
      if (path.startsWith('../') || !exists(path)) missing.push(reference);
    }
  }
  return { references, missing };
}

function main() {
  const run = (cwd: string, args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  const root = run(process.cwd(), ['rev-parse', '--show-toplevel']).trim();
  const git = (...args: string[]) => run(root, args);
  const files = git('ls-files', '-z')
    .split('\0')
    .filter((file) => file !== '');
  const sources = files
    .filter((file) => readingOf(file) !== 'skip')
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }))
    .filter(({ text }) => !text.includes('\0'));
  const tree: Tree = {
    files,
    existsAt(commit, path) {
      try {
        git('cat-file', '-e', `${commit}:${path}`);
        return true;
      } catch {
        return false;
      }
    },
  };
  const { references, missing } = checkReferences(sources, tree);
  for (const { file, line, path } of missing) console.error(`${file}:${line}: ${path} does not exist`);
  console.log(`check-paths: ${references.length} path references in ${sources.length} files, ${missing.length} naming nothing`);
  if (missing.length > 0) process.exitCode = 1;
}

if (import.meta.main) main();
