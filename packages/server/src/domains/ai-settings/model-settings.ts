import { COMPOSER, createProvider, type Provider } from '@folio/ai';
import type { Settings } from '../../settings.ts';
import type { Queryable } from '../../db/database.ts';
import type { KeyCipher } from './key-cipher.ts';
import type { PresetId } from './presets.ts';

/** The model the owner saved, with the key opened (server-side only: it never leaves in an answer). */
export interface StoredModel {
  preset: PresetId;
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  keyLast4: string | undefined;
  /** A key was saved but cannot be opened: the token secret changed since. */
  keyUnreadable: boolean;
  updatedAt: string;
}

export interface ModelChoice {
  preset: PresetId;
  baseUrl: string;
  model: string;
  /** A new key; undefined keeps the saved one (for the same server only, see `keyFor`), null removes it. */
  apiKey?: string | null | undefined;
}

interface Row {
  preset: PresetId;
  base_url: string;
  model: string;
  api_key_ciphertext: string | null;
  api_key_last4: string | null;
  updated_at: Date | string;
}

/**
 * The instance's AI provider, decided at each call: the environment's (AI_BASE_URL…) when
 * set, which overrides the screen; else the model the owner saved; else the built-in
 * composer. Reading the one row per call is what lets a save take effect at once on every
 * instance, without a restart; the provider object is kept while the row is unchanged.
 */
export class ModelSettings {
  /** The environment's provider, from the settings validated at start. */
  readonly fromEnv: Provider;
  private built: { stamp: string; provider: Provider } | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly cipher: KeyCipher,
    private readonly chat: Settings['ai']['chat'],
  ) {
    this.fromEnv = createProvider(chat);
  }

  /** What the environment sets, for the screen to say that it overrides the saved model; null when it sets nothing. */
  environment(): { baseUrl: string; model: string; keySet: boolean; variables: string[] } | null {
    if (!this.chat) return null;
    return { baseUrl: this.chat.baseUrl, model: this.chat.model, keySet: Boolean(this.chat.apiKey), variables: this.chat.variables };
  }

  async provider(): Promise<Provider> {
    if (this.fromEnv.kind !== 'composer') return this.fromEnv;
    const stored = await this.read();
    if (!stored) return COMPOSER;
    const stamp = JSON.stringify([stored.updatedAt, stored.baseUrl, stored.model]);
    if (this.built?.stamp !== stamp) {
      this.built = { stamp, provider: createProvider({ baseUrl: stored.baseUrl, apiKey: stored.apiKey, model: stored.model }) };
    }
    return this.built.provider;
  }

  async read(): Promise<StoredModel | undefined> {
    const [row] = await this.db.query<Row>('select preset, base_url, model, api_key_ciphertext, api_key_last4, updated_at from ai_model_settings where id = 1');
    if (!row) return undefined;
    const apiKey = row.api_key_ciphertext ? this.cipher.decrypt(row.api_key_ciphertext) : undefined;
    return {
      preset: row.preset,
      baseUrl: row.base_url,
      model: row.model,
      apiKey,
      keyLast4: row.api_key_last4 ?? undefined,
      keyUnreadable: row.api_key_ciphertext !== null && apiKey === undefined,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  /**
   * The saved key, for a call to `baseUrl`: only when it is the saved model's server. A key
   * belongs to one server; handing it to another address would let whoever holds the owner's
   * session send it to a server of theirs and read it there.
   */
  async keyFor(baseUrl: string): Promise<string | undefined> {
    const stored = await this.read();
    return stored && sameServer(stored.baseUrl, baseUrl) ? stored.apiKey : undefined;
  }

  async save(choice: ModelChoice, userId: number): Promise<void> {
    const stored = choice.apiKey === undefined ? await this.read() : undefined;
    // Moving to another server without a new key drops the old one, for the reason given at `keyFor`.
    const keyChanged = choice.apiKey !== undefined || (stored !== undefined && !sameServer(stored.baseUrl, choice.baseUrl));
    const key = choice.apiKey || null;
    await this.db.query(
      `insert into ai_model_settings (id, preset, base_url, model, api_key_ciphertext, api_key_last4, updated_by, updated_at)
       values (1, $1, $2, $3, $4, $5, $6, clock_timestamp())
       on conflict (id) do update set preset = $1, base_url = $2, model = $3, updated_by = $6, updated_at = clock_timestamp(),
         api_key_ciphertext = case when $7 then excluded.api_key_ciphertext else ai_model_settings.api_key_ciphertext end,
         api_key_last4 = case when $7 then excluded.api_key_last4 else ai_model_settings.api_key_last4 end`,
      [choice.preset, choice.baseUrl, choice.model, key ? this.cipher.encrypt(key) : null, key ? key.slice(-4) : null, userId, keyChanged],
    );
  }

  /** Forgets the saved model: the instance falls back to the environment's or the composer. */
  async remove(): Promise<void> {
    await this.db.query('delete from ai_model_settings where id = 1');
  }
}

/** Same scheme, host and port: where a key is sent, whatever the path. */
export function sameServer(a: string, b: string): boolean {
  return URL.canParse(a) && URL.canParse(b) && new URL(a).origin === new URL(b).origin;
}
