'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function SiteError(props: RouteErrorProps) {
  return <RouteError {...props} section="site" />;
}
