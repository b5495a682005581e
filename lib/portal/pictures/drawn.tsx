import 'server-only';
import { CourseHero } from '@/components/course/course-hero';
import { HoleDrawing } from '@/components/course/hole-drawing';
import { getMinigameRanking } from '@/lib/portal/data/minigame';
import { VenuePicture } from '@/components/store/venue-picture';
import { TournamentPoster } from '@/components/tournament/tournament-poster';
import { getCourse, getCourseHoles } from '@/lib/portal/data/course';
import { getStore } from '@/lib/portal/data/store';
import { findTournament } from '@/lib/portal/data/tournament';
import { defaultLocale } from '@/lib/shared/domain/locale';
import { isUpstreamError } from '@/lib/upstream/errors';
import { minigameHole } from './minigame-hole';
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
      case 'minigame': {
        // The hole the event is about, drawn from its course's data when it has one (issue 26 item 14).
        const { minigame } = await getMinigameRanking(defaultLocale, id, '', 1, 10);
        const holes = minigame.courseno ? (await getCourse(defaultLocale, minigame.courseno)).holelist : null;
        return svgMarkup(<HoleDrawing hole={minigameHole(minigame.eventtype, holes, minigame.holeno)} label={minigame.eventname} />);
      }
      case 'tournament': {
        const tournament = await findTournament(String(id), defaultLocale);
        if (!tournament) return null;
        return svgMarkup(<TournamentPoster tournament={tournament} course={await getCourseHoles(defaultLocale, tournament.courseno)} />);
      }
    }
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return null;
    throw error;
  }
}
