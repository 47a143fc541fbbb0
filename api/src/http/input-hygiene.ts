import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Fields that hold several lines of text (order remarks, review text): tab, line feed and carriage
 * return are allowed there and nowhere else.
 */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['remark', 'content']);

/** The C0 controls, DEL and the C1 controls. NUL is the one PostgreSQL refuses outright. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/**
 * Half of a UTF-16 pair without the other half (`"\ud800"` in JSON): not text in any encoding.
 * PostgreSQL refuses it inside JSON and the driver silently turns it into U+FFFD elsewhere.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

/** Why a text is refused: the message key of the rule it breaks. */
export type TextRefusal = 'text_malformed' | 'text_control_characters';

/** A refused text: where it is in the input, and why. */
export type RefusedText = { path: string[]; refusal: TextRefusal };

/** Marks an issue so the zod error path of the error handler explains it like any other field rule. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

function refusalOf(text: string, field: string | undefined): TextRefusal | null {
  if (LONE_SURROGATE.test(text)) return 'text_malformed';
  return CONTROL_CHARACTER.test(MULTILINE_FIELDS.has(field ?? '') ? text.replace(LINE_BREAKS_AND_TABS, '') : text) ? 'text_control_characters' : null;
}

/**
 * The first string in the input that is not well-formed Unicode or carries a control character,
 * or null. (Keys need no check: no schema keeps unknown keys.) Walks with its own stack, so a body
 * nested thousands of levels deep cannot overflow the call stack.
 */
export function findRefusedText(input: unknown): RefusedText | null {
  // Each entry links to its parent rather than copying its path, so depth costs linear time.
  type Entry = { value: unknown; key: string | null; parent: Entry | null };
  const pathOf = (entry: Entry) => {
    const path: string[] = [];
    for (let at: Entry | null = entry; at?.key != null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const pending: Entry[] = [{ value: input, key: null, parent: null }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      const refusal = refusalOf(value, entry.key ?? undefined);
      if (refusal) return { path: pathOf(entry), refusal };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) pending.push({ value: child, key, parent: entry });
    }
  }
  return null;
}

/**
 * The zod validator compiler behind one rule every route shares, whatever its schema says about a
 * string (plain `z.string()` included): malformed text or text with a control character is refused,
 * naming the field, before any schema or database sees it.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const refused = findRefusedText(data);
    if (!refused) return validate(data);
    const instancePath = `/${refused.path.join('/')}`;
    return {
      error: [{ [ZOD_ISSUE]: true, keyword: 'custom', instancePath, schemaPath: `#${instancePath}/custom`, message: refused.refusal, params: {} }],
    } as unknown as ReturnType<typeof validate>;
  };
};
