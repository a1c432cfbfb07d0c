import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { PublicHeader } from '../pages/PublicHeader.tsx';
import '../editor/slides/deck-checks-i18n.ts';
import { useRoastT } from './roast-i18n.ts';
import { roastApi, type Roast } from './roast-api.ts';
import { RoastForm } from './RoastForm.tsx';
import { RoastReport } from './RoastReport.tsx';
import './roast.css';

type Loaded = { state: 'loading' } | { state: 'ready'; roast: Roast } | { state: 'gone' } | { state: 'failed'; code: number };

/** §2 /ai-roast-generator: a deck in (a file or a share link), its roast out; /ai-roast-generator/{id} is a roast's shareable page. */
export default function RoastScreen({ id }: { id?: string | undefined }) {
  const t = useRoastT();
  return (
    <div className="public-page">
      <PublicHeader />
      <main className="roast" id="main">
        <header className="roast-intro">
          <h1>{t('title')}</h1>
          {id ? null : <p className="muted">{t('intro')}</p>}
        </header>
        {id ? <RoastById id={id} /> : <RoastForm />}
      </main>
    </div>
  );
}

function RoastById({ id }: { id: string }) {
  const t = useRoastT();
  const { t: common } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setLoaded({ state: 'loading' });
    roastApi.get(id).then(
      (roast) => !cancelled && setLoaded({ state: 'ready', roast }),
      // §8 -4 (no such roast, or an id that is not one), 6004 and 4011 (its share was withdrawn) all mean: nothing to show here.
      (error: unknown) => !cancelled && setLoaded(error instanceof ApiError && [-4, -2, 6004, 4011].includes(error.code) ? { state: 'gone' } : { state: 'failed', code: error instanceof ApiError ? error.code : -1 }),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);
  if (loaded.state === 'loading') return <p className="muted" role="status">{t('loading')}</p>;
  if (loaded.state === 'ready') return <RoastReport roast={loaded.roast} />;
  return (
    <div className="roast-gone">
      <p role="alert">{loaded.state === 'gone' ? t('notFound') : common(`code.${loaded.code}`)}</p>
      <RoastForm />
    </div>
  );
}
