import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';
import { ChatTextBox, insertAtCaret } from '@/components/chat-text-box';
import { ComposerTool } from '@/components/composer-tool';
import { PictureButton } from '@/components/picture-button';
import { EmojiButton } from '@/components/emoji-button';
import { useUploadDeskPicture } from '../api/upload-desk-picture';
import { useDesk, useDeskContext } from '../hooks/desk-context';
import { QuickPhrases } from './quick-phrases';

/**
 * The reply box of one conversation: text with emoji, a picture, quick phrases. Its draft lives in
 * the desk's store, so it survives switching tabs. What is sent waits in the socket's outbox until
 * stored, and goes out when the socket is back.
 */
export function ConsoleComposer({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('service');
  const phrasesId = useId();
  const { socket, status } = useDeskContext();
  const draft = useDesk((s) => s.drafts[conversationId] ?? '');
  const setDraft = useDesk((s) => s.setDraft);
  const field = useRef<HTMLTextAreaElement>(null);
  const phrasesButton = useRef<HTMLButtonElement>(null);
  const [phrasesOpen, setPhrasesOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDeskPicture();
  const text = draft.trim();

  // Escape closes the phrases wherever focus is, and goes back to the button that opened them.
  useEffect(() => {
    if (!phrasesOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPhrasesOpen(false);
      phrasesButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [phrasesOpen]);

  const send = () => {
    if (!text) return;
    socket.send({ kind: 'text', text }, { conversationId });
    setDraft(conversationId, '');
    setProblem(null);
  };

  /** Puts an emoji or a phrase where the caret is (replacing a selection), then goes on typing after it. */
  const insert = (value: string) => {
    const { value: next, caret } = insertAtCaret(field.current, draft, value);
    setDraft(conversationId, next);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div className="relative flex h-40 shrink-0 flex-col border-t border-slate-200 bg-white">
      {phrasesOpen && (
        <QuickPhrases
          id={phrasesId}
          onPick={(phrase) => {
            setPhrasesOpen(false);
            insert(phrase);
          }}
          onClose={() => setPhrasesOpen(false)}
        />
      )}
      <div role="group" aria-label={t('chat.composer.tools')} className="flex items-center gap-1 px-2 pt-1">
        <EmojiButton onPick={insert} />
        <PictureButton upload={upload} onUploaded={(url) => socket.send({ kind: 'image', url }, { conversationId })} onProblem={setProblem} />
        <ComposerTool
          ref={phrasesButton}
          label={t('console.composer.phrases')}
          active={phrasesOpen}
          aria-expanded={phrasesOpen}
          aria-controls={phrasesOpen ? phrasesId : undefined}
          onClick={() => setPhrasesOpen((open) => !open)}
          // Wider than an icon tool: it has its name beside the icon (darker when open, for contrast on the grey).
          className={`!w-auto gap-1 px-2 text-xs ${phrasesOpen ? '!text-rose-700' : ''}`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M5 5h14v10H9l-4 4z" strokeLinejoin="round" />
            <path d="M9 9h6M9 12h4" strokeLinecap="round" />
          </svg>
          <span aria-hidden="true">{t('console.composer.phrases')}</span>
        </ComposerTool>
        {status !== 'open' && <p className="ml-auto pr-2 text-xs text-amber-700">{t('console.composer.offline')}</p>}
      </div>
      <ChatTextBox value={draft} onChange={(value) => setDraft(conversationId, value)} onSend={send} textareaRef={field} problem={problem} />
      <div className="flex justify-end px-3 pb-2">
        <Button onClick={send} disabled={!text} className="h-8 px-6">
          {t('chat.composer.send')}
        </Button>
      </div>
    </div>
  );
}
