// Lints sources with the repository's own ESLint config, through ESLint's Node API, in a plain
// Node process: Jest's VM cannot import the ES-module config (lint-config.test.mjs runs this).
// stdin: JSON [{ code, filePath }] with paths relative to the root; stdout: JSON, per input,
// its messages ({ ruleId, message, severity, fatal }).
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './workspace.mjs';

let input = '';
for await (const chunk of process.stdin) input += chunk;

const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { code, filePath } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  results.push(
    result.messages.map(({ ruleId, message, severity, fatal }) => ({
      ruleId,
      message,
      severity,
      fatal: fatal === true,
    })),
  );
}
process.stdout.write(JSON.stringify(results));
