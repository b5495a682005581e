'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function TournamentError(props: RouteErrorProps) {
  return <RouteError {...props} section="tournament" />;
}
