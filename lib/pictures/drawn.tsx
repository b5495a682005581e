import 'server-only';
import { CourseHero } from '@/components/course/course-hero';
import { VenuePicture } from '@/components/store/venue-picture';
import { TournamentPoster } from '@/components/tournament/tournament-poster';
import { getCourse } from '@/lib/data/course';
import { getStore } from '@/lib/data/store';
import { findTournament } from '@/lib/data/tournament';
import { defaultLocale } from '@/lib/domain/locale';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { PictureKind } from './paths';
import { svgMarkup } from './svg-markup';

/**
 * An entity's drawn picture as an SVG document, from the same data its page reads; null when there
 * is no such entity. The drawings hold no words of a language (the pages say them), so they are read
 * in the default language.
 */
export async function drawnPicture(kind: PictureKind, id: number): Promise<string | null> {
  try {
    switch (kind) {
      case 'course': {
        const { course, holelist } = await getCourse(defaultLocale, id);
        return svgMarkup(<CourseHero holes={holelist} name={course.coursename} label={course.coursename} />);
      }
      case 'venue': {
        const { store } = await getStore(defaultLocale, id);
        return svgMarkup(<VenuePicture simulators={store.simulators} storetype={store.storetype} latitude={store.latitude} />);
      }
      case 'tournament': {
        const tournament = await findTournament(String(id), defaultLocale);
        return tournament ? svgMarkup(<TournamentPoster tournament={tournament} />) : null;
      }
    }
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return null;
    throw error;
  }
}
