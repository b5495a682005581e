import fs from 'node:fs';
import path from 'node:path';

/** Every .tsx file below `dir`, except tests: the markup a source-wide rule reads. */
export function componentSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentSources(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}
