import { Cpu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ModelSettingsLink } from '../ai-settings/ModelSettingsLink.tsx';
import { aiApi, type Provider } from '../api/ai-api.ts';
import { MAX_DEVELOPER_MODELS } from '@folio/contracts';
import { useSessionStore } from '../stores/session-store.ts';
import { useDraftStore } from './draft-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';

/**
 * Which provider writes the deck (ai/provider): the offline composer or the configured model.
 * With 'Enable development tools' on (§3 flag dev_tools) and models listed by the provider,
 * §2's developer model picker offers up to 8 of them. The instance owner also gets a link to
 * the AI model screen.
 */
export function ProviderBadge() {
  const t = useAiCreateT();
  const [provider, setProvider] = useState<Provider | null>(null);
  const model = useDraftStore((state) => state.options.model);
  const setOptions = useDraftStore((state) => state.setOptions);
  const developer = useSessionStore((state) => state.user?.onboarding.dev_tools === true);
  useEffect(() => {
    // Which provider is in use is a hint; without it the screen works the same.
    aiApi.provider().then(setProvider, () => setProvider(null));
  }, []);
  if (!provider) return null;
  const models = developer ? provider.models.slice(0, MAX_DEVELOPER_MODELS) : [];
  return (
    <div className="aic-provider" data-testid="ai-provider">
      <Cpu size={16} aria-hidden />
      {provider.kind === 'composer' || models.length === 0 ? (
        <span>{provider.kind === 'composer' ? t('provider.composer') : t('provider.model', { model: provider.model })}</span>
      ) : (
        <label>
          <span className="visually-hidden">{t('provider.pick')}</span>
          <select className="input aic-provider-select" value={model || provider.model} onChange={(event) => setOptions({ model: event.target.value === provider.model ? '' : event.target.value })}>
            {[provider.model, ...models.filter((name) => name !== provider.model)].slice(0, MAX_DEVELOPER_MODELS).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {provider.configurable && <ModelSettingsLink />}
    </div>
  );
}
