import { z } from 'zod';

export const brazilStateSchema = z.object({
  code: z.string().length(2),
  name: z.string(),
});
export type BrazilState = z.infer<typeof brazilStateSchema>;
export const brazilStatesResponseSchema = z.array(brazilStateSchema);

export const citySchema = z.object({ name: z.string() });
export type City = z.infer<typeof citySchema>;
export const citiesResponseSchema = z.array(citySchema);

/** Any two letters are accepted (unknown states answer []); the API upper-cases them. */
export const citiesParamsSchema = z.object({
  uf: z.string().regex(/^[A-Za-z]{2}$/, 'Expected a two-letter state code'),
});
export type CitiesParams = z.infer<typeof citiesParamsSchema>;
