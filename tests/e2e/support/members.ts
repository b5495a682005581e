/** The member whose password the reset spec changes (so the shared demo account keeps the published one). */
export const RESET_MEMBER = { playerId: 'resetter', email: 'resetter@clubhouse.example', password: 'Clubhouse1!' };
