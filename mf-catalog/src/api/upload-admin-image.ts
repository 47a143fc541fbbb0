import { useMutation } from '@tanstack/react-query';
import { endpoints, type UploadedImage } from '@shop/contract';
import { staffHttp } from '@shop/shared';

/** `admin/upload/image`: a picture for goods or a category; the picker shows a refusal in place. */
export async function uploadAdminImage(file: File): Promise<UploadedImage> {
  return (await staffHttp.upload(endpoints.uploadAdminImage, file, { showsRefusal: true })).data;
}

export const useUploadAdminImage = () => useMutation({ mutationFn: uploadAdminImage });
