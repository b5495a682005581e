'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, useTransition } from 'react';
import useSWR from 'swr';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { useRouter } from '@/lib/portal/i18n/navigation';
import { formatFee } from '@/lib/shared/money';
import type { BookingAvailability } from '@/lib/upstream/operations/booking';
import type { PaymentStep } from '@/lib/upstream/operations/payment';
import { ScrollRegion } from '@/components/ui/scroll-region';

type CreateAction = (input: Record<string, unknown>) => Promise<ActionResult<{ bookingno: number; status: string; payment: PaymentStep | null }>>;
type SearchAction = (input: { q: string }) => Promise<ActionResult<{ playerpk: number; nickname: string }[]>>;

class AvailabilityError extends Error {}

async function fetchAvailability(url: string): Promise<BookingAvailability> {
  const answer = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then((response) => response.json() as Promise<ActionResult<BookingAvailability>>)
    .catch(() => null);
  if (!answer) throw new AvailabilityError('api.network');
  if (!answer.ok) throw new AvailabilityError(answer.message);
  return answer.data;
}

const button = 'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The booking grid and form (issue 23), phone first: a venue day's bays × slots in the venue's zone
 * (said above the grid), polled every 10 s so a slot someone else books turns taken without a reload;
 * pick a free start, the length, the players and how to pay; the price is shown before booking. The
 * member API re-checks everything; a slot taken meanwhile is refused clearly and the grid refreshes.
 */
