import { Trans } from 'react-i18next';

/** §2: the Terms of Use and Privacy Policy consent on every auth form. */
export function ConsentText({ i18nKey = 'auth.consent' }: { i18nKey?: string }) {
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        terms: <a href="/terms.html" target="_blank" rel="noreferrer" />,
        privacy: <a href="/privacy.html" target="_blank" rel="noreferrer" />,
      }}
    />
  );
}
