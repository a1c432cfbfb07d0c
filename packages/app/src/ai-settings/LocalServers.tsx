import { RefreshCw } from 'lucide-react';
import type { LocalServer } from '../api/ai-settings-api.ts';
import { useAiSettingsT } from './ai-settings-i18n.ts';
import { PRESET_NAMES } from './preset-labels.ts';

/** Ollama and LM Studio found on the server's machine, each model one click from being chosen. */
export function LocalServers({ servers, onPick, onSearch }: { servers: LocalServer[] | null; onPick(server: LocalServer, model: string): void; onSearch(): void }) {
  const t = useAiSettingsT();
  return (
    <section className="ais-card" aria-labelledby="ais-local" data-testid="local-servers">
      <header className="ais-card-header">
        <h2 id="ais-local">{t('detect.title')}</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onSearch} disabled={servers === null}>
          <RefreshCw size={14} aria-hidden /> {t('detect.again')}
        </button>
      </header>
      {servers === null ? (
        <p className="muted">{t('detect.searching')}</p>
      ) : servers.length === 0 ? (
        <p className="muted">{t('detect.none')}</p>
      ) : (
        servers.map((server) => (
          <div key={server.preset} className="ais-local">
            <p>{t(server.models.length > 0 ? 'detect.running' : 'detect.noModels', { server: PRESET_NAMES[server.preset] })}</p>
            <ul className="ais-chips">
              {server.models.map((model) => (
                <li key={model}>
                  <button type="button" className="ais-chip" onClick={() => onPick(server, model)}>
                    {model}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
