import { create } from 'zustand';

export type SignInView = 'signin' | 'signup' | 'google' | 'reset' | 'new-password';
export type DialogName = 'account' | 'password' | 'language' | 'feedback' | 'pro' | 'activation' | 'invite' | 'debug' | 'survey' | 'paymentCheck' | 'proWelcome' | 'paymentFailed' | 'subscription' | 'support';

interface DialogState {
  signIn: { open: boolean; view: SignInView; resetToken?: string; googleError?: boolean };
  dialog: DialogName | null;
  /** §2 language-switch loading overlay. */
  switchingLanguage: boolean;
  openSignIn(view?: SignInView, extra?: { resetToken?: string }): void;
  setSignInView(view: SignInView): void;
  closeSignIn(): void;
  openDialog(name: DialogName): void;
  closeDialog(): void;
  setSwitchingLanguage(on: boolean): void;
}

export const useDialogStore = create<DialogState>((set) => ({
  signIn: { open: false, view: 'signin' },
  dialog: null,
  switchingLanguage: false,
  openSignIn(view = 'signin', extra = {}) {
    set({ signIn: { open: true, view, ...extra } });
  },
  setSignInView(view) {
    set((state) => ({ signIn: { ...state.signIn, view } }));
  },
  closeSignIn() {
    set((state) => ({ signIn: { ...state.signIn, open: false } }));
  },
  openDialog(name) {
    set({ dialog: name });
  },
  closeDialog() {
    set({ dialog: null });
  },
  setSwitchingLanguage(on) {
    set({ switchingLanguage: on });
  },
}));
