import { refused } from '../../http/errors';
import { isStoredUploadUrl } from '../upload';

/**
 * Refuses, naming the field, a picture that is neither one the record already shows (`kept`) nor
 * an uploaded file that exists: a back-office form cannot point the shop at arbitrary addresses.
 */
export async function assertStaffImages(uploadDir: string, urls: readonly string[], kept: readonly string[], field: (index: number) => string): Promise<void> {
  for (const [index, url] of urls.entries()) {
    if (kept.includes(url)) continue;
    if (!(await isStoredUploadUrl(uploadDir, url))) throw refused('upload_not_found', field(index));
  }
}
