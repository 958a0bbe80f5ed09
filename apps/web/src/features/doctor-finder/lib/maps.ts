// A plain link to a maps search of an address: no map tiles, no script, nothing loaded until clicked.
import type { DocfinderPublicAddress } from '@portal/contracts';
import type { Country } from '@portal/countries';
import { stateInAddress } from '@portal/countries/states';

/** One line, the state as the country writes it in an address (Brazil's UF, elsewhere the name). */
export function formatAddress(
  address: Pick<DocfinderPublicAddress, 'street' | 'number' | 'district' | 'city' | 'state'>,
  country: Pick<Country, 'code' | 'language' | 'stateValue'>,
): string {
  const state = stateInAddress(country, address.state);
  return `${address.street}, ${address.number} - ${address.district}, ${address.city} - ${state}`;
}

export function mapsSearchUrl(
  address: DocfinderPublicAddress,
  country: Pick<Country, 'code' | 'language' | 'stateValue'>,
): string {
  const query = `${formatAddress(address, country)}, ${address.postalCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
