'use client';

// Inside MyZone's layout (its menu stays); RouteError reads the section from the address.
export { RouteError as default } from '@/components/ui/route-error';
