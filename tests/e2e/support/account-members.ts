/** Members of the MyZone account spec (its own, so the shared demo member keeps its password, venue and state). */
export const PASSWORD_MEMBER = { playerId: 'pwchanger', email: 'pwchanger@clubhouse.example', password: 'Clubhouse1!', newPassword: 'Changed1!pass' };
export const LEAVING_MEMBER = { playerId: 'leaver', email: 'leaver@clubhouse.example', password: 'Clubhouse1!' };
export const VENUE_MEMBER = { playerId: 'venuefan', email: 'venuefan@clubhouse.example', password: 'Clubhouse1!', locationPoints: 18 };
/** The cached-lists spec's member: enters a tournament, writes a comment, changes their favourite venue (tests/e2e/fixtures/lists.ts). */
export const LIST_MEMBER = { playerId: 'listfan', email: 'listfan@clubhouse.example', password: 'Clubhouse1!' };
/** The tournament spec's member: enters the first open tournament from the join page (tests/e2e/fixtures/lists.ts). */
export const ENTRY_MEMBER = { playerId: 'entrant', email: 'entrant@clubhouse.example', password: 'Clubhouse1!' };
