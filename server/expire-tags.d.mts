/** `app` is the server script's `next()` instance; the function expires tags at once, outside any request. */
export function tagExpirer(app: object): (tags: string[]) => Promise<void>;
export function shareTagExpirer(expireTags: (tags: string[]) => Promise<void>): void;
export function expireTagsOutsideRequest(tags: string[]): Promise<boolean>;
