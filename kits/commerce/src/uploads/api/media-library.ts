import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, MEDIA_PAGE_SIZE, type AdminMediaPage, type MediaPicture } from '@shop/contract';
import { staffHttp } from '@shop/shared';

/** Under 'admin', so signing out of the back office drops them. */
export const mediaLibraryKeys = {
  all: ['admin', 'media'] as const,
  page: (page: number) => [...mediaLibraryKeys.all, 'page', page] as const,
};

/** admin/media/index: one page of the library, newest first. */
export async function listMediaPictures(page: number): Promise<AdminMediaPage> {
  return (await staffHttp.call(endpoints.listAdminMedia, { page, size: MEDIA_PAGE_SIZE })).data;
}

/** admin/media/upload: a picture into the library; a refusal is shown in place by the library. */
export async function uploadMediaPicture(file: File): Promise<MediaPicture> {
  return (await staffHttp.upload(endpoints.uploadAdminMedia, file, { showsRefusal: true })).data;
}

export const useMediaPictures = (page: number) => useQuery({ queryKey: mediaLibraryKeys.page(page), queryFn: () => listMediaPictures(page), staleTime: 0 });

/** Uploads into the library; every page is asked for again, as the new picture comes first. */
export function useUploadMediaPicture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadMediaPicture, onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.all }) });
}
