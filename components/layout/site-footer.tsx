import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import { familySites, socialLinks } from '@/lib/portal/site/links';
import { getZone, type Zone } from '@/lib/portal/data/common';
import { Logo } from '@/components/ui/logo';
import { FamilySites } from './family-sites';
import { LateBackToTop } from './late-islands';
import { SocialIcon } from './social-icon';
import { ZoneLine } from './zone-line';

/**
 * The zone line (spec §1): the network's ST as a visitor sees it, rendered here so the page can be
 * cached; the island turns it into the member's own CT once it knows a member is there.
 */
async function TimezoneLine() {
  const t = await getTranslations('footer');
  let networkZone: Zone | null = null;
  try {
    networkZone = await getZone();
  } catch {
    // The footer stays useful without the zone: the member API's failure is logged by the client.
  }
  return (
    <ZoneLine
      standard={{ abbr: t('zone.standard'), title: t('zone.standardTitle') }}
      connect={{ abbr: t('zone.connect'), title: t('zone.connectTitle') }}
      networkZone={networkZone}
      line={t('zone.line', { name: '{name}', offset: '{offset}' })}
    />
  );
}

export async function SiteFooter() {
  const t = await getTranslations('footer');
  return (
    <footer className="mt-auto bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1fr_auto]">
        <div className="space-y-4">
          <Logo className="h-7 w-auto text-white" />
          <nav aria-label={t('legalNav')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
              <li>
                <Link href="/terms_of_use" className="hover:underline">
                  {t('terms')}
                </Link>
              </li>
              <li>
                <Link href="/privacy" className="text-accent-400 hover:underline">
                  {t('privacy')}
                </Link>
              </li>
              <li>
                <Link href="/support/inquiry" className="hover:underline">
                  {t('contact')}
                </Link>
              </li>
            </ul>
          </nav>
          <address className="text-sm not-italic leading-relaxed text-white/80">
            {t('company')}
            <br />
            {t('address')}
          </address>
          <TimezoneLine />
          <p className="text-xs text-white/60">{t('copyright', { year: new Date().getFullYear() })}</p>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <ul className="flex gap-3" aria-label={t('social')}>
            {socialLinks.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <SocialIcon name={link.key} />
                  <span className="sr-only">{t(`socialName.${link.key}`)}</span>
                </a>
              </li>
            ))}
          </ul>
          <FamilySites
            label={t('familySite')}
            sites={familySites.map((site) => ({ key: site.key, href: site.href, label: t(`family.${site.key}`) }))}
          />
        </div>
      </div>
      <LateBackToTop label={t('backToTop')} />
    </footer>
  );
}
