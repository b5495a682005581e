import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';

/** The console screens whose title is their messages' `admin.<screen>.title`. */
type Screen = 'lessons' | 'lessonPublishing' | 'minigamePublishing' | 'notices' | 'inquiries' | 'payments' | 'bookings' | 'audit' | 'members' | 'tournaments' | 'venues';

/** A console page's generateMetadata: its title in the page's language. */
export const screenMetadata =
  (screen: Screen) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await readParams(params);
    return { title: (await getTranslations({ locale, namespace: 'admin' }))(`${screen}.title`) };
  };
