import { Settings } from 'lucide-react';
import { AppLink } from '../routing/AppLink.tsx';
import { useAiSettingsT } from './ai-settings-i18n.ts';
import './ai-settings.css';

/** The instance owner's way back to the AI model screen from wherever the provider is shown. */
export function ModelSettingsLink() {
  const t = useAiSettingsT();
  return (
    <AppLink href="/settings/ai" className="icon-button ais-settings-link" aria-label={t('title')} title={t('title')} data-testid="ai-settings-link">
      <Settings size={16} aria-hidden />
    </AppLink>
  );
}
