import { z } from 'zod';
import { create } from 'zustand';
import { request } from '../api/http.ts';
import { readLocal } from '../spec/storage.ts';
import { visitorId } from './visitor.ts';

/** The flags the app reads; the server's `folio flags` names the same ones. */
export type FlagName = 'diagram';

const Features = z.object({ flags: z.array(z.string()), analytics: z.boolean(), googleSignIn: z.boolean(), payments: z.boolean() });

interface FeaturesState {
  /** Until the first answer: no flag is on and events wait. */
  loaded: boolean;
  flags: string[];
  analytics: boolean;
  /** The instance has an OpenID client: "Sign in with Google" can work. */
  googleSignIn: boolean;
  /** The instance takes payments through Stripe, so a subscription has invoices. */
  payments: boolean;
  /** Asks the server again (at start, and when someone signs in or out: rollouts go by account). */
  load(): Promise<void>;
}

export const useFeaturesStore = create<FeaturesState>((set) => ({
  loaded: false,
  flags: [],
  analytics: false,
  googleSignIn: false,
  payments: false,
  async load() {
    try {
      const features = await request('GET', '/api2/v1/instance/features', { query: { visitor: visitorId() }, schema: Features });
      set({ loaded: true, ...features });
    } catch {
      // An instance that cannot answer gets no flags and no analytics rather than a broken start.
      set({ loaded: true, flags: [], analytics: false, googleSignIn: false, payments: false });
    }
  },
}));

/**
 * §2 feature flags: on when the instance turns them on for this person (`folio flags`,
 * FEATURE_FLAGS), or when this browser opts in (localStorage iart_flags=diagram, for testers).
 */
export function useFlag(name: FlagName): boolean {
  const fromServer = useFeaturesStore((state) => state.flags.includes(name));
  return fromServer || (readLocal('flags') ?? '').split(',').includes(name);
}
