import { Navigate, Route, Routes } from 'react-router-dom';
import { CreateMapPage } from '../features/create-map/components/create-map-page';
import { MyMapsPage } from '../features/my-maps/components/my-maps-page';
import { AntdTheme } from './antd-theme';

/** Exposed as `./app`: the dashboard remote's routes, rendered under the shell's (or its own) router. */
export default function DashboardApp() {
  return (
    <AntdTheme>
      <Routes>
        <Route path="/dashboard" element={<MyMapsPage />} />
        <Route path="/create" element={<CreateMapPage />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
    </AntdTheme>
  );
}
