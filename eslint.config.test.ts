import { execFile } from 'node:child_process';

/**
 * The import boundaries of eslint.config.mjs bite: snippets linted as if they lived at a path of
 * the repository (the files need not exist), with the repository's own configuration, through
 * ESLint's Node API (tests/support/lint-snippets.mjs, in a child process: jest's module system cannot
 * load the flat config). Every case is collected first and linted in one run.
 */
type Snippet = { filePath: string; code: string };
const snippets: Snippet[] = [];
let linted: Promise<{ ruleId: string | null; message: string }[][]> | undefined;

function lintAll(): Promise<{ ruleId: string | null; message: string }[][]> {
  linted ??= new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['tests/support/lint-snippets.mjs'], { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
    child.stdin!.end(JSON.stringify(snippets));
  });
  return linted;
}

/** Registers a snippet at collection time; the returned function gives its boundary errors. */
function snippet(filePath: string, code: string): () => Promise<string[]> {
  const index = snippets.push({ filePath, code }) - 1;
  return async () =>
    (await lintAll())[index]
      .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
}

const page = 'app/[locale]/(site)/(public)/x/page.tsx';

jest.setTimeout(120_000);

describe('import boundaries', () => {
  it.each([
    ['a page importing the database', snippet(page, "import { getDb } from '@/lib/member-api/db/client';\nexport const x = getDb;\n")],
    ['a page importing the member API relatively', snippet(page, "import { dispatch } from '../../../../../lib/member-api/dispatch';\nexport const x = dispatch;\n")],
    ['a page loading the database lazily', snippet(page, "export async function x() {\n  return import('@/lib/member-api/db/client');\n}\n")],
    ['a component importing the member API', snippet('components/x/y.tsx', "import { handlers } from '@/lib/member-api';\nexport const x = handlers;\n")],
    ['a data function importing the schema', snippet('lib/portal/data/x.ts', "import { players } from '@/lib/member-api/db/schema';\nexport const x = players;\n")],
    ['a data function importing the database relatively', snippet('lib/portal/data/x.ts', "import { getDb } from '../../member-api/db/client';\nexport const x = getDb;\n")],
    ['portal auth importing the member API', snippet('lib/portal/auth/x.ts', "import { createSession } from '@/lib/member-api/sessions';\nexport const x = createSession;\n")],
  ])('stops %s', async (_, errors) => {
    expect(await errors()).toEqual([expect.stringMatching(/through the seam/)]);
  });

  const dataToInProcess = snippet('lib/portal/data/x.ts', "import { inProcessTransport } from '@/lib/upstream/in-process';\nexport const x = inProcessTransport;\n");
  const clientToInProcess = snippet('lib/upstream/client.ts', "export const x = () => import('./in-process');\n");
  it('leaves the in-process transport to the seam client alone', async () => {
    expect(await dataToInProcess()).toEqual([expect.stringMatching(/Only lib\/upstream\/client\.ts/)]);
    expect(await clientToInProcess()).toEqual([]);
  });

  it.each([
    ['the i18n of the portal', snippet('lib/member-api/x.ts', "import { getPathname } from '@/lib/portal/i18n/navigation';\nexport const x = getPathname;\n"), /cannot use the portal/],
    ['the i18n of the portal, relatively', snippet('lib/member-api/x.ts', "import { routing } from '../portal/i18n/routing';\nexport const x = routing;\n"), /cannot use the portal/],
    ['portal auth', snippet('lib/member-api/x.ts', "import { readSession } from '@/lib/portal/auth/session';\nexport const x = readSession;\n"), /cannot use the portal/],
    ['components', snippet('lib/member-api/x.ts', "import { Pagination } from '@/components/ui/pagination';\nexport const x = Pagination;\n"), /cannot use the portal/],
    ['next-intl', snippet('lib/member-api/x.ts', "import { getTranslations } from 'next-intl/server';\nexport const x = getTranslations;\n"), /does not depend on Next\.js/],
    ['Next.js', snippet('lib/member-api/x.ts', "import { headers } from 'next/headers';\nexport const x = headers;\n"), /does not depend on Next\.js/],
  ])('keeps %s out of the member API', async (_, errors, message) => {
    expect(await errors()).toEqual([expect.stringMatching(message)]);
  });

  const componentFromApp = snippet(
    'components/tournament/x.tsx',
    "import { enterTournament } from '@/app/[locale]/(site)/(public)/tournament/actions';\nexport const x = enterTournament;\n",
  );
  it('keeps components out of app/', async () => {
    expect(await componentFromApp()).toEqual([expect.stringMatching(/Components cannot import from app/)]);
  });

  const impureDomain = snippet('lib/shared/domain/x.ts', "import { sql } from 'drizzle-orm';\nimport { env } from '@/lib/shared/config/env';\nexport const x = [sql, env];\n");
  it('keeps lib/shared/domain pure', async () => {
    expect(await impureDomain()).toEqual([expect.stringMatching(/lib\/shared\/domain is pure/), expect.stringMatching(/lib\/shared\/domain is pure/)]);
  });

  it.each([
    ['the portal', snippet('lib/shared/x.ts', "import { readSession } from '@/lib/portal/auth/session';\nexport const x = readSession;\n")],
    ['the portal, relatively', snippet('lib/shared/security/x.ts', "import { readSession } from '../../portal/auth/session';\nexport const x = readSession;\n")],
    ['the member API', snippet('lib/shared/x.ts', "import { getDb } from '@/lib/member-api/db/client';\nexport const x = getDb;\n")],
    ['components', snippet('lib/shared/x.ts', "import { Pagination } from '@/components/ui/pagination';\nexport const x = Pagination;\n")],
  ])('keeps %s out of what both sides share (lib/shared)', async (_, errors) => {
    const found = await errors();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((message) => /lib\/shared|seam/.test(message))).toBe(true);
  });

  const sharedUsingTheSeam = snippet('lib/shared/x.ts', "import { UpstreamCode } from '@/lib/upstream/errors';\nimport { env } from '@/lib/shared/config/env';\nexport const x = [UpstreamCode, env];\n");
  it('lets lib/shared use the seam and itself', async () => {
    expect(await sharedUsingTheSeam()).toEqual([]);
  });

  const nextLink = snippet('components/x/y.tsx', "import Link from 'next/link';\nexport const x = Link;\n");
  it('still refuses next/link next to the boundary rules (one list per file group, merged)', async () => {
    expect(await nextLink()).toEqual([expect.stringMatching(/Use Link from @\/lib\/portal\/i18n\/link/)]);
  });

  it.each([
    ['a page using data functions and the portal i18n', snippet(page, "import { tournamentList } from '@/lib/portal/data/tournament';\nimport { Link } from '@/lib/portal/i18n/link';\nexport const x = [tournamentList, Link];\n")],
    ['the member API using its database, the seam and neutral modules', snippet('lib/member-api/x.ts', "import 'server-only';\nimport { players } from '@/lib/member-api/db/schema';\nimport { UpstreamCode } from '@/lib/upstream/errors';\nimport { mailTexts } from '@/lib/member-api/mail/texts';\nexport const x = [players, UpstreamCode, mailTexts];\n")],
    ['the in-process transport using the member API', snippet('lib/upstream/in-process.ts', "import { dispatch } from '@/lib/member-api/dispatch';\nexport const x = dispatch;\n")],
    ['the /upstream route serving the member API', snippet('app/upstream/[...path]/route.ts', "export async function GET() {\n  return (await import('@/lib/member-api/http')).serveMemberApi;\n}\n")],
    ['start-up preparing the database', snippet('instrumentation.ts', "export async function register() {\n  await import('./lib/member-api/db/startup');\n}\n")],
    ['a script seeding the database', snippet('scripts/x.ts', "import { seedDatabase } from '@/lib/member-api/db/seed';\nexport const x = seedDatabase;\n")],
  ])('lets %s through', async (_, errors) => {
    expect(await errors()).toEqual([]);
  });

  it.each([
    ['a page', snippet(page, "import { Link } from '@/lib/portal/i18n/navigation';\nexport const x = Link;\n")],
    ['a layout, relatively', snippet('app/[locale]/(site)/layout.tsx', "import { getPathname } from '../../../lib/portal/i18n/navigation';\nexport const x = getPathname;\n")],
    ['a server component re-exporting it', snippet('components/x/y.tsx', "export { Link } from '@/lib/portal/i18n/navigation';\n")],
    ['a server component loading it lazily', snippet('components/x/y.tsx', "export async function x() {\n  return import('@/lib/portal/i18n/navigation');\n}\n")],
    ["a file whose 'use client' is not its directive", snippet('components/x/y.tsx', "import { Link } from '@/lib/portal/i18n/navigation';\nexport const x = ['use client', Link];\n")],
  ])("keeps next-intl's client navigation out of %s", async (_, errors) => {
    expect(await errors()).toEqual([expect.stringMatching(/A server file \(no 'use client'\) cannot import @\/lib\/portal\/i18n\/navigation/)]);
  });

  const clientNavigation = snippet('components/x/y.tsx', "'use client';\n\nimport { Link, useRouter } from '@/lib/portal/i18n/navigation';\nexport const x = [Link, useRouter];\n");
  const serverLink = snippet('components/x/y.tsx', "import { Link } from '@/lib/portal/i18n/link';\nimport { getPathname } from '@/lib/portal/i18n/paths';\nexport const x = [Link, getPathname];\n");
  it('lets client components use it, and server files use lib/portal/i18n/link and paths', async () => {
    expect(await clientNavigation()).toEqual([]);
    expect(await serverLink()).toEqual([]);
  });

  const routeToDb = snippet('app/upstream/[...path]/route.ts', "import { getDb } from '@/lib/member-api/db/client';\nexport const x = getDb;\n");
  const transportToDb = snippet('lib/upstream/in-process.ts', "import { getDb } from '@/lib/member-api/db/client';\nexport const x = getDb;\n");
  it('keeps the exceptions narrow: the /upstream route and the in-process transport do not reach the database', async () => {
    expect(await routeToDb()).toHaveLength(1);
    expect(await transportToDb()).toHaveLength(1);
  });
  // A form the browser sends before hydration goes to its own address; without a method, as a GET with its fields in it.
  const scriptForm = "'use client';\n\nexport function X({ go }: { go: () => void }) {\n  return <form onSubmit={go}><input name=\"password\" /></form>;\n}\n";
  const formWithoutMethod = snippet('components/x/y.tsx', scriptForm);
  const consoleFormWithoutMethod = snippet('app/admin/[locale]/(console)/x/form.tsx', scriptForm);
  const formWithMethod = snippet('components/x/y.tsx', scriptForm.replace('<form ', '<form method="post" '));
  const serverActionForm = snippet(page, "import { confirm } from './actions';\nexport default function X() {\n  return <form action={confirm}><button>Go</button></form>;\n}\n");
  it('asks every form in app/ and components/ for its method', async () => {
    expect(await formWithoutMethod()).toEqual([expect.stringMatching(/Give this <form> a method/)]);
    expect(await consoleFormWithoutMethod()).toEqual([expect.stringMatching(/Give this <form> a method/)]);
    expect(await formWithMethod()).toEqual([]);
    expect(await serverActionForm()).toEqual([]);
  });
  // The operator console (issue 24): app/admin reaches the database only through lib/portal/staff, and only it may.
  const consoleToStaff = snippet('app/admin/[locale]/(console)/members/page.tsx', "import { searchMembers } from '@/lib/portal/staff/members';\nexport const x = searchMembers;\n");
  const staffToDb = snippet('lib/portal/staff/x.ts', "import { getDb } from '@/lib/member-api/db/client';\nimport { setAccountStatus } from '@/lib/member-api/sessions';\nexport const x = [getDb, setAccountStatus];\n");
  const consoleToDb = snippet('app/admin/[locale]/(console)/x/page.tsx', "import { getDb } from '@/lib/member-api/db/client';\nexport const x = getDb;\n");
  const pageToStaff = snippet(page, "import { currentStaff } from '@/lib/portal/staff/guard';\nexport const x = currentStaff;\n");
  const componentToStaff = snippet('components/x/y.tsx', "import { searchMembers } from '../../lib/portal/staff/members';\nexport const x = searchMembers;\n");
  it('lets the console use lib/portal/staff, lib/portal/staff the database, and nothing else of the portal lib/portal/staff', async () => {
    expect(await consoleToStaff()).toEqual([]);
    expect(await staffToDb()).toEqual([]);
    expect(await consoleToDb()).toEqual([expect.stringMatching(/through the seam/)]);
    expect(await pageToStaff()).toEqual([expect.stringMatching(/Only the operator console/)]);
    expect(await componentToStaff()).toEqual([expect.stringMatching(/Only the operator console/)]);
  });
});
