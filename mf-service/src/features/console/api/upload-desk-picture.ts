import { useMutation } from '@tanstack/react-query';
import { endpoints, type UploadedImage } from '@shop/contract';
import { staffHttp } from '@shop/shared';

/** Uploads a picture the agent is about to send (admin/service/picture): only they may send it; the composer shows a refusal in place. */
export async function uploadDeskPicture(file: File): Promise<UploadedImage> {
  return (await staffHttp.upload(endpoints.uploadServicePicture, file, { showsRefusal: true })).data;
}

export function useUploadDeskPicture() {
  return useMutation({ mutationFn: uploadDeskPicture });
}
