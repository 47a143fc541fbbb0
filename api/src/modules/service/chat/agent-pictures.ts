import { UPLOAD_URL_PATTERN } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatAgentPictures } from '../../../db/schema';
import { refused } from '../../../http/errors';
import { storeImage, UPLOAD_URL_PREFIX } from '../../upload';

/** Keeps a picture an agent uploads for the chat (storeImage) and records it as theirs: only they may send it. */
export async function keepAgentPicture(db: Db, uploadDir: string, staffId: number, bytes: Uint8Array): Promise<{ url: string }> {
  const { fileName } = await storeImage(uploadDir, bytes);
  await db.insert(chatAgentPictures).values({ staffId, fileName }).onConflictDoNothing();
  return { url: UPLOAD_URL_PREFIX + fileName };
}

/** Refuses, naming `field`, a picture URL the agent did not upload with admin/service/picture. */
export async function assertAgentPicture(db: Db, staffId: number, url: string, field: string): Promise<void> {
  if (!UPLOAD_URL_PATTERN.test(url)) throw refused('upload_not_found', field);
  const [own] = await db
    .select({ fileName: chatAgentPictures.fileName })
    .from(chatAgentPictures)
    .where(and(eq(chatAgentPictures.staffId, staffId), eq(chatAgentPictures.fileName, url.slice(UPLOAD_URL_PREFIX.length))));
  if (!own) throw refused('upload_not_found', field);
}
