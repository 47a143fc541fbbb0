import type { AdminDesignQuery, DesignKind, DesignLang } from '@shop/contract';
import { TEMP_ID } from '@shop/shared';

/** The design of the shop's template of one kind (home page or global layout) in one language: what every editor call names. */
export const designTarget = (kind: DesignKind, lang: DesignLang): AdminDesignQuery => ({ temp_id: TEMP_ID, kind, lang });
