/** Shows the flash message a previous screen left (lib/flash.ts), inline, until the visitor dismisses it. */
import { CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { clearFlash, peekFlash, type Flash } from '@/lib/flash';
import { cn } from '@/lib/cn';

export function FlashNotice({ className }: { className?: string }) {
  // Read while rendering, forgotten once mounted (a render thrown away while a lazy part loads must
  // not lose it); a re-render or a second visit of the screen does not bring it back.
  const [flash, setFlash] = useState<Flash | null>(peekFlash);
  useEffect(() => {
    if (flash) clearFlash();
  }, [flash]);
  if (!flash) return null;
  const Icon = flash.tone === 'success' ? CircleCheck : Info;
  return (
    <div
      role="status"
      className={cn('flex items-start gap-3 rounded-xl border p-3 pr-2 text-sm shadow-sm', flash.tone === 'success' ? 'border-success bg-success-soft' : 'border-primary bg-primary-soft', className)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', flash.tone === 'success' ? 'text-success' : 'text-primary-soft-fg')} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">{flash.title}</p>
        {flash.description && <p className="mt-0.5 text-muted">{flash.description}</p>}
      </div>
      <button type="button" onClick={() => setFlash(null)} aria-label="Dismiss message" className="-my-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-fg">
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
