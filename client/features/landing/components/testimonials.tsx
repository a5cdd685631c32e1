import { Quote } from 'lucide-react';

const TESTIMONIALS = [
  {
    name: 'Priya S.',
    track: 'System Administrator track',
    text: 'The six-minute quizzes fit into my commute. Three weeks of practice on my phone and I passed on the first try.',
  },
  {
    name: 'Marcus T.',
    track: 'Application Developer track',
    text: 'The analytics showed me exactly which topics to revise, and the timer made the real exam feel familiar.',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-12 md:px-8 md:py-20">
      <h2 id="testimonials-heading" className="text-2xl font-bold md:text-3xl">
        Learners who passed
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-2 md:gap-6">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-xl border border-border bg-surface p-5 shadow-sm md:p-6">
              <Quote aria-hidden="true" className="size-7 text-primary" />
              <blockquote className="mt-3 flex-1 text-lg">
                <p>{t.text}</p>
              </blockquote>
              <figcaption className="mt-4">
                <span className="block font-semibold">{t.name}</span>
                <span className="block text-sm text-muted">{t.track}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
