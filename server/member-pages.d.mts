export interface PageNote {
  member: number | undefined;
  members: number;
  tags: Set<string>;
  life: number;
  untracked: boolean;
  timedLife: number;
}

export function isMemberPagePath(path: string): boolean;
export function attachPageNote(res: object): PageNote;
export function pageNoteOf(res: object | undefined): PageNote | undefined;
export function notePageRead(read: { member?: number; tags?: Iterable<string>; life?: number; untracked?: boolean; timedLife?: number }): void;
export function memberPageKey(cookieHeader: string | string[] | undefined, url: string): string;
export function memberPageRule(status: number, headers: Record<string, unknown>, note: PageNote | undefined, random?: () => number): { sMaxAge: number; staleWhileRevalidate: number } | null;
export type MemberResolver = (cookieHeader: string) => Promise<number | null>;
export function registerMemberResolver(resolve: MemberResolver): void;
export function memberResolver(): MemberResolver | undefined;
