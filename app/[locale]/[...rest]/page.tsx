import { notFound } from 'next/navigation';

/** Any path that no route matches renders the locale's 404 page (and answers HTTP 404). */
export default function CatchAll() {
  notFound();
}
