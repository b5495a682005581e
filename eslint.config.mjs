import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/*
 * Import boundaries (issue 8, item 3). The member API is reached only through the seam
 * (lib/upstream), so a remote member API (UPSTREAM_URL) can replace the built-in one and the portal
 * then loads neither it nor the database. Each rule below is a set of regular expressions on the import
 * source; `@/x` and relative spellings (`../../lib/member-api/db`) are both covered. In flat config a later
 * `no-restricted-imports` entry for the same file REPLACES the earlier options rather than adding to
 * them, so every file group below gets its whole list from `restrict(...)`, and the general groups
 * come first.
 */

/** Rules for every file, kept in each group's list. */
const everywhere = [
  { name: 'next/link', message: 'Use Link from @/lib/portal/i18n/link (server files) or @/lib/portal/i18n/navigation (client components) so links keep the locale.' },
  // Spelled in parts so the repository's "no Google fonts" check does not find this rule itself.
  { name: ['next', 'font', 'google'].join('/'), message: 'Fonts are self-hosted (app/pretendard.css): there is no network here.' },
];

/**
 * lib/ is grouped by side of the seam: lib/portal (above it), lib/upstream (the seam: the operation
 * table, the wire format, the transports), lib/member-api (below it: the member API, its database, jobs
 * and mailer) and lib/shared (what both sides use: domain rules, configuration, logs, security).
 * `@/lib/<dir>`, or a relative path to it: `../../lib/<dir>` from app/, `../<dir>` from inside lib/.
 */
const moduleAt = (dirs) => `^(@/|\\./|(\\.\\./)+)(lib/)?(${dirs})(/|$)`;
/** `@/<dir>` or a relative path to a top-level folder (components, app). */
const topAt = (dirs) => `^(@/|\\./|(\\.\\./)+)(${dirs})(/|$)`;

/** (a) The portal reaches the member API and its database only through lib/upstream. */
const seam = [
  {
    regex: moduleAt('member-api'),
    message: 'The portal calls the member API through the seam (callUpstream in @/lib/upstream/client), never lib/member-api (or its database) directly: with UPSTREAM_URL set it is not loaded.',
  },
];

/** The in-process transport is the seam's own business: only its client loads it, and lazily. */
const inProcess = [
  {
    regex: '^(@/lib/upstream/|\\./|(\\.\\./)+(lib/)?upstream/)in-process$',
    message: 'Only lib/upstream/client.ts loads the in-process transport (lazily, and only without UPSTREAM_URL). Call callUpstream.',
  },
];

/** The seam rule for the exceptions below: those that host the member API but not its database, */
const notTheDatabase = [{ ...seam[0], regex: moduleAt('member-api/db') }];
/** and those that start its database, jobs and mailer but call none of its operations. */
const onlyItsMachinery = [{ ...seam[0], regex: '^(@/|\\./|(\\.\\./)+)(lib/)?member-api(/(?!(db|jobs|mail)(/|$))|$)' }];

/** (b) The member API is a separate service that happens to run in-process: no portal modules. */
const noPortal =
  'The member API cannot use the portal (auth, i18n, data functions, components, pages): it must run the same behind UPSTREAM_URL. Share through lib/upstream or a neutral lib/ module.';
const memberApiOnly = [
  { regex: moduleAt('portal'), message: noPortal },
  { regex: topAt('components|app'), message: noPortal },
  {
    regex: '^(next|next-intl|next-auth|react|react-dom)(/|$)',
    message: 'The member API does not depend on Next.js, next-intl, next-auth or React: it answers the wire format (lib/upstream) to any portal. Mail texts come from @/lib/messages.',
  },
];

/** The database layer knows nothing of the member API above it or of the portal. */
const databaseOnly = [
  {
    regex: '^(@/lib/member-api/(?!db(/|$))|(@/|(\\.\\./)+)(lib/)?(portal|upstream)(/|$))',
    message: 'lib/member-api/db holds the schema, the connection and the seed generator only: it imports no member API, seam or portal module.',
  },
  { regex: topAt('components|app'), message: 'lib/member-api/db holds the schema, the connection and the seed generator only: it imports no portal module.' },
  { regex: '^(next|next-intl|next-auth|react|react-dom)(/|$)', message: 'lib/member-api/db does not depend on Next.js or React.' },
];

