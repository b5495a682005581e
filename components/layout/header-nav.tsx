'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { pathInLocale, pathWithoutLocale, type Locale } from '@/lib/shared/domain/locale';
import { activeMenu, isLoginTypePage } from '@/lib/portal/navigation/menu';
import { refreshSessionState, setSessionState, useSessionState } from './session-state';
import { LocalisedLink as Link } from '@/lib/portal/i18n/localised-link';

/** Menus and links as the server gives them: labels translated, hrefs already in the page's locale. */
export interface NavMenu {
  key: string;
  label: string;
  items: { key: string; label: string; href: string; visitorOnly?: boolean }[];
}

export interface HeaderHrefs {
  home: string;
  login: string;
  myzone: string;
}

export interface HeaderLabels {
  home: string;
  mainNav: string;
  openMenu: string;
  closeMenu: string;
  login: string;
  logout: string;
  myzone: string;
  language: string;
  otherLanguage: string;
  skipToContent: string;
}

interface Props {
  menus: NavMenu[];
  labels: HeaderLabels;
  hrefs: HeaderHrefs;
  locale: Locale;
  /** The wordmark, drawn by the server (its SVG is not island code); it takes the link's text colour. */
  logo: ReactNode;
}

/**
 * The header (spec §1): six menus whose dropdowns open on hover with a mouse and on tap or
 * Enter/Space otherwise (a disclosure pattern: buttons with aria-expanded), a mobile menu under
 * 1000 px, the active menu highlighted from the route, and a logo that turns dark on login-type
 * pages and once the page is scrolled. Log in / Log out follow the visitor's state, which this island
 * asks GET /api/session for (the page around it is the same for everyone, so it can be cached).
 * It uses next/link with hrefs localised on the server, not next-intl's client navigation: that
 * would put next-intl's client runtime and a provider on every page.
 */
