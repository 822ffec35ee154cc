import { Navigate, Route, Routes } from 'react-router-dom';
import { MapPage } from '../features/map/page/map-page';
import './map-app.css';

/**
 * Exposed as `./app`: the map remote's routes, rendered under the shell's (or its own) router. The
 * map page paints without antd (budget: 300 kB gzip of JavaScript for a first visit); antd parts it
 * needs later (dialogs) are loaded lazily, wrapped in `ConfigProvider theme={{ token: themeTokens }}`.
 */
export default function MapApp() {
  return (
    <Routes>
      <Route path="/map/:permalink" element={<MapPage />} />
      {/* Reached only when run standalone: open the demo map. */}
      <Route path="*" element={<Navigate to="/map/test" replace />} />
    </Routes>
  );
}
