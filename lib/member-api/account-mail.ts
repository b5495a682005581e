import 'server-only';
import type { Database } from '@/lib/member-api/db/client';
import { appLink, sendMail } from '@/lib/member-api/mail/send';
import { mailTexts } from '@/lib/member-api/mail/texts';
import type { Lang } from '@/lib/upstream/operations/fields';

type MailKind = 'verify' | 'findId' | 'findIdSocial' | 'reset' | 'passwordChanged' | 'emailChange';

/**
 * The account mails, in the member's language, with links built from APP_URL (never the request's
 * Host header). Texts live in the `mail` messages namespace with every other mail's.
 */
export async function sendAccountMail(
  db: Database,
  kind: MailKind,
  to: string,
  lang: Lang,
  values: { nickname?: string; playerId?: string; token?: string; provider?: string },
): Promise<void> {
  const t = await mailTexts(lang);
  let link: string;
  switch (kind) {
    case 'verify':
    case 'emailChange':
      // One confirmation page for both (/register/verifyemail_confirm knows the token's purpose); the
      // link names the purpose too, so the page says what the button does before it is pressed.
      link = appLink(`/verify_email?token=${encodeURIComponent(values.token ?? '')}&purpose=${kind}`, lang);
      break;
    case 'reset':
      link = appLink(`/reset_password?token=${encodeURIComponent(values.token ?? '')}`, lang);
      break;
    default:
      link = appLink('/login', lang);
  }
  const params = { nickname: values.nickname ?? '', id: values.playerId ?? '', provider: values.provider ?? '', link };
  await sendMail(db, {
    to,
    subject: t(`${kind}.subject`, params),
    text: `${t(`${kind}.body`, params)}\n\n${link}\n\n${t('footer')}`,
  });
}