export function HeaderNav({ menus, labels, hrefs, locale, logo }: Props) {
  // The path without its locale prefix, as the menu table writes it.
  const pathname = pathWithoutLocale(usePathname());
  const session = useSessionState();
  const known = session !== undefined;
  const loggedIn = session?.loggedIn === true;
  // Until the session is known both are rendered and CSS shows the one the account hint chose.
  const showMember = !known || loggedIn;
  const showGuest = !known || !loggedIn;
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const mobilePanelId = useId();
  const active = activeMenu(pathname);
  // A member's menus leave out what is for visitors only (Sign up); until the session is known they
  // are there, marked for the guest (data-account), so the account hint hides them from a member.
  const shownItems = (menu: NavMenu) => (loggedIn ? menu.items.filter((item) => !item.visitorOnly) : menu.items);
  const solid = scrolled || isLoginTypePage(pathname) || mobileOpen;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A new page closes whatever was open (adjusting state while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  // A navigation may follow a login (the login form goes on to the page asked for): ask again. The
  // first page's state is asked for when the store is first used.
  const askedPath = useRef(pathname);
  useEffect(() => {
    if (askedPath.current === pathname) return;
    askedPath.current = pathname;
    void refreshSessionState();
  }, [pathname]);

  // A click or tap outside the header closes an open dropdown.
  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu, mobileOpen]);

  // A handler on the header element itself: no memoising needed.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (openMenu) {
      const trigger = headerRef.current?.querySelector<HTMLButtonElement>(`[data-menu-trigger="${openMenu}"]`);
      setOpenMenu(null);
      trigger?.focus();
    } else if (mobileOpen) {
      setMobileOpen(false);
      headerRef.current?.querySelector<HTMLButtonElement>('[data-mobile-toggle]')?.focus();
    }
  };

  // Logging out from the home page returns to the same path, so no navigation would ask again.
  const onLogout = useCallback(() => setSessionState({ loggedIn: false }), []);


  return (
    <header
      ref={headerRef}
      onKeyDown={onKeyDown}
      data-solid={solid ? 'true' : 'false'}
      className={`sticky top-0 z-40 transition-colors duration-200 ${
        solid ? 'bg-white text-gray-900 shadow-sm' : 'bg-brand-900 text-white'
      }`}
    >
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-gray-900"
      >
        {labels.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link href={hrefs.home} aria-label={labels.home} className={`shrink-0 ${solid ? 'text-brand-800' : 'text-white'}`}>
          {logo}
          {/* A test hook, hidden from everyone: read aloud it would make the link's name differ from its wordmark. */}
          <span hidden data-testid="logo-variant">
            {solid ? 'dark' : 'light'}
          </span>
        </Link>

        <nav aria-label={labels.mainNav} className="hidden flex-1 justify-center nav:flex">
          <ul className="flex items-center gap-1">
            {menus.map((menu) => {
              const open = openMenu === menu.key;
              const isActive = active.menu === menu.key;
              const panelId = `menu-${menu.key}`;
              return (
                <li
                  key={menu.key}
                  className="relative"
                  onPointerEnter={(e) => e.pointerType === 'mouse' && setOpenMenu(menu.key)}
                  onPointerLeave={(e) => e.pointerType === 'mouse' && setOpenMenu((current) => (current === menu.key ? null : current))}
                >
                  <button
                    type="button"
                    data-menu-trigger={menu.key}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenMenu(open ? null : menu.key)}
                    className={`rounded-md px-3 py-2 text-[15px] font-semibold ${
                      isActive ? (solid ? 'text-brand-700' : 'text-accent-400') : ''
                    } ${solid ? 'hover:bg-gray-100' : 'hover:bg-white/10'}`}
                  >
                    {menu.label}
                  </button>
                  <ul
                    id={panelId}
                    hidden={!open}
                    className="absolute left-1/2 top-full min-w-48 -translate-x-1/2 rounded-lg border border-gray-200 bg-white p-2 text-gray-900 shadow-lg"
                  >
                    {shownItems(menu).map((item) => (
                      <li key={item.key} data-account={item.visitorOnly ? 'guest' : undefined}>
                        <Link
                          href={item.href}
                          aria-current={isActive && active.item === item.key ? 'page' : undefined}
                          className="block rounded-md px-3 py-2 text-sm hover:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-700"
                        >
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 nav:ml-0">
          {/* The query is only known in the browser on a cached page: until then the link keeps the path. */}
          <Suspense fallback={<LanguageLink locale={locale} pathname={pathname} query="" labels={labels} solid={solid} />}>
            <LanguageLinkWithQuery locale={locale} pathname={pathname} labels={labels} solid={solid} />
          </Suspense>
          {/*
            Both controls are in the HTML of a cached page until the session is known; the account hint
            (lib/shared/security/account-hint.mjs) shows one of them before first paint, so a member never sees
            Log in, and a browser without JavaScript gets the guest's link from <noscript>.
          */}
          {showMember && (
            // A POST (app/api/logout), so no other site can log the member out with a link.
            <div data-account="member" className="contents">
              <form method="post" action="/api/logout" onSubmit={onLogout} data-form="logout" className="hidden sm:block">
              <input type="hidden" name="locale" value={locale} />
              <button
                type="submit"
                className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
                  solid ? 'border-gray-300 hover:bg-gray-100' : 'border-white/50 hover:bg-white/10'
                }`}
              >
                {labels.logout}
              </button>
            </form>
            </div>
          )}
          {showGuest && (
            <div data-account="guest" className="contents">
              <Link
              href={hrefs.login}
              prefetch={false}
              className={`hidden rounded-full border px-4 py-1.5 text-sm font-semibold sm:inline-block ${
                solid ? 'border-gray-300 hover:bg-gray-100' : 'border-white/50 hover:bg-white/10'
              }`}
            >
              {labels.login}
            </Link>
            </div>
          )}
          {!known && (
            <noscript>
              <a href={hrefs.login} className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold">
                {labels.login}
              </a>
            </noscript>
          )}
          <Link
            href={hrefs.myzone}
            className="hidden rounded-full bg-accent-400 px-4 py-1.5 text-sm font-bold text-brand-900 hover:bg-accent-500 sm:inline-block"
          >
            {labels.myzone}
          </Link>
          <button
            type="button"
            data-mobile-toggle
            aria-expanded={mobileOpen}
            aria-controls={mobilePanelId}
            onClick={() => setMobileOpen((open) => !open)}
            className={`rounded-md p-2 nav:hidden ${solid ? 'hover:bg-gray-100' : 'hover:bg-white/10'}`}
          >
            <span className="sr-only">{mobileOpen ? labels.closeMenu : labels.openMenu}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      {/*
        The mobile menu is rendered when opened, not hidden: it repeats the desktop menus' links (kept in
        the page, hidden, for crawlers), and closed it was half of the header's 139 elements, each link
        hydrated on load. A closed button's aria-controls may name an absent panel.
      */}
      {mobileOpen && (
        <div id={mobilePanelId} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white text-gray-900 nav:hidden">
          <nav aria-label={labels.mainNav}>
            <ul className="divide-y divide-gray-100">
              {menus.map((menu) => {
                const open = openMenu === menu.key;
                const panelId = `mobile-menu-${menu.key}`;
                return (
                  <li key={menu.key}>
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenMenu(open ? null : menu.key)}
                      className={`flex w-full items-center justify-between px-5 py-4 text-left font-semibold ${
                        active.menu === menu.key ? 'text-brand-700' : ''
                      }`}
                    >
                      {menu.label}
                      <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
                        <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </button>
                    {open && (
                      <ul id={panelId} className="bg-gray-50 pb-2">
                        {shownItems(menu).map((item) => (
                          <li key={item.key} data-account={item.visitorOnly ? 'guest' : undefined}>
                            <Link
                              href={item.href}
                              aria-current={active.menu === menu.key && active.item === item.key ? 'page' : undefined}
                              className="block px-8 py-2.5 text-sm aria-[current=page]:font-bold aria-[current=page]:text-brand-700"
                            >
                              {item.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="flex gap-3 p-5 sm:hidden">
              {showMember && (
                <div data-account="member" className="contents">
                  <form method="post" action="/api/logout" onSubmit={onLogout} data-form="logout" className="flex flex-1">
                  <input type="hidden" name="locale" value={locale} />
                  <button type="submit" className="flex-1 rounded-full border border-gray-300 py-2 text-center font-semibold">
                    {labels.logout}
                  </button>
                </form>
                </div>
              )}
              {showGuest && (
                <div data-account="guest" className="contents">
                  <Link href={hrefs.login} prefetch={false} className="flex-1 rounded-full border border-gray-300 py-2 text-center font-semibold">
                  {labels.login}
                </Link>
                </div>
              )}
              <Link href={hrefs.myzone} className="flex-1 rounded-full bg-accent-400 py-2 text-center font-bold text-brand-900">
                {labels.myzone}
              </Link>
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}

interface LanguageLinkProps {
  locale: Locale;
  pathname: string;
  query: string;
  labels: HeaderLabels;
  solid: boolean;
}

/** The same page in the other language, with its query (a list's search and page stay as they are). */
function LanguageLink({ locale, pathname, query, labels, solid }: LanguageLinkProps) {
  const otherLocale: Locale = locale === 'en' ? 'ko' : 'en';
  const path = pathInLocale(otherLocale, pathname);
  return (
    <Link
      href={query ? `${path}?${query}` : path}
      // As next-intl's Link does for a change of language: the other language's page is not prefetched.
      prefetch={false}
      hrefLang={otherLocale}
      lang={otherLocale}
      aria-label={labels.language}
      className={`rounded-md px-2 py-1.5 text-sm font-medium ${solid ? 'hover:bg-gray-100' : 'hover:bg-white/10'}`}
    >
      {labels.otherLanguage}
    </Link>
  );
}

/**
 * Reads the query, which a page rendered ahead of any request does not have: only this link waits
 * for the browser (in a Suspense boundary of its own), not the whole header.
 */
function LanguageLinkWithQuery(props: Omit<LanguageLinkProps, 'query'>) {
  const query = useSearchParams().toString();
  return <LanguageLink {...props} query={query} />;
}
