import { useTranslation } from 'react-i18next';
import type { MediaPicture } from '@shop/contract';
import { ModalDialog } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';
import { MediaLibrary } from './media-library';

interface MediaLibraryDialogProps {
  onChoose: (picture: MediaPicture) => void;
  onDismiss: () => void;
}

/** "Choose from library": the media library in a dialog; choosing a picture closes it. */
export function MediaLibraryDialog({ onChoose, onDismiss }: MediaLibraryDialogProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  return (
    <ModalDialog title={t('media.chooseTitle')} pending={false} onDismiss={onDismiss} closeLabel={t('media.close')} width="w-[880px]">
      <div className="min-h-0 overflow-y-auto px-5 py-4">
        <MediaLibrary
          onChoose={(picture) => {
            onChoose(picture);
            onDismiss();
          }}
        />
      </div>
    </ModalDialog>
  );
}
