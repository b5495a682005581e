export const ACCOUNT_HINT_COOKIE: string;
export const ACCOUNT_HINT_SCRIPT: string;
export const ACCOUNT_HINT_SCRIPT_HASH: string;
