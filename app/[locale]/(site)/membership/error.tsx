'use client';

// Inside MyZone's layout (its menu stays); RouteError reads the section from the address.
// Loaded when a page fails (components/ui/lazy-route-error).
export { LazyRouteError as default } from '@/components/ui/lazy-route-error';
