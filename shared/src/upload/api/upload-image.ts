import { useMutation } from '@tanstack/react-query';
import { endpoints, type UploadedImage } from '@shop/contract';
import { http } from '../../http/client';

/** Uploads one photo (refund and review photos, chat pictures); the form that asked shows a refusal in place. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  return (await http.upload(endpoints.uploadImage, file, { showsRefusal: true })).data;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
