import { http } from '../../http/client';

/** `user/logout`: the server forgets the member's token. */
export async function revokeSession(): Promise<void> {
  await http.post('user/logout');
}
