import { useSearchParams } from 'wouter';

/** The query parameters the parent screens pass along (docs/product.md#parent-flow). */
export function useCheckInParams() {
  const [params] = useSearchParams();
  return {
    eventId: params.get('event')?.trim() ?? '',
    /** The season's one QR code (decision 040). */
    seriesId: params.get('series')?.trim() ?? '',
    phone: params.get('phone')?.trim() ?? '',
    athleteId: params.get('athlete')?.trim() ?? '',
    isVerified: params.get('verified') === 'true',
  };
}
