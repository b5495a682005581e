/**
 * Sets environment variables for a test file and puts every one back afterwards: `set` remembers each
 * variable's value before its first change (undefined = was unset), `restore` writes those back and forgets them.
 */
export function environment() {
  const saved: Record<string, string | undefined> = {};
  const write = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  return {
    set(name: string, value: string | undefined): void {
      if (!(name in saved)) saved[name] = process.env[name];
      write(name, value);
    },
    restore(): void {
      for (const [name, value] of Object.entries(saved)) {
        write(name, value);
        delete saved[name];
      }
    },
  };
}
