import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/shared/format';
import type { MyRoundHole } from '@/lib/upstream/operations/records';
import { toParLabel } from './myzone-heading';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** Golf's scorecard marks: a circle for under par (two for an eagle), a square for over (two for a double or worse). */
function strokeMark(strokes: number, par: number): string {
  const diff = strokes - par;
  if (diff <= -2) return 'rounded-full ring-2 ring-offset-1 ring-red-600 border border-red-600 text-red-700';
  if (diff === -1) return 'rounded-full border-2 border-red-600 text-red-700';
  if (diff === 1) return 'border-2 border-blue-700 text-blue-800';
  if (diff >= 2) return 'border-2 border-blue-700 ring-2 ring-offset-1 ring-blue-700 text-blue-800';
  return '';
}

const sum = (holes: MyRoundHole[], pick: (hole: MyRoundHole) => number) => holes.reduce((total, hole) => total + pick(hole), 0);

/**
 * A round's hole-by-hole scorecard: one table per nine (so a 390 px phone shows a nine without
 * scrolling sideways), each with par, length, strokes, putts, fairway and green in regulation, and
 * its Out or In total; the round's total below. `hidden` marks New Peria's hidden holes.
 */
export async function Scorecard({ holes, hidden, caption }: { holes: MyRoundHole[]; hidden?: number[] | null; caption: string }) {
  const t = await getTranslations('records.scorecard');
  const nines: MyRoundHole[][] = [];
  for (let i = 0; i < holes.length; i += 9) nines.push(holes.slice(i, i + 9));
  const cell = 'px-1.5 py-1.5 text-center tabular-nums';
  const head = 'px-2 py-1.5 text-left text-xs font-semibold text-gray-600 whitespace-nowrap';
  const yes = (value: boolean | null) => (value === null ? <span aria-label={t('notApplicable')}>–</span> : value ? <span aria-label={t('yes')}>●</span> : <span aria-label={t('no')} className="text-gray-400">○</span>);

  return (
    <div className="space-y-4" data-testid="scorecard">
      {nines.map((nine, index) => {
        const label = nine[0].hole <= 9 && nine.at(-1)!.hole <= 9 ? t('out') : nine[0].hole >= 10 ? t('in') : t('nine', { n: index + 1 });
        return (
          <ScrollRegion label={`${caption} · ${label}`} className="rounded-xl border border-gray-200" key={index}  data-nine-from={nine[0].hole}>
            <table className="w-full min-w-[20rem] text-sm">
              <caption className="bg-gray-50 px-3 py-2 text-left text-sm font-bold">
                {caption} · {label}
              </caption>
              <thead className="border-b border-gray-200">
                <tr>
                  <th scope="row" className={head}>{t('hole')}</th>
                  {nine.map((hole) => (
                    <th key={hole.hole} scope="col" className={`${cell} text-xs font-semibold ${hidden?.includes(hole.hole) ? 'bg-amber-100' : ''}`}>
                      {hole.hole}
                      {hidden?.includes(hole.hole) && <span className="sr-only"> ({t('hiddenHole')})</span>}
                    </th>
                  ))}
                  <th scope="col" className={`${cell} bg-gray-50 text-xs font-bold`}>{label}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                <tr>
                  <th scope="row" className={head}>{t('par')}</th>
                  {nine.map((hole) => <td key={hole.hole} className={cell}>{hole.par}</td>)}
                  <td className={`${cell} bg-gray-50 font-semibold`}>{sum(nine, (h) => h.par)}</td>
                </tr>
                <tr>
                  <th scope="row" className={head}>{t('distance')}</th>
                  {nine.map((hole) => <td key={hole.hole} className={`${cell} text-xs text-gray-600`}>{hole.distance ?? '–'}</td>)}
                  <td className={`${cell} bg-gray-50 text-xs text-gray-600`}>{formatNumber(sum(nine, (h) => h.distance ?? 0))}</td>
                </tr>
                <tr data-testid="scorecard-strokes">
                  <th scope="row" className={head}>{t('strokes')}</th>
                  {nine.map((hole) => (
                    <td key={hole.hole} className={cell}>
                      <span className={`inline-flex h-6 min-w-6 items-center justify-center font-bold ${strokeMark(hole.strokes, hole.par)}`} title={toParLabel(hole.strokes - hole.par)}>
                        {hole.strokes}
                      </span>
                    </td>
                  ))}
                  <td className={`${cell} bg-gray-50 font-extrabold`}>{sum(nine, (h) => h.strokes)}</td>
                </tr>
                <tr>
                  <th scope="row" className={head}>{t('putts')}</th>
                  {nine.map((hole) => <td key={hole.hole} className={cell}>{hole.putts}</td>)}
                  <td className={`${cell} bg-gray-50 font-semibold`}>{sum(nine, (h) => h.putts)}</td>
                </tr>
                <tr>
                  <th scope="row" className={head}>{t('fairway')}</th>
                  {nine.map((hole) => <td key={hole.hole} className={`${cell} text-brand-700`}>{yes(hole.fairway)}</td>)}
                  <td className={`${cell} bg-gray-50`}>{nine.filter((h) => h.fairway).length}/{nine.filter((h) => h.fairway !== null).length}</td>
                </tr>
                <tr>
                  <th scope="row" className={head}>{t('gir')}</th>
                  {nine.map((hole) => <td key={hole.hole} className={`${cell} text-brand-700`}>{yes(hole.gir)}</td>)}
                  <td className={`${cell} bg-gray-50`}>{nine.filter((h) => h.gir).length}/{nine.length}</td>
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
        );
      })}
      {nines.length > 1 && (
        <p className="text-right text-sm font-semibold" data-testid="scorecard-total">
          {t('total', { strokes: sum(holes, (h) => h.strokes), par: sum(holes, (h) => h.par), toPar: toParLabel(sum(holes, (h) => h.strokes - h.par)), putts: sum(holes, (h) => h.putts) })}
        </p>
      )}
      <p className="text-xs text-gray-600">{t('legend')}</p>
    </div>
  );
}
