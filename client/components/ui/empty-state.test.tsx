import { render, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import NotFoundPage from '@/app/not-found-page';
import { CARD_GRID, PageSkeleton } from '@/app/page-skeleton';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says one sentence with an icon hidden from screen readers and offers one action', () => {
    const { container } = render(<EmptyState icon={Inbox} title="No quizzes yet" description="Your finished quizzes show here." action={<Button>Start practising</Button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No quizzes yet' })).toBeInTheDocument();
    expect(screen.getByText('Your finished quizzes show here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start practising' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('designed 404', () => {
  it('has one heading, one sentence and one way home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});

describe('PageSkeleton', () => {
  it('announces loading once and hides its shapes from screen readers', () => {
    const { container } = render(<PageSkeleton label="Loading your dashboard" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
    const shapes = container.querySelectorAll('[data-skeleton]');
    expect(shapes.length).toBeGreaterThan(3);
    shapes.forEach((shape) => expect(shape).toHaveAttribute('aria-hidden', 'true'));
  });
});

describe('PageSkeleton columns', () => {
  it('lays its cards out in the same grid as the dashboard certificates: three, the third from 768 px', () => {
    const { container } = render(<PageSkeleton />);
    const cards = container.querySelectorAll('[data-skeleton-card]');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.parentElement!.className).toContain(CARD_GRID);
    expect(cards[2]).toHaveClass('hidden', 'md:block');
  });
});

describe('PageSkeleton on a list screen', () => {
  it("paints full-width rows, as the module list starts, instead of the dashboard's cards", () => {
    window.history.pushState({}, '', '/certificates/3/modules');
    try {
      const { container } = render(<PageSkeleton />);
      expect(container.querySelector('[data-skeleton-list]')).not.toBeNull();
      expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(0);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
