import { EventHeader, type EventTab } from '@/components/event/event-header';
import { EventUnavailable } from '@/components/event/event-header';

/** An event screen whose read the member API refused: the section's band and the error in place of the content. */
export function EventUnavailablePage({ current, title }: { current: EventTab; title?: string }) {
  return (
    <>
      <EventHeader current={current} title={title} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <EventUnavailable />
      </div>
    </>
  );
}
