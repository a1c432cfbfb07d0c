import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error.ts';
import { aiSettingsApi, type AiSettings, type ConnectionReport, type LocalServer, type PresetId } from '../api/ai-settings-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { toast } from '../stores/toast-store.ts';
import { TextField } from '../ui/TextField.tsx';
import { ConnectionReportView } from './ConnectionReportView.tsx';
import { useAiSettingsT } from './ai-settings-i18n.ts';
import { LocalServers } from './LocalServers.tsx';
import { PRESET_HINTS, PRESET_NAMES } from './preset-labels.ts';
import './ai-settings.css';

interface Form {
  preset: PresetId;
  baseUrl: string;
  model: string;
  /** A new key typed in; empty keeps the saved one. */
  apiKey: string;
  removeKey: boolean;
}

const EMPTY: Form = { preset: 'ollama', baseUrl: '', model: '', apiKey: '', removeKey: false };

/**
 * `/settings/ai`, the instance owner's AI model (issue 17 "A model in two clicks"): pick where
 * the model runs or one found on this machine, test the connection, save. The key is typed,
 * never shown back: the server answers only its last four characters. Anyone else is told who
 * can connect a model.
 */
export default function AiSettingsPage() {
  const t = useAiSettingsT();
  const [settings, setSettings] = useState<AiSettings | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const [form, setForm] = useState<Form>(EMPTY);
  const [servers, setServers] = useState<LocalServer[] | null>(null);
  const [report, setReport] = useState<ConnectionReport | null>(null);
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);

  const load = useCallback(async () => {
    try {
      const answer = await aiSettingsApi.read();
      setSettings(answer);
      const saved = answer.saved;
      if (saved) setForm({ preset: saved.preset, baseUrl: saved.baseUrl, model: saved.model, apiKey: '', removeKey: false });
      else {
        const ollama = answer.presets.find((preset) => preset.id === 'ollama')!;
        setForm({ ...EMPTY, baseUrl: answer.environment?.baseUrl || ollama.baseUrl, model: answer.environment?.model ?? '' });
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === -4) setForbidden(true);
      else showApiError(error);
    }
  }, []);
  const detect = useCallback(() => {
    setServers(null);
    aiSettingsApi.detect().then(setServers, (error: unknown) => {
      setServers([]);
      showApiError(error);
    });
  }, []);
  useEffect(() => {
    void load().then(detect);
  }, [load, detect]);

  if (forbidden) {
    return (
      <div className="page ais" data-testid="ai-settings">
        <h1>{t('title')}</h1>
        <p className="muted">{t('notice.askOwner')}</p>
      </div>
    );
  }
  if (!settings) return <div className="page ais" data-testid="ai-settings" aria-busy="true" />;

  const change = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setReport(null);
  };
  const pickPreset = (id: PresetId) => {
    const preset = settings.presets.find((candidate) => candidate.id === id)!;
    const local = servers?.find((server) => server.preset === id);
    change({ preset: id, baseUrl: local?.baseUrl ?? preset.baseUrl, model: local?.models[0] ?? preset.model });
  };
  const pickLocal = (server: LocalServer, model: string) => change({ preset: server.preset, baseUrl: server.baseUrl, model });

  const test = async () => {
    setBusy('test');
    try {
      setReport(await aiSettingsApi.test({ baseUrl: form.baseUrl.trim(), model: form.model.trim(), ...(form.apiKey.trim() ? { apiKey: form.apiKey.trim() } : {}) }));
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    try {
      const apiKey = form.removeKey ? null : form.apiKey.trim() || undefined;
      await aiSettingsApi.save({ preset: form.preset, baseUrl: form.baseUrl.trim(), model: form.model.trim(), ...(apiKey !== undefined ? { apiKey } : {}) });
      toast(t('actions.saved'), 'success');
      await load();
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  };
  const disconnect = async () => {
    try {
      await aiSettingsApi.remove();
      toast(t('actions.disconnected'), 'success');
      setReport(null);
      await load();
    } catch (error) {
      showApiError(error);
    }
  };

  const { saved, environment } = settings;
  const knownModels = [...new Set([...(servers ?? []).flatMap((server) => server.models), ...(report?.models ?? [])])];
  const needsKey = settings.presets.find((preset) => preset.id === form.preset)?.needsKey ?? false;
  // The server keeps a saved key for its own server only (a key moved elsewhere could be read there).
  const keyKept = saved !== null && saved.key.set && sameServer(saved.baseUrl, form.baseUrl);
  const keyHint = saved?.key.unreadable ? t('fields.keyUnreadable') : keyKept ? t('fields.keySaved', { last4: saved.key.last4 }) : needsKey ? '' : t('fields.keyOptional');
  return (
    <div className="page ais" data-testid="ai-settings">
      <header className="page-header">
        <h1>{t('title')}</h1>
      </header>
      <p className="muted ais-intro">{t('intro')}</p>
      {environment && (
        <p className="ais-banner" role="status" data-testid="environment-override">
          {t('environment', { variables: environment.variables.join(', '), model: environment.model, baseUrl: environment.baseUrl })}
        </p>
      )}
      <p className="ais-current" data-testid="ai-settings-current" data-connected={saved ? 'true' : 'false'}>
        {saved ? t('current.saved', { model: saved.model }) : t('current.none')}
      </p>

      <LocalServers servers={servers} onPick={pickLocal} onSearch={detect} />

      <form className="ais-card ais-form" onSubmit={(event) => void save(event)}>
        <fieldset className="ais-presets">
          <legend>{t('presets')}</legend>
          {settings.presets.map((preset) => (
            <label key={preset.id} className="ais-preset" data-checked={form.preset === preset.id || undefined}>
              <input type="radio" name="preset" value={preset.id} checked={form.preset === preset.id} onChange={() => pickPreset(preset.id)} />
              <span className="ais-preset-name">{preset.id === 'openai-compatible' ? t('custom') : PRESET_NAMES[preset.id]}</span>
              <span className="ais-preset-hint">{t(`hints.${PRESET_HINTS[preset.id]}`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField label={t('fields.baseUrl')} value={form.baseUrl} onChange={(baseUrl) => change({ baseUrl })} type="url" required spellCheck={false} />
        <TextField label={t('fields.model')} value={form.model} onChange={(model) => change({ model })} list="ais-models" required spellCheck={false} autoComplete="off" />
        <datalist id="ais-models">
          {knownModels.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
        <div className="ais-key">
          <TextField label={t('fields.apiKey')} value={form.apiKey} onChange={(apiKey) => change({ apiKey })} type="password" autoComplete="off" disabled={form.removeKey} />
          {keyHint && (
            <p className="muted ais-key-hint" data-testid="key-hint">
              {keyHint}
            </p>
          )}
          {keyKept && (
            <label className="ais-remove-key">
              <input type="checkbox" checked={form.removeKey} onChange={(event) => change({ removeKey: event.target.checked, apiKey: '' })} /> {t('fields.removeKey')}
            </label>
          )}
        </div>
        <div className="ais-actions">
          <button type="button" className="btn btn-secondary" onClick={() => void test()} disabled={busy !== null || !form.baseUrl.trim() || !form.model.trim()}>
            {busy === 'test' ? t('actions.testing') : t('actions.test')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy !== null}>
            {t('actions.save')}
          </button>
          {saved && (
            <button type="button" className="btn btn-danger-outline ais-disconnect" onClick={() => void disconnect()}>
              {t('actions.disconnect')}
            </button>
          )}
        </div>
        {report && <ConnectionReportView report={report} />}
      </form>
    </div>
  );
}

function sameServer(a: string, b: string): boolean {
  return URL.canParse(a) && URL.canParse(b) && new URL(a).origin === new URL(b).origin;
}
