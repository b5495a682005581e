import { getTranslations } from 'next-intl/server';
import { HoleDrawing, holeColours } from '@/components/course/hole-drawing';
import type { CourseHole } from '@/lib/upstream/operations/course';

/** Every hole of a course drawn from above, with the legend of what the drawings show. */
export async function CourseHoleDrawings({ holes }: { holes: CourseHole[] }) {
  const t = await getTranslations('course');
  // What a drawing shows, said in words for those who cannot see it.
  const holeLabel = (hole: CourseHole) => {
    const shape = hole.par <= 3 || Math.abs(hole.dogleg) < 8 ? 'straight' : hole.dogleg < 0 ? 'left' : 'right';
    const hazards = hole.hazards.map((h) => `${t(`hazard.${h.kind}`)} ${t(`side.${h.side}` as 'side.0')}`);
    return t('holeLabel', {
      number: hole.holeno,
      par: hole.par,
      metres: hole.distancewhite,
      shape: t(`shape.${shape}`),
      hazards: hazards.length ? t('hazardList', { list: hazards.join(', ') }) : '',
    });
  };
  return (
    <section aria-labelledby="hole-drawings">
      <h2 id="hole-drawings" className="text-xl font-bold">{t('holesHeading')}</h2>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-gray-700">
        {(['fairway', 'green', 'bunker', 'water', 'trees'] as const).map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 10 10" className="h-3 w-3">
              <circle cx="5" cy="5" r="5" fill={holeColours[kind]} />
            </svg>
            {t(`legend.${kind}`)}
          </li>
        ))}
      </ul>
      <ol className="mt-4 grid grid-cols-3 gap-4 sm:grid-cols-6 lg:grid-cols-9">
        {holes.map((hole) => (
          <li key={hole.holeno} className="rounded-lg border border-gray-200 p-2">
            <p className="flex justify-between text-xs font-semibold">
              <span>{t('hole', { number: hole.holeno })}</span>
              <span className="text-gray-600">{t('par', { par: hole.par })}</span>
            </p>
            <HoleDrawing hole={hole} label={holeLabel(hole)} />
            <p className="text-center text-xs tabular-nums text-gray-600">{t('length', { metres: hole.distancewhite })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