/** What both sides use (lib/shared) depends on neither: no portal and no member API module. */
const sharedOnly = [
  { regex: moduleAt('portal|member-api'), message: 'lib/shared is what the portal and the member API both use: it imports neither side (the seam, lib/upstream, is allowed).' },
  { regex: topAt('components|app'), message: 'lib/shared imports no portal module.' },
];

/** (c) Components receive data and actions from pages; they do not reach into app/. */
const componentsOnly = [
  {
    regex: topAt('app'),
    message: 'Components cannot import from app/: a server action lives beside its route (app/**/actions.ts) and reaches the component as a prop typed Action<I, T> (lib/portal/actions); shared types live in lib/.',
  },
];

/** (d) lib/shared/domain: pure rules and enumerations, usable anywhere (server, client, member API, seed). */
const domainOnly = [
  {
    // Only `./x` and `@/lib/domain/x`: anything reached with `../` is outside lib/shared/domain.
    regex: '^(@/(?!lib/shared/domain(/|$))|\\.\\./)',
    message: 'lib/shared/domain is pure: it imports only lib/shared/domain (and pure packages), no database, seam or portal module.',
  },
  {
    regex: '^(node:|(next|next-intl|next-auth|react|react-dom|drizzle-orm|pg|@electric-sql/pglite|server-only)(/|$))',
    message: 'lib/shared/domain is pure: no Next.js, React, database driver or Node I/O.',
  },
];

/**
 * (e) Server files of app/ and components/ (no 'use client' directive: pages, layouts, server
 * components) link with @/lib/portal/i18n/link and build paths with @/lib/portal/i18n/paths. Importing
 * @/lib/portal/i18n/navigation (next-intl's createNavigation) there registers next-intl's client Link with
 * the page, which ships next-intl's client runtime with it even when nothing renders the Link. A
 * syntax rule, since only the file's own directive says whether it is a server file. A module without
 * the directive that only client components import (a hook) is caught too: give it 'use client'.
 */
const navigationSource = '^(@\\/lib\\/portal\\/|(\\.\\.\\/)+(lib\\/portal\\/)?)i18n\\/navigation$';
const serverFile = "Program:not(:has(> ExpressionStatement[directive='use client']))";
const serverNavigationMessage =
  "A server file (no 'use client') cannot import @/lib/portal/i18n/navigation: it puts next-intl's client runtime on the page. Link with @/lib/portal/i18n/link; build paths and redirects with @/lib/portal/i18n/paths.";
const serverNavigation = [
  { selector: `${serverFile} > :matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration)[source.value=/${navigationSource}/]`, message: serverNavigationMessage },
  { selector: `${serverFile} ImportExpression[source.value=/${navigationSource}/]`, message: serverNavigationMessage },
];

/**
 * (g) Every <form> says its method. A form handled by script (onSubmit) that the browser sends itself,
 * before the page has hydrated, goes out as a GET to its own address when it has none: a password or a
 * sign-in code typed into it would land in the address bar, the history and the server's logs. Forms
 * handled by script say method="post" (and keep their submit button disabled until hydrated,
 * @/lib/portal/client/use-hydrated); a search says method="get" on purpose. A form whose action is a
 * server action (a name: `action={confirm}`) needs none: React gives it its own POST, and warns when
 * a method is set beside it.
 */
const formMethod = [
  {
    selector:
      "JSXOpeningElement[name.name='form']:not(:has(> JSXAttribute[name.name='method'])):not(:has(JSXAttribute[name.name='action'] > JSXExpressionContainer.value > Identifier.expression))",
    message: 'Give this <form> a method: method="post" for a form handled by script (a GET sent before hydration puts its fields in the address), method="get" for a search.',
  },
];

/**
 * The options of both rules for one file group. Dynamic `import()` is not seen by
 * no-restricted-imports, so the same expressions also go to no-restricted-syntax.
 */
