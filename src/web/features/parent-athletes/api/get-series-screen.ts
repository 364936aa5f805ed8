import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { SeriesScreen } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * GET /api/parent/series/:id/screen, the season's one QR code (decision 040): the
 * occurrence open now, else the next and when it opens, else that the season is over.
 */
export function getSeriesScreen(seriesId: string): Promise<SeriesScreen> {
  return api.get<SeriesScreen>(apiPath(endpoints.seriesScreen, { seriesId }));
}
