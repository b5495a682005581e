/** The member whose password the reset spec changes (so the shared demo account keeps the published one). */
export const RESET_MEMBER = { playerId: 'resetter', email: 'resetter@clubhouse.example', password: 'Clubhouse1!' };
/** The member the edge-cache spec enters in a tournament through the member API (entered in nothing before). */
export const EDGE_MEMBER = { playerId: 'edgecacher', email: 'edgecacher@clubhouse.example', password: 'Clubhouse1!' };
/** The member whose MyZone pages the member-pages spec has the edge keep, change and refuse. */
export const PAGE_KEEPER = { playerId: 'pagekeeper', email: 'pagekeeper@clubhouse.example', password: 'Clubhouse1!', nickname: 'PageKeeper' };
