// LandingRedirect: the signed-in console's own address (/console) sends the user where they
// start (landing.ts): their one workspace, or the list of them.
import { Navigate } from 'react-router';
import { landingPath } from './landing';
import { useSession } from './session-queries';

export function LandingRedirect() {
  // RequireSession has read the session before this renders.
  const session = useSession();
  return <Navigate to={landingPath(session.data)} replace />;
}
