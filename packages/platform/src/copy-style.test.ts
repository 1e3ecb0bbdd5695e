/**
 * @jest-environment node
 */
// One voice across the product (issue 17): every Korean text a member can read — API messages,
// the shared validation messages, the UI copy of every app, the mails — is collected from the
// sources (string literals, template pieces, JSX text) and checked for the politeness level
// (해요체, no 합쇼체 "…습니다", "…합니다", "…십시오") and for one spelling per term.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SPEC_TEXTS } from '@genetype/tooling/test-utils/spec-texts';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = [
  'api/src',
  'packages/platform/src',
  'packages/domain/src',
  'packages/content/src',
  'packages/ui/src',
  'shell/src',
  'mf-content/src',
  'mf-questionnaire/src',
  'mf-account/src',
  'mf-search/src',
];
const SKIPPED = [
  // The local Kakao/Google/NICE stand-ins imitate the providers' own pages, not our copy.
  /api\/src\/modules\/local-idp\//,
  // The Korean endings the search strips from queries: words about text, not text.
  /packages\/domain\/src\/domain\/search-terms\.ts$/,
  /packages\/domain\/src\/search\//,
];
/**
 * Not messages: the editorial report texts (packages/content, checked by their own quality
 * test) and the two legal documents, which keep the formal register Korean terms and privacy
 * policies are written in (docs/decisions.md, "One voice").
 */
const POLITENESS_EXEMPT = [
  /^packages\/content\/src\//,
  /^mf-content\/src\/features\/terms\//,
  /^mf-content\/src\/features\/privacy\//,
];

/**
 * The texts the specification quotes word for word are the product's (issue #37): they keep
 * their wording, 합쇼체 and spacing included (spec-texts.test.ts pins each to its place).
 */
const SPEC_QUOTED = new Set(SPEC_TEXTS.map((entry) => entry.text));

/** One spelling per term: the one to use, and the variants a test refuses. */
export const TERMS: { use: string; not: RegExp }[] = [
  { use: '본인인증', not: /본인 인증/ },
  { use: '인증번호', not: /인증 번호/ },
  { use: '회원가입', not: /회원 가입/ },
  { use: '잠시 후', not: /잠시 뒤/ },
  { use: '로그인해', not: /로그인 해/ },
  // The auxiliary verb is spaced: "확인해 주세요", never "확인해주세요".
  // (도와주다 is one word: "도와주세요" stays.)
  { use: '…해 주세요', not: /(?<!도)(?:[아어여해워와줘])주세요/ },
];

interface Message {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(name) || /\.(test|spec)\.tsx?$/.test(name) || name.endsWith('.d.ts'))
      return [];
    return [full];
  });
}

const HANGUL = /[가-힣]/;

/** Every piece of Korean text in a source file, as written (literal, template piece, JSX text). */
function messagesOf(file: string): Message[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Message[] = [];
  const visit = (node: ts.Node) => {
    let value: string | null = null;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      value = node.text;
    else if (ts.isJsxText(node)) value = node.text;
    if (value !== null && HANGUL.test(value)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({
        file: path.relative(ROOT, file),
        line: line + 1,
        text: value.replace(/\s+/g, ' ').trim(),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const JONG_BIEUP = 17;
const hasBieupFinal = (syllable: string) => {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 === JONG_BIEUP;
};

/** The 합쇼체 sentence endings in a text ("됩니다.", "있습니까?", "주십시오"), else []. */
export function formalEndings(text: string): string[] {
  const endings: string[] = [];
  // A sentence ends before . ! ? … a closing quote or bracket, a line end, or the text's end.
  const pattern = /([가-힣])(니다|니까)(?=[\s.!?…'"”’)\]]|$)|십시오(?=[\s.!?'"”’)\]]|$)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0] === '십시오') endings.push(match[0]);
    else if (match[1] && (match[1] === '습' || hasBieupFinal(match[1]))) endings.push(match[0]);
  }
  return endings;
}

const messages = SOURCES.filter((dir) => existsSync(path.join(ROOT, dir)))
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .filter((file) => !SKIPPED.some((skip) => skip.test(file.split(path.sep).join('/'))))
  .flatMap(messagesOf)
  .filter((message) => !SPEC_QUOTED.has(message.text));

describe('copy style (issue 17)', () => {
  // The ui package has no text of its own: its components read the `shared-ui` catalogue (platform).
  it('collects the messages of every app, the API and the packages', () => {
    const from = new Set(
      messages.map((message) =>
        message.file.split('/', message.file.startsWith('packages/') ? 2 : 1).join('/'),
      ),
    );
    expect([...from].sort()).toEqual([
      'api',
      'mf-account',
      'mf-content',
      'mf-questionnaire',
      'mf-search',
      'packages/content',
      'packages/domain',
      'packages/platform',
      'shell',
    ]);
    expect(messages.length).toBeGreaterThan(1000);
  });

  it('recognises the formal endings it refuses, and not 해요체', () => {
    expect(formalEndings('서버 오류가 발생했습니다.')).toEqual(['습니다']);
    expect(formalEndings('로그아웃됩니다')).toEqual(['됩니다']);
    expect(formalEndings('다시 입력해 주십시오.')).toEqual(['십시오']);
    expect(formalEndings('저장했어요. 다시 시도해 주세요.')).toEqual([]);
    // "…니다" after a syllable without ㅂ is not an ending (e.g. 어머니다운).
    expect(formalEndings('어머니다운 말')).toEqual([]);
  });

  it('speaks 해요체 everywhere: no 합쇼체 endings', () => {
    const formal = messages
      .filter((message) => !POLITENESS_EXEMPT.some((exempt) => exempt.test(message.file)))
      .filter((message) => formalEndings(message.text).length > 0)
      .map((message) => `${message.file}:${message.line} ${message.text}`);
    expect(formal).toEqual([]);
  });

  it.each(TERMS)('spells "$use" one way', ({ not }) => {
    const variants = messages
      .filter((message) => not.test(message.text))
      .map((message) => `${message.file}:${message.line} ${message.text}`);
    expect(variants).toEqual([]);
  });
});
