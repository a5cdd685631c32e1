/** Failure toasts for the admin panel; a 401 means the admin session is gone, so the login card comes back. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { forgetAdminSession } from '../api/admin-cache';

export function useAdminErrorToast() {
  const queryClient = useQueryClient();
  return useCallback(
    /** `shownInline`: the form shows the problem at its fields already, so no toast repeats it. */
    (title: string, error: Error, shownInline = false) => {
      if (!shownInline) toast({ title, description: error.message, variant: 'destructive' });
      if (error instanceof ApiError && error.status === 401) forgetAdminSession(queryClient);
    },
    [queryClient],
  );
}

/** Toasts a failed list query once per failure. */
export function useQueryErrorToast(error: Error | null, title: string): void {
  const showError = useAdminErrorToast();
  useEffect(() => {
    if (error) showError(title, error);
  }, [error, title, showError]);
}
