/**
 * The public landing page (docs/product.md §1). It is the first screen most visitors load, so it stays small:
 * no quiz, progress or admin code, and the toast view only loads if a toast is ever shown.
 */
import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { ThemeToggle } from '@/app/theme-toggle';
import { FlashNotice } from '@/components/ui/flash-notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthAction } from './components/auth-action';
import { CertificateShowcase, Claims } from './components/certificate-showcase';
import { FeatureList } from './components/feature-list';
import { Hero } from './components/hero';
import { Testimonials } from './components/testimonials';
import { paths } from '@/lib/paths';

function Header() {
  return (
    <header className="border-b border-border bg-surface">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 md:px-8">
        <Link to={paths.landing()} className="-mx-1 flex min-h-11 items-center gap-2 rounded-lg px-1 text-xl font-bold">
          <GraduationCap aria-hidden="true" className="size-7 shrink-0 text-primary" />
          CertDrill
        </Link>
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <ThemeToggle />
          </div>
          <AuthAction label="Sign In" variant="secondary" className="shrink-0 whitespace-nowrap" />
        </div>
      </nav>
    </header>
  );
}

function ClosingCall() {
  return (
    <section aria-labelledby="closing-heading" className="mx-auto max-w-6xl px-4 pb-12 md:px-8 md:pb-20">
      <div className="rounded-2xl bg-primary-soft px-5 py-10 text-center md:px-12 md:py-14">
        <h2 id="closing-heading" className="text-2xl font-bold md:text-3xl">
          Ready for exam day?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">Start your 7-day free trial today. No credit card required, cancel any time.</p>
        <AuthAction label="Get Started" signUp size="lg" className="mt-6 w-full sm:w-auto" icon={<ArrowRight aria-hidden="true" className="size-5" />} />
      </div>
    </section>
  );
}

function Footer() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted md:flex-row md:items-center md:justify-between md:px-8">
        <div>
          <p className="font-semibold text-fg">CertDrill</p>
          <p className="mt-1">Independent practice material, not affiliated with or endorsed by any platform vendor.</p>
        </div>
        <div className="self-start md:hidden">
          <ThemeToggle className="border border-border-strong" />
        </div>
        <p>© {new Date().getFullYear()} CertDrill</p>
      </div>
    </footer>
  );
}

export default function LandingPage() {
  useDocumentTitle('Certification exam practice');
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-6xl px-4 empty:hidden md:px-8">
          <FlashNotice className="mt-4" />
        </div>
        <Hero />
        <Claims />
        <FeatureList />
        <CertificateShowcase />
        <Testimonials />
        <ClosingCall />
      </main>
      <Footer />
    </div>
  );
}
