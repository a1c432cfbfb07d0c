import { useEffect, useState } from 'react';
import { aiApi, type Provider } from '../api/ai-api.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { useAiSettingsT } from './ai-settings-i18n.ts';
import './ai-settings.css';

/**
 * On the create screens, while no model is connected: what the built-in composer does and
 * does not do, so nobody mistakes its outline for a model's writing, and for the instance
 * owner a link to connect one.
 */
export function NoModelNotice() {
  const t = useAiSettingsT();
  const [provider, setProvider] = useState<Provider | null>(null);
  useEffect(() => {
    // A hint only: without the answer the screen works the same.
    aiApi.provider().then(setProvider, () => setProvider(null));
  }, []);
  if (provider?.kind !== 'composer') return null;
  return (
    <aside className="ais-notice" data-testid="no-model-notice">
      <strong>{t('notice.title')}</strong>
      <p>{t('notice.can')}</p>
      <p>{t('notice.cannot')}</p>
      {provider.configurable ? (
        <p>
          <AppLink href="/settings/ai">{t('notice.connect')}</AppLink>
        </p>
      ) : (
        <p className="muted">{t('notice.askOwner')}</p>
      )}
    </aside>
  );
}
