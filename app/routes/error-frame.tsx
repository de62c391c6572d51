import {Outlet} from 'react-router';
import {SiteErrorBoundary} from '~/components/layout/error-page';

/**
 * Every page sits in this frame so that an error thrown below it (an action's 4xx included) stops here:
 * React Router runs the loaders above the boundary that catches, so the root's layout and the URL's
 * language are there. With the root as the boundary, its loader would not run and the page would lose both.
 */
export default function ErrorFrame() {
  return <Outlet />;
}

export const ErrorBoundary = SiteErrorBoundary;
