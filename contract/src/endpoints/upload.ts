import type { uploadedImage } from '../upload';
import type { Endpoint } from '../endpoint';

export const uploadImage: Endpoint<undefined, typeof uploadedImage> = { operationId: 'uploadImage', method: 'POST', path: '/upload/image' };
