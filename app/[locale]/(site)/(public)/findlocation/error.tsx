'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function FindLocationError(props: RouteErrorProps) {
  return <RouteError {...props} section="findlocation" />;
}
