export function isMemberPagePath(path: string): boolean;
