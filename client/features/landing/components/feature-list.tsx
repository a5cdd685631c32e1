import { BarChart3, CreditCard, Gift, Layers, Timer, WifiOff, type LucideIcon } from 'lucide-react';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Timed practice', text: 'Six minutes on the clock, like the real exam. Learn to pace yourself long before exam day.', icon: Timer },
  { title: 'Topic-wise quizzes', text: 'Pick a module and a difficulty, from easy warm-ups to hard questions, and drill what you need.', icon: Layers },
  { title: 'Performance analytics', text: 'Scores, streaks and an activity calendar show how far you have come and what to revise next.', icon: BarChart3 },
  // docs/product.md §1: offline access, as built (docs/offline.md): an installable app, modules kept on the device, results sent once back online.
  {
    title: 'Practise offline',
    text: 'Install CertDrill and keep modules on your device: practise on the train with no connection, and your results join your progress once you are back online.',
    icon: WifiOff,
  },
  { title: '7-day free trial', text: 'Try every certificate, every module and every difficulty free for a whole week.', icon: Gift },
  { title: 'No credit card required', text: 'Sign up with your name and email. No payment details, no surprises.', icon: CreditCard },
];

export function FeatureList() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12 md:px-8 md:py-20">
      <h2 id="features-heading" className="text-2xl font-bold md:text-3xl">
        Everything you need to prepare
      </h2>
      <p className="mt-2 max-w-2xl text-muted">Practice that fits into a coffee break and still adds up to exam readiness.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 md:gap-6">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm sm:flex-col md:p-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1.5 text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
