/** The drawn pictures served as image files (app/pictures/[kind]/[file]/route.tsx), for the lists. */
export const pictureKinds = ['course', 'venue', 'tournament', 'minigame'] as const;
export type PictureKind = (typeof pictureKinds)[number];

export function isPictureKind(value: unknown): value is PictureKind {
  return (pictureKinds as readonly unknown[]).includes(value);
}

/** Where a list finds an entity's drawn picture. */
export function drawnPicturePath(kind: PictureKind, id: number): string {
  return `/pictures/${kind}/${id}.svg`;
}
