/** The frame of the public account screens (/auth, /forgot-password, /reset-password): the brand, one card, no navigation. */
import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { FlashNotice } from '@/components/ui/flash-notice';
import { paths } from '@/lib/paths';

export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-start justify-center p-4 pt-8 md:items-center md:p-8">
      <div className="w-full max-w-md">
        <Link to={paths.landing()} className="mx-auto mb-6 flex min-h-11 w-fit items-center gap-2 rounded-lg px-1 text-xl font-bold">
          <GraduationCap aria-hidden="true" className="size-8 text-primary" />
          CertDrill
        </Link>
        <FlashNotice className="mb-4" />
        <Card className="p-6 md:p-8">{children}</Card>
        {footer && <div className="mt-6 text-center text-sm">{footer}</div>}
      </div>
    </main>
  );
}

/** A text link or button styled as a link, with a 44 px touch target. */
export const linkClasses = 'inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline';
