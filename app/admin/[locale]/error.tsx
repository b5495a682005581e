'use client';

// Every console page's error screen (the sign-in and enrolment pages' too): a generic message and the digest.
export { ConsoleError as default } from '@/components/admin/console-error';
