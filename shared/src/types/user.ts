import type { MemberProfile, SignedIn } from '@shop/contract';

/** The signed-in member as the API answers it (`user/center`, sign-in and sign-up). */
export type User = MemberProfile;

/** What sign-up, sign-in and binding answer with: the token and the member. */
export type SessionPayload = SignedIn;