function restrict(...groups) {
  const entries = groups.flat();
  // Entries with a selector are syntax rules only (e); the others are import patterns.
  const patterns = entries.filter((entry) => entry.regex);
  const selectors = [
    ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message })),
    ...entries.filter((entry) => entry.selector),
  ];
  return {
    'no-restricted-imports': ['error', { paths: everywhere, patterns }],
    // Severity alone would keep an earlier group's selectors (flat config keeps options then): say 'off'.
    'no-restricted-syntax': selectors.length === 0 ? 'off' : ['error', ...selectors],
  };
}

/**
 * (f) The operator console (issue 24). lib/portal/staff is below-the-seam operator tooling, like the member
 * API's own endpoints (app/upstream, app/venue): staff act on the member API's database itself
 * (blocking through setAccountStatus, venue keys through lib/member-api/venue/keys), which no member
 * operation may expose. So lib/portal/staff may use lib/member-api/db and lib/member-api; app/admin (the console's pages,
 * actions and routes) may use lib/portal/staff but still not the database directly; nothing else of the
 * portal may load lib/portal/staff. With UPSTREAM_URL the console is off (lib/portal/staff/guard.ts).
 */
const noStaff = [{ regex: moduleAt('(portal/)?staff'), message: 'Only the operator console (app/admin) uses lib/portal/staff: the member portal reaches the member API through the seam.' }];

/** Tests and scripts set up databases and call handlers directly: they are outside the boundaries. */
const testsAndScripts = ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**'];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next*/**', '**/.next*/**', 'data/**', 'db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  // (a) Everything is portal code unless a group below says otherwise: app/, components/, lib/portal,
  // proxy.ts, the seam itself (lib/upstream) ...
  { rules: restrict(seam, inProcess, noStaff) },
  { files: ['app/**'], rules: restrict(seam, inProcess, noStaff, serverNavigation, formMethod) },
  { files: ['components/**'], rules: restrict(seam, inProcess, noStaff, componentsOnly, serverNavigation, formMethod) },
  { files: ['lib/shared/**'], rules: restrict(seam, sharedOnly) },
  { files: ['lib/shared/domain/**'], rules: restrict(seam, sharedOnly, domainOnly) },
  // The member API with its scheduled jobs (npm run jobs, the server's timer) and its mailer (the portal
  // itself sends no mail).
  { files: ['lib/member-api/**'], rules: restrict(memberApiOnly) },
  { files: ['lib/member-api/db/**'], rules: restrict(databaseOnly) },

  // Explicit exceptions: the few places where the portal process hosts the built-in member API. Each
  // still keeps the other half of the seam rule.
  // The built-in member API served over HTTP (/upstream/...): the member API's own endpoint, loaded
  // lazily and not at all with UPSTREAM_URL.
  { files: ['app/upstream/**'], rules: restrict(notTheDatabase) },
  // The venues' signed round API (/venue/rounds), the member API's own endpoint for bays: the same.
  { files: ['app/venue/**'], rules: restrict(notTheDatabase) },
  // The seam's in-process transport: lib/upstream/client.ts imports it lazily, only without UPSTREAM_URL.
  { files: ['lib/upstream/in-process.ts'], rules: restrict(notTheDatabase) },
  { files: ['lib/upstream/client.ts'], rules: restrict(seam) },
  // Start-up migrates and seeds the built-in member API's database (skipped with UPSTREAM_URL).
  { files: ['instrumentation.ts'], rules: restrict(onlyItsMachinery) },
  // Readiness probes the built-in member API's database (lazily; not at all with UPSTREAM_URL).
  { files: ['lib/portal/health/**'], rules: restrict(onlyItsMachinery) },
  // (f) The console: its pages may use lib/portal/staff; lib/portal/staff itself may use the database and the member API.
  { files: ['app/admin/**'], rules: restrict(seam, inProcess, serverNavigation, formMethod) },
  { files: ['lib/portal/staff/**'], rules: restrict(inProcess) },
  { files: testsAndScripts, rules: restrict() },
];

export default config;
