import { hashtags, keywordsOf, ProjectReader } from '@folio/layout';
import { Check, Copy, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { shareApi, type ShareChange, type ShareConfig } from '../../api/export-api.ts';
import { showApiError } from '../../errors/show-api-error.ts';
import { i18next } from '../../i18n/i18n.ts';
import { COPIED_MS } from '../../spec/constants.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { pageText } from '../ai/page-text.ts';
import { SHARE_NS, useShareT } from '../export/export-share-i18n.ts';
import '../export/export-share.css';
import { Modal } from '../../ui/Modal.tsx';
import { ChannelIcon } from './ChannelIcon.tsx';
import { SharePasswordField } from './SharePasswordField.tsx';
import { ShareViewers } from './ShareViewers.tsx';
import { channelShareUrl, inviteCodeOf, pickShareText, SHARE_CHANNELS, shareLink, type ShareChannel } from './share-links.ts';
import { track } from '../../insights/track.ts';

/** §8 copy feedback stays 4 s. */
/** Keywords to pick hashtags from; `hashtags` keeps the first few that survive. */
const KEYWORD_COUNT = 6;

interface ShareDialogProps {
  projectId: string;
  doc: Y.Doc;
  title: string;
  onClose(): void;
}

/** §2/§6 sharing: publish the deck at /share/{id}, its rc/rb options, and posts to the §9 channels. */
export function ShareDialog({ projectId, doc, title, onClose }: ShareDialogProps) {
  const t = useShareT();
  const user = useSessionStore((state) => state.user);
  const pro = user?.userType === 'pro';
  const [config, setConfig] = useState<ShareConfig | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);
  const tags = useKeywordTags(doc, title, config?.enabled === true);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    shareApi.config(Number(projectId)).then((answer) => live && setConfig(answer), showApiError);
    return () => {
      live = false;
      clearTimeout(copiedTimer.current);
    };
  }, [projectId]);

  /** Resolves true once the server took the change. */
  const change = async (next: ShareChange): Promise<boolean> => {
    if (!config) return false;
    setSaving(true);
    setConfig({ ...config, ...next });
    try {
      setConfig(await shareApi.update(Number(projectId), next));
      return true;
    } catch (error) {
      setConfig(config);
      showApiError(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const link = (channel?: ShareChannel) =>
    config ? shareLink(config.url, { inviteCode: inviteCodeOf(user?.inviteLink ?? ''), language: i18next.language, ...(channel ? { channel } : {}) }) : '';

  const copy = async () => {
    await navigator.clipboard.writeText(link());
    track('share_click', { channel: 'link' });
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  const shareTo = (channel: ShareChannel) => {
    track('share_click', { channel });
    // The post reads in the interface's language: share.texts comes from the current language's bundle.
    const text = i18next.t(`share.texts.${pickShareText(Math.random())}`, { ns: SHARE_NS, title: title || t('share.title') });
    window.open(channelShareUrl(channel, link(channel), text, tags), '_blank', 'noopener,noreferrer');
  };

  const openPro = () => {
    onClose();
    useDialogStore.getState().openDialog('pro');
  };

  return (
    <Modal open onClose={onClose} title={t('share.title')} description={t('share.description')} size="medium" testId="share-dialog">
      {config && (
        <>
          <Toggle label={t('share.publish')} checked={config.enabled} disabled={saving} onChange={(enabled) => void change({ enabled })} testId="share-publish" strong />
          {config.enabled ? (
            <div className="share-link-row">
              <input className="share-link" readOnly value={link()} aria-label={t('share.link')} data-testid="share-link" onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="btn btn-secondary" onClick={() => void copy()} data-testid="share-copy">
                {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />} {copied ? t('share.copied') : t('share.copy')}
              </button>
            </div>
          ) : (
            <p className="export-note" data-testid="share-closed-note">
              <Lock size={14} aria-hidden /> {t('share.closedNote')}
            </p>
          )}
          <fieldset className="share-options" disabled={saving}>
            <legend>{t('share.options')}</legend>
            <Toggle label={t('share.allowCopy')} hint={t('share.allowCopyHint')} checked={config.allowCopy} onChange={(allowCopy) => void change({ allowCopy })} />
            <Toggle label={t('share.hideCitations')} hint={t('share.hideCitationsHint')} checked={config.disableCitation} onChange={(disableCitation) => void change({ disableCitation })} />
            <Toggle
              label={t('share.hideBrand')}
              hint={t('share.hideBrandHint')}
              checked={pro && config.disableBrand}
              onChange={(disableBrand) => (pro ? void change({ disableBrand }) : openPro())}
              badge={pro ? undefined : t('share.proBadge')}
            />
          </fieldset>
          <SharePasswordField config={config} pro={pro} saving={saving} onChange={change} openPro={openPro} />
          {config.enabled && (
            <div className="share-channels" role="group" aria-label={t('share.channels')} data-testid="share-channels" data-hashtags={tags.join(',')}>
              <span className="share-channels-label">{t('share.channels')}</span>
              {SHARE_CHANNELS.map((channel) => (
                <button
                  key={channel}
                  type="button"
                  className="share-channel"
                  data-channel={channel}
                  onClick={() => shareTo(channel)}
                  aria-label={t('share.shareVia', { channel: t(`share.channel.${channel}`) })}
                  title={t('share.shareVia', { channel: t(`share.channel.${channel}`) })}
                >
                  <ChannelIcon channel={channel} />
                </button>
              ))}
            </div>
          )}
          <ShareViewers projectId={Number(projectId)} title={title} pro={pro} openPro={openPro} />
        </>
      )}
    </Modal>
  );
}

interface ToggleProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  badge?: string | undefined;
  testId?: string;
  strong?: boolean;
}

function Toggle({ label, hint, checked, disabled, onChange, badge, testId, strong }: ToggleProps) {
  return (
    <label className={`share-toggle${strong ? ' share-toggle-strong' : ''}`}>
      <span className="share-toggle-text">
        <span>
          {label} {badge && <span className="share-pro-badge">{badge}</span>}
        </span>
        {hint && <span className="share-toggle-hint">{hint}</span>}
      </span>
      <input type="checkbox" role="switch" className="share-switch" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} data-testid={testId} />
    </label>
  );
}

/**
 * Hashtags from the deck's keywords (§3), worked out here from the deck's own words once
 * sharing is on: asking the AI for them would spend a free account's daily allowance.
 */
function useKeywordTags(doc: Y.Doc, title: string, enabled: boolean): string[] {
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const reader = new ProjectReader(doc);
    const pages = reader.read().pages.map((page) => ({ heading: '', text: pageText(page).join('\n') }));
    reader.destroy();
    setTags(hashtags(keywordsOf([{ heading: title, text: '' }, ...pages], KEYWORD_COUNT)));
  }, [doc, title, enabled]);
  return tags;
}
