'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function HallOfFameError(props: RouteErrorProps) {
  return <RouteError {...props} section="halloffame" />;
}
