// What the face check found on a guard's saved photos (issue 29: photos with no face were saved with "saved
// successfully"). The server's descriptor job counts the faces of each photo after it is saved; until then a photo's
// faceCount is null. Only a photo with exactly one face is used at check-in.
import type { TFacePhoto } from '@centinela/shared/contracts/guard-records';

export type TFaceCheck = {
  /** Photos still being checked. */
  checking: number;
  /** Photos that will not be used, by their number on the tab (1-based) and the faces found (0, or more than 1). */
  unusable: { n: number; faceCount: number }[];
};

export const faceCheckOf = (photos: Pick<TFacePhoto, 'faceCount'>[]): TFaceCheck => ({
  checking: photos.filter((p) => p.faceCount === null).length,
  unusable: photos.flatMap((p, i) => (p.faceCount !== null && p.faceCount !== 1 ? [{ n: i + 1, faceCount: p.faceCount }] : [])),
});

/** How often the tab asks again while some photo is still being checked. */
export const FACE_CHECK_POLL_MS = 3_000;
