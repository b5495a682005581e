/** `app` is the server script's `next()` instance; the function expires tags at once, outside any request. */
export function tagExpirer(app: object): (tags: string[]) => Promise<void>;
