/**
 * What the live spec (tests/e2e/live.spec.ts) shares with its fixture (tests/e2e/fixtures/venue.ts):
 * a venue with a signing key whose secret the spec knows, and a live tournament.
 */
export const E2E_VENUE_KEY_ID = 'vk_e2e_live';
export const E2E_VENUE_KEY_SECRET = 'e2e-live-venue-secret-known-to-the-spec-only';
export const E2E_LIVE_TOURNAMENT = 'E2E Live Open';
export const E2E_LIVE_VENUE = 'E2E Live Venue';
export const E2E_LIVE_LEADER_GROSS = 70;
