import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import type { venueAdminView } from '@/lib/portal/staff/venue-admin';
import { BAY_CAPACITY_MAX, BAY_HANDEDNESS, BAY_KINDS, PRICE_BANDS } from '@/lib/shared/domain/booking';
import { WEEKDAYS } from '@/lib/shared/domain/opening-hours';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { VenueForm, VenueRowButton, type VenueField } from '@/components/admin/venue-admin-forms';

type Action = (input: Record<string, unknown>) => Promise<ActionResult<unknown>>;
export interface VenueActions {
  details: Action;
  hours: Action;
  exception: Action;
  removeException: Action;
  terms: Action;
  bay: Action;
  bayService: Action;
  removeBay: Action;
  prices: Action;
}
type View = NonNullable<Awaited<ReturnType<typeof venueAdminView>>>;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="text-xl font-semibold">{title}</h2>
      {hint && <p className="text-gray-700">{hint}</p>}
      {children}
    </section>
  );
}

/**
 * The sections of a venue's page in the console (issue 24 item 3): details, weekly hours, holidays and
 * closures, booking terms, bays and prices, each a form whose server action is handed in.
 */
export async function VenueSections({ view, zone, locale, can, actions }: { view: View; zone: string; locale: string; can: { venue: boolean; bays: boolean; prices: boolean }; actions: VenueActions }) {
  const t = await getTranslations({ locale, namespace: 'admin.venueAdmin' });
  const shopno = view.store.shopno;
  const common = { locale, hidden: { shopno }, submitLabel: t('save') };
  const kinds = BAY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
  const hands = BAY_HANDEDNESS.map((hand) => ({ value: hand, label: t(`hands.${hand}`) }));
  const bayFields: VenueField[] = [
    { name: 'number', label: t('number'), type: 'number', min: 1, max: 999 },
    { name: 'name', label: t('bayName'), maxLength: 60 },
    { name: 'kind', label: t('kind'), type: 'select', options: kinds },
    { name: 'handedness', label: t('handedness'), type: 'select', options: hands },
    { name: 'capacity', label: t('capacity'), type: 'number', min: 1, max: BAY_CAPACITY_MAX },
  ];
  const cell = 'border-b border-gray-200 px-3 py-2 text-left align-top';
  return (
    <>
      <Section title={t('details')}>
        <VenueForm
          {...common}
          schema="details"
          legend={t('details')}
          action={actions.details}
          initial={view.details}
          fields={[
            { name: 'name', label: t('nameEn'), lang: 'en', maxLength: 120 },
            { name: 'nameKo', label: t('nameKo'), lang: 'ko', maxLength: 120 },
            { name: 'address', label: t('address'), maxLength: 240 },
            { name: 'city', label: t('city'), maxLength: 80 },
            { name: 'postalCode', label: t('postalCode'), maxLength: 20 },
            { name: 'phone', label: t('phone'), type: 'tel', maxLength: 40 },
          ]}
        />
      </Section>
      <Section title={t('hours')} hint={t('hoursHint', { zone })}>
        <VenueForm
          {...common}
          schema="hours"
          legend={t('hours')}
          action={actions.hours}
          initial={view.hours}
          columns={4}
          fields={[1, 2, 3, 4, 5, 6, 0].flatMap((index) => {
            const day = t(`weekdays.${WEEKDAYS[index]}`);
            return [
              { name: `${WEEKDAYS[index]}Open`, label: t('opens', { day }), type: 'time' as const },
              { name: `${WEEKDAYS[index]}Close`, label: t('closes', { day }), type: 'text' as const, maxLength: 5 },
            ];
          })}
        />
      </Section>
      <Section title={t('exceptions')} hint={t('exceptionsHint', { zone })}>
        {view.exceptions.length === 0 ? (
          <p className="text-gray-700">{t('noExceptions')}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {view.exceptions.map((row) => (
              <li key={row.day} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <strong>{row.day}</strong> · {row.hours ?? t('closedAllDay')} · {row.note}
                </span>
                {can.venue && <VenueRowButton label={t('remove')} name={row.day} payload={{ shopno, day: row.day }} locale={locale} action={actions.removeException} danger />}
              </li>
            ))}
          </ul>
        )}
        {can.venue && (
          <VenueForm
            {...common}
            schema="exception"
            legend={t('exceptions')}
            action={actions.exception}
            submitLabel={t('addException')}
            reset
            columns={3}
            initial={{ day: '', closed: true, open: '', close: '', note: '' }}
            fields={[
              { name: 'day', label: t('day'), type: 'date' },
              { name: 'note', label: t('reason'), maxLength: 120 },
              { name: 'closed', label: t('closedAllDay'), type: 'checkbox' },
              { name: 'open', label: t('open'), type: 'time' },
              { name: 'close', label: t('close'), type: 'text', maxLength: 5 },
            ]}
          />
        )}
      </Section>
      <Section title={t('terms')} hint={view.takesBookings ? undefined : t('termsNone')}>
        <VenueForm
          {...common}
          schema="terms"
          legend={t('terms')}
          action={actions.terms}
          initial={view.terms}
          columns={3}
          fields={[
            { name: 'slotMinutes', label: t('slotMinutes'), type: 'number', min: 15, max: 240 },
            { name: 'bufferMinutes', label: t('bufferMinutes'), type: 'number', min: 0, max: 120, hint: t('bufferHint') },
            { name: 'maxSlots', label: t('maxSlots'), type: 'number', min: 1, max: 12 },
            { name: 'advanceDays', label: t('advanceDays'), type: 'number', min: 1, max: 365 },
            { name: 'freeCancelHours', label: t('freeCancelHours'), type: 'number', min: 0, max: 720 },
            { name: 'lateRefundPercent', label: t('lateRefundPercent'), type: 'number', min: 0, max: 100 },
            { name: 'peakFrom', label: t('peakFrom'), type: 'time', hint: t('peakHint') },
            { name: 'currency', label: t('currency'), maxLength: 3 },
            { name: 'payAtVenue', label: t('payAtVenue'), type: 'checkbox' },
          ]}
        />
      </Section>
      <Section title={t('bays')} hint={t('removeHint')}>
        {view.bays.length === 0 ? (
          <p className="text-gray-700">{t('noBays')}</p>
        ) : (
          <ScrollRegion label={t('bays')}>
            <table className="w-full min-w-[40rem] text-sm">
              <thead>
                <tr>
                  {[t('number'), t('bayName'), t('kind'), t('handedness'), t('capacity'), t('state'), t('bookingsCount'), t('actions')].map((head, i) => (
                    <th key={i} scope="col" className={cell}>
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.bays.map((bay) => (
                  <tr key={bay.id}>
                    <td className={cell}>{bay.number}</td>
                    <td className={cell}>{bay.name}</td>
                    <td className={cell}>{t(`kinds.${bay.kind as (typeof BAY_KINDS)[number]}`)}</td>
                    <td className={cell}>{t(`hands.${bay.handedness as (typeof BAY_HANDEDNESS)[number]}`)}</td>
                    <td className={cell}>{bay.capacity}</td>
                    <td className={cell}>{bay.active ? t('inService') : t('outOfService')}</td>
                    <td className={cell}>{bay.bookings}</td>
                    <td className={`${cell} space-y-1`}>
                      {can.bays && (
                        <>
                          <VenueRowButton label={bay.active ? t('takeOut') : t('putBack')} name={bay.name} payload={{ bayId: bay.id, active: bay.active ? '' : 'on' }} locale={locale} action={actions.bayService} />
                          {bay.bookings === 0 && <VenueRowButton label={t('remove')} name={bay.name} payload={{ bayId: bay.id }} locale={locale} action={actions.removeBay} danger />}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {can.bays &&
          view.bays.map((bay) => (
            <details key={bay.id} className="rounded-md border border-gray-200 p-3">
              <summary className="cursor-pointer font-semibold">{t('editBay', { bay: `${bay.number} · ${bay.name}` })}</summary>
              <div className="mt-3">
                <VenueForm {...common} hidden={{ shopno, bayId: bay.id }} schema="bay" legend={t('editBay', { bay: bay.name })} action={actions.bay} columns={3} fields={bayFields} initial={{ number: bay.number, name: bay.name, kind: bay.kind, handedness: bay.handedness, capacity: bay.capacity }} />
              </div>
            </details>
          ))}
        {can.bays && (
          <div>
            <h3 className="mb-2 text-lg font-semibold">{t('addBay')}</h3>
            <VenueForm
              {...common}
              schema="bay"
              legend={t('addBay')}
              action={actions.bay}
              submitLabel={t('add')}
              reset
              columns={3}
              fields={bayFields}
              initial={{ number: Math.max(0, ...view.bays.map((b) => b.number)) + 1, name: '', kind: 'standard', handedness: 'both', capacity: 4 }}
            />
          </div>
        )}
      </Section>
      <Section title={t('prices')} hint={t('pricesHint', { currency: view.terms.currency || '—' })}>
        <VenueForm
          {...common}
          schema="prices"
          legend={t('prices')}
          action={actions.prices}
          initial={view.prices}
          columns={4}
          fields={BAY_KINDS.flatMap((kind) =>
            PRICE_BANDS.flatMap((band) => {
              const values = { kind: t(`kinds.${kind}`), band: t(`bands.${band}`) };
              return [
                { name: `${kind}_${band}_price`, label: t('walkIn', values), type: 'number' as const, min: 0 },
                { name: `${kind}_${band}_member`, label: t('member', values), type: 'number' as const, min: 0 },
              ];
            }),
          )}
        />
      </Section>
    </>
  );
}
