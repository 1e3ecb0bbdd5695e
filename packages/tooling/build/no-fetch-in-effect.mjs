// ESLint rule `genetype/no-fetch-in-effect` (issue 33, item 2): a component reads the API through a
// query (`useApiQuery` with its feature's query options), never by calling it in an effect — an
// effect's fetch re-implements loading, errors, cancelling and the cache, each page its own way.
// It fires on a call the effect makes while it runs (in its body, a timer or a `.then` in it) of
// what is known to reach the API: a name imported from a call module (`./api/…`, `…-api`), a
// method of the platform's call objects (`questionsApi.…`, `apiClient.…`) and `fetch`. Functions
// the effect only hands on — an event listener it registers, a handler it names, its cleanup —
// run later, on an event, and are not its fetch. Code loading in an effect (`import()` of a
// content chunk or a remote) is not a fetch of data and is left alone; so are the stores' own
// actions (`useAuthStore.getState().loadUser()`), which keep the session.
const EFFECTS = /^use(Layout|Insertion)?Effect$/;
// A feature's call module (`features/<name>/api/…`) or one beside a shared component (`foo-api`).
const CALL_MODULE = /(^|\/)api(\/|$)|-api$/;
// The platform's call objects and client (packages/platform/src/api/index.ts): their methods call.
const PLATFORM = /^@genetype\/platform(\/providers)?$/;
const PLATFORM_CALLS = /Api$|^apiClient$/;

/** The name a call starts from: `search(…)` → search, `questionsApi.list(…)` → questionsApi. */
function rootName(callee) {
  let node = callee;
  while (node.type === 'MemberExpression') node = node.object;
  return node.type === 'Identifier' ? node.name : null;
}

const isEffectCall = (call) =>
  call?.type === 'CallExpression' &&
  EFFECTS.test(
    call.callee.type === 'MemberExpression' ? (call.callee.property.name ?? '') : call.callee.name,
  );

/** A function an effect defines for later rather than runs: a listener, a named handler, the cleanup. */
const handedOn = (fn) =>
  fn.type === 'FunctionDeclaration' ||
  fn.parent.type === 'VariableDeclarator' ||
  fn.parent.type === 'ReturnStatement' ||
  (fn.parent.type === 'CallExpression' &&
    fn.parent.callee.type === 'MemberExpression' &&
    /^(add|remove)EventListener$/.test(fn.parent.callee.property.name ?? ''));

/** @type {import('eslint').Rule.RuleModule} */
export const noFetchInEffect = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow API calls made by React effects; read through a query.' },
    schema: [],
    messages: {
      fetch:
        "`{{name}}` reaches the API from an effect: read it through a query (useApiQuery with the feature's query options from features/<name>/api/) or call it from an event handler.",
    },
  },
  create(context) {
    // Names whose call reaches the API, and names whose methods do.
    const calls = new Set(['fetch']);
    const callObjects = new Set();
    // Per enclosing function: whether it runs as part of an effect.
    const running = [];
    const enter = (fn) => {
      const outer = running.at(-1) ?? false;
      running.push(
        (fn.parent.type === 'CallExpression' &&
          fn.parent.arguments[0] === fn &&
          isEffectCall(fn.parent)) ||
          (outer && !handedOn(fn)),
      );
    };
    const leave = () => running.pop();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const source = String(node.source.value);
        const fromPlatform = PLATFORM.test(source);
        if (!fromPlatform && !CALL_MODULE.test(source)) return;
        for (const specifier of node.specifiers) {
          if (specifier.importKind === 'type') continue;
          const imported =
            specifier.type === 'ImportSpecifier' ? specifier.imported.name : specifier.local.name;
          if (!fromPlatform) calls.add(specifier.local.name);
          else if (PLATFORM_CALLS.test(imported)) callObjects.add(specifier.local.name);
        }
      },
      ArrowFunctionExpression: enter,
      'ArrowFunctionExpression:exit': leave,
      FunctionExpression: enter,
      'FunctionExpression:exit': leave,
      FunctionDeclaration: enter,
      'FunctionDeclaration:exit': leave,
      CallExpression(node) {
        if (!running.at(-1)) return;
        const name = rootName(node.callee);
        if (!name) return;
        const member = node.callee.type === 'MemberExpression';
        if (calls.has(name) || (member && callObjects.has(name)))
          context.report({ node, messageId: 'fetch', data: { name } });
      },
    };
  },
};
