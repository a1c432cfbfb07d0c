import { FileUp, Palette, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink.tsx';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { PublicHeader } from './PublicHeader.tsx';

const FEATURES = [
  { icon: FileUp, title: 'landing.featureAiTitle', text: 'landing.featureAiText' },
  { icon: Palette, title: 'landing.featureThemesTitle', text: 'landing.featureThemesText' },
  { icon: Share2, title: 'landing.featureExportTitle', text: 'landing.featureExportText' },
];

/** §2 landing page: what Folio does, and the way to sign up. */
export function LandingPage() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const openSignIn = useDialogStore((state) => state.openSignIn);
  return (
    <div className="public-page">
      <PublicHeader />
      <main className="landing" id="main">
        <section className="hero">
          <h1>{t('landing.tagline')}</h1>
          <p className="hero-intro">{t('landing.intro')}</p>
          {signedIn ? (
            <AppLink href="/workspace" className="btn btn-primary btn-large">
              {t('landing.openWorkspace')}
            </AppLink>
          ) : (
            <button type="button" className="btn btn-primary btn-large" onClick={() => openSignIn('signup')}>
              {t('landing.signUp')}
            </button>
          )}
        </section>
        <ul className="features">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="feature">
              <Icon size={28} aria-hidden />
              <h2>{t(title)}</h2>
              <p className="muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
