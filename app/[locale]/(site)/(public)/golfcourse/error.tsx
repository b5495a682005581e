'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function GolfCourseError(props: RouteErrorProps) {
  return <RouteError {...props} section="golfcourse" />;
}
