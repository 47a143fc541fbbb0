import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@shop/contract';
import { http } from '../../http/client';

/** Uploads one photo (refund and review photos, chat pictures); the form that asked shows a refusal in place. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  return (await http.upload<UploadedImage>('upload/image', file, { showsRefusal: true })).data;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
