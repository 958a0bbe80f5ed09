import { isStateOf } from '@portal/countries/states';
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

/**
 * A state as the API stores and sends it (decision 010): an ISO 3166-2 code ('MX-JAL', 'AR-B'), or
 * Brazil's UF ('SP'). The shape only; which codes exist depends on the user's country (stateOfCountry).
 */
export const STATE_CODE_PATTERN = /^(?:[A-Z]{2}-)?[A-Z0-9]{1,3}$/;
export const STATE_CODE_MESSAGE =
  'Expected a state code of the country (ISO 3166-2, e.g. MX-JAL; UF in Brazil)';
export const stateCodeSchema = z.string().trim().regex(STATE_CODE_PATTERN, STATE_CODE_MESSAGE);

/** A state of `country`: the shape above, and a code the country's list holds. */
export function stateOfCountrySchema(country: Parameters<typeof isStateOf>[0]) {
  return stateCodeSchema.refine((value) => isStateOf(country, value), {
    message: `Not a state of ${country.code}`,
  });
}

/** A Brazilian CEP as typed: eight digits, with or without the hyphen after the fifth. */
export const postalCodeLookupParamsSchema = z.object({
  cep: z.string().regex(/^\d{5}-?\d{3}$/, 'Expected a CEP: eight digits (00000-000)'),
});
export type PostalCodeLookupParams = z.infer<typeof postalCodeLookupParamsSchema>;

/**
 * What a CEP look-up found: the address parts to fill in, or why the physician types them (the CEP is
 * unknown, or the look-up service is not configured or did not answer in time).
 */
export const postalCodeLookupResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('found'),
    street: z.string(),
    district: z.string(),
    city: z.string(),
    uf: z.string().length(2),
  }),
  z.object({ status: z.literal('not-found') }),
  z.object({ status: z.literal('unavailable') }),
]);
export type PostalCodeLookupResponse = z.infer<typeof postalCodeLookupResponseSchema>;
