import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AuthRoutePage } from '../pages/AuthRoutePage.tsx';
import { GoogleLoginPage } from '../pages/GoogleLoginPage.tsx';
import { LandingPage } from '../pages/LandingPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { Redirect } from '../pages/Redirect.tsx';
import { SharePage } from '../pages/SharePage.tsx';
import { VerifyPage } from '../pages/VerifyPage.tsx';
import { useFlag } from '../insights/features-store.ts';
import { isTestHost } from '../spec/instance.ts';
import type { PrivateScreen } from './PrivateScreens.tsx';
import { RequireSignIn } from './RequireSignIn.tsx';

/** Signed-in screens load on demand: a visitor of the landing page never downloads the renderer. */
const PrivateScreens = lazy(() => import('./PrivateScreens.tsx'));
/** Public, but heavy enough (d3-force, a CSV parser) to load only when opened. */
const ForceGraphScreen = lazy(() => import('../forcegraph/ForceGraphScreen.tsx'));
/** Public; brings the renderer for its thumbnails, so it too loads only when opened. */
const RoastScreen = lazy(() => import('../roast/RoastScreen.tsx'));

/** PRODUCT.md §2 routes. */
export function AppRoutes() {
  const diagram = useFlag('diagram') && !isTestHost();
  const privateScreen = (screen: PrivateScreen, id?: string) => (
    <RequireSignIn>
      <Suspense fallback={<div className="blank-page" />}>
        <PrivateScreens screen={screen} id={id} />
      </Suspense>
    </RequireSignIn>
  );
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/home" component={LandingPage} />
      <Route path="/folioe" component={LandingPage} />
      <Route path="/foliae" component={LandingPage} />
      <Route path="/login">{() => <AuthRoutePage view="signin" />}</Route>
      <Route path="/login/*">{() => <AuthRoutePage view="signin" />}</Route>
      <Route path="/register">{() => <AuthRoutePage view="signup" />}</Route>
      <Route path="/reset">{() => <AuthRoutePage view="reset" />}</Route>
      <Route path="/googleLogin" component={GoogleLoginPage} />
      <Route path="/verify" component={VerifyPage} />
      <Route path="/share/*" component={SharePage} />
      <Route path="/forcegraph">
        {() => (
          <Suspense fallback={<div className="blank-page" />}>
            <ForceGraphScreen />
          </Suspense>
        )}
      </Route>
      <Route path="/ai-roast-generator">
        {() => (
          <Suspense fallback={<div className="blank-page" />}>
            <RoastScreen />
          </Suspense>
        )}
      </Route>
      <Route path="/ai-roast-generator/:id">
        {(params) => (
          <Suspense fallback={<div className="blank-page" />}>
            <RoastScreen id={params.id} />
          </Suspense>
        )}
      </Route>
      <Route path="/workspace">{() => privateScreen('projects')}</Route>
      <Route path="/trash">{() => privateScreen('trash')}</Route>
      {diagram && <Route path="/diagram">{() => privateScreen('diagram')}</Route>}
      <Route path="/presentation">{() => <Redirect to="/presentation/new" />}</Route>
      <Route path="/presentation/:id">{(params) => privateScreen('editor', params.id)}</Route>
      <Route path="/p">{() => <Redirect to="/p/new" />}</Route>
      <Route path="/p/:id">{(params) => privateScreen('editor', params.id)}</Route>
      <Route path="/settings/ai">{() => privateScreen('ai-settings')}</Route>
      <Route path="/survey">{() => privateScreen('survey')}</Route>
      <Route path="/sso">{() => <Redirect to="/workspace" />}</Route>
      <Route path="/campaign-for-blog">{() => privateScreen('campaign-for-blog')}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
