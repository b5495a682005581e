import { exportMember } from '@/lib/portal/staff/members';
import { refusalResponse, staffRoute } from '@/lib/portal/staff/route';

/** A member's personal data as a JSON file (an access request): dangerous, so a fresh passkey check first. */
export async function GET(_request: Request, { params }: RouteContext<'/admin/[locale]/members/[pk]/export'>) {
  const { pk } = await params;
  return staffRoute('members.export', async ({ db, audit }) => {
    const data = /^\d{1,9}$/.test(pk) ? await exportMember(db, Number(pk)) : undefined;
    if (!data) return refusalResponse(404, 'notFound');
    await audit(`member:${pk}`, { exported: true });
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="member-${Number(pk)}-personal-data.json"`,
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