export function BookingForm({ initial, create, search }: { initial: BookingAvailability; create: CreateAction; search: SearchAction }) {
  const hydrated = useHydrated();
  const t = useTranslations('bookingPage');
  const text = useActionMessage();
  const locale = useLocale();
  const router = useRouter();
  const [day, setDay] = useState(initial.day);
  const { data, error, mutate, isValidating } = useSWR(`/api/booking/availability?shopno=${initial.shopno}&day=${day}&locale=${locale}`, fetchAvailability, {
    fallbackData: day === initial.day ? initial : undefined,
    refreshInterval: 10_000,
    revalidateOnFocus: true,
  });
  const venue = data ?? initial;
  const [choice, setChoice] = useState<{ bayid: number; index: number } | null>(null);
  const [slots, setSlots] = useState(1);
  const [members, setMembers] = useState<{ playerpk: number; nickname: string }[]>([]);
  const [guests, setGuests] = useState<string[]>([]);
  const [guestName, setGuestName] = useState('');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ playerpk: number; nickname: string }[] | null>(null);
  const [paymethod, setPaymethod] = useState<'card' | 'venue'>(venue.paymentmode === 'card' ? 'card' : 'venue');
  const [showName, setShowName] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const bay = choice ? venue.bays.find((b) => b.bayid === choice.bayid) : undefined;
  const runs = (b: NonNullable<typeof bay>, index: number, length: number) => index + length <= venue.slots.length && b.free.slice(index, index + length).every(Boolean);
  const stillFree = Boolean(bay && choice && runs(bay, choice.index, slots));
  const price = useMemo(() => {
    if (!bay || !choice) return undefined;
    let amount = 0;
    let walkIn = 0;
    for (const slot of venue.slots.slice(choice.index, choice.index + slots)) {
      const row = venue.prices.find((p) => p.kind === bay.kind && p.band === slot.band);
      if (!row) return undefined;
      amount += row.memberprice;
      walkIn += row.price;
    }
    return { amount, walkIn };
  }, [bay, choice, slots, venue]);
  const capacity = bay?.capacity ?? 4;
  const playerCount = 1 + members.length + guests.length;
  const dayLabel = (value: string) => new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  const days = useMemo(() => {
    const list: string[] = [];
    for (let d = new Date(`${venue.firstday}T00:00:00Z`); d.toISOString().slice(0, 10) <= venue.lastday && list.length < 31; d.setUTCDate(d.getUTCDate() + 1)) list.push(d.toISOString().slice(0, 10));
    return list;
  }, [venue.firstday, venue.lastday]);

  function pick(bayid: number, index: number) {
    setChoice({ bayid, index });
    setMessage(null);
    const target = venue.bays.find((b) => b.bayid === bayid);
    if (target && !runs(target, index, slots)) setSlots(1);
  }

  function lookUp() {
    if (query.trim().length < 2) return setMessage('booking.error.searchShort');
    startTransition(async () => {
      const result = await runAction(search, { q: query.trim() });
      if (result.ok) {
        setFound(result.data.filter((m) => !members.some((x) => x.playerpk === m.playerpk)));
        setMessage(null);
      } else setMessage(result.message);
    });
  }

  function addGuest() {
    const name = guestName.trim();
    if (!name || name.length > 40) return setMessage('booking.error.guestName');
    setGuests([...guests, name]);
    setGuestName('');
    setMessage(null);
  }

  function submit() {
    if (!bay || !choice) return;
    startTransition(async () => {
      const result = await runAction(create, {
        locale,
        lang: locale,
        shopno: venue.shopno,
        bayid: bay.bayid,
        startsat: venue.slots[choice.index].startsat,
        slots,
        members: members.map((m) => m.playerpk),
        guests,
        paymethod,
        showname: showName,
      });
      if (result.ok) {
        router.push(`/membership/mybookings/${result.data.bookingno}`);
        return;
      }
      setMessage(result.message);
      // Someone else was quicker, or the hours changed: show the grid as it is now.
      await mutate();
    });
  }

  return (
    <div className="space-y-6" data-booking-form={venue.shopno}>
      <p className="text-sm text-gray-700" data-venue-zone={venue.timezone}>
        {t('zone', { zone: venue.timezone })}
      </p>
      <div>
        <label htmlFor="booking-day" className="block text-sm font-semibold text-gray-900">
          {t('day')}
        </label>
        <select
          id="booking-day"
          value={day}
          onChange={(event) => {
            setDay(event.target.value);
            setChoice(null);
          }}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-base sm:w-64"
        >
          {days.map((value) => (
            <option key={value} value={value}>
              {dayLabel(value)}
            </option>
          ))}
        </select>
        {venue.note && <p className="mt-1 text-sm text-amber-800">{venue.note}</p>}
      </div>

      {error && !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {text(error instanceof AvailabilityError ? error.message : 'api.network')}
          <button type="button" onClick={() => mutate()} className={`${button} border border-red-300`}>
            {t('retry')}
          </button>
        </div>
      ) : !data ? (
        <p role="status" className="animate-pulse text-sm text-gray-600 motion-reduce:animate-none">
          {t('loading')}
        </p>
      ) : venue.slots.length === 0 ? (
        <p className="text-sm text-gray-700">{t('closed')}</p>
      ) : (
        <div aria-busy={isValidating}><ScrollRegion label={t('gridCaption', { zone: venue.timezone })} className="max-h-[28rem] overflow-auto rounded-md border border-gray-200">
          <table className="min-w-full border-collapse text-sm">
            <caption className="sr-only">{t('gridCaption', { zone: venue.timezone })}</caption>
            <thead className="sticky top-0 z-10 bg-gray-50">
              <tr>
                <th scope="col" className="sticky left-0 bg-gray-50 px-2 py-2 text-left font-semibold">
                  {t('time')}
                </th>
                {venue.bays.map((b) => (
                  <th key={b.bayid} scope="col" className="px-2 py-2 text-left font-semibold whitespace-nowrap">
                    {b.name}
                    <span className="block text-xs font-normal text-gray-600">{t(`kind.${b.kind}`)} · {t('capacity', { count: b.capacity })}{b.handedness === 'left' ? ` · ${t('leftHanded')}` : ''}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {venue.slots.map((slot, index) => (
                <tr key={slot.startsat} className="border-t border-gray-100">
                  <th scope="row" className="sticky left-0 bg-white px-2 py-1 text-left font-medium whitespace-nowrap">
                    {slot.label}
                    {slot.band === 'peak' && <span className="ml-1 text-xs text-gray-700">{t('peak')}</span>}
                  </th>
                  {venue.bays.map((b) => {
                    const selected = choice?.bayid === b.bayid && index >= choice.index && index < choice.index + slots;
                    return (
                      <td key={b.bayid} className="px-1 py-1">
                        {b.free[index] ? (
                          <button
                            type="button"
                            aria-pressed={selected}
                            aria-label={t('slotLabel', { bay: b.name, time: slot.label })}
                            onClick={() => pick(b.bayid, index)}
                            className={`min-h-9 w-full min-w-16 rounded ${selected ? 'bg-brand-700 text-white' : 'bg-green-50 text-green-900 hover:bg-green-100'} px-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand-700`}
                          >
                            {selected ? t('chosen') : t('free')}
                          </button>
                        ) : (
                          <span className="block min-h-9 min-w-16 rounded bg-gray-100 px-2 py-2 text-center text-xs text-gray-700">{t('taken')}</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion></div>
      )}

      {bay && choice && (
        <form
          method="post"
          className="space-y-4 rounded-md border border-gray-200 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 className="text-lg font-semibold">{t('summary', { bay: bay.name, time: venue.slots[choice.index].label })}</h2>
          <div>
            <label htmlFor="booking-slots" className="block text-sm font-semibold">
              {t('length')}
            </label>
            <select id="booking-slots" value={slots} onChange={(event) => setSlots(Number(event.target.value))} className="mt-1 rounded-md border border-gray-300 px-3 py-2 text-base">
              {Array.from({ length: venue.terms.maxslots }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n} disabled={!runs(bay, choice.index, n)}>
                  {t('minutes', { minutes: n * venue.terms.slotminutes })}
                </option>
              ))}
            </select>
          </div>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t('players', { count: playerCount, capacity })}</legend>
            <ul className="flex flex-wrap gap-2 text-sm">
              <li className="rounded-full bg-gray-100 px-3 py-1">{t('you')}</li>
              {members.map((m) => (
                <li key={m.playerpk} className="flex items-center gap-1 rounded-full bg-gray-100 px-3 py-1">
                  {m.nickname}
                  <button type="button" aria-label={t('remove', { name: m.nickname })} onClick={() => setMembers(members.filter((x) => x.playerpk !== m.playerpk))} className="px-1 font-bold">
                    ×
                  </button>
                </li>
              ))}
              {guests.map((g, i) => (
                <li key={`${g}-${i}`} className="flex items-center gap-1 rounded-full bg-gray-100 px-3 py-1">
                  {t('guest', { name: g })}
                  <button type="button" aria-label={t('remove', { name: g })} onClick={() => setGuests(guests.filter((_, j) => j !== i))} className="px-1 font-bold">
                    ×
                  </button>
                </li>
              ))}
            </ul>
            {playerCount < capacity && (
              <div className="grid gap-2 sm:grid-cols-2">
                <div>
                  <label htmlFor="booking-member" className="block text-xs text-gray-700">
                    {t('findMember')}
                  </label>
                  <div className="flex gap-2">
                    <input id="booking-member" value={query} onChange={(event) => setQuery(event.target.value)} maxLength={20} className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-base" />
                    <button type="button" onClick={lookUp} className={`${button} border border-gray-300`}>
                      {t('search')}
                    </button>
                  </div>
                  {found && (
                    <ul className="mt-1 text-sm" aria-live="polite">
                      {found.length === 0 && <li className="text-gray-600">{t('noMember')}</li>}
                      {found.map((m) => (
                        <li key={m.playerpk}>
                          <button
                            type="button"
                            onClick={() => {
                              setMembers([...members, m]);
                              setFound(null);
                              setQuery('');
                            }}
                            className="py-1 underline"
                          >
                            {t('add', { name: m.nickname })}
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <div>
                  <label htmlFor="booking-guest" className="block text-xs text-gray-700">
                    {t('guestName')}
                  </label>
                  <div className="flex gap-2">
                    <input id="booking-guest" value={guestName} onChange={(event) => setGuestName(event.target.value)} maxLength={40} className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-base" />
                    <button type="button" onClick={addGuest} className={`${button} border border-gray-300`}>
                      {t('addGuest')}
                    </button>
                  </div>
                </div>
              </div>
            )}
          </fieldset>

          <fieldset>
            <legend className="text-sm font-semibold">{t('pay')}</legend>
            {venue.paymentmode === 'card' && (
              <label className="mr-4 inline-flex items-center gap-2 py-1 text-sm">
                <input type="radio" name="paymethod" value="card" checked={paymethod === 'card'} onChange={() => setPaymethod('card')} /> {t('payCard')}
              </label>
            )}
            {venue.terms.payatvenue && (
              <label className="inline-flex items-center gap-2 py-1 text-sm">
                <input type="radio" name="paymethod" value="venue" checked={paymethod === 'venue'} onChange={() => setPaymethod('venue')} /> {t('payVenue')}
              </label>
            )}
          </fieldset>

          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" checked={showName} onChange={(event) => setShowName(event.target.checked)} className="mt-1" />
            <span>{t('showName')}</span>
          </label>

          {price && (
            <p className="text-base" data-booking-price={price.amount}>
              {t('price', { amount: formatFee(price.amount, venue.terms.currency, locale), walkin: formatFee(price.walkIn, venue.terms.currency, locale) })}
            </p>
          )}
          <p className="text-xs text-gray-600">{t('rule', { hours: venue.terms.freecancelhours, percent: venue.terms.laterefundpercent, minutes: venue.terms.holdminutes })}</p>
          {message && (
            <p role="alert" className="text-sm text-red-800">
              {text(message)}
            </p>
          )}
          <button type="submit" disabled={!hydrated || pending || !stillFree || playerCount > capacity} className={`${button} bg-brand-700 text-white disabled:opacity-50`}>
            {pending ? t('booking') : paymethod === 'card' ? t('bookAndPay') : t('book')}
          </button>
          {!stillFree && <p className="text-sm text-amber-800">{t('noLongerFree')}</p>}
        </form>
      )}
    </div>
  );
}
