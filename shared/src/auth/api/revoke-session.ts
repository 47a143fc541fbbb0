import { endpoints } from '@shop/contract';
import { http } from '../../http/client';

/** `user/logout`: the server forgets the member's token. */
export async function revokeSession(): Promise<void> {
  await http.call(endpoints.signOut);
}
