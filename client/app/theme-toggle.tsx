import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { currentTheme, setTheme, type Theme } from '../lib/theme';
import { cn } from '../lib/cn';

export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setState] = useState<Theme>(() => currentTheme());
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        setTheme(next);
        setState(next);
      }}
      aria-label={`Switch to ${next} theme`}
      className={cn('flex h-11 w-full items-center gap-3 rounded-lg px-3 text-muted hover:bg-surface-2 hover:text-fg', className)}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
      {theme === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  );
}
