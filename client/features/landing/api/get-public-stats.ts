import type { PublicStats } from '../../../../common/schemas/public';
import { api } from '../../../lib/api-client';
import { useLightQuery } from '../../../lib/light-query';
import { landingKeys } from './keys';

export const publicStatsKey = landingKeys.publicStats();

export const fetchPublicStats = () => api<PublicStats>('/api/public/stats');

export function usePublicStats() {
  return useLightQuery(publicStatsKey, fetchPublicStats);
}
