/** A Sanity document as the Lake stores it (raw form: `asset: {_ref}`, not `_sanityAsset`). */
export type SanityDoc = {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [key: string]: unknown;
};

export class LakeError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the JSON body (Sanity's query errors carry some). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'LakeError';
  }
}

export const isDraftId = (id: string): boolean => id.startsWith('drafts.');
export const isSystemId = (id: string): boolean => id.startsWith('_.');
