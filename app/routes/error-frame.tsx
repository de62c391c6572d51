import {Outlet} from 'react-router';
import {SiteErrorBoundary} from '~/components/layout/error-page';

// Every page sits in this frame, so an error thrown below it (an action's 4xx included) stops here with
// the root's loader run: React Router runs the loaders above the catching boundary. With the root as the
// boundary, the page would lose the layout and the URL's language.
export default function ErrorFrame() {
  return <Outlet />;
}

export const ErrorBoundary = SiteErrorBoundary;
