/**
 * The explorer's stand-in for the purchase wizard's map (src/features/purchase/map/AddressMap.tsx): the map needs
 * WebGL and tiles from the network, which a file opened from disk has not. It says so the way the real map does
 * when it cannot draw, so the step shows the app's own text for that.
 */
import { useEffect } from 'react';
import type { AddressMapProps } from '../../../src/features/purchase/map/AddressMap';

export default function AddressMap({ onUnavailable }: AddressMapProps) {
  useEffect(() => onUnavailable?.(), [onUnavailable]);
  return null;
}
