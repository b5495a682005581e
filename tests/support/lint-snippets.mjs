// Lints code snippets as if they lived at given paths of the repository, with its own
// eslint.config.mjs, through ESLint's Node API (new ESLint() + lintText). Input on stdin:
// [{ filePath, code }]; output on stdout: for each, the messages as { ruleId, message }.
// Run as a child process by eslint.config.test.ts: jest's module system cannot load the
// flat config's ESM/CommonJS mix itself.
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const cases = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
