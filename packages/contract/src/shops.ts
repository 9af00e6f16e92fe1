import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** A place a shop delivers to (spec section 3; time_range is kept though the spec calls it unused). */
export const ZDeliveryLocation = z.object({
  location_name: z
    .string({ error: MESSAGES.locationNameRequired })
    .trim()
    .min(1, MESSAGES.locationNameRequired)
    .max(LIMITS.locationNameMax, MESSAGES.locationNameMax),
  time_range: z
    .string({ error: MESSAGES.timeRangeRequired })
    .trim()
    .min(LIMITS.timeRangeMin, MESSAGES.timeRangeRequired),
});
export type TDeliveryLocation = z.infer<typeof ZDeliveryLocation>;
