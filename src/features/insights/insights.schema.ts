import { z } from 'zod';
import { INSIGHT_PERIODS, type InsightPeriod } from './insights.ts';

/** `?days=7|30|90` (default 30). */
export const insightsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' })
    .default('30')
    .transform((d) => Number(d) as InsightPeriod),
});

export const isInsightPeriod = (n: number): n is InsightPeriod => (INSIGHT_PERIODS as readonly number[]).includes(n);
