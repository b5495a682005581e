import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';
import { menus } from '@/lib/portal/navigation/menu';
import { Logo } from '@/components/ui/logo';
import { HeaderNav, type NavMenu } from './header-nav';

/**
 * Translates the menu table on the server so the header island ships labels, not the messages file.
 * Nothing here depends on the visitor (the island asks for the login state itself), so the pages
 * around the header can be cached.
 */
export async function SiteHeader() {
  const [t, currentLocale] = await Promise.all([getTranslations('nav'), getLocale()]);
  const locale = currentLocale as Locale;
  const localised = (href: string) => getPathname({ href, locale });
  const navMenus: NavMenu[] = menus.map((menu) => ({
    key: menu.key,
    label: t(`${menu.key}.title`),
    items: menu.items.map((item) => ({ key: item.key, href: localised(item.href), label: t(`${menu.key}.${item.key}`), visitorOnly: item.visitorOnly })),
  }));
  const hrefs = { home: localised('/'), login: localised('/login'), myzone: localised('/membership/mysummary') };
  const labels = {
    home: t('home'),
    mainNav: t('mainNav'),
    openMenu: t('openMenu'),
    closeMenu: t('closeMenu'),
    login: t('login'),
    logout: t('logout'),
    myzone: t('myzone'),
    language: t('language'),
    otherLanguage: t('otherLanguage'),
    skipToContent: t('skipToContent'),
  };
  // No Suspense around it: the header is in the HTML of a cached page, not filled in by the browser.
  return <HeaderNav menus={navMenus} labels={labels} hrefs={hrefs} locale={locale} logo={<Logo className="h-7 w-auto" />} />;
}
