import { PageLoading } from '@/components/ui/page-loading';

/** Shown at once on a client-side navigation while the list renders (there is no 404 here to stream over). */
export default function Loading() {
  return <PageLoading variant="rows" />;
}
