import { chatClientFrame, type ChatClientFrame } from '@shop/contract';
import type { z } from 'zod';
import { fieldLabel, isMessageKey, type Lang } from '../../../http/i18n';
import { findRefusedText, type RefusedText } from '../../../http/input-hygiene';
import { chatRefusal, type ChatRefusal } from './chat-refusal';

export type ParsedFrame = { frame: ChatClientFrame } | { refusal: ChatRefusal; clientId: string | null };

/** Labels of frame fields whose HTTP labels mean something else there (`kind` is a refund's type, `token` a payment's). */
const FRAME_FIELD_LABELS: Record<Lang, Record<string, string>> = {
  'en-us': {
    type: 'Frame type',
    token: 'Sign-in token',
    lang: 'Language',
    client_id: 'Message id',
    conversation_id: 'Conversation',
    message: 'Message',
    kind: 'Message type',
    text: 'Message text',
    url: 'Picture',
    last_id: 'Last read message',
    after_id: 'Last received message',
  },
  'zh-cn': {
    type: '消息类型',
    token: '登录凭证',
    lang: '语言',
    client_id: '消息编号',
    conversation_id: '会话',
    message: '消息',
    kind: '消息类型',
    text: '消息内容',
    url: '图片',
    last_id: '已读消息',
    after_id: '已收到的消息',
  },
};

const frameFieldLabel = (lang: Lang, field: string) => FRAME_FIELD_LABELS[lang][field] ?? fieldLabel(lang, field);

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), source);
}

/** The client's id of the message a frame carries, when it has one, so the refusal can name it. */
function clientIdOf(input: unknown): string | null {
  const clientId = valueAt(input, ['data', 'client_id']);
  return typeof clientId === 'string' ? clientId : null;
}

/** A field as the client names it: `message.text`, not `data.message.text`. */
const fieldName = (path: readonly PropertyKey[]) => (path[0] === 'data' && path.length > 1 ? path.slice(1) : path).map(String).join('.');

function issueRefusal(lang: Lang, issue: z.core.$ZodIssue, input: unknown): ChatRefusal {
  const field = fieldName(issue.path);
  const label = frameFieldLabel(lang, String(issue.path[issue.path.length - 1] ?? 'data'));
  const value = valueAt(input, issue.path);
  // Text is trimmed before its rules apply: blank text is missing text.
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return chatRefusal(lang, 'invalid', 'field_required', { field: label }, field);
  // A schema may name a message key of its own, as uploadedImageUrl does.
  if (isMessageKey(issue.message)) return chatRefusal(lang, 'invalid', issue.message, { field: label }, field);
  if (issue.code === 'too_big' && typeof value === 'string') {
    return chatRefusal(lang, 'invalid', 'field_too_long', { field: label, max: String(issue.maximum) }, field);
  }
  return chatRefusal(lang, 'invalid', 'field_invalid', { field: label }, field);
}

/**
 * The one rule every HTTP call applies to text, applied to frames: well-formed Unicode and no control
 * characters, but for the line breaks and tabs a chat message may hold.
 */
function refusedFrameText(frame: ChatClientFrame): RefusedText | null {
  if (frame.type === 'ping') return null;
  const message = frame.type === 'message' ? frame.data.message : null;
  const checked = message?.kind === 'text' ? { ...frame.data, message: { ...message, text: message.text.replace(/[\t\n\r]/g, '') } } : frame.data;
  return findRefusedText(checked);
}

/** A text frame read as the contract's client frame, or why it is refused. */
export function parseClientFrame(text: string, lang: Lang): ParsedFrame {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { refusal: chatRefusal(lang, 'bad_frame', 'chat_frame_unreadable'), clientId: null };
  }
  const clientId = clientIdOf(input);
  const parsed = chatClientFrame.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // Not an object, or a type the protocol does not have: nothing in it can be named.
    if (issue.path.length === 0 || issue.path[0] === 'type') return { refusal: chatRefusal(lang, 'bad_frame', 'chat_frame_unreadable'), clientId };
    return { refusal: issueRefusal(lang, issue, input), clientId };
  }
  const refused = refusedFrameText(parsed.data);
  if (refused) {
    const leaf = refused.path[refused.path.length - 1]!;
    return { refusal: chatRefusal(lang, 'invalid', refused.refusal, { field: frameFieldLabel(lang, leaf) }, refused.path.join('.')), clientId };
  }
  return { frame: parsed.data };
}
