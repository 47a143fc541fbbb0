export interface User {
  id: number;
  username: string;
  nickname?: string;
  avatar?: string;
  mobile?: string | null;
  balance?: string;
  points?: number;
  role?: string;
}

export interface SessionPayload {
  token: string;
  user: User;
}
