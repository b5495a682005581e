'use client';

// One screen for every public section (MyZone has its own, inside its layout): RouteError reads the
// section from the address.
export { RouteError as default } from '@/components/ui/route-error';
