import 'server-only';
// The one place the seam reaches the built-in member API in-process (an exception in eslint.config.mjs).
// lib/upstream/client.ts imports this file lazily and only without UPSTREAM_URL, so a portal with a
// remote member API loads neither the member API nor lib/member-api/db.
import { dispatch } from '@/lib/member-api/dispatch';
import type { Transport } from './client';

/** The same validation and envelope as over HTTP; values are passed as they are, without a text round trip. */
export const inProcessTransport: Transport = (name, input, options) => dispatch(name, input, options);
