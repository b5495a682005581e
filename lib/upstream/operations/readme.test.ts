import fs from 'node:fs';
import path from 'node:path';
import { operations } from './index';

describe('the README documents the member API', () => {
  const readme = fs.readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');

  it.each(Object.entries(operations).map(([name, op]) => [name, `${op.method} ${op.path}`]))('%s (%s) is listed', (_name, call) => {
    expect(readme).toContain(`\`${call}\``);
  });

  it('has no two calls on the same method and path', () => {
    const calls = Object.values(operations).map((op) => `${op.method} ${op.path.toLowerCase()}`);
    expect(new Set(calls).size).toBe(calls.length);
  });
});
