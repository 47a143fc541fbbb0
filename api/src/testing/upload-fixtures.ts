import type { FastifyInstance } from 'fastify';

/** A real 1x1 PNG; each `variant` is a different file of the same picture. */
export function testPng(variant = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  // Bytes after the end chunk are ignored by every decoder, and make each variant a different file.
  return Buffer.from([...png, variant & 0xff]);
}

/** Uploads a photo as the member, as the pages do, and answers its URL for a refund request or a review. */
export async function uploadTestPhoto(app: FastifyInstance, token: string, variant = 0): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/homeapi/upload/image',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'client-type': 'pc' },
    payload: testPng(variant),
  });
  const body = response.json<{ code: number; data: { url: string } }>();
  if (body.code !== 1) throw new Error(`upload failed: ${response.body}`);
  return body.data.url;
}
