import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DifficultyBadge } from '../difficulty-badge';
import { Badge } from './badge';
import { levelTone } from './level';

describe('level colours', () => {
  it('are the same for a level on admin and learner badges', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const { unmount } = render(
        <>
          <DifficultyBadge difficulty={level} count={3} />
          <DifficultyBadge difficulty={level} />
          <Badge tone={levelTone(level)}>card</Badge>
        </>,
      );
      const label = level.charAt(0).toUpperCase() + level.slice(1);
      const [admin, history] = screen.getAllByText(label);
      const card = screen.getByText('card');
      expect(admin!.className).toContain(`text-level-${level}`);
      expect(history!.className).toBe(admin!.className);
      expect(card.className).toBe(admin!.className);
      unmount();
    }
  });

  it('gives each level its own tone and anything else grey', () => {
    expect(new Set(['easy', 'medium', 'hard', 'mixed'].map(levelTone)).size).toBe(4);
    expect(levelTone('legendary')).toBe('neutral');
  });
});
