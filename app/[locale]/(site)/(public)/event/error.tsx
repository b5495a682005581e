'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function EventError(props: RouteErrorProps) {
  return <RouteError {...props} section="event" />;
}
