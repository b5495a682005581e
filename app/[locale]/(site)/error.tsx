'use client';

// One screen for every public section and for MyZone: RouteError reads the section from the address.
export { RouteError as default } from '@/components/ui/route-error';
