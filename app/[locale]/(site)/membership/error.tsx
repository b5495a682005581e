'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function MembershipError(props: RouteErrorProps) {
  return <RouteError {...props} section="membership" />;
}
