'use client';

// One screen for every public section (MyZone has its own, inside its layout): RouteError reads the
// section from the address.
// Loaded when a page fails (components/ui/lazy-route-error).
export { LazyRouteError as default } from '@/components/ui/lazy-route-error';
