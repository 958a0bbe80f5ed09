// A plain link to a maps search of an address: no map tiles, no script, nothing loaded until clicked.
import type { DocfinderPublicAddress } from '@portal/contracts';

export function formatAddress(
  address: Pick<DocfinderPublicAddress, 'street' | 'number' | 'district' | 'city' | 'state'>,
): string {
  return `${address.street}, ${address.number} - ${address.district}, ${address.city} - ${address.state}`;
}

export function mapsSearchUrl(address: DocfinderPublicAddress): string {
  const query = `${formatAddress(address)}, ${address.postalCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
