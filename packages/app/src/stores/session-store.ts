import { create } from 'zustand';
import { accountApi, type Session, type UserInfo } from '../api/folio-api.ts';
import { connectSession } from '../api/http.ts';
import { readLocal, writeLocal } from '../spec/storage.ts';

type Status = 'checking' | 'anonymous' | 'signedIn';

interface SessionState {
  status: Status;
  token: string | null;
  user: UserInfo | null;
  /** Called once at start: a stored token is checked by fetching the user's info. */
  restore(): Promise<void>;
  signIn(session: Session): void;
  /** A password change revokes the old token and answers a new one: the session goes on with it. */
  replaceToken(token: string): void;
  /** §2 accessToken in the URL: store the token, then refresh the user info. */
  adoptToken(token: string): Promise<void>;
  refreshUser(): Promise<UserInfo | null>;
  setUser(user: UserInfo): void;
  signOut(): void;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  status: 'checking',
  token: readLocal('token'),
  user: null,
  async restore() {
    if (!get().token) return set({ status: 'anonymous' });
    await get().refreshUser();
  },
  signIn({ token, userInfo }) {
    writeLocal('token', token);
    set({ token, user: userInfo, status: 'signedIn' });
  },
  replaceToken(token) {
    writeLocal('token', token);
    set({ token });
  },
  async adoptToken(token) {
    writeLocal('token', token);
    set({ token });
    await get().refreshUser();
  },
  async refreshUser() {
    try {
      const user = await accountApi.userInfo();
      set({ user, status: 'signedIn' });
      return user;
    } catch {
      // An expired or revoked token already signed us out through the expiry hook.
      if (get().status === 'checking') set({ status: 'anonymous' });
      return null;
    }
  },
  setUser(user) {
    set({ user });
  },
  signOut() {
    writeLocal('token', null);
    set({ token: null, user: null, status: 'anonymous' });
  },
}));

/** §8 session expiry (4001–4004, 4010, 40101): drop the session; login-required pages then force the sign-in modal. */
connectSession({
  token: () => useSessionStore.getState().token,
  expired: () => useSessionStore.getState().signOut(),
});
