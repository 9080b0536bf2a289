import { Navigate } from 'react-router';

/** The guard already sends /home to the negative-keywords home; this only satisfies the router. */
export default function HomePage() {
  return <Navigate to="/" replace />;
}
