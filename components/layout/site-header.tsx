import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { readSession } from '@/lib/auth/session';
import type { Locale } from '@/lib/i18n/routing';
import { menus } from '@/lib/navigation/menu';
import { HeaderNav, type NavMenu } from './header-nav';

/** Translates the menu table on the server so the header island ships labels, not the messages file. */
export async function SiteHeader() {
  const [t, session, locale] = await Promise.all([getTranslations('nav'), readSession(), getLocale()]);
  const navMenus: NavMenu[] = menus.map((menu) => ({
    key: menu.key,
    label: t(`${menu.key}.title`),
    items: menu.items.map((item) => ({ key: item.key, href: item.href, label: t(`${menu.key}.${item.key}`) })),
  }));
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
  return (
    <Suspense>
      <HeaderNav menus={navMenus} labels={labels} loggedIn={Boolean(session)} locale={locale as Locale} />
    </Suspense>
  );
}
