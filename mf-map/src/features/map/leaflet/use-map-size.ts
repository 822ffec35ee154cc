import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';

export interface MapSize {
  width: number;
  height: number;
}

/**
 * The map container's size, kept current. Leaflet only notices window resizes; the map page also
 * hides and shows the map (the "Map View"/"List View" tabs) and changes its column, after which
 * Leaflet must re-measure or it draws tiles and markers for the old size.
 */
export function useMapSize(): MapSize {
  const map = useMap();
  const [size, setSize] = useState<MapSize>(() => {
    const { x, y } = map.getSize();
    return { width: x, height: y };
  });
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      const { x, y } = map.getSize();
      setSize((previous) =>
        previous.width === x && previous.height === y ? previous : { width: x, height: y },
      );
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return size;
}
