import { scrub } from '@/lib/shared/log/json-console.mjs';

/** What the processor reads and changes of a finished span (@opentelemetry/sdk-trace-base's ReadableSpan). */
interface FinishedSpan {
  name: string;
  attributes: Record<string, unknown>;
}

/**
 * A span processor that cuts query strings and e-mail addresses out of every span before it is
 * exported, by the same rule as the log lines (lib/shared/log/json-console.mjs `scrub`): Next's request spans
 * carry the whole target (`http.target`, `http.url`), and a query can hold a search or a token.
 * Registered ahead of the exporting processor (instrumentation.ts), which queues the span as changed.
 */
export class ScrubSpanProcessor {
  onStart(): void {}

  onEnd(span: FinishedSpan): void {
    for (const [key, value] of Object.entries(span.attributes)) {
      if (typeof value === 'string') span.attributes[key] = scrub(value);
      else if (Array.isArray(value)) span.attributes[key] = value.map((item) => (typeof item === 'string' ? scrub(item) : item));
    }
    const name = scrub(span.name);
    if (name !== span.name) (span as { name: string }).name = name;
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
