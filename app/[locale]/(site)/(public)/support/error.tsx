'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function SupportError(props: RouteErrorProps) {
  return <RouteError {...props} section="support" />;
}
