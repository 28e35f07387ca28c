import { z } from '../zod';

/** GET /periscope_dashboard?client={brand}&agencies[]={name}: the address of the embedded dashboard. */
export const dashboardUrlResponseSchema = z.object({ url: z.string().check(z.url()) });
export type DashboardUrlResponse = z.infer<typeof dashboardUrlResponseSchema>;

/**
 * What the embedded dashboard posts to the app when its height changes
 * (`window.parent.postMessage(message, appOrigin)`).
 */
export const DASHBOARD_RESIZE_EVENT = 'dashboard_resize';
export interface DashboardResizeMessage {
  event_type: typeof DASHBOARD_RESIZE_EVENT;
  dashboard_height: number;
}
