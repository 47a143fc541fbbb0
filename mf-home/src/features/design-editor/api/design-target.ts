import type { AdminDesignQuery, DesignLang } from '@shop/contract';
import { TEMP_ID } from '@shop/shared';

/** The home page design of the shop's template in one language: what every editor call names. */
export const designTarget = (lang: DesignLang): AdminDesignQuery => ({ temp_id: TEMP_ID, kind: 'home', lang });
