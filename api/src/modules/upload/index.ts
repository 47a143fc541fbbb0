// The upload module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { acceptPhotoBodies, PHOTO_BODY_RULES, PHOTO_BODY_TYPES, PHOTO_UPLOAD_LIMITS, photoBytes } from './photo-bodies';
export { uploadLibraryPicture } from './media-service';
export { assertOwnUploads, isStoredUploadUrl, storeImage, UPLOAD_URL_PREFIX } from './upload-service';
