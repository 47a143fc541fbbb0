import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatCard } from '@shop/contract';
import { Button, useUploadImage } from '@shop/shared';
import { ChatTextBox, insertAtCaret } from '@/components/chat-text-box';
import { EmojiButton } from '@/components/emoji-button';
import { PictureButton } from '@/components/picture-button';
import { RecentOrdersPicker } from './recent-orders-picker';

interface ComposerProps {
  onSendText: (text: string) => void;
  onSendPicture: (url: string) => void;
  onSendCard: (card: ChatCard) => void;
  disabled?: boolean;
}

/** What the member writes: text with emoji, a picture, one of their orders. */
export function Composer({ onSendText, onSendPicture, onSendCard, disabled = false }: ComposerProps) {
  const { t } = useTranslation('service');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImage();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const ready = text.trim().length > 0 && !disabled;

  const send = () => {
    if (!ready) return;
    onSendText(text.trim());
    setText('');
    setProblem(null);
  };

  const addEmoji = (emoji: string) => {
    const { value, caret } = insertAtCaret(textarea.current, text, emoji);
    setText(value);
    // After React has put the new text in, the caret goes right after the emoji.
    requestAnimationFrame(() => textarea.current?.setSelectionRange(caret, caret));
  };

  return (
    <div className="flex h-44 shrink-0 flex-col border-t border-slate-200 bg-white">
      <div role="group" aria-label={t('chat.composer.tools')} className="flex items-center gap-1 px-2 pt-1.5">
        <EmojiButton onPick={addEmoji} disabled={disabled} />
        <PictureButton upload={upload} onUploaded={onSendPicture} onProblem={setProblem} disabled={disabled} />
        <RecentOrdersPicker onSend={onSendCard} disabled={disabled} />
      </div>
      <ChatTextBox value={text} onChange={setText} onSend={send} textareaRef={textarea} problem={problem} disabled={disabled} />
      <div className="flex justify-end px-3 pb-3">
        <Button onClick={send} disabled={!ready} className="h-8 px-6" data-testid="chat-send">
          {t('chat.composer.send')}
        </Button>
      </div>
    </div>
  );
}
