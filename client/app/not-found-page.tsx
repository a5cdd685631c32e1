import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { useDocumentTitle } from '../lib/use-document-title';
import { paths } from '../lib/paths';

/** Any unknown address: an icon, one sentence, one way back. */
export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <div>
        <p className="text-center text-sm font-semibold tracking-widest text-muted uppercase">Error 404</p>
        <EmptyState
          headingLevel={1}
          icon={Compass}
          title="Page Not Found"
          description="We looked everywhere, but this page does not exist or has moved."
          action={
            <Link to={paths.landing()} className={buttonClasses('primary', 'md')}>
              Go Home
            </Link>
          }
          className="pt-4"
        />
      </div>
    </main>
  );
}
